import { inject, injectable } from 'inversify';
import type { ShippingApi, ShippingQuote } from '../../application/ports/shipping-api.port';
import { arr, isObject, num, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function toQuote(value: unknown, path: string): ShippingQuote {
  const row = obj(value, path);
  return {
    courier: str(pick(row, 'courier', 'courier_name', 'code') ?? '', `${path}.courier`),
    service: str(pick(row, 'service', 'courier_package', 'service_name') ?? '', `${path}.service`),
    price: Math.round(num(pick(row, 'price', 'cost', 'value'), `${path}.price`)),
    etd: optStr(pick(row, 'etd', 'estimation'), `${path}.etd`),
  };
}

@injectable()
export class HttpShippingApi implements ShippingApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  /** shipping/pricev2 (grams, the courier checkout charges with); shipping/price takes kilograms. */
  async price(subDistrictId: string, weightGrams: number): Promise<ShippingQuote[]> {
    const answer = envelope(await this.http.post('shipping/pricev2', { body: { destinations: [{ sub_district_id: Number(subDistrictId), weight: weightGrams }] } }));
    const first = Array.isArray(answer.data) ? answer.data[0] : undefined;
    const body = isObject(first) ? first : answer;
    const details = body.details ?? body.data;
    if (details === undefined || details === null) return [];
    const rows = isObject(details) && Array.isArray(details.data) ? details.data : isObject(details) ? [details] : arr(details, 'details');
    return rows.map((row, i) => toQuote(row, `details[${i}]`));
  }
}
