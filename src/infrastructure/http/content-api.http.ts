// ContentApi over HTTP (docs/api/content.md): the home blocks' calls.
import { inject, injectable } from 'inversify';
import {
  CATALOG_PAGE_SIZE, type CatalogProduct, type CatalogType, type CompanyInfo, type ContentApi, type FeaturedBanner, type FeaturedPicture, type FeaturedPopUp,
  type LastTransaction, type Testimony,
} from '../../application/ports/content-api.port';
import { isSafeLink } from '../../domain/featured';
import { dataList, isObject, num, obj, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function optRupiah(value: unknown, path: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  return Math.round(num(value, path));
}

export function toCatalogProduct(value: unknown, path: string): CatalogProduct {
  const row = obj(value, path);
  const scraped = isObject(row.scraped_product) ? row.scraped_product : {};
  return {
    title: str(pick(row, 'product_title', 'name', 'title') ?? pick(scraped, 'name'), `${path}.product_title`),
    imageUrl: optStr(pick(row, 'image_url', 'image', 'img') ?? pick(scraped, 'image'), `${path}.image_url`),
    priceRupiah: optRupiah(pick(row, 'price_rupiah', 'price') ?? pick(scraped, 'price_rupiah'), `${path}.price`),
    url: str(pick(row, 'url', 'product_url') ?? pick(scraped, 'url') ?? '', `${path}.url`),
    slug: optStr(pick(row, 'product_slug', 'slug'), `${path}.product_slug`),
    category: optStr(typeof row.category === 'object' && row.category !== null ? pick(row.category as Json, 'name') : row.category, `${path}.category`),
  };
}

/** A picture with its width and height, or null (none, or not a safe address). */
function toPicture(row: Json, path: string): FeaturedPicture | null {
  const url = optStr(row.image_url, `${path}.image_url`);
  if (url === null || !isSafeLink(url)) return null;
  return { url, width: num(row.image_width, `${path}.image_width`), height: num(row.image_height, `${path}.image_height`) };
}

/** The link, when it is a path of the shop or an https address (anything else is dropped). */
function toLink(row: Json, path: string): string | null {
  const link = optStr(row.link, `${path}.link`);
  return link !== null && isSafeLink(link) ? link : null;
}

function products(body: Json, key = 'data'): CatalogProduct[] {
  const rows = Array.isArray(body.results) ? body.results : dataList(body, key);
  // Flash-sale groups: {products: [...]} (or {details: [...]}) flattened in order.
  return rows.flatMap((row, i) => {
    const group = isObject(row) ? pick(row, 'products', 'details', 'items') : undefined;
    if (Array.isArray(group)) return group.map((p, j) => toCatalogProduct(p, `data[${i}].products[${j}]`));
    return [toCatalogProduct(row, `data[${i}]`)];
  });
}

@injectable()
export class HttpContentApi implements ContentApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async company(): Promise<CompanyInfo> {
    const body = envelope(await this.http.get('info/company'));
    const data = isObject(body.data) ? body.data : body;
    return { totalTransactions: Math.round(num(pick(data, 'total_transactions', 'total_transaction', 'transactions'), 'data.total_transactions')) };
  }

  async lastTransactions(): Promise<LastTransaction[]> {
    const body = envelope(await this.http.get('cart/history/last'));
    return dataList(body).map((value, i) => {
      const row = obj(value, `data[${i}]`);
      return {
        buyerName: str(pick(row, 'buyer_name', 'customer_name', 'name') ?? '', `data[${i}].buyer_name`),
        productTitle: str(pick(row, 'product_title', 'product_name', 'title') ?? '', `data[${i}].product_title`),
        totalBill: Math.round(num(pick(row, 'total_bill', 'total'), `data[${i}].total_bill`)),
        imageUrl: optStr(pick(row, 'image_url', 'image'), `data[${i}].image_url`),
      };
    });
  }

  async testimonies(): Promise<Testimony[]> {
    const body = envelope(await this.http.get('review'));
    return dataList(body).map((value, i) => {
      const row = obj(value, `data[${i}]`);
      const rating = pick(row, 'rating', 'rate');
      return {
        name: str(pick(row, 'name', 'customer_name') ?? '', `data[${i}].name`),
        text: str(pick(row, 'text', 'review', 'message', 'testimony') ?? '', `data[${i}].text`),
        rating: rating === undefined ? null : num(rating, `data[${i}].rating`),
        avatarUrl: optStr(pick(row, 'avatar', 'avatar_url', 'image_url'), `data[${i}].avatar`),
      };
    });
  }

  async flashSale(): Promise<CatalogProduct[]> {
    return products(envelope(await this.http.get('flashsale')));
  }

  async flashSaleDueDate(): Promise<string | null> {
    const body = envelope(await this.http.get('info/flash_sale_due_date'));
    const data = isObject(body.data) ? body.data : body;
    const raw = pick(data, 'due_date', 'flash_sale_due_date', 'date');
    const value = typeof body.data === 'string' ? body.data : raw;
    return optStr(value, 'data.due_date');
  }

  async catalog(type: CatalogType): Promise<CatalogProduct[]> {
    const body = envelope(await this.http.get('catalog', { query: { per_page: CATALOG_PAGE_SIZE[type], catalog_type: type } }));
    return products(body);
  }

  async headerBanners(): Promise<FeaturedBanner[]> {
    const body = envelope(await this.http.get('featured-images/header'));
    return dataList(body).flatMap((value, i) => {
      const row = obj(value, `data[${i}]`);
      const picture = toPicture(row, `data[${i}]`);
      // A banner is its picture: without one it is not shown.
      if (picture === null) return [];
      return [{
        id: num(row.id, `data[${i}].id`), title: str(row.title, `data[${i}].title`), summary: optStr(row.summary, `data[${i}].summary`) ?? '',
        picture, link: toLink(row, `data[${i}]`),
      }];
    });
  }

  async popUp(): Promise<FeaturedPopUp | null> {
    const body = envelope(await this.http.get('featured-images/pop_up'));
    if (body.data === null || body.data === undefined) return null;
    const row = obj(body.data, 'data');
    return {
      id: num(row.id, 'data.id'), revision: num(row.revision, 'data.revision'), title: str(row.title, 'data.title'),
      summary: optStr(row.summary, 'data.summary') ?? '', picture: toPicture(row, 'data'), link: toLink(row, 'data'),
      actionLabel: optStr(row.action_label, 'data.action_label'),
    };
  }
}
