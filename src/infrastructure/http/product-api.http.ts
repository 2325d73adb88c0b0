import { inject, injectable } from 'inversify';
import { isApiError } from '../../application/ports/api-error';
import type {
  MarketplaceInfo, Product, ProductApi, ProductAvailability, ProductOption, ProductSeller, ProductTranslation, ProductVariation, ScrapeOutcome,
} from '../../application/ports/product-api.port';
import { DEFAULT_WEIGHT_GRAMS } from '../../domain/cart';
import type { CountryCode } from '../../domain/pricing/types';
import { dataList, isObject, num, obj, optNum, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick, toCountry, toProduct } from './mappers';

const CURRENCY_COUNTRY: Readonly<Record<string, CountryCode>> = { CNY: 'china', USD: 'us', GBP: 'uk', HKD: 'hongkong', SGD: 'singapore' };
const AVAILABILITY: readonly ProductAvailability[] = ['in_stock', 'out_of_stock', 'preorder', 'unknown'];

function variations(value: unknown, path: string): ProductVariation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((v, i) => {
    const entries = Array.isArray(v.values) ? v.values : Array.isArray(v.options) ? v.options : [];
    const images: Record<string, string> = {};
    const labels: Record<string, string> = {};
    const originals: Record<string, string> = {};
    const options = entries.map((o, j) => {
      const at = `${path}[${i}].values[${j}]`;
      const name = str(isObject(o) ? pick(o, 'value', 'name') : o, at);
      if (isObject(o)) {
        const image = optStr(o.image, `${at}.image`);
        const label = optStr(o.label, `${at}.label`);
        const original = optStr(o.original, `${at}.original`);
        if (image) images[name] = image;
        if (label && label !== name) labels[name] = label;
        if (original) originals[name] = original;
      }
      return name;
    });
    const label = optStr(v.label, `${path}[${i}].label`);
    const labelOriginal = optStr(v.label_original, `${path}[${i}].label_original`);
    return {
      name: str(pick(v, 'name', 'label'), `${path}[${i}].name`), options, ...(label ? { label } : {}), images,
      ...(Object.keys(labels).length > 0 ? { labels } : {}),
      ...(Object.keys(originals).length > 0 ? { originals } : {}),
      ...(labelOriginal ? { labelOriginal } : {}),
    };
  });
}

const SHOWN: readonly ProductTranslation['shown'][] = ['id', 'en', 'source'];
const NOTICES: readonly NonNullable<ProductTranslation['notice']>[] = ['unavailable', 'failed'];

function translation(value: unknown, path: string): ProductTranslation | undefined {
  if (!isObject(value)) return undefined;
  const shown = SHOWN.find((s) => s === value.shown);
  if (!shown) return undefined;
  return { shown, engine: optStr(value.engine, `${path}.engine`), notice: NOTICES.find((n) => n === value.notice) ?? null };
}

function options(value: unknown, path: string): ProductOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((o, i) => {
    const attributes: Record<string, string> = {};
    if (isObject(o.attributes)) for (const [k, v] of Object.entries(o.attributes)) if (v !== null && v !== undefined) attributes[k] = String(v);
    return {
      skuId: str(pick(o, 'sku_id', 'id'), `${path}[${i}].sku_id`),
      attributes,
      price: num(o.price, `${path}[${i}].price`),
      stock: o.stock === undefined || o.stock === null ? null : num(o.stock, `${path}[${i}].stock`),
      image: optStr(o.image, `${path}[${i}].image`),
    };
  });
}

function seller(value: unknown, path: string): ProductSeller | null {
  if (!isObject(value)) return null;
  const name = optStr(value.name, `${path}.name`);
  if (!name) return null;
  const optional = (v: unknown, p: string) => (v === undefined || v === null || v === '' ? null : num(v, p));
  return { name, location: optStr(value.location, `${path}.location`), rating: optional(value.rating, `${path}.rating`), years: optional(value.years, `${path}.years`) };
}

/** The product answer with the page's details (variations with their values, SKUs, seller, specification ...). */
export function toProductDetail(value: unknown, path = 'data'): Product {
  const row = obj(value, path);
  const base = toProduct(row, path);
  const rawCountry = pick(row, 'country', 'country_obj');
  const countryKnown = rawCountry !== undefined && rawCountry !== '' && !(isObject(rawCountry) && !rawCountry.country);
  const country = countryKnown ? base.country : (CURRENCY_COUNTRY[base.currency] ?? base.country);
  const spec = Array.isArray(row.specification_data)
    ? row.specification_data.filter(isObject).map((s, i) => {
      const nameOriginal = optStr(s.name_original, `${path}.specification_data[${i}].name_original`);
      const valueOriginal = optStr(s.value_original, `${path}.specification_data[${i}].value_original`);
      return {
        name: str(s.name, `${path}.specification_data[${i}].name`), value: String(s.value ?? ''),
        ...(nameOriginal ? { nameOriginal } : {}), ...(valueOriginal ? { valueOriginal } : {}),
      };
    })
    : [];
  const translated = translation(row.translation, `${path}.translation`);
  const availability = AVAILABILITY.find((a) => a === row.availability) ?? 'unknown';
  const images = base.images.length > 0 ? base.images : [];
  return {
    ...base,
    country,
    countryKnown,
    images,
    // Spec section 3: weight defaults to 1000 (a page without weight answers 0; the cart then uses 1000 g).
    weightGrams: base.weightGrams > 0 ? base.weightGrams : DEFAULT_WEIGHT_GRAMS,
    maxQuantity: Math.max(1, optNum(row.max_quantity, `${path}.max_quantity`, base.maxQuantity)),
    variations: variations(row.variations, `${path}.variations`),
    options: options(row.options, `${path}.options`),
    seller: seller(row.seller_detail, `${path}.seller_detail`),
    specification: spec,
    availability,
    productTypeId: row.product_type_id === undefined || row.product_type_id === null ? null : String(num(row.product_type_id, `${path}.product_type_id`)),
    priceTiers: Array.isArray(row.prices)
      ? row.prices.filter(isObject).map((t, i) => ({ minQuantity: num(t.min_quantity, `${path}.prices[${i}].min_quantity`), price: num(t.price, `${path}.prices[${i}].price`) }))
      : [],
    nameOriginal: optStr(row.name_original, `${path}.name_original`),
    ...(translated ? { translation: translated } : {}),
    weightEstimated: row.weight_estimated === true,
  };
}

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
    return { kind: 'product', product: toProductDetail(row, 'data') };
  }

  async byMarketplaceId(marketplace: '1688' | 'taobao' | 'tmall', id: string): Promise<Product> {
    // The server waits on the marketplace's provider (up to 8 s): its answer is final (docs/marketplace.md).
    const body = envelope(await this.http.get(`product/${marketplace}/${encodeURIComponent(id)}`, { base: 'scrape', retryOn: 'network' }));
    const row = obj(pick(body, 'data', 'product') ?? body, 'data');
    return toProductDetail({ marketplace, ...row }, 'data');
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
