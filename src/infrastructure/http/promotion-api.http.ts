// HTTP PromotionApi (docs/perks.md): GET promo, promo/{id}, promo/new-customer (public).
import { inject, injectable } from 'inversify';
import type { Promotion, PromotionApi, PromotionSummary } from '../../application/ports/promotion-api.port';
import { list, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

function toSummary(value: unknown, path: string): PromotionSummary {
  const row = obj(value, path);
  return {
    id: str(row.id, `${path}.id`),
    title: str(row.title, `${path}.title`),
    summary: str(row.summary, `${path}.summary`),
    imageUrl: str(row.image_url, `${path}.image_url`),
    voucherCode: optStr(row.voucher_code, `${path}.voucher_code`),
    audience: row.audience === 'new_customer' ? 'new_customer' : 'all',
    endsAt: optStr(row.ends_at, `${path}.ends_at`),
  };
}

function toPromotion(value: unknown, path: string): Promotion {
  const row = obj(value, path);
  return { ...toSummary(row, path), paragraphs: list(row.paragraphs, `${path}.paragraphs`, str) };
}

@injectable()
export class HttpPromotionApi implements PromotionApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(): Promise<PromotionSummary[]> {
    return list(envelope(await this.http.get('promo')).data, 'data', toSummary);
  }

  async get(id: string): Promise<Promotion> {
    return toPromotion(envelope(await this.http.get(`promo/${encodeURIComponent(id)}`)).data, 'data');
  }

  async newCustomer(): Promise<Promotion> {
    return toPromotion(envelope(await this.http.get('promo/new-customer')).data, 'data');
  }
}
