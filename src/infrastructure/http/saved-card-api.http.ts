// HTTP SavedCardApi (docs/perks.md): GET payment/credit-card, POST payment/credit-card/ {token_id},
// DELETE payment/credit-card/{id}. Only the token is ever sent.
import { inject, injectable } from 'inversify';
import type { SavedCard, SavedCardApi } from '../../application/ports/saved-card-api.port';
import type { CardBrand } from '../../domain/payment';
import { bool, list, num, obj, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'unknown'];

export function toSavedCard(value: unknown, path: string): SavedCard {
  const row = obj(value, path);
  const brand = str(row.brand, `${path}.brand`);
  const maskedCard = str(row.masked_card, `${path}.masked_card`);
  return {
    id: str(row.id, `${path}.id`),
    brand: (BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'unknown',
    maskedCard,
    last4: maskedCard.slice(-4),
    expMonth: num(row.exp_month, `${path}.exp_month`),
    expYear: num(row.exp_year, `${path}.exp_year`),
    expired: bool(row.expired, `${path}.expired`),
  };
}

@injectable()
export class HttpSavedCardApi implements SavedCardApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async list(): Promise<SavedCard[]> {
    return list(envelope(await this.http.get('payment/credit-card')).data, 'data', toSavedCard);
  }

  async save(tokenId: string): Promise<SavedCard> {
    return toSavedCard(envelope(await this.http.post('payment/credit-card/', { body: { token_id: tokenId } })).data, 'data');
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`payment/credit-card/${encodeURIComponent(id)}`);
  }
}
