// GET /sitemap.xml and GET /robots.txt (docs/seo.md): the public pages, the catalogue's products,
// the running promotions and the course service's courses, with their English alternates; and the
// account, checkout, console, development and API paths kept out of crawlers' way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { loadCatalog } from '../content/catalog-view.ts';
import { promotionState } from '../content/routes-promo.ts';
import '../content/tables.ts';
import { allCourses } from './course-source.ts';
import { addressIn } from './pages.ts';
import { ROBOTS_DISALLOW, SITEMAP_PATHS } from '../../../src/domain/seo/index.ts';

/** The public origin: PUBLIC_URL, else the request's own scheme and host. */
export function publicOrigin(deps: ModuleDeps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

const xml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export interface SitemapEntry {
  path: string;
  query?: Record<string, string>;
}

/** The sitemap's entries: the public pages, then products, promotions and courses. */
export async function sitemapEntries(deps: ModuleDeps): Promise<SitemapEntry[]> {
  const [catalog, promotions, courses] = await Promise.all([
    loadCatalog(deps.db),
    deps.db.selectFrom('content_promotions').select(['id', 'starts_at', 'ends_at']).orderBy('sort').orderBy('id').execute(),
    allCourses(deps.config.courseServiceUrl, 3_000),
  ]);
  return [
    ...SITEMAP_PATHS.map((path) => ({ path })),
    ...catalog.map((item) => ({ path: '/product', query: { url: item.url } })),
    ...promotions.filter((row) => promotionState(row, deps.ports.now()) === 'running').map((row) => ({ path: `/promo-detail/${row.id}` })),
    ...(courses ?? []).map((course) => ({ path: `/kursus/${encodeURIComponent(course.slug)}` })),
  ];
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const query = new URLSearchParams(entry.query);
    const id = addressIn(origin, entry.path, query, 'id');
    const en = addressIn(origin, entry.path, query, 'en');
    return `<url><loc>${xml(id)}</loc>`
      + `<xhtml:link rel="alternate" hreflang="id" href="${xml(id)}"/>`
      + `<xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>`
      + `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(id)}"/></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function crawlRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = sitemapXml(publicOrigin(deps, request), await sitemapEntries(deps));
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicOrigin(deps, request)));
  });
}
