// What the hot cart routes compute from a cart is pure: the same rows, rate-book entries and
// pricing context give the same priced answer. The rows served by the line cache (line-cache.ts)
// are frozen and stay the same objects until a write of their owner invalidates them; the pricing
// context, product types and HS codes come from their own caches (loadPricingContext,
// loadRateBook) and stay the same objects until reloaded. So an answer computed from them is kept
// with them (a WeakMap on the first row: it goes when the cached rows go) and reused while every
// one of those objects is the same. Fresh rows (no cache, a transaction) are never memoised.
// Callers treat the value as read-only.
import type { PricingRow, RateBook } from './pricing.ts';

interface Memo { rows: readonly object[]; refs: readonly unknown[]; value: unknown }

const MAX_PER_CART = 16;
const memos = new WeakMap<object, Map<string, Memo>>();

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `compute()`, or its earlier value for the same `name` (route, language, codes) and the same objects. */
export function memoPriced<T>(name: string, rows: readonly PricingRow[], book: RateBook, compute: () => T): T {
  const first = rows[0];
  if (!first || !Object.isFrozen(first)) return compute();
  let byName = memos.get(first);
  if (!byName) {
    byName = new Map();
    memos.set(first, byName);
  }
  const hit = byName.get(name);
  // Compared where they are (no list of them built for a hit).
  if (hit && same(hit.rows, rows) && sameRefs(hit.refs, rows, book)) return hit.value as T;
  const value = compute();
  if (byName.size >= MAX_PER_CART) byName.clear();
  byName.set(name, { rows: [...rows], refs: refsOf(rows, book), value });
  return value;
}

/** The objects an answer was computed from besides the rows: the pricing context, each row's product type and HS code entries. */
function refsOf(rows: readonly PricingRow[], book: RateBook): unknown[] {
  const refs: unknown[] = [book.context];
  for (const row of rows) {
    refs.push(row.product_type_id === null ? null : book.productTypes.get(row.product_type_id));
    refs.push(row.hscode === null ? null : book.hsCodes.get(row.hscode));
  }
  return refs;
}

function sameRefs(refs: readonly unknown[], rows: readonly PricingRow[], book: RateBook): boolean {
  if (refs.length !== 1 + 2 * rows.length || refs[0] !== book.context) return false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as PricingRow;
    if (refs[1 + 2 * i] !== (row.product_type_id === null ? null : book.productTypes.get(row.product_type_id))) return false;
    if (refs[2 + 2 * i] !== (row.hscode === null ? null : book.hsCodes.get(row.hscode))) return false;
  }
  return true;
}
