/**
 * The domestic shipping check of the address form (spec section 9 'Shipping price check uses weight
 * 1'): once a kecamatan is chosen, the couriers' price for 1 kg there (ShippingApi.price with weight
 * 1), so the customer sees what delivery to that address costs before checkout prices the order. A
 * failure shows nothing (the order is priced at checkout either way); an answer for a kecamatan no
 * longer chosen is dropped.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ShippingApi, ShippingQuote } from '../ports/shipping-api.port';

export class ShippingCheck {
  /** The cheapest quote for 1 kg to the chosen kecamatan; null before, while asking, or on a failure. */
  cheapest: ShippingQuote | null = null;
  checking = false;
  private asked = '';

  constructor(private readonly api: ShippingApi | undefined) {
    makeAutoObservable<this, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  /** Asks for the kecamatan now chosen ('' clears). */
  async check(subDistrictId: string): Promise<void> {
    this.asked = subDistrictId;
    this.cheapest = null;
    this.checking = false;
    if (!this.api || subDistrictId === '') return;
    this.checking = true;
    let quotes: ShippingQuote[] = [];
    try {
      quotes = await this.api.price(subDistrictId, 1);
    } catch {
      quotes = [];
    }
    runInAction(() => {
      if (this.asked !== subDistrictId) return;
      this.checking = false;
      this.cheapest = quotes.reduce<ShippingQuote | null>((best, q) => (best === null || q.price < best.price ? q : best), null);
    });
  }
}
