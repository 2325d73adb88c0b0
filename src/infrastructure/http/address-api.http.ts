import { inject, injectable } from 'inversify';
import type { Address, AddressApi, AddressInput } from '../../application/ports/address-api.port';
import { arr, isObject, optStr, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { fromAddressInput, pick, toAddress } from './mappers';

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
}

