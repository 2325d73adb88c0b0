// SearchApi over HTTP (docs/api/content.md): 1688 categories, text search and feeds under the
// signed product/{1688|taobao}/ paths, the image-search upload (multipart, field `file`).
import { inject, injectable } from 'inversify';
import type { ImageSearchResult, SearchApi, SearchCategory, SearchPage, SearchProduct, SearchQuery } from '../../application/ports/search-api.port';
import type { SearchFlag } from '../../domain/url';
import { ApiError } from '../../application/ports/api-error';
import { arr, dataList, isObject, num, obj, optNum, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function toProduct(value: unknown, path: string): SearchProduct {
  const row = obj(value, path);
  // The catalog item of docs/api/content.md: price = rupiah, price_original in `currency`.
  const original = pick(row, 'price_original');
  const rupiah = pick(row, 'price_rupiah') ?? (original !== undefined ? pick(row, 'price') : undefined);
  return {
    id: str(pick(row, 'product_id', 'id') ?? pick(row, 'url'), `${path}.product_id`),
    title: str(pick(row, 'product_title', 'name', 'title'), `${path}.name`),
    imageUrl: optStr(pick(row, 'image_url', 'image', 'img'), `${path}.image`),
    price: num(original ?? pick(row, 'price') ?? 0, `${path}.price_original`),
    currency: str(pick(row, 'currency') ?? 'CNY', `${path}.currency`),
    priceRupiah: rupiah === undefined ? null : Math.round(num(rupiah, `${path}.price_rupiah`)),
    url: str(pick(row, 'url', 'product_url'), `${path}.url`),
  };
}

export function toSearchPage(body: Json, page: number, limit: number): SearchPage {
  const items = dataList(body).map((row, i) => toProduct(row, `data[${i}]`));
  const meta = isObject(body.meta) ? body.meta : isObject(body.data) ? body.data : body;
  const total = optNum(pick(meta, 'total', 'total_items'), 'meta.total', items.length + (page - 1) * limit);
  const pageCount = Math.max(1, optNum(pick(meta, 'page_count', 'last_page', 'total_pages', 'pages'), 'meta.page_count', Math.ceil(total / limit)));
  return { items, page: optNum(pick(meta, 'page', 'current_page'), 'meta.page', page), pageCount, total };
}

@injectable()
export class HttpSearchApi implements SearchApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async categories(): Promise<SearchCategory[]> {
    const body = envelope(await this.http.get('product/1688/categories'));
    return dataList(body).map((value, i) => {
      const row = obj(value, `data[${i}]`);
      return { slug: str(pick(row, 'slug', 'id'), `data[${i}].slug`), name: str(pick(row, 'label', 'name', 'title'), `data[${i}].name`) };
    });
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    const body = envelope(await this.http.get(`product/${query.flag}/search`, {
      query: {
        q: query.q || undefined,
        categorySlugs: query.categorySlugs?.length ? query.categorySlugs : undefined,
        startPrice: query.startPrice,
        endPrice: query.endPrice,
        sort: query.sort && query.sort !== 'relevance' ? query.sort : undefined,
        page: query.page,
        limit: query.limit,
      },
    }));
    return toSearchPage(body, query.page, query.limit);
  }

  async feeds(flag: SearchFlag, page: number, limit: number): Promise<SearchPage> {
    const body = envelope(await this.http.get(`product/${flag}/feeds`, { query: { page, limit } }));
    return toSearchPage(body, page, limit);
  }

  async searchByImage(file: Blob, fileName: string): Promise<ImageSearchResult> {
    const form = new FormData();
    form.append('file', file, fileName);
    const body = envelope(await this.http.post('image-search', { body: form }));
    if (body.status !== undefined && Number(body.status) !== 200) throw new ApiError('UNPROCESSABLE', { reason: 'IMAGE_SEARCH_FAILED' });
    const images = arr(body.images, 'images');
    return {
      imageUrls: images.map((value, i) => (typeof value === 'string' ? value : str(pick(obj(value, `images[${i}]`), 'image_crop_url', 'image_url'), `images[${i}].image_crop_url`))),
      products: Array.isArray(body.data) ? body.data.map((row, i) => toProduct(row, `data[${i}]`)) : [],
    };
  }
}
