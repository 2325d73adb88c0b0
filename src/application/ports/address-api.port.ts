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

/** The NPWP document kept with a signed-in customer's address (POST cart/upload/npwp). */
export interface NpwpDocument {
  /** A link signed for an hour (open it in a new tab). */
  url: string;
  contentType: string;
  /** The name it was uploaded under. */
  name: string | null;
  size: number | null;
  uploadedAt: string | null;
}

export interface Address extends AddressInput {
  id: string;
  /** The address chosen for checkout; exactly one is active once any exists. */
  active: boolean;
  /** Server addresses only; a device address has none (the upload needs an account). */
  npwpDocument?: NpwpDocument | null;
}

/** A file chosen in the form: its bytes and the name it had on the device. */
export interface NpwpFile { data: Blob; fileName: string }

export interface AddressApi {
  list(): Promise<Address[]>;
  create(input: AddressInput): Promise<Address>;
  update(id: string, input: AddressInput): Promise<Address>;
  /** Someone else's or unknown id: ApiError NOT_FOUND. */
  delete(id: string): Promise<void>;
  /** Keeps the NPWP document (PDF, PNG or JPEG, read by content) with the address; answers the address. */
  uploadNpwp(id: string, file: NpwpFile): Promise<Address>;
  removeNpwp(id: string): Promise<Address>;
}

export const ADDRESS_API = Symbol.for('address.AddressApi');
