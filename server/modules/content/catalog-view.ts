// The demo catalog as the home, search and bookmark calls list it: the spec's
// "suggested/catalog product" (category, product_title, image_url, price, url,
// product_slug, scraped_product) with the price in integer rupiah (product price x kurs).
import type { Db } from '../../db/database.ts';
import { KeptPerDb } from '../../db/kept.ts';
import type { ProductData } from '../catalog/product.ts';
import { slugify } from '../catalog/product.ts';
import { onProductKept, productKey, urlHash } from '../catalog/scrape.ts';
import { roundRupiah } from '../../../src/domain/pricing/index.ts';
import { PRICING_CONTEXT_TTL_MS } from '../catalog/rates.ts';
import { onKursChanged } from '../catalog/kurs-store.ts';
import { CATEGORY_EN, ZH_TITLES } from '../../demo/content.ts';
import '../catalog/tables.ts';
import './tables.ts';

export interface CatalogItem {
  product_key: string;
  marketplace: string;
  product_id: string;
  category: string;
  category_en: string;
  category_slug: string;
  product_title: string;
  product_title_zh: string | null;
  image_url: string;
  /** Integer rupiah. */
  price: number;
  price_original: number;
  currency: string;
  url: string;
  product_slug: string;
  /** True when the product has been scraped (kept) already, so product-scrap answers it by slug. */
  scraped_product: boolean;
}

const MARKETPLACE_ORDER = ['1688', 'taobao', 'tmall'];

export function demoSlug(product: Pick<ProductData, 'name' | 'url'>): string {
  return `${slugify(product.name).slice(0, 40) || 'produk'}-${urlHash(productKey(product.url)).slice(0, 10)}`;
}

export async function kursTable(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('kurs').select(['code', 'kurs']).execute();
  return new Map(rows.map((r) => [r.code, Number(r.kurs)]));
}

/**
 * Every demo product as a catalog item, in a stable order (1688, taobao, tmall; then id), shared
 * read-only (frozen). Kept per database for CATALOG_TTL_MS: the home, search, catalog and bookmark
 * calls (and the server-rendered pages that make them) all start from it, and reading and parsing
 * every product's data was most of their cost. Prices follow the kurs table within that time, as
 * the pricing context does; a product scraped for the first time is marked at once (keepProduct
 * calls forgetCatalog). Inside a transaction it is read afresh.
 */
export function loadCatalog(db: Db): Promise<readonly CatalogItem[]> {
  return db.isTransaction ? readCatalog(db) : catalogs.get(db);
}

/** How long a read catalog is reused (the same rule as the pricing context's). */
export const CATALOG_TTL_MS = PRICING_CONTEXT_TTL_MS;
const catalogs = new KeptPerDb<readonly CatalogItem[]>(CATALOG_TTL_MS, async (db) => Object.freeze((await readCatalog(db)).map((item) => Object.freeze(item))));

/** A product was kept (scraped): the catalog is read again if it lists that product as not kept yet. */
export function forgetCatalog(db: Db, keptSlug: string): void {
  catalogs.forget(db, (items) => items.some((item) => item.product_slug === keptSlug && !item.scraped_product));
}

onProductKept(forgetCatalog);
// A rate changed in this process (the console, the import): the prices are read again at once.
onKursChanged((db) => catalogs.forget(db));

async function readCatalog(db: Db): Promise<CatalogItem[]> {
  const [rows, kurs] = await Promise.all([
    db.selectFrom('demo_products').select(['marketplace', 'product_id', 'data']).execute(),
    kursTable(db),
  ]);
  const slugs = rows.map((row) => demoSlug(row.data as ProductData));
  // Which of these products were kept already (by their unique slug: not every product ever scraped).
  const kept = slugs.length > 0 ? await db.selectFrom('scraped_products').select('slug').where('slug', 'in', slugs).execute() : [];
  const keptSlugs = new Set(kept.map((k) => k.slug));
  rows.sort((a, b) => MARKETPLACE_ORDER.indexOf(a.marketplace) - MARKETPLACE_ORDER.indexOf(b.marketplace) || a.product_id.localeCompare(b.product_id));
  return rows.map((row) => {
    const p = row.data as ProductData;
    const slug = demoSlug(p);
    const category = p.category ?? '';
    return {
      product_key: `${row.marketplace}:${row.product_id}`,
      marketplace: row.marketplace,
      product_id: row.product_id,
      category,
      category_en: CATEGORY_EN[category] ?? category,
      category_slug: p.category_slug ?? slugify(category),
      product_title: p.name,
      product_title_zh: ZH_TITLES[row.product_id] ?? null,
      // Cards show the 320 px version (a two-column card on a phone is about 320 device pixels).
      image_url: p.image_thumbnails?.[0] ?? p.image_urls[0] ?? p.image,
      price: roundRupiah(p.price * (kurs.get(p.currency) ?? 0)),
      price_original: p.price,
      currency: p.currency,
      url: p.url,
      product_slug: slug,
      scraped_product: keptSlugs.has(slug),
    };
  });
}

export function byKeys(items: readonly CatalogItem[], keys: string[]): CatalogItem[] {
  const map = new Map(items.map((i) => [i.product_key, i]));
  return keys.map((k) => map.get(k)).filter((i): i is CatalogItem => i !== undefined);
}

export interface SearchQuery {
  marketplaces: string[];
  q?: string;
  categorySlugs?: string[];
  /** Rupiah, inclusive. */
  startPrice?: number;
  endPrice?: number;
}

/** Words of q (all must occur, case-insensitive) in the Indonesian/English title, the Chinese title or the category. */
export function searchCatalog(items: readonly CatalogItem[], query: SearchQuery): CatalogItem[] {
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const slugs = new Set(query.categorySlugs ?? []);
  return items.filter((item) => {
    if (!query.marketplaces.includes(item.marketplace)) return false;
    if (slugs.size > 0 && !slugs.has(item.category_slug)) return false;
    if (query.startPrice !== undefined && item.price < query.startPrice) return false;
    if (query.endPrice !== undefined && item.price > query.endPrice) return false;
    const hay = `${item.product_title} ${item.product_title_zh ?? ''} ${item.category} ${item.category_en}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

export function paginate<T>(all: T[], page: number, limit: number): { data: T[]; page: number; per_page: number; total: number; last_page: number } {
  const lastPage = Math.max(1, Math.ceil(all.length / limit));
  return { data: all.slice((page - 1) * limit, page * limit), page, per_page: limit, total: all.length, last_page: lastPage };
}
