// The store-page port: a product of any other store (US, UK, Hong Kong, Singapore ...) read from its
// page through the fetch guard (schema.org JSON-LD, microdata, OpenGraph). 1688, Taobao and Tmall
// items come from the marketplace data port instead (marketplace/port.ts, docs/marketplace.md).
import type { ModuleDeps } from '../../ports.ts';
import { maxQuantityFor } from '../../../src/domain/cart/index.ts';
import { detectCountry, detectMarketplace } from '../../../src/domain/url/index.ts';
import { extractProduct } from './extract.ts';
import { guardedFetch, type HostResolver } from './fetch-guard.ts';
import { slugify, specificationText, type ProductData } from './product.ts';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitize.ts';
import './tables.ts';

export type { MarketplaceSlug } from './marketplace/port.ts';

export interface ProductSource {
  /**
   * The product of any other store page; null when the page carries no product.
   * Throws FetchRefused (fetch-guard.ts) when the page may not or cannot be read.
   */
  storeProduct(url: string): Promise<ProductData | null>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    productSource: ProductSource;
    /** DNS for the fetch guard (tests pass a fake resolver); default dns.lookup. */
    scrapeResolver: HostResolver;
  }
}

const MAX_IMAGES = 12;

/** Builds the product shape from a store page. The description is sanitised here. */
export function productFromPage(html: string, pageUrl: string): ProductData | null {
  const found = extractProduct(html);
  if (!found || found.price === undefined || found.name === undefined) return null;
  const host = new URL(pageUrl).hostname;
  const marketplace = detectMarketplace(host);
  const images = found.images.map((i) => safeUrl(i, pageUrl)).filter((i): i is string => i !== null);
  const unique = [...new Set(images)].slice(0, MAX_IMAGES);
  const description = found.description ? sanitizeHtml(found.description, pageUrl) : '';
  const dims = found.dims;
  const url = (found.canonicalUrl && safeUrl(found.canonicalUrl, pageUrl)) || pageUrl;
  return {
    flag_scrapped: true,
    source: found.origin,
    name: htmlToText(found.name).slice(0, 300),
    url,
    marketplace: marketplace === 'other' ? host.replace(/^www\./, '') : marketplace,
    product_id: found.sku ?? null,
    country: detectCountry(host) ?? null,
    brand: found.brand ?? null,
    currency: (found.currency ?? 'USD').toUpperCase().slice(0, 3),
    price: found.price,
    price_original: found.price,
    price_max: Math.max(found.price, found.priceMax ?? found.price),
    price_type: (found.priceMax ?? found.price) > found.price ? 'range' : 'single',
    prices: [],
    image_urls: unique,
    image: unique[0] ?? '',
    videos: [],
    description,
    specification: specificationText(found.specification),
    specification_data: found.specification,
    availability: found.availability ?? 'unknown',
    stock: null,
    max_quantity: maxQuantityFor(marketplace),
    minimum_order_quantity: 1,
    weight: found.weightGrams !== undefined ? Math.round(found.weightGrams) : 0,
    weight_unit: 'Gram',
    dimension_length: dims?.length ?? 0,
    dimension_width: dims?.width ?? 0,
    dimension_height: dims?.height ?? 0,
    dimension_unit: 'Cm',
    variations: found.variations,
    options: found.options,
    seller_detail: found.seller ? { name: found.seller } : null,
    category: found.category ?? null,
    category_slug: found.category ? slugify(found.category) : null,
    product_type_slug: null,
  };
}

export function createEmbeddedProductSource(deps: ModuleDeps): ProductSource {
  return {
    async storeProduct(url) {
      const page = await guardedFetch(url, {
        allowLoopback: deps.config.scrapeAllowLoopback,
        ...(deps.ports.scrapeResolver ? { resolve: deps.ports.scrapeResolver } : {}),
      });
      return productFromPage(page.body, page.url);
    },
  };
}
