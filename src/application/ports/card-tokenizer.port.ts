// Card payments the Midtrans Core API way (docs/payments.md): the browser hands the card to the
// GATEWAY's client library, which answers a one-time token; our server only ever sees the token
// (POST payment/charge with payment_method 'credit_card' and card_token). The 'checkout' feature's.
import type { CardInput } from '../../domain/payment';

export type { CardInput } from '../../domain/payment';

/** GET payment/card-config (public). `available: false`: no card form (the method is hidden). */
export interface CardConfig {
  available: boolean;
  /** The gateway's client library (Midtrans' midtrans-new-3ds.min.js); null when unavailable. */
  scriptUrl: string | null;
  clientKey: string | null;
  environment: 'sandbox' | 'production' | null;
}

/** `ApiError.reason` of a card the gateway refused to tokenise (code UNPROCESSABLE, the gateway's message). */
export const CARD_DECLINED = 'CARD_DECLINED';
export const CARD_INVALID = 'CARD_INVALID';
/** `ApiError.reason` of a client library that could not be loaded (code NETWORK) or never answered (code TIMEOUT). */
export const CARD_SCRIPT_UNAVAILABLE = 'CARD_SCRIPT_UNAVAILABLE';
/** `ApiError.reason` when the card is not offered (config `available: false`; code UNAVAILABLE). */
export const CARD_UNAVAILABLE = 'CARD_UNAVAILABLE';

export interface CardTokenizer {
  /** Whether (and through which client library) cards are taken; the answer is kept once loaded. */
  config(): Promise<CardConfig>;
  /**
   * The gateway's one-time token of a card already checked by `validateCard` (digits only, month
   * 'MM', year 'YYYY'). Throws ApiError: reason CARD_INVALID / CARD_DECLINED with the gateway's
   * message, CARD_SCRIPT_UNAVAILABLE (NETWORK / TIMEOUT), CARD_UNAVAILABLE.
   */
  tokenize(card: CardInput): Promise<string>;
}

export const CARD_TOKENIZER = Symbol.for('payment.CardTokenizer');

/** Sends the whole page to another address (a card charge's 3-D Secure page): window.location.assign in the browser. */
export type PageRedirect = (url: string) => void;
export const PAGE_REDIRECT = Symbol.for('payment.PageRedirect');
