// HTTP CustomerVoucherApi (docs/perks.md): GET voucher, GET voucher/{id}.
import { inject, injectable } from 'inversify';
import type { CustomerVoucher, CustomerVoucherApi } from '../../application/ports/customer-voucher-api.port';
import { malformed, bool, list, num, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

export function toCustomerVoucher(value: unknown, path: string): CustomerVoucher {
  const row = obj(value, path);
  const kind = str(row.kind, `${path}.kind`);
  if (kind !== 'percentage' && kind !== 'fixed') throw malformed(`${path}.kind`);
  return {
    id: str(row.id, `${path}.id`),
    code: str(row.code, `${path}.code`),
    description: str(row.description ?? '', `${path}.description`),
    kind,
    value: num(row.value, `${path}.value`),
    minSpend: num(row.min_spend, `${path}.min_spend`),
    maxDiscount: row.max_discount === null || row.max_discount === undefined ? null : num(row.max_discount, `${path}.max_discount`),
    startsAt: optStr(row.starts_at, `${path}.starts_at`),
    endsAt: optStr(row.ends_at, `${path}.ends_at`),
    perCustomerLimit: row.per_customer_limit === null || row.per_customer_limit === undefined ? null : num(row.per_customer_limit, `${path}.per_customer_limit`),
    newCustomerOnly: bool(row.new_customer_only, `${path}.new_customer_only`),
    assigned: bool(row.assigned, `${path}.assigned`),
  };
}

@injectable()
export class HttpCustomerVoucherApi implements CustomerVoucherApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(): Promise<CustomerVoucher[]> {
    return list(envelope(await this.http.get('voucher')).data, 'data', toCustomerVoucher);
  }

  async get(id: string): Promise<CustomerVoucher> {
    return toCustomerVoucher(envelope(await this.http.get(`voucher/${encodeURIComponent(id)}`)).data, 'data');
  }
}
