// Serialising stored lines with their prices.
import type { RateBook } from './pricing.ts';
import { itemOf } from './serialize.ts';
import type { CartRow } from './store.ts';

export function serializeOne(row: CartRow, book: RateBook) {
  return itemOf(row, book);
}

export function serializeAll(rows: readonly CartRow[], book: RateBook) {
  return rows.map((row) => itemOf(row, book));
}
