// Home-page data: curated lists, flash sales with their due dates (WIB), company counters.
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { roundRupiah } from '../../../src/domain/pricing/index.ts';
import { byKeys, type CatalogItem } from './catalog-view.ts';
import './tables.ts';

const WIB_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** Last second of the current day ('daily') or of the current week ending Sunday ('weekly'), in WIB. */
export function dueDate(cycle: string, now: Date): Date {
  const wib = now.getTime() + WIB_OFFSET_MS;
  const dayStart = Math.floor(wib / DAY_MS) * DAY_MS;
  const extraDays = cycle === 'weekly' ? (7 - new Date(dayStart).getUTCDay()) % 7 : 0;
  return new Date(dayStart + (extraDays + 1) * DAY_MS - 1000 - WIB_OFFSET_MS);
}

export type FlashItem = CatalogItem & { price_before_discount: number; discount_percent: number };
export interface FlashGroup { id: number; title: string; due_date: string; products: FlashItem[] }

export async function flashSales(db: Db, items: readonly CatalogItem[], lang: Lang, now: Date): Promise<FlashGroup[]> {
  const rows = await db.selectFrom('content_flash_sales').selectAll().orderBy('sort').execute();
  return rows.map((row) => {
    const discounts = new Map(row.items.map((i) => [i.product_key, i.discount_percent]));
    const products = byKeys(items, row.items.map((i) => i.product_key)).map((item) => {
      const pct = discounts.get(item.product_key) ?? 0;
      return { ...item, price: roundRupiah((item.price * (100 - pct)) / 100), price_before_discount: item.price, discount_percent: pct };
    });
    return { id: row.id, title: lang === 'en' ? row.title_en : row.title, due_date: dueDate(row.cycle, now).toISOString(), products };
  });
}

export async function catalogList(db: Db, items: readonly CatalogItem[], type: 'popular' | 'recommendation'): Promise<CatalogItem[]> {
  const rows = await db.selectFrom('content_catalog_entries').select('product_key').where('catalog_type', '=', type).orderBy('sort').execute();
  const seen = new Set<string>();
  return byKeys(items, rows.map((r) => r.product_key)).filter((i) => !seen.has(i.product_key) && !!seen.add(i.product_key));
}

export function flattenFlash(groups: FlashGroup[]): (FlashItem & { due_date: string })[] {
  const seen = new Set<string>();
  return groups.flatMap((g) => g.products.map((p) => ({ ...p, due_date: g.due_date }))).filter((i) => !seen.has(i.product_key) && !!seen.add(i.product_key));
}

export async function setting<T>(db: Db, key: string): Promise<T> {
  const row = await db.selectFrom('content_settings').select('value').where('key', '=', key).executeTakeFirst();
  return (row?.value ?? {}) as T;
}

export interface CompanyInfo {
  name: string; since: string; since_label: string; since_label_en: string;
  transactions_base: number; customers_base: number; hours: string; hours_en: string;
}

export async function companyInfo(db: Db, lang: Lang) {
  const c = await setting<CompanyInfo>(db, 'company');
  const [tx, customers] = await Promise.all([
    db.selectFrom('content_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('customers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    name: c.name ?? 'Titip',
    total_transactions: (c.transactions_base ?? 0) + Number(tx.n),
    since: c.since ?? '2019-03-01',
    since_label: lang === 'en' ? c.since_label_en : c.since_label,
    customers: (c.customers_base ?? 0) + Number(customers.n),
    hours: lang === 'en' ? c.hours_en : c.hours,
  };
}
