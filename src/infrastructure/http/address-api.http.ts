import { inject, injectable } from 'inversify';
import type { Address, AddressApi, AddressInput, NpwpDocument, NpwpFile } from '../../application/ports/address-api.port';
import { arr, bool, isObject, num, obj, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

// The address mappers live here, with their only user, so that they load with the address feature.
function fromAddressInput(input: AddressInput): Json {
  return {
    name: input.name,
    address: input.address,
    province_id: input.provinceId,
    district_id: input.districtId,
    sub_district_id: input.subDistrictId,
    ...(input.village === undefined ? {} : { village: input.village }),
    postal_code: input.postalCode,
    phone_number: input.phoneNumber,
    phone_number_2: input.phoneNumber2,
    email: input.email,
    npwp: input.npwp,
    lat: input.lat,
    long: input.long,
    address_map: input.addressMap,
  };
}

function optCoordinate(value: unknown, path: string): number | null {
  return value === undefined || value === null || value === '' ? null : num(value, path);
}

function toNpwpDocument(value: unknown, path: string): NpwpDocument | null {
  if (!isObject(value)) return null;
  const size = value.size;
  return {
    url: str(value.url, `${path}.url`),
    contentType: optStr(value.content_type, `${path}.content_type`) ?? 'application/octet-stream',
    name: optStr(value.name, `${path}.name`),
    size: size === undefined || size === null ? null : num(size, `${path}.size`),
    uploadedAt: optStr(value.uploaded_at, `${path}.uploaded_at`),
  };
}

function toAddress(value: unknown, path = 'address'): Address {
  const row = obj(value, path);
  // npwp_document (this server), else npwp_file as a bare link (a server of the spec's shape).
  const fileUrl = optStr(row.npwp_file, `${path}.npwp_file`);
  const npwpDocument = toNpwpDocument(row.npwp_document, `${path}.npwp_document`)
    ?? (fileUrl ? { url: fileUrl, contentType: 'application/octet-stream', name: null, size: null, uploadedAt: null } : null);
  return {
    id: str(pick(row, 'address_id', 'id'), `${path}.address_id`),
    name: str(pick(row, 'name', 'nama'), `${path}.name`),
    address: str(pick(row, 'address', 'alamat'), `${path}.address`),
    provinceId: str(row.province_id, `${path}.province_id`),
    districtId: str(row.district_id, `${path}.district_id`),
    subDistrictId: str(row.sub_district_id, `${path}.sub_district_id`),
    village: optStr(pick(row, 'village', 'kelurahan'), `${path}.village`),
    provinceName: optStr(pick(row, 'province_name', 'provinsi'), `${path}.province_name`) ?? '',
    districtName: optStr(pick(row, 'district_name', 'kota'), `${path}.district_name`) ?? '',
    subDistrictName: optStr(pick(row, 'sub_district_name', 'kecamatan'), `${path}.sub_district_name`) ?? '',
    postalCode: optStr(pick(row, 'postal_code', 'kode_pos'), `${path}.postal_code`) ?? '',
    phoneNumber: optStr(pick(row, 'phone_number', 'no_telepon'), `${path}.phone_number`) ?? '',
    phoneNumber2: optStr(pick(row, 'phone_number_2', 'no_telepon_alt'), `${path}.phone_number_2`),
    email: optStr(row.email, `${path}.email`),
    npwp: optStr(row.npwp, `${path}.npwp`),
    lat: optCoordinate(row.lat, `${path}.lat`),
    long: optCoordinate(row.long, `${path}.long`),
    addressMap: optStr(row.address_map, `${path}.address_map`),
    active: bool(pick(row, 'active', 'is_main', 'is_active'), `${path}.active`),
    npwpDocument,
  };
}


/** The address in the answer (data / address), or the input with the returned address_id. */
function returnedAddress(body: Json, input: AddressInput, fallbackId?: string): Address {
  const row = pick(body, 'data', 'address');
  if (isObject(row) && pick(row, 'address_id', 'id') !== undefined && pick(row, 'name', 'nama') !== undefined) return toAddress(row, 'data');
  const id = optStr(pick(body, 'address_id', 'id') ?? (isObject(row) ? pick(row, 'address_id', 'id') : undefined), 'address_id') ?? fallbackId;
  if (!id) return toAddress(row, 'data');
  return { ...input, id, active: false };
}

@injectable()
export class HttpAddressApi implements AddressApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(): Promise<Address[]> {
    const body = envelope(await this.http.get('customer/address'));
    const rows = pick(body, 'data', 'addresses');
    const list = isObject(rows) && Array.isArray(rows.data) ? rows.data : rows;
    if (list === undefined) return [];
    return arr(list, 'data').map((row, i) => toAddress(row, `data[${i}]`));
  }

  async create(input: AddressInput): Promise<Address> {
    const body = envelope(await this.http.post('customer/address', { body: fromAddressInput(input), idempotent: true }));
    return returnedAddress(body, input);
  }

  async update(id: string, input: AddressInput): Promise<Address> {
    const body = envelope(await this.http.put(`customer/address/${encodeURIComponent(id)}/`, { body: fromAddressInput(input) }));
    return returnedAddress(body, input, id);
  }

  async delete(id: string): Promise<void> {
    await this.http.post('customer/address/delete', { body: { address_id: id } });
  }

  async uploadNpwp(id: string, file: NpwpFile): Promise<Address> {
    const form = new FormData();
    // address_id first: the server reads the fields in order.
    form.append('address_id', id);
    form.append('npwp', file.data, file.fileName);
    return toAddress(pick(envelope(await this.http.post('cart/upload/npwp', { body: form })), 'data'), 'data');
  }

  async removeNpwp(id: string): Promise<Address> {
    return toAddress(pick(envelope(await this.http.delete(`customer/address/${encodeURIComponent(id)}/npwp`)), 'data'), 'data');
  }
}

