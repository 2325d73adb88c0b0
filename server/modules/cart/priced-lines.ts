// A cart's lines with everything pricing needs, for the hot routes (cart-detail/list,
// list-group, tax-calculator): one query reads the owner's cart_details rows and, signed in,
// the account's pricing facts (customers.is_importer, premium_until, an address with an NPWP) as scalar
// subqueries; the product types, HS codes and pricing context the lines refer to come from
// the short in-process caches of loadRateBook (pricing.ts) and loadPricingContext
// (catalog/rates.ts), read from the database only when missing or older than a few seconds.
// Same result as listRows/rowsByCodes + rateBookFor + loadPricingAccount.
//
// Measured (docs/performance.md): joining product_types and hs_codes into the cart query cost
// about 3x the single-table query on PostgreSQL (planning) and 2x on PGlite, more than the
// two cached lookups it replaced.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { GUEST_ACCOUNT, loadPricingAccount, loadRateBook, rateBookNow, type PricingAccount, type PricingRow, type RateBook } from './pricing.ts';
import { cachedRows, keptRows } from './line-cache.ts';
import type { CartRow, Owner } from './store.ts';
import '../auth/tables.ts';
import '../regions/tables.ts';

export interface PricedLines<Row> {
  rows: Row[];
  book: RateBook;
  account: PricingAccount;
}

interface AccountColumns { account_importer?: boolean | null; account_npwp?: boolean; account_premium?: boolean | null }

/** The owner's lines with every column (what a cart item shows), ordered by id. */
export function loadPricedLines(db: Db, owner: Owner, codes?: readonly string[]): Promise<PricedLines<CartRow>> {
  return load(db, owner, codes);
}

/** The owner's lines for pricing (tax-calculator), ordered by id. */
export function loadPricingLines(db: Db, owner: Owner, codes?: readonly string[]): Promise<PricedLines<PricingRow>> {
  return load(db, owner, codes);
}

/**
 * The same as loadPricedLines, without waiting, when every part is in the in-process caches (the
 * owner's rows, the pricing context, the rates the lines refer to): the usual case of the hot
 * routes, answered with no promise and no database round trip. Undefined when something must be
 * read (then loadPricedLines); throws the same 404 when a code is not the owner's.
 */
export function pricedLinesNow(db: Db, owner: Owner, codes?: readonly string[]): PricedLines<CartRow> | undefined {
  if (codes && codes.length === 0) return undefined;
  const all = keptRows<OwnerRow>(db, owner);
  if (!all) return undefined;
  const found = pick(all, codes);
  const account = accountOnRows(owner, found);
  if (!account) return undefined;
  const { typeIds, hsCodes } = refsOf(found);
  const book = rateBookNow(db, typeIds, hsCodes);
  return book ? { rows: found, book, account } : undefined;
}

type OwnerRow = CartRow & AccountColumns;

/** Every line of the owner, with the account's facts on each row (one query; line-cache.ts). */
function ownerRows(db: Db, owner: Owner): Promise<OwnerRow[]> {
  const customerId = owner.customerId;
  return db.selectFrom('cart_details').selectAll()
    .$if(customerId !== null, (q) => q.select([
      sql<boolean | null>`(select c.is_importer from customers c where c.id = ${customerId})`.as('account_importer'),
      sql<boolean>`exists (select 1 from addresses a where a.customer_id = ${customerId} and a.npwp is not null and btrim(a.npwp) <> '')`.as('account_npwp'),
      // Membership (docs/membership.md): premium while premium_until is in the future.
      sql<boolean | null>`(select c.premium_until > now() from customers c where c.id = ${customerId})`.as('account_premium'),
    ]))
    .where((eb) => customerId !== null
      ? eb('customer_id', '=', customerId)
      : eb.and([eb('access_token_id', '=', owner.accessTokenId), eb('customer_id', 'is', null)]))
    .orderBy('id')
    .execute() as Promise<OwnerRow[]>;
}

/** `codes` given: only those lines (404 when one of them is not the owner's), else all, ordered by id. */
function pick(all: readonly OwnerRow[], codes: readonly string[] | undefined): OwnerRow[] {
  if (!codes) return [...all];
  // A few codes (the usual case) are looked up in the list itself; a Set only pays off for many.
  const wanted: { has(code: string): boolean; readonly size: number } = codes.length > 16 ? new Set(codes) : { has: (code) => codes.includes(code), size: distinctCount(codes) };
  const found: OwnerRow[] = [];
  for (const row of all) if (wanted.has(row.code)) found.push(row);
  if (found.length !== wanted.size) throw new AppError('NOT_FOUND', { reason: 'CART_DETAIL_NOT_FOUND', field: 'cart_detail_code' });
  return found;
}

function distinctCount(codes: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < codes.length; i++) if (codes.indexOf(codes[i] as string) === i) count++;
  return count;
}

/** The account's facts carried by the rows (a guest: none); null when there is no row to carry them. */
function accountOnRows(owner: Owner, rows: readonly OwnerRow[]): PricingAccount | null {
  if (owner.customerId === null) return { ...GUEST_ACCOUNT };
  const first = rows[0];
  return first ? { importerMode: first.account_importer === true, hasNpwp: first.account_npwp === true, premium: first.account_premium === true } : null;
}

function refsOf(rows: readonly OwnerRow[]): { typeIds: number[]; hsCodes: string[] } {
  const typeIds: number[] = [];
  const hsCodes: string[] = [];
  for (const row of rows) {
    if (row.product_type_id !== null) typeIds.push(row.product_type_id);
    if (row.hscode !== null) hsCodes.push(row.hscode);
  }
  return { typeIds, hsCodes };
}

/** A signed-in owner's rows also carry account_importer and account_npwp (never spread into an
 * answer). The rows are shared with the cache: read-only. */
async function load(db: Db, owner: Owner, codes: readonly string[] | undefined): Promise<PricedLines<CartRow>> {
  const customerId = owner.customerId;
  if (codes && codes.length === 0) {
    return { rows: [], book: await loadRateBook(db, [], []), account: customerId === null ? { ...GUEST_ACCOUNT } : await loadPricingAccount(db, customerId) };
  }
  const all = await cachedRows(db, owner, () => ownerRows(db, owner));
  const found = pick(all, codes);
  const { typeIds, hsCodes } = refsOf(found);
  const book = loadRateBook(db, typeIds, hsCodes);
  const account = accountOnRows(owner, found) ?? await loadPricingAccount(db, owner.customerId);
  return { rows: found, book: await book, account };
}
