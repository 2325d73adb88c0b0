// Search of the results pages (/1688/result, /taobao/result) over the demo catalog:
// GET product/{1688|taobao}/categories, product/{1688|taobao}/feeds and
// product/{1688|taobao}/search?q=&categorySlugs=&startPrice=&endPrice=&page=&limit=.
// These paths are signed (product/1688, product/taobao); static segments win over the
// catalog module's product/{marketplace}/:id (whose id is digits only).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { loadCatalog, paginate, searchCatalog, type CatalogItem } from './catalog-view.ts';

/** Marketplaces searched per results page: Taobao's page includes Tmall (Taobao's mall). */
export const SEARCH_MARKETPLACES: Record<'1688' | 'taobao', string[]> = { '1688': ['1688'], taobao: ['taobao', 'tmall'] };
export const SEARCH_PAGE_SIZE = 16;

interface SearchParams { q?: string; categorySlugs?: string[]; startPrice?: number; endPrice?: number; page: number; limit: number }

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
      ...pageProps,
    },
  },
} as const;

/** categorySlugs may come repeated (?categorySlugs=a&categorySlugs=b) or comma-separated. */
function splitSlugs(raw: string[] | undefined): string[] {
  return (raw ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
}

export async function searchRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
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
      const { q, startPrice, endPrice, page, limit } = request.query;
      const slugs = splitSlugs(request.query.categorySlugs);
      const items = await loadCatalog(db);
      const empty = !q?.trim() && slugs.length === 0 && startPrice === undefined && endPrice === undefined;
      const found = empty ? feed(items) : searchCatalog(items, { marketplaces, q, categorySlugs: slugs, startPrice, endPrice });
      return ok(reply, { feeds: empty, q: q?.trim() ?? '', ...paginate(found, page, limit) });
    });
  }
}
