// The customer's saved cards (/payment; docs/perks.md): the gateway's reusable tokens, of which the
// storefront only ever sees the brand, the masked number and the expiry. Saving takes a fresh
// one-time token from CardTokenizer.tokenize (never a card number). The 'perks' feature's.
// GET payment/credit-card, POST payment/credit-card/ {token_id}, DELETE payment/credit-card/{id}.
import type { CardBrand } from '../../domain/payment';

export interface SavedCard {
  id: string;
  brand: CardBrand;
  /** First six and last four digits: '481111-1114'. */
  maskedCard: string;
  last4: string;
  expMonth: number;
  expYear: number;
  expired: boolean;
}

export interface SavedCardApi {
  list(): Promise<SavedCard[]>;
  /** A fresh one-time token (CardTokenizer); ApiError UNPROCESSABLE reason CARD_TOKEN_REJECTED when the gateway refuses it. */
  save(tokenId: string): Promise<SavedCard>;
  /** ApiError NOT_FOUND when the card is not the customer's. */
  remove(id: string): Promise<void>;
}

export const SAVED_CARD_API = Symbol.for('perks.SavedCardApi');
