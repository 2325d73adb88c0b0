/**
 * The address form's fields and validation (spec sections 3 and 5): the raw text of every field
 * is kept (nothing typed is lost); errors are codes the screen maps to localised messages.
 */
import type { AddressInput } from '../ports/address-api.port';

export interface AddressForm {
  name: string;
  phoneNumber: string;
  /** The second phone number (phone_number_2 / no_telepon_alt), optional. */
  phoneNumber2: string;
  address: string;
  provinceId: string;
  districtId: string;
  subDistrictId: string;
  /** Kelurahan/desa by name, chosen from the kecamatan's list. */
  village: string;
  postalCode: string;
  email: string;
  npwp: string;
}

export type AddressField = keyof AddressForm;
export type AddressFieldError = 'required' | 'phone' | 'postal_code' | 'email' | 'npwp';

export const EMPTY_ADDRESS_FORM: AddressForm = {
  name: '', phoneNumber: '', phoneNumber2: '', address: '', provinceId: '', districtId: '', subDistrictId: '', village: '', postalCode: '', email: '', npwp: '',
};

const REQUIRED: readonly AddressField[] = ['name', 'phoneNumber', 'address', 'provinceId', 'districtId', 'subDistrictId', 'postalCode'];

const compactPhone = (raw: string) => raw.replace(/[\s-]/g, '');
const isPhone = (raw: string) => /^(\+62|62|0)8\d{7,12}$/.test(compactPhone(raw));

/**
 * villageRequired: the chosen kecamatan has a village list (every kecamatan of the data has one,
 * docs/api/regions.md); without a list the kelurahan/desa stays optional.
 */
export function validateAddressForm(form: AddressForm, options: { villageRequired?: boolean } = {}): Partial<Record<AddressField, AddressFieldError>> {
  const errors: Partial<Record<AddressField, AddressFieldError>> = {};
  for (const field of REQUIRED) if (form[field].trim() === '') errors[field] = 'required';
  if (options.villageRequired === true && form.subDistrictId !== '' && form.village.trim() === '') errors.village = 'required';
  if (!errors.phoneNumber && !isPhone(form.phoneNumber)) errors.phoneNumber = 'phone';
  // The second number is optional and, when given, follows the rule of the first.
  if (form.phoneNumber2.trim() !== '' && !isPhone(form.phoneNumber2)) errors.phoneNumber2 = 'phone';
  if (!errors.postalCode && !/^\d{5}$/.test(form.postalCode.trim())) errors.postalCode = 'postal_code';
  if (form.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'email';
  const npwp = form.npwp.replace(/[.\s-]/g, '');
  if (npwp !== '' && !/^\d{15,16}$/.test(npwp)) errors.npwp = 'npwp';
  return errors;
}

/** The names of the chosen regions, kept with a device address so that its card can show them. */
export interface RegionNames { provinceName?: string; districtName?: string; subDistrictName?: string }

/** The map pin chosen from the geocoder's candidates (src/domain/address/coordinates.ts). */
export interface ChosenPin { lat: number; long: number; addressMap: string }

export function toAddressInput(form: AddressForm, names: RegionNames = {}, pin: ChosenPin | null = null): AddressInput {
  const npwp = form.npwp.replace(/[.\s-]/g, '');
  const village = form.village.trim();
  return {
    name: form.name.trim(),
    address: form.address.trim(),
    provinceId: form.provinceId,
    districtId: form.districtId,
    subDistrictId: form.subDistrictId,
    village: village === '' ? null : village,
    ...names,
    postalCode: form.postalCode.trim(),
    phoneNumber: compactPhone(form.phoneNumber),
    phoneNumber2: form.phoneNumber2.trim() === '' ? null : compactPhone(form.phoneNumber2),
    email: form.email.trim() === '' ? null : form.email.trim(),
    npwp: npwp === '' ? null : npwp,
    lat: pin?.lat ?? null,
    long: pin?.long ?? null,
    addressMap: pin?.addressMap ?? null,
  };
}

/** What a saved address's card shows below the street, every part that is known. */
export interface AddressPlace {
  village: string | null;
  subDistrict: string | null;
  /** City or regency, then province, joined ('Kota Jakarta Pusat, DKI Jakarta'). */
  cityProvince: string;
  postalCode: string;
}

export function addressPlace(address: AddressInput): AddressPlace {
  const part = (v: string | null | undefined) => (v ?? '').trim();
  return {
    village: part(address.village) || null,
    subDistrict: part(address.subDistrictName) || null,
    cityProvince: [part(address.districtName), part(address.provinceName)].filter(Boolean).join(', '),
    postalCode: part(address.postalCode),
  };
}
