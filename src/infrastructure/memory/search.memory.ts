// In-memory SearchApi (unit tests, Storybook, serverless): the demo catalog, matched by words,
// category and price; an uploaded image finds the products whose image URL it names.
import { injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { ImageSearchResult, SearchApi, SearchCategory, SearchPage, SearchProduct, SearchQuery } from '../../application/ports/search-api.port';
import type { SearchFlag } from '../../domain/url';

export const DEMO_SEARCH_CATEGORIES: readonly SearchCategory[] = [
  { slug: 'tas', name: 'Tas' },
  { slug: 'sepatu', name: 'Sepatu' },
  { slug: 'elektronik', name: 'Elektronik' },
  { slug: 'pakaian', name: 'Pakaian' },
];

const CATEGORY_OF = ['tas', 'sepatu', 'elektronik', 'pakaian'];
const NAMES = ['Tas ransel kanvas', 'Sepatu lari ringan', 'Earbuds nirkabel', 'Kaos katun polos'];

function demoItems(flag: SearchFlag): (SearchProduct & { category: string })[] {
  return Array.from({ length: 40 }, (_, i) => {
    const id = String((flag === '1688' ? 610_000_000_000 : 720_000_000_000) + i);
    const price = 10 + i * 5;
    return {
      id,
      title: `${NAMES[i % 4] ?? 'Produk'} ${i + 1}`,
      imageUrl: `https://picsum.photos/seed/${flag}-${i}/300`,
      price,
      currency: 'CNY',
      priceRupiah: price * 2_250,
      url: flag === '1688' ? `https://detail.1688.com/offer/${id}.html` : `https://item.taobao.com/item.htm?id=${id}`,
      category: CATEGORY_OF[i % 4] ?? 'tas',
    };
  });
}

function paginate(all: SearchProduct[], page: number, limit: number): SearchPage {
  const pageCount = Math.max(1, Math.ceil(all.length / limit));
  const items = all.slice((page - 1) * limit, page * limit).map(({ id, title, imageUrl, price, currency, priceRupiah, url }) => ({ id, title, imageUrl, price, currency, priceRupiah, url }));
  return { items, page, pageCount, total: all.length };
}

export const MEMORY_UPLOAD_PREFIX = 'memory://image-search/';

@injectable()
export class MemorySearchApi implements SearchApi {
  async categories(): Promise<SearchCategory[]> {
    return DEMO_SEARCH_CATEGORIES.map((c) => ({ ...c }));
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const all = demoItems(query.flag).filter((p) =>
      words.every((w) => p.title.toLowerCase().includes(w))
      && (!query.categorySlugs?.length || query.categorySlugs.includes(p.category))
      && (query.startPrice === undefined || (p.priceRupiah ?? 0) >= query.startPrice)
      && (query.endPrice === undefined || (p.priceRupiah ?? 0) <= query.endPrice));
    // The demo knows no sales: 'sales' keeps the catalogue's order, as 'relevance' does.
    const byPrice = (a: SearchProduct, b: SearchProduct) => (a.priceRupiah ?? 0) - (b.priceRupiah ?? 0);
    const sorted = query.sort === 'price_asc' ? [...all].sort(byPrice) : query.sort === 'price_desc' ? [...all].sort((a, b) => byPrice(b, a)) : all;
    return paginate(sorted, query.page, query.limit);
  }

  async feeds(flag: SearchFlag, page: number, limit: number): Promise<SearchPage> {
    return paginate(demoItems(flag), page, limit);
  }

  /** Any non-empty image finds every seventh demo product of 1688. */
  async searchByImage(file: Blob, fileName: string): Promise<ImageSearchResult> {
    if (file.size === 0) throw new ApiError('UNPROCESSABLE', { reason: 'CORRUPT_IMAGE' });
    const products = paginate(demoItems('1688').filter((_, i) => i % 7 === 0), 1, 16).items;
    return { imageUrls: [`${MEMORY_UPLOAD_PREFIX}${encodeURIComponent(fileName)}`], products };
  }
}
