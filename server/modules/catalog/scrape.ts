// Kept products: every product answered (a marketplace item, a store page) is sanitised again,
// kept in scraped_products, which add-to-cart reads so that the server, not the browser, decides
// a scraped price, and enriched when answered (rupiah and dollar price from the domain's pricing,
// product type id, country object). Reading a pasted link: lookup.ts.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { maxQuantityFor } from '../../../src/domain/cart/index.ts';
import { COUNTRY_CODES, priceLine, type CountryCode, type PricingContext } from '../../../src/domain/pricing/index.ts';
import { detectMarketplace, extractProductId } from '../../../src/domain/url/index.ts';
import { FetchRefused } from './fetch-guard.ts';
import type { MarketplaceSlug } from './marketplace/port.ts';
import { slugify, type ProductData } from './product.ts';
import { loadPricingContext } from './rates.ts';
import { sanitizeHtml } from './sanitize.ts';
import { publishChange } from '../../shared/publish.ts';
import './tables.ts';

export const SISTER_SERVICE_NAME = 'Kirimin';

export const SCRAPE_TEXTS = {
  notFound: { id: 'Produk tidak tersedia', en: 'Product not available' },
  blocked: { id: 'Alamat tersebut tidak dapat diproses', en: 'This address cannot be processed' },
  failed: { id: 'Gagal membaca halaman produk', en: 'Could not read the product page' },
  timeout: { id: 'Halaman produk terlalu lama merespons', en: 'The product page took too long to respond' },
  invalid: { id: 'Tautan produk tidak valid', en: 'The product link is not valid' },
};

/** Product as answered: ProductData plus server-side enrichment. */
export type ProductAnswer = ProductData & {
  slug: string;
  product_type_id: number | null;
  country_obj: { country: string | null; is_sea: boolean } | null;
  kurs: number | null;
  price_rupiah: number | null;
  price_dollar: number | null;
};

export function scrapeError(lang: Lang, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof FetchRefused) {
    if (err.reason === 'private' || err.reason === 'scheme') {
      return new AppError('UNPROCESSABLE', { message: t(lang, SCRAPE_TEXTS.blocked), field: 'url', reason: 'URL_NOT_ALLOWED' });
    }
    if (err.reason === 'timeout') return new AppError('GATEWAY_TIMEOUT', { message: t(lang, SCRAPE_TEXTS.timeout), reason: 'SCRAPE_TIMEOUT' });
    return new AppError('BAD_GATEWAY', { message: t(lang, SCRAPE_TEXTS.failed), reason: 'SCRAPE_FAILED' });
  }
  throw err;
}

export function notFound(lang: Lang): AppError {
  return new AppError('NOT_FOUND', { message: t(lang, SCRAPE_TEXTS.notFound), reason: 'PRODUCT_NOT_FOUND' });
}

/** A pasted link as an http(s) URL (no scheme = https), or a 422. */
export function parseProductUrl(input: string, lang: Lang): URL {
  const text = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+:\d+/.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return url;
  } catch {
    /* fall through */
  }
  throw new AppError('UNPROCESSABLE', { message: t(lang, SCRAPE_TEXTS.invalid), field: 'url', reason: 'INVALID_URL' });
}

export function urlHash(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

async function enrich(db: Db, product: ProductData, slug: string, ctx: PricingContext): Promise<ProductAnswer> {
  const type = product.product_type_slug
    ? await db.selectFrom('product_types').select('id').where('slug', '=', product.product_type_slug).executeTakeFirst()
    : undefined;
  const country = (COUNTRY_CODES as readonly string[]).includes(product.country ?? '') ? (product.country as CountryCode) : null;
  let priceRupiah: number | null = null;
  let priceDollar: number | null = null;
  let kurs: number | null = null;
  if (country) {
    try {
      // The rupiah and dollar value of one unit, as the domain's pricing computes them.
      const line = priceLine({
        price: product.price, currency: product.currency, quantity: 1, weightGrams: product.weight || 0,
        country, marketplace: (['1688', 'taobao', 'tmall'] as string[]).includes(product.marketplace) ? product.marketplace as MarketplaceSlug : 'other',
      }, ctx);
      priceRupiah = line.goodsValue;
      priceDollar = Math.round(line.valueUsd * 100) / 100;
      kurs = ctx.exchangeRates[product.currency.toUpperCase()] ?? null;
    } catch {
      /* unknown currency: leave the rupiah values empty */
    }
  }
  return {
    ...product,
    slug,
    product_type_id: type?.id ?? null,
    country_obj: country ? { country, is_sea: country === 'china' } : null,
    kurs,
    price_rupiah: priceRupiah,
    price_dollar: priceDollar,
  };
}

/** The key a product is kept under: 'marketplace:id' for marketplace links, else the URL. */
export function productKey(href: string): string {
  try {
    const url = new URL(href);
    const marketplace = detectMarketplace(url.hostname);
    const id = marketplace !== 'other' ? extractProductId(url.href) : undefined;
    return id ? `${marketplace}:${id}` : url.href;
  } catch {
    return href;
  }
}

const keptListeners = new Set<(db: Db, slug: string) => void>();

/** Calls `listener` after every product kept (the home catalog marks kept products: content/catalog-view.ts). */
export function onProductKept(listener: (db: Db, slug: string) => void): void {
  keptListeners.add(listener);
}

/** What a newly kept product makes stale in this process (also when another process kept it). */
export function productKeptHere(db: Db, slug: string): void {
  for (const listener of keptListeners) listener(db, slug);
}

/** When a provider's item was fetched (kept with it: docs/marketplace.md "Caching"). */
export interface KeptMeta {
  provider: string;
  fetchedAt: Date;
  pricesFetchedAt: Date;
}

/** Stores (or refreshes) a product, sanitised, under `key`; returns it as kept and its slug. */
export async function storeProduct(db: Db, raw: ProductData, key: string, meta?: KeptMeta): Promise<{ product: ProductData; slug: string }> {
  const product: ProductData = {
    ...raw,
    description: sanitizeHtml(raw.description ?? '', raw.url || undefined),
    max_quantity: maxQuantityFor(raw.marketplace, raw.max_quantity),
  };
  const hash = urlHash(key);
  const slug = `${slugify(product.name).slice(0, 40) || 'produk'}-${hash.slice(0, 10)}`;
  const times = meta ? { provider: meta.provider, fetched_at: meta.fetchedAt, prices_fetched_at: meta.pricesFetchedAt } : {};
  // Kept again unchanged (a curated item on every lookup, the same page read twice): no write, and
  // nobody told, so the caches of its answer (marketplace/answer-memo.ts) and of the catalog stay.
  const changed = await db.insertInto('scraped_products')
    .values({ slug, url_hash: hash, url: product.url, marketplace: product.marketplace, product_id: product.product_id, data: JSON.stringify(product), ...times })
    .onConflict((oc) => oc.column('url_hash').doUpdateSet({ data: JSON.stringify(product), url: product.url, updated_at: new Date(), ...times })
      .where(sql<boolean>`scraped_products.data is distinct from excluded.data or scraped_products.url is distinct from excluded.url
        or scraped_products.provider is distinct from excluded.provider or scraped_products.fetched_at is distinct from excluded.fetched_at
        or scraped_products.prices_fetched_at is distinct from excluded.prices_fetched_at`))
    .returning('slug')
    .executeTakeFirst();
  if (!changed) {
    const row = await db.selectFrom('scraped_products').select('slug').where('url_hash', '=', hash).executeTakeFirstOrThrow();
    return { product, slug: row.slug };
  }
  productKeptHere(db, changed.slug);
  publishChange(db, { kind: 'product-kept', slug: changed.slug });
  return { product, slug: changed.slug };
}

/** A kept product as answered (rupiah and dollar price, product type id, country object). */
export async function answerOf(db: Db, product: ProductData, slug: string): Promise<ProductAnswer> {
  return enrich(db, product, slug, await loadPricingContext(db));
}

/** Stores (or refreshes) a product and returns it as answered. */
export async function keepProduct(db: Db, raw: ProductData, key: string): Promise<ProductAnswer> {
  const { product, slug } = await storeProduct(db, raw, key);
  return answerOf(db, product, slug);
}

/** A product kept earlier, by slug or by URL. */
export async function keptProduct(db: Db, by: { slug?: string; url?: string }): Promise<ProductData | null> {
  let query = db.selectFrom('scraped_products').select('data');
  if (by.slug) query = query.where('slug', '=', by.slug);
  else if (by.url) query = query.where('url_hash', '=', urlHash(productKey(by.url)));
  else return null;
  const row = await query.executeTakeFirst();
  return (row?.data as ProductData | undefined) ?? null;
}
