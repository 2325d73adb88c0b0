/**
 * Restricted goods (lartas) for the view-models that warn before the customer pays: the lartas
 * list of RatesApi, and the entry of a line by the one rule of src/domain/lartas (the HS code's
 * link first, then the product type's) over RatesApi's product types and HS codes. The warnings
 * only inform: the server decides at checkout (docs/checkout.md 'Restricted goods').
 */
import { applicableLartas, lartasLookup, type LartasLine, type LartasLookup } from '../../domain/lartas';
import type { LartasEntry, RatesApi } from '../ports/rates-api.port';

/** A product type or HS code with its link (RatesApi's ProductType and HsCode). */
export interface LartasLinked {
  readonly lartasId?: string | null;
}

/** The lartas list; a failure gives none (no warning shows; the checkout still asks). */
export async function loadLartasEntries(rates: Pick<RatesApi, 'lartas'>): Promise<LartasEntry[]> {
  try {
    return await rates.lartas();
  } catch {
    return [];
  }
}

/** The lookup over keyed tables (the cart's product types by id and HS codes by code). */
export function lartasLookupOfMaps(
  productTypes: ReadonlyMap<string, LartasLinked>,
  hsCodes: ReadonlyMap<string, LartasLinked>,
): LartasLookup {
  return {
    productType: (id) => productTypes.get(id)?.lartasId,
    hsCode: (code) => hsCodes.get(code)?.lartasId,
  };
}

/** The entry of one line over the lists (product page, calculator). */
export function lartasEntryOf(
  line: LartasLine,
  tables: {
    productTypes: readonly (LartasLinked & { id: string })[];
    hsCodes?: readonly (LartasLinked & { code: string })[];
    entries: readonly LartasEntry[];
  },
): LartasEntry | null {
  const lookup = lartasLookup({ productTypes: tables.productTypes, hsCodes: tables.hsCodes ?? [] });
  return applicableLartas(line, lookup, tables.entries);
}
