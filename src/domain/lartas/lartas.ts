/**
 * Restricted goods (lartas, "larangan dan pembatasan"): which entry of the lartas list applies to a
 * line. One rule for the server (a cart line's `lartas_id`, what the checkout asks the customer to
 * acknowledge) and the storefront (the warnings of the product page, calculator, cart and checkout):
 * the line's HS code decides when the HS-code table links it to an entry; otherwise its product
 * type's link does. An HS code or product type the tables do not know, or an empty link, links to
 * nothing.
 */

/** What a line says about its goods; either may be missing. */
export interface LartasLine {
  /** The line's product type (the server's integer id or the storefront's string). */
  readonly productTypeId?: string | number | null;
  /** The HS code as stored ('3304.99.30'). */
  readonly hsCode?: string | null;
}

/** A table's answer: the lartas id, null when the row links to none, undefined when there is no such row. */
export type LartasLink = string | null | undefined;

/** How the reference tables are read (the server: its rate book; the storefront: RatesApi's lists). */
export interface LartasLookup {
  productType(id: string): LartasLink;
  hsCode(code: string): LartasLink;
}

/** The reference tables as lists (what RatesApi answers). */
export interface LartasTables {
  readonly productTypes: Iterable<{ readonly id: string | number; readonly lartasId?: string | null }>;
  readonly hsCodes: Iterable<{ readonly code: string; readonly lartasId?: string | null }>;
}

const present = (link: LartasLink): link is string => typeof link === 'string' && link !== '';

/** The lartas id that applies to the line: its HS code's link first, then its product type's; null for none. */
export function applicableLartasId(line: LartasLine, lookup: LartasLookup): string | null {
  const hsCode = line.hsCode ?? '';
  if (hsCode !== '') {
    const byHsCode = lookup.hsCode(hsCode);
    if (present(byHsCode)) return byHsCode;
  }
  const typeId = line.productTypeId;
  if (typeId === null || typeId === undefined || typeId === '') return null;
  const byType = lookup.productType(String(typeId));
  return present(byType) ? byType : null;
}

/** A lookup over the tables as lists (each list read once). */
export function lartasLookup(tables: LartasTables): LartasLookup {
  const types = new Map<string, string | null>();
  for (const t of tables.productTypes) types.set(String(t.id), t.lartasId ?? null);
  const codes = new Map<string, string | null>();
  for (const h of tables.hsCodes) codes.set(h.code, h.lartasId ?? null);
  return { productType: (id) => types.get(id), hsCode: (code) => codes.get(code) };
}

/** The entry that applies to the line (null: none, or its entry is not in `entries`). */
export function applicableLartas<E extends { readonly id: string }>(line: LartasLine, lookup: LartasLookup, entries: readonly E[]): E | null {
  const id = applicableLartasId(line, lookup);
  return id === null ? null : entries.find((e) => e.id === id) ?? null;
}

/** The lartas ids the lines fall under, each once, in the order of its first line, with its lines. */
export function lartasGroups<L extends LartasLine>(lines: readonly L[], lookup: LartasLookup): { lartasId: string; lines: L[] }[] {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    const id = applicableLartasId(line, lookup);
    if (id === null) continue;
    const members = groups.get(id);
    if (members) members.push(line);
    else groups.set(id, [line]);
  }
  return [...groups].map(([lartasId, members]) => ({ lartasId, lines: members }));
}
