import { inject, injectable } from 'inversify';
import { isApiError } from '../../application/ports/api-error';
import type { MarketplaceInfo, Product, ProductApi, ScrapeOutcome } from '../../application/ports/product-api.port';
import { dataList, isObject, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick, toCountry, toProduct } from './mappers';

const UNAVAILABLE = 'Produk tidak tersedia';

function hasPrice(row: unknown): boolean {
  if (!isObject(row)) return false;
  const price = row.price;
  return price !== undefined && price !== null && String(price).trim() !== '';
}

@injectable()
export class HttpProductApi implements ProductApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  /** Spec section 5: accepted only with action true and a non-empty price; a redirect answer sends the browser to its link. */
  async scrape(url: string): Promise<ScrapeOutcome> {
    let body;
    try {
      body = envelope(await this.http.post('scrap', { body: { url, version: 'V2' }, base: 'scrape' }));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 422 || error.reason === 'SCRAPE_FAILED')) {
        return { kind: 'unavailable', message: error.message || UNAVAILABLE };
      }
      throw error;
    }
    if (body.action_type === 'redirect') {
      const link = optStr(pick(body, 'link', 'url'), 'link');
      if (link) return { kind: 'redirect', url: link };
    }
    const row = pick(body, 'data', 'product', 'result') ?? body;
    if (!hasPrice(row)) return { kind: 'unavailable', message: UNAVAILABLE };
    return { kind: 'product', product: toProduct(row, 'data') };
  }

  async byMarketplaceId(marketplace: '1688' | 'taobao' | 'tmall', id: string): Promise<Product> {
    const body = envelope(await this.http.get(`product/${marketplace}/${encodeURIComponent(id)}`, { base: 'scrape' }));
    const row = obj(pick(body, 'data', 'product') ?? body, 'data');
    return toProduct({ marketplace, ...row }, 'data');
  }

  async marketplaces(): Promise<MarketplaceInfo[]> {
    const body = envelope(await this.http.get('scrap/marketplaces', { base: 'scrape' }));
    const rows = Array.isArray(body.marketplaces) ? body.marketplaces : dataList(body);
    return rows.map((value, i) => {
      const row = obj(value, `data[${i}]`);
      const host = str(pick(row, 'host', 'domain', 'url') ?? '', `data[${i}].host`);
      return {
        id: str(pick(row, 'id', 'slug', 'name'), `data[${i}].id`),
        name: str(pick(row, 'name', 'slug'), `data[${i}].name`),
        host,
        country: toCountry(pick(row, 'country', 'country_obj'), `data[${i}].country`, 'china'),
      };
    });
  }
}
