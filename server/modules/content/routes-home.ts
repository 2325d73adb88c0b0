// Home calls: catalog-home/, catalog (popular / flash_sale / recommendation), catalog/{category},
// flashsale, info/flash_sale_due_date, info/company, review, cart/history/last,
// product/suggested, recomendation. Everything comes from the seeded demo content.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { productKey } from '../catalog/scrape.ts';
import { loadCatalog, paginate, searchCatalog } from './catalog-view.ts';
import { catalogList, companyInfo, flashSales, flattenFlash, setting } from './home.ts';
import { latestCustomerReviews } from '../ops/routes-ratings.ts';

const CATALOG_TYPES = ['popular', 'flash_sale', 'recommendation'] as const;
type CatalogType = (typeof CATALOG_TYPES)[number];
const DEFAULT_PER_PAGE: Record<CatalogType, number> = { popular: 10, flash_sale: 10, recommendation: 20 };

const catalogQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    catalog_type: { type: 'string', enum: [...CATALOG_TYPES], default: 'recommendation' },
    per_page: { type: 'integer', minimum: 1, maximum: 50 },
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    q: { type: 'string', maxLength: 100 },
  },
} as const;

interface HeroSetting { title: string; title_en: string; subtitle: string; subtitle_en: string; highlights: { id: string; en: string }[] }

export async function homeRoutes(app: FastifyInstance, { db, ports }: ModuleDeps): Promise<void> {
  async function list(type: CatalogType, lang: 'id' | 'en') {
    const items = await loadCatalog(db);
    return type === 'flash_sale' ? flattenFlash(await flashSales(db, items, lang, ports.now())) : catalogList(db, items, type);
  }

  const home = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    const items = await loadCatalog(db);
    const hero = await setting<HeroSetting>(db, 'hero');
    const groups = await flashSales(db, items, lang, ports.now());
    const en = lang === 'en';
    return ok(reply, {
      data: {
        hero: { title: en ? hero.title_en : hero.title, subtitle: en ? hero.subtitle_en : hero.subtitle, highlights: (hero.highlights ?? []).map((h) => (en ? h.en : h.id)) },
        company: await companyInfo(db, lang),
        blocks: [
          { type: 'popular', title: en ? 'Popular products' : 'Produk Populer', items: (await catalogList(db, items, 'popular')).slice(0, 10) },
          { type: 'flash_sale', title: en ? 'Flash sale' : 'Flash Sale', due_date: groups[0]?.due_date ?? null, items: flattenFlash(groups).slice(0, 10) },
          { type: 'recommendation', title: en ? 'Recommended for you' : 'Rekomendasi untuk Kamu', items: (await catalogList(db, items, 'recommendation')).slice(0, 20) },
        ],
      },
    });
  };
  app.get('/catalog-home/', home);
  app.get('/catalog-home', home);

  for (const path of ['/catalog', '/catalog/']) {
    app.get<{ Querystring: { catalog_type: CatalogType; per_page?: number; page: number } }>(path, { schema: { querystring: catalogQuery } }, async (request, reply) => {
      const { catalog_type: type, page } = request.query;
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE[type];
      return ok(reply, { catalog_type: type, ...paginate(await list(type, requestLang(request)), page, perPage) });
    });
  }

  app.get<{ Params: { category: string }; Querystring: { q?: string; page: number; per_page?: number } }>('/catalog/:category', {
    schema: {
      params: { type: 'object', required: ['category'], properties: { category: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } } },
      querystring: { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 100 }, page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 }, per_page: { type: 'integer', minimum: 1, maximum: 50 } } },
    },
  }, async (request, reply) => {
    const items = searchCatalog(await loadCatalog(db), { marketplaces: ['1688', 'taobao', 'tmall'], q: request.query.q, categorySlugs: [request.params.category] });
    return ok(reply, { category: request.params.category, ...paginate(items, request.query.page, request.query.per_page ?? 20) });
  });

  app.get('/flashsale', async (request, reply) => {
    return ok(reply, { results: await flashSales(db, await loadCatalog(db), requestLang(request), ports.now()) });
  });

  app.get('/info/flash_sale_due_date', async (request, reply) => {
    const groups = await flashSales(db, await loadCatalog(db), requestLang(request), ports.now());
    const dates = groups.map((g) => g.due_date).sort();
    return ok(reply, { due_date: dates[0] ?? null, data: groups.map((g) => ({ id: g.id, title: g.title, due_date: g.due_date })) });
  });

  app.get('/info/company', async (request, reply) => ok(reply, { data: await companyInfo(db, requestLang(request)) }));

  app.get('/review', async (_request, reply) => {
    const rows = await db.selectFrom('content_reviews').select(['id', 'name', 'city', 'rating', 'text', 'product_title']).orderBy('sort').execute();
    // Then the newest customers' ratings with a text (docs/api/ops.md).
    return ok(reply, { data: [...rows, ...await latestCustomerReviews(db)] });
  });

  app.get<{ Querystring: { limit: number } }>('/cart/history/last', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 20, default: 10 } } } },
  }, async (request, reply) => {
    const rows = await db.selectFrom('content_transactions').selectAll().orderBy('minutes_ago').limit(request.query.limit).execute();
    const now = ports.now().getTime();
    return ok(reply, {
      data: rows.map((r) => ({ buyer_name: r.buyer_name, product_title: r.product_title, total_bill: Number(r.total_bill), date: new Date(now - r.minutes_ago * 60_000).toISOString() })),
    });
  });

  app.get<{ Querystring: { url: string; limit: number } }>('/product/suggested', {
    schema: { querystring: { type: 'object', required: ['url'], additionalProperties: false, properties: { url: { type: 'string', minLength: 1, maxLength: 4096 }, limit: { type: 'integer', minimum: 1, maximum: 20, default: 8 } } } },
  }, async (request, reply) => {
    const items = await loadCatalog(db);
    const key = productKey(request.query.url);
    const self = items.find((i) => i.product_key === key || i.url === request.query.url);
    const score = (i: (typeof items)[number]) => (self ? (i.category_slug === self.category_slug ? 0 : i.marketplace === self.marketplace ? 1 : 2) : 0);
    const others = items.filter((i) => i !== self).map((i, n) => ({ i, n })).sort((a, b) => score(a.i) - score(b.i) || a.n - b.n).map((x) => x.i);
    const data = self ? others : await catalogList(db, items, 'popular');
    return ok(reply, { data: data.slice(0, request.query.limit) });
  });

  app.get('/recomendation', async (_request, reply) => {
    return ok(reply, { data: (await catalogList(db, await loadCatalog(db), 'recommendation')).slice(0, 20) });
  });
}
