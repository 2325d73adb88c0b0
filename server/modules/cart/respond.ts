// Serialising stored lines with their prices.
import type { PricingAccount, RateBook } from './pricing.ts';
import { itemOf } from './serialize.ts';
import type { CartRow } from './store.ts';

export function serializeOne(row: CartRow, book: RateBook, account: PricingAccount) {
  return itemOf(row, book, account);
}

export function serializeAll(rows: readonly CartRow[], book: RateBook, account: PricingAccount) {
  return rows.map((row) => itemOf(row, book, account));
}
