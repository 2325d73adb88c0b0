/**
 * The address form's fields and validation (spec sections 3 and 5): the raw text of every field
 * is kept (nothing typed is lost); errors are codes the screen maps to localised messages.
 */
import type { AddressInput } from '../ports/address-api.port';

export interface AddressForm {
  name: string;
  phoneNumber: string;
  address: string;
  provinceId: string;
  districtId: string;
  subDistrictId: string;
  postalCode: string;
  email: string;
  npwp: string;
}

export type AddressField = keyof AddressForm;
export type AddressFieldError = 'required' | 'phone' | 'postal_code' | 'email' | 'npwp';

export const EMPTY_ADDRESS_FORM: AddressForm = {
  name: '', phoneNumber: '', address: '', provinceId: '', districtId: '', subDistrictId: '', postalCode: '', email: '', npwp: '',
};

const REQUIRED: readonly AddressField[] = ['name', 'phoneNumber', 'address', 'provinceId', 'districtId', 'subDistrictId', 'postalCode'];

export function validateAddressForm(form: AddressForm): Partial<Record<AddressField, AddressFieldError>> {
  const errors: Partial<Record<AddressField, AddressFieldError>> = {};
  for (const field of REQUIRED) if (form[field].trim() === '') errors[field] = 'required';
  const phone = form.phoneNumber.replace(/[\s-]/g, '');
  if (!errors.phoneNumber && !/^(\+62|62|0)8\d{7,12}$/.test(phone)) errors.phoneNumber = 'phone';
  if (!errors.postalCode && !/^\d{5}$/.test(form.postalCode.trim())) errors.postalCode = 'postal_code';
  if (form.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'email';
  const npwp = form.npwp.replace(/[.\s-]/g, '');
  if (npwp !== '' && !/^\d{15,16}$/.test(npwp)) errors.npwp = 'npwp';
  return errors;
}

export function toAddressInput(form: AddressForm): AddressInput {
  const npwp = form.npwp.replace(/[.\s-]/g, '');
  return {
    name: form.name.trim(),
    address: form.address.trim(),
    provinceId: form.provinceId,
    districtId: form.districtId,
    subDistrictId: form.subDistrictId,
    postalCode: form.postalCode.trim(),
    phoneNumber: form.phoneNumber.replace(/[\s-]/g, ''),
    phoneNumber2: null,
    email: form.email.trim() === '' ? null : form.email.trim(),
    npwp: npwp === '' ? null : npwp,
    lat: null,
    long: null,
    addressMap: null,
  };
}
