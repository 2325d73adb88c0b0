// The customer's saved cards (migration 7500_payments_saved_cards; docs/payments.md "Saved cards"):
// the gateway's reusable token and the masked number only, never a card number.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

export interface SavedCardTable {
  id: Generated<number>;
  customer_id: number;
  /** The gateway that issued the token ('embedded' | 'midtrans'). */
  gateway: string;
  /** The gateway's reusable token (Midtrans' saved_token_id). */
  saved_token_id: string;
  /** First six and last four digits, as the gateway masks them: '481111-1114'. */
  masked_card: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    saved_cards: SavedCardTable;
  }
}
