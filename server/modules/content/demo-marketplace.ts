// The demo adapter of the marketplace data port (server/modules/catalog/marketplace/port.ts): the
// seeded demo catalogue answers item lookups (demo_products), text search (the curated catalogue's
// words, categories and price range: catalog-view.ts) and picture search (colour signatures of the
// demo pictures: image-search.ts). The default when no provider is configured, so `npm start`
// works offline; every answer is the same as before the port existed.
import type { ModuleDeps } from '../../ports.ts';
import type { ProductData } from '../catalog/product.ts';
import type { MarketplacePort, SearchHit, SearchPage, SearchQuery } from '../catalog/marketplace/port.ts';
import { loadCatalog, paginate, searchCatalog, type CatalogItem } from './catalog-view.ts';
import { createEmbeddedImageSearch } from './image-search.ts';
import { decodeImage } from './image-hash.ts';
import '../catalog/tables.ts';

/** Marketplaces searched per results page: Taobao's page includes Tmall (Taobao's mall). */
export const SEARCH_MARKETPLACES: Record<'1688' | 'taobao', string[]> = { '1688': ['1688'], taobao: ['taobao', 'tmall'] };

function hitOf(item: CatalogItem): SearchHit {
  return {
    marketplace: item.marketplace as SearchHit['marketplace'],
    product_id: item.product_id,
    title: item.product_title,
    title_original: item.product_title_zh,
    image: item.image_url,
    price: item.price_original,
    currency: item.currency,
    url: item.url,
    sales: null,
  };
}

function sorted(items: CatalogItem[], sort: SearchQuery['sort']): CatalogItem[] {
  if (sort === 'price_asc') return [...items].sort((a, b) => a.price_original - b.price_original);
  if (sort === 'price_desc') return [...items].sort((a, b) => b.price_original - a.price_original);
  // The demo catalogue knows no sales: 'sales' keeps the catalogue's order, as 'relevance' does.
  return items;
}

function page(items: CatalogItem[], query: { page: number; pageSize: number }): SearchPage {
  const p = paginate(items, query.page, query.pageSize);
  return { items: p.data.map(hitOf), page: p.page, pageSize: p.per_page, total: p.total, lastPage: p.last_page };
}

export function createDemoMarketplace(deps: ModuleDeps): MarketplacePort {
  const pictures = deps.ports.imageSearch ?? createEmbeddedImageSearch(deps);
  return {
    name: 'demo',
    async item({ marketplace, id }) {
      const row = await deps.db.selectFrom('demo_products').select('data')
        .where('marketplace', '=', marketplace).where('product_id', '=', id).executeTakeFirst();
      if (!row) return null;
      return row.data as ProductData;
    },
    async search(query) {
      const items = searchCatalog(await loadCatalog(deps.db), {
        marketplaces: SEARCH_MARKETPLACES[query.market],
        q: query.q,
        categorySlugs: [...(query.categorySlugs ?? [])],
      }).filter((item) => (query.minPrice === undefined || item.price_original >= query.minPrice)
        && (query.maxPrice === undefined || item.price_original <= query.maxPrice));
      return page(sorted(items, query.sort), query);
    },
    async searchByImage(query) {
      const decoded = decodeImage(query.bytes);
      const matches = await pictures.search({ bytes: query.bytes, kind: decoded.kind, image: decoded.image }, { limit: query.page * query.pageSize });
      const byKey = new Map((await loadCatalog(deps.db)).map((i) => [i.product_key, i]));
      const marketplaces = query.market ? SEARCH_MARKETPLACES[query.market] : ['1688', 'taobao', 'tmall'];
      const hits = matches.flatMap((m) => {
        const item = byKey.get(`${m.marketplace}:${m.product_id}`);
        return item && marketplaces.includes(item.marketplace) ? [{ ...hitOf(item), distance: m.distance }] : [];
      });
      const start = (query.page - 1) * query.pageSize;
      return { items: hits.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: hits.length, lastPage: Math.max(1, Math.ceil(hits.length / query.pageSize)) };
    },
  };
}
