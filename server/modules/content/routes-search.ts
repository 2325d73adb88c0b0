// Search of the results pages (/1688/result, /taobao/result): GET product/{1688|taobao}/categories,
// product/{1688|taobao}/feeds and product/{1688|taobao}/search?q=&categorySlugs=&startPrice=&endPrice=
// &sort=&page=&limit=. Feeds, categories and a search without words list the shop's curated
// catalogue; words go to the marketplace data port (docs/marketplace.md: the demo adapter searches
// the same curated catalogue, a provider the marketplace). Prices come and go in rupiah (the port
// speaks the marketplace's currency). These paths are signed (product/1688, product/taobao);
// static segments win over the catalog module's product/{marketplace}/:id (whose id is digits only).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import type { Db } from '../../db/database.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { roundRupiah } from '../../../src/domain/pricing/index.ts';
import { marketplaceService, visitorOf, type MarketplaceService, type Visitor } from '../catalog/marketplace/service.ts';
import type { SearchHit, SearchPage, SearchSort } from '../catalog/marketplace/port.ts';
import { SEARCH_MARKETPLACES } from './demo-marketplace.ts';
import { byKeys, kursTable, loadCatalog, paginate, searchCatalog, type CatalogItem } from './catalog-view.ts';

export const SEARCH_PAGE_SIZE = 16;
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'sales'];

interface SearchParams { q?: string; categorySlugs?: string[]; startPrice?: number; endPrice?: number; sort: SearchSort; page: number; limit: number }

const pageProps = {
  page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: SEARCH_PAGE_SIZE },
} as const;

const searchSchema = {
  querystring: {
    type: 'object', additionalProperties: false,
    properties: {
      q: { type: 'string', maxLength: 200 },
      categorySlugs: { type: 'array', maxItems: 30, items: { type: 'string', pattern: '^[a-z0-9,-]{1,600}$' } },
      startPrice: { type: 'integer', minimum: 0 },
      endPrice: { type: 'integer', minimum: 0 },
      sort: { type: 'string', enum: SEARCH_SORTS, default: 'relevance' },
      ...pageProps,
    },
  },
} as const;

/** categorySlugs may come repeated (?categorySlugs=a&categorySlugs=b) or comma-separated. */
function splitSlugs(raw: string[] | undefined): string[] {
  return (raw ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
}

/** A found item as the results page lists it: the curated catalogue's row, or one made from the hit. */
export type ListedItem = CatalogItem | (Omit<CatalogItem, 'product_title_zh'> & { product_title_zh: string | null; sales: number | null });

/** Hits of the port as listed items (titles in the visitor's language, prices in rupiah). */
export async function listHits(db: Db, service: MarketplaceService, hits: readonly SearchHit[], visitor: Visitor): Promise<ListedItem[]> {
  const curated = new Map(byKeys(await loadCatalog(db), hits.map((h) => `${h.marketplace}:${h.product_id}`)).map((i) => [i.product_key, i]));
  const foreign = hits.filter((h) => !curated.has(`${h.marketplace}:${h.product_id}`));
  const kurs = foreign.length > 0 ? await kursTable(db) : new Map<string, number>();
  let titles = new Map<string, string>();
  if (visitor.lang === 'id' && foreign.length > 0) {
    try {
      titles = await service.translator.translate(foreign.map((h) => h.title_original ?? '').filter(Boolean), 'zh', 'id');
    } catch {
      // The provider's English titles are shown (the product page says when it is not translated).
    }
  }
  return hits.map((h): ListedItem => {
    const key = `${h.marketplace}:${h.product_id}`;
    const own = curated.get(key);
    if (own) return own;
    return {
      product_key: key, marketplace: h.marketplace, product_id: h.product_id,
      category: '', category_en: '', category_slug: '',
      product_title: (h.title_original && titles.get(h.title_original.trim())) || h.title,
      product_title_zh: h.title_original,
      image_url: h.image,
      price: roundRupiah(h.price * (kurs.get(h.currency) ?? 0)),
      price_original: h.price, currency: h.currency, url: h.url,
      product_slug: '', scraped_product: false, sales: h.sales,
    };
  });
}

function pageWire(page: SearchPage, data: ListedItem[]) {
  return { data, page: page.page, per_page: page.pageSize, total: page.total ?? data.length, last_page: page.lastPage ?? page.page };
}

export async function searchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const service = marketplaceService(deps);
  for (const flag of ['1688', 'taobao'] as const) {
    const marketplaces = SEARCH_MARKETPLACES[flag];
    const feed = (items: readonly CatalogItem[]) => items.filter((i) => marketplaces.includes(i.marketplace));

    app.get(`/product/${flag}/categories`, async (request, reply) => {
      const en = requestLang(request) === 'en';
      const counts = new Map<string, { name: string; name_en: string; slug: string; count: number }>();
      for (const item of feed(await loadCatalog(db))) {
        const entry = counts.get(item.category_slug) ?? { name: item.category, name_en: item.category_en, slug: item.category_slug, count: 0 };
        entry.count += 1;
        counts.set(item.category_slug, entry);
      }
      const data = [...counts.values()].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ ...c, label: en ? c.name_en : c.name }));
      return ok(reply, { data });
    });

    app.get<{ Querystring: { page: number; limit: number } }>(`/product/${flag}/feeds`, {
      schema: { querystring: { type: 'object', additionalProperties: false, properties: pageProps } },
    }, async (request, reply) => {
      return ok(reply, { feeds: true, ...paginate(feed(await loadCatalog(db)), request.query.page, request.query.limit) });
    });

    app.get<{ Querystring: SearchParams }>(`/product/${flag}/search`, { schema: searchSchema }, async (request, reply) => {
      const { startPrice, endPrice, sort, page, limit } = request.query;
      const q = request.query.q?.trim() ?? '';
      const slugs = splitSlugs(request.query.categorySlugs);
      if (q === '') {
        const items = await loadCatalog(db);
        const empty = slugs.length === 0 && startPrice === undefined && endPrice === undefined;
        const found = empty ? feed(items) : searchCatalog(items, { marketplaces, categorySlugs: slugs, startPrice, endPrice });
        return ok(reply, { feeds: empty, q, ...paginate(found, page, limit) });
      }
      const visitor = visitorOf(request, requestLang(request));
      const cny = (await kursTable(db)).get('CNY') ?? 0;
      const toCny = (rupiah: number | undefined) => (rupiah === undefined || cny <= 0 ? undefined : rupiah / cny);
      const found = await service.search({ market: flag, q, page, pageSize: limit, sort, minPrice: toCny(startPrice), maxPrice: toCny(endPrice), categorySlugs: slugs }, visitor);
      return ok(reply, { feeds: false, q, sort, ...pageWire(found, await listHits(db, service, found.items, visitor)) });
    });
  }
}
