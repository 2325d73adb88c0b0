// Fakes of the ports the product, manual order and catalog view-models use (unit tests only).
import { DEFAULT_BILLING } from '../../domain/pricing';
import type { BookmarkApi } from '../ports/bookmark-api.port';
import type { AddScrapedInput, CartApi, CartLine, ManualOrderInput } from '../ports/cart-api.port';
import type { CatalogApi, CatalogItem } from '../ports/catalog-api.port';
import type { GuestCartStore } from '../ports/guest-cart-store.port';
import type { Product, ProductApi } from '../ports/product-api.port';
import type { RatesApi } from '../ports/rates-api.port';
import type { SessionStore } from '../ports/session-store.port';
import { ApiError } from '../ports/api-error';
import { AddToCartUseCase } from './add-to-cart.use-case';

export function demoProduct(p: Partial<Product> = {}): Product {
  return {
    productId: '655443322110', name: 'Casing ponsel', url: 'https://item.taobao.com/item.htm?id=655443322110', slug: null, marketplace: 'taobao',
    country: 'china', price: 12.9, priceOriginal: 12.9, currency: 'CNY', images: ['https://img.example/1.jpg'], description: '<p>ok</p>', category: null,
    weightGrams: 100, lengthCm: 0, widthCm: 0, heightCm: 0, maxQuantity: 10, minimumOrderQuantity: 1, variations: [], ...p,
  };
}

export const WHOLESALE = demoProduct({ productId: '610947572360', url: 'https://detail.1688.com/offer/610947572360.html', marketplace: '1688', maxQuantity: 1_000_000 });

export function fakeProducts(products: Product[] = [demoProduct(), WHOLESALE]): ProductApi {
  return {
    scrape: async (url) => {
      const product = products.find((p) => p.url === url);
      return product ? { kind: 'product', product: structuredClone(product) } : { kind: 'unavailable', message: 'Produk tidak tersedia' };
    },
    byMarketplaceId: async (marketplace, id) => {
      const product = products.find((p) => p.marketplace === marketplace && p.productId === id);
      if (!product) throw new ApiError('NOT_FOUND');
      return structuredClone(product);
    },
    marketplaces: async () => [],
  };
}

export function fakeRates(): RatesApi {
  return {
    kurs: async () => ({ IDR: 1, CNY: 2260, USD: 16250 }),
    kursEntries: async () => [{ code: 'CNY', kurs: 2260, date: '2026-11-27', source: 'console' }, { code: 'USD', kurs: 16250, date: '2026-11-26', source: 'frankfurter' }],
    billing: async () => ({ billing: DEFAULT_BILLING, rules: {} }),
    productTypes: async () => [{ id: '2', name: 'Pakaian', beaMasuk: 25, ppn: 11, pph: 10, pphNonNpwp: 20 }],
    hsCodes: async () => [{ code: '6109.10.10', description: 'Kaos', beaMasuk: 25, ppn: 11, pph: 10, pphNonNpwp: 20 }],
    lartas: async () => [],
  };
}

export function fakeCatalog(items: CatalogItem[] = []): CatalogApi {
  const categories = [{ slug: 'aksesoris', name: 'Aksesoris', count: items.length }, { slug: 'sepatu', name: 'Sepatu', count: 0 }];
  return {
    categories: async () => categories,
    category: async (slug, page = 1) => {
      const category = categories.find((c) => c.slug === slug);
      if (!category) throw new ApiError('NOT_FOUND');
      const found = items.filter((i) => i.categorySlug === slug);
      return { category, items: found, page, lastPage: 1, total: found.length };
    },
    items: async (category, query) => {
      const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = items.filter((i) => i.categorySlug === category && words.every((w) => i.title.toLowerCase().includes(w)));
      return { items: found, page: 1, lastPage: 1, total: found.length };
    },
    suggested: async (url) => items.filter((i) => i.url !== url),
  };
}

export function fakeBookmarks(): BookmarkApi {
  return {
    create: async (type, objectId) => ({ id: '1', type, objectId, title: null, imageUrl: null }),
    list: async () => [],
    delete: async () => undefined,
  };
}

export function fakeSession(loginToken: string | null = null): SessionStore {
  return { loginToken: () => loginToken, accessToken: () => 'access' } as unknown as SessionStore;
}

/** A server cart in memory: the added inputs and the lines get() answers. */
export class FakeCart {
  scraped: AddScrapedInput[] = [];
  manual: ManualOrderInput[] = [];
  mirrored: CartLine[] = [];
  fail = false;
  readonly api: CartApi = {
    addScraped: async (input: AddScrapedInput) => this.add(() => this.scraped.push(input)),
    addManual: async (input: ManualOrderInput) => this.add(() => this.manual.push(input)),
    get: async (code: string) => ({ code, id: 1 }) as CartLine,
  } as unknown as CartApi;
  readonly guest: GuestCartStore = { upsert: (line: CartLine) => void this.mirrored.push(line) } as unknown as GuestCartStore;

  private async add(record: () => void) {
    if (this.fail) throw new ApiError('INTERNAL');
    record();
    return { id: 1, code: 'CD000000000001' };
  }

  useCase(session: SessionStore): AddToCartUseCase {
    return new AddToCartUseCase(this.api, this.guest, session);
  }
}
