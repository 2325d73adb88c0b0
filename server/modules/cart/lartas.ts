// The lartas entry of a cart line, by the one rule of src/domain/lartas (the HS code's link first,
// then the product type's) over the line's rate book: the cart's `lartas_id` and the checkout's
// acknowledgement read it here, so the storefront (the same rule over RatesApi's lists) agrees.
import { applicableLartasId, type LartasLookup } from '../../../src/domain/lartas/index.ts';
import type { RateBook } from './pricing.ts';
import type { CartRow } from './store.ts';

const lookups = new WeakMap<RateBook, LartasLookup>();

/** The rate book's product types and HS codes as the domain's lookup (one per book). */
export function lartasLookupOf(book: RateBook): LartasLookup {
  let lookup = lookups.get(book);
  if (!lookup) {
    lookup = {
      productType: (id) => book.productTypes.get(Number(id))?.row.lartas_id,
      hsCode: (code) => book.hsCodes.get(code)?.lartas_id,
    };
    lookups.set(book, lookup);
  }
  return lookup;
}

/** The lartas id that applies to a cart line, or null. */
export function lartasIdOfRow(row: Pick<CartRow, 'product_type_id' | 'hscode'>, book: RateBook): string | null {
  return applicableLartasId({ productTypeId: row.product_type_id, hsCode: row.hscode }, lartasLookupOf(book));
}
