// GET category/{slug}: one category of the shop's catalogue (every marketplace) with its
// products, the page a category link opens (/catalog?category={slug}). An unknown slug answers
// 404 with the server's not-found text (reason CATEGORY_NOT_FOUND); docs/api/content.md.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { loadCatalog, paginate, searchCatalog, type CatalogItem } from './catalog-view.ts';

export const CATEGORY_PER_PAGE = 20;
const MARKETPLACES = ['1688', 'taobao', 'tmall'];

export interface CategoryWire {
  slug: string;
  name: string;
  name_en: string;
  /** The name in the request's language. */
  label: string;
  /** Products of the category in the whole catalogue (not only the page). */
  count: number;
  /** The marketplaces its products come from, in catalogue order. */
  marketplaces: string[];
}

/** The category of `slug` as the catalogue knows it, or null when no product has it. */
export function categoryOf(items: readonly CatalogItem[], slug: string, lang: 'id' | 'en'): CategoryWire | null {
  const members = items.filter((i) => i.category_slug === slug);
  const first = members[0];
  if (!first) return null;
  return {
    slug,
    name: first.category,
    name_en: first.category_en,
    label: lang === 'en' ? first.category_en : first.category,
    count: members.length,
    marketplaces: [...new Set(members.map((i) => i.marketplace))],
  };
}

export async function categoryRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.get<{ Params: { slug: string }; Querystring: { q?: string; page: number; per_page?: number } }>('/category/:slug', {
    schema: {
      tags: ['catalog'],
      params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } } },
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          q: { type: 'string', maxLength: 100 },
          page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
          per_page: { type: 'integer', minimum: 1, maximum: 50 },
        },
      },
    },
  }, async (request, reply) => {
    const { slug } = request.params;
    const items = await loadCatalog(db);
    const category = categoryOf(items, slug, requestLang(request));
    if (!category) throw new AppError('NOT_FOUND', { reason: 'CATEGORY_NOT_FOUND', field: 'params.slug' });
    const found = searchCatalog(items, { marketplaces: MARKETPLACES, q: request.query.q, categorySlugs: [slug] });
    return ok(reply, { category, ...paginate(found, request.query.page, request.query.per_page ?? CATEGORY_PER_PAGE) });
  });
}
