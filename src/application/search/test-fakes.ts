// Fakes of the home and search ports for the view-model tests (application tests may not
// import the in-memory adapters of src/infrastructure).
import type { CatalogProduct, ContentApi } from '../ports/content-api.port';
import type { Product, ProductApi } from '../ports/product-api.port';
import type { SearchApi, SearchProduct } from '../ports/search-api.port';

export const fakeCatalog = (n: number): CatalogProduct[] => Array.from({ length: n }, (_, i) => ({
  title: `Tas ransel kanvas pria model ${i + 1}`, imageUrl: null, priceRupiah: 100_000 + i, url: `https://detail.1688.com/offer/${i + 1}.html`, slug: null, category: 'Tas',
}));

export function fakeContent(overrides: Partial<ContentApi> = {}): ContentApi {
  return {
    company: async () => ({ totalTransactions: 128_457 }),
    lastTransactions: async () => [{ buyerName: 'Siti Rahmawati Kusumadewi', productTitle: 'Tas ransel kanvas pria anti air', totalBill: 1_250_000, imageUrl: null }],
    testimonies: async () => [{ name: 'Rina', text: 'Mantap', rating: 5, avatarUrl: null }],
    flashSale: async () => fakeCatalog(4),
    flashSaleDueDate: async () => '2030-01-01T17:00:00.000Z',
    catalog: async (type) => fakeCatalog(type === 'recommendation' ? 20 : 10),
    headerBanners: async () => [
      { id: 1, title: 'Hemat 10%', summary: 'Kode HEMAT10', picture: { url: '/api/media/demo/backpack-1.svg', width: 400, height: 400 }, link: '/promo-detail/1' },
    ],
    popUp: async () => null,
    ...overrides,
  };
}

export const fakeProduct = (url: string): Product => ({
  productId: '1', name: 'Jaket Windbreaker', url, slug: null, marketplace: 'taobao', country: 'china', price: 129, priceOriginal: 129, currency: 'CNY',
  images: [], description: '', category: null, weightGrams: 550, lengthCm: 0, widthCm: 0, heightCm: 0, maxQuantity: 10, minimumOrderQuantity: 1, variations: [],
});

export function fakeProducts(overrides: Partial<ProductApi> = {}): ProductApi {
  return {
    scrape: async (url) => (url.includes('id=1') && !url.includes('id=12') ? { kind: 'unavailable', message: 'Produk tidak tersedia' } : { kind: 'product', product: fakeProduct(url) }),
    byMarketplaceId: () => Promise.reject(new Error('unused')),
    marketplaces: async () => [],
    ...overrides,
  };
}

/** 40 products; 10 of them have 'tas' in the title. */
export const fakeSearchItems: SearchProduct[] = Array.from({ length: 40 }, (_, i) => ({
  id: String(i), title: i % 4 === 0 ? `Tas ${i}` : `Sepatu ${i}`, imageUrl: null, price: 10 + i, currency: 'CNY', priceRupiah: (10 + i) * 2_260, url: `https://detail.1688.com/offer/${i}.html`,
}));

export function fakeSearch(overrides: Partial<SearchApi> = {}): SearchApi {
  const page = (all: SearchProduct[], p: number, limit: number) => ({ items: all.slice((p - 1) * limit, p * limit), page: p, pageCount: Math.max(1, Math.ceil(all.length / limit)), total: all.length });
  return {
    categories: async () => [{ slug: 'tas', name: 'Tas' }],
    search: async (q) => page(fakeSearchItems.filter((i) => !q.q || i.title.toLowerCase().includes(q.q.toLowerCase())), q.page, q.limit),
    feeds: async (_flag, p, limit) => page(fakeSearchItems, p, limit),
    searchByImage: async (_file, name) => ({ imageUrls: [`/api/media/image-search/${name}`], products: fakeSearchItems.slice(0, 3) }),
    ...overrides,
  };
}
