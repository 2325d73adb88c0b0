// The signed-in customer's addresses (customer/address).

export interface AddressInput {
  name: string;
  address: string;
  provinceId: string;
  districtId: string;
  subDistrictId: string;
  /** Kelurahan/desa by name (optional: addresses saved before it existed have none). */
  village?: string | null;
  /** Display names as the server lists them (set from the form's lists for a device address). */
  provinceName?: string;
  districtName?: string;
  subDistrictName?: string;
  postalCode: string;
  phoneNumber: string;
  phoneNumber2: string | null;
  email: string | null;
  npwp: string | null;
  lat: number | null;
  long: number | null;
  addressMap: string | null;
}

export interface Address extends AddressInput {
  id: string;
  /** The address chosen for checkout; exactly one is active once any exists. */
  active: boolean;
}

export interface AddressApi {
  list(): Promise<Address[]>;
  create(input: AddressInput): Promise<Address>;
  update(id: string, input: AddressInput): Promise<Address>;
  /** Someone else's or unknown id: ApiError NOT_FOUND. */
  delete(id: string): Promise<void>;
}

export const ADDRESS_API = Symbol.for('address.AddressApi');
