import { inject, injectable } from 'inversify';
import {
  CATALOG_CURRENCY_VALUE, type CatalogApi, type CatalogCategory, type CatalogItem, type CatalogPage, type CategoryPage,
} from '../../application/ports/catalog-api.port';
import { dataList, isObject, num, obj, optNum, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function optional(value: unknown, path: string): number | null {
  return value === undefined || value === null || value === '' ? null : num(value, path);
}

export function toCatalogItem(value: unknown, path: string): CatalogItem {
  const row = obj(value, path);
  return {
    title: str(pick(row, 'product_title', 'name', 'title'), `${path}.product_title`),
    imageUrl: optStr(pick(row, 'image_url', 'image', 'img'), `${path}.image_url`),
    priceRupiah: optional(pick(row, 'price', 'price_rupiah'), `${path}.price`),
    priceOriginal: optional(row.price_original, `${path}.price_original`),
    currency: optStr(pick(row, 'currency', 'currency_code'), `${path}.currency`),
    currencyValue: optNum(row.currency_value, `${path}.currency_value`, CATALOG_CURRENCY_VALUE),
    url: str(pick(row, 'url', 'product_url'), `${path}.url`),
    slug: optStr(pick(row, 'product_slug', 'slug'), `${path}.product_slug`),
    category: optStr(row.category, `${path}.category`),
    categorySlug: optStr(row.category_slug, `${path}.category_slug`),
  };
}

@injectable()
export class HttpCatalogApi implements CatalogApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  /** No catalog-wide category call exists yet: the categories of the 1688 and Taobao feeds, merged by slug. */
  async categories(): Promise<CatalogCategory[]> {
    const bodies = await Promise.all(['product/1688/categories', 'product/taobao/categories'].map(async (path) => envelope(await this.http.get(path))));
    const bySlug = new Map<string, CatalogCategory>();
    for (const body of bodies) {
      dataList(body).forEach((value, i) => {
        const row = obj(value, `data[${i}]`);
        const slug = str(pick(row, 'slug', 'category_slug', 'id'), `data[${i}].slug`);
        const count = optional(row.count, `data[${i}].count`);
        const known = bySlug.get(slug);
        if (known) known.count = (known.count ?? 0) + (count ?? 0);
        else bySlug.set(slug, { slug, name: str(pick(row, 'label', 'name'), `data[${i}].name`), count });
      });
    }
    return [...bySlug.values()];
  }

  async category(slug: string, page = 1): Promise<CategoryPage> {
    const body = envelope(await this.http.get(`category/${encodeURIComponent(slug)}`, { query: { page } }));
    const row = obj(body.category, 'category');
    const items = dataList(body).map((value, i) => toCatalogItem(value, `data[${i}]`));
    return {
      category: { slug: str(row.slug, 'category.slug'), name: str(pick(row, 'label', 'name'), 'category.name'), count: optional(row.count, 'category.count') },
      items,
      page: optNum(body.page, 'page', page),
      lastPage: optNum(body.last_page, 'last_page', page),
      total: optNum(body.total, 'total', items.length),
    };
  }

  async items(category: string, query?: string, page = 1): Promise<CatalogPage> {
    const q = query?.trim();
    const body = envelope(await this.http.get(`catalog/${encodeURIComponent(category)}`, { query: { q: q || undefined, page } }));
    const items = dataList(body).map((row, i) => toCatalogItem(row, `data[${i}]`));
    return {
      items,
      page: optNum(body.page, 'page', page),
      lastPage: optNum(body.last_page, 'last_page', page),
      total: optNum(body.total, 'total', items.length),
    };
  }

  async suggested(url: string, limit = 8): Promise<CatalogItem[]> {
    const body = envelope(await this.http.get('product/suggested', { query: { url, limit } }));
    const rows = isObject(body.data) && Array.isArray(body.data.data) ? body.data.data : dataList(body);
    return rows.map((row, i) => toCatalogItem(row, `data[${i}]`));
  }
}
