// Scraping a product page and reading marketplace products (POST scrap, GET product/{marketplace}/{id}, GET scrap/marketplaces).
import type { CountryCode, Marketplace } from '../../domain/pricing/types';

export interface ProductVariation {
  name: string;
  options: string[];
}

export interface Product {
  productId: string;
  name: string;
  url: string;
  slug: string | null;
  marketplace: Marketplace;
  country: CountryCode;
  /** Unit price in `currency`. */
  price: number;
  priceOriginal: number;
  currency: string;
  images: string[];
  description: string;
  category: string | null;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  maxQuantity: number;
  minimumOrderQuantity: number;
  variations: ProductVariation[];
}

export type ScrapeOutcome =
  | { kind: 'product'; product: Product }
  /** action_type redirect: the browser goes to this link. */
  | { kind: 'redirect'; url: string }
  /** The page could not be read or has no price ('Produk tidak tersedia'). */
  | { kind: 'unavailable'; message: string };

export interface MarketplaceInfo {
  id: string;
  name: string;
  host: string;
  country: CountryCode;
}

export interface ProductApi {
  scrape(url: string): Promise<ScrapeOutcome>;
  byMarketplaceId(marketplace: '1688' | 'taobao' | 'tmall', id: string): Promise<Product>;
  marketplaces(): Promise<MarketplaceInfo[]>;
}

export const PRODUCT_API = Symbol.for('product.ProductApi');
