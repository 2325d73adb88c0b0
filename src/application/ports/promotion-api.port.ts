// Promotions (public; /promo, /promo-detail/{id}, /promonewcustomer; docs/perks.md): GET promo,
// GET promo/{id}, GET promo/new-customer. An ended promotion answers ApiError NOT_FOUND with reason
// PROMO_ENDED (PROMO_ENDED below); an unknown one reason PROMO_NOT_FOUND. The 'perks' feature's.

export interface PromotionSummary {
  id: string;
  title: string;
  summary: string;
  imageUrl: string;
  voucherCode: string | null;
  audience: 'all' | 'new_customer';
  /** ISO; null = no end. */
  endsAt: string | null;
}

export interface Promotion extends PromotionSummary {
  /** Plain-text paragraphs (rendered as text, never as HTML). */
  paragraphs: string[];
}

export interface PromotionApi {
  list(): Promise<PromotionSummary[]>;
  get(id: string): Promise<Promotion>;
  /** The running promotion for new customers; ApiError NOT_FOUND when there is none. */
  newCustomer(): Promise<Promotion>;
}

export const PROMO_ENDED = 'PROMO_ENDED';
export const PROMOTION_API = Symbol.for('perks.PromotionApi');
