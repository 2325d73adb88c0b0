// Domestic shipping prices (POST shipping/pricev2 {destinations: [{sub_district_id, weight (grams)}]}).

export interface ShippingQuote {
  courier: string;
  service: string;
  /** Integer rupiah. */
  price: number;
  /** Estimated days, as the courier states it (e.g. '2-3'). */
  etd: string | null;
}

export interface ShippingApi {
  /** weightGrams: 1 for an availability check (spec section 9). */
  price(subDistrictId: string, weightGrams: number): Promise<ShippingQuote[]>;
}

export const SHIPPING_API = Symbol.for('shipping.ShippingApi');
