// In-memory CatalogApi over the demo products (memory mode, Storybook, unit tests).
import { injectable } from 'inversify';
import { CATALOG_CURRENCY_VALUE, type CatalogApi, type CatalogCategory, type CatalogItem, type CatalogPage, type CategoryPage } from '../../application/ports/catalog-api.port';
import { ApiError } from '../../application/ports/api-error';
import { roundRupiah } from '../../domain/pricing';
import { DEMO_KURS, DEMO_PRODUCTS } from './demo-data';

const CATEGORY_OF: Readonly<Record<string, { slug: string; name: string }>> = {
  '1688': { slug: 'grosir', name: 'Grosir 1688' },
  taobao: { slug: 'aksesoris', name: 'Aksesoris' },
  tmall: { slug: 'sepatu', name: 'Sepatu' },
  other: { slug: 'elektronik', name: 'Elektronik' },
};

function items(): CatalogItem[] {
  return DEMO_PRODUCTS.map((p) => {
    const category = CATEGORY_OF[p.marketplace] ?? { slug: 'lainnya', name: 'Lainnya' };
    const kurs = DEMO_KURS[p.currency] ?? CATALOG_CURRENCY_VALUE;
    return {
      title: p.name,
      imageUrl: p.images[0] ?? null,
      priceRupiah: roundRupiah(p.price * kurs),
      priceOriginal: p.price,
      currency: p.currency,
      currencyValue: kurs,
      url: p.url,
      slug: p.slug,
      category: category.name,
      categorySlug: category.slug,
    };
  });
}

@injectable()
export class MemoryCatalogApi implements CatalogApi {
  async categories(): Promise<CatalogCategory[]> {
    const bySlug = new Map<string, CatalogCategory>();
    for (const item of items()) {
      const slug = item.categorySlug ?? 'lainnya';
      const known = bySlug.get(slug);
      if (known) known.count = (known.count ?? 0) + 1;
      else bySlug.set(slug, { slug, name: item.category ?? slug, count: 1 });
    }
    return [...bySlug.values()];
  }

  async category(slug: string, page = 1): Promise<CategoryPage> {
    const category = (await this.categories()).find((c) => c.slug === slug);
    if (!category) throw new ApiError('NOT_FOUND', { field: 'slug' });
    const found = items().filter((i) => i.categorySlug === slug);
    return { category, items: found, page, lastPage: 1, total: found.length };
  }

  async items(category: string, query?: string, page = 1): Promise<CatalogPage> {
    const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = items().filter((i) => i.categorySlug === category && words.every((w) => i.title.toLowerCase().includes(w)));
    return { items: found, page, lastPage: 1, total: found.length };
  }

  async suggested(url: string, limit = 8): Promise<CatalogItem[]> {
    return items().filter((i) => i.url !== url).slice(0, limit);
  }
}
