// Scraping a product page and reading marketplace products (POST scrap, GET product/{marketplace}/{id}, GET scrap/marketplaces).
import type { CountryCode, Marketplace } from '../../domain/pricing/types';

export interface ProductVariation {
  name: string;
  options: string[];
  /** Localised axis label from the server ('Warna'); absent: use `name`. */
  label?: string;
  /** Image of an option value (colour swatches), by value. */
  images?: Record<string, string>;
  /** The text shown for a value when it is not the value itself (a translation), by value. */
  labels?: Record<string, string>;
  /** A value in the marketplace's own language (Chinese), by value. */
  originals?: Record<string, string>;
  /** The axis label in the marketplace's own language. */
  labelOriginal?: string;
}

export interface ProductSpecificationRow {
  name: string;
  value: string;
  /** The row in the marketplace's own language, when the shown one is a translation. */
  nameOriginal?: string;
  valueOriginal?: string;
}

/**
 * Which language the product's texts are shown in: 'source' = the shop's own texts; 'id' = our
 * translation; 'en' = the marketplace's English. `notice` says why Indonesian was not given.
 */
export interface ProductTranslation {
  shown: 'id' | 'en' | 'source';
  engine: string | null;
  notice: 'unavailable' | 'failed' | null;
}

/** One SKU of a product: its attributes ({color, size}), price in the product's currency, stock. */
export interface ProductOption {
  skuId: string;
  attributes: Record<string, string>;
  price: number;
  stock: number | null;
  image: string | null;
}

export interface ProductSeller {
  name: string;
  location: string | null;
  rating: number | null;
  years: number | null;
}

export type ProductAvailability = 'in_stock' | 'out_of_stock' | 'preorder' | 'unknown';

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
  /** Optional details of the product page (absent on older adapters). */
  options?: ProductOption[];
  seller?: ProductSeller | null;
  specification?: ProductSpecificationRow[];
  availability?: ProductAvailability;
  /** The server's suggested product type (product_type_id). */
  productTypeId?: string | null;
  /** Wholesale tiers (1688): the unit price for a quantity of at least minQuantity. */
  priceTiers?: { minQuantity: number; price: number }[];
  /** False when the server did not know the source country (the country was guessed from the currency). */
  countryKnown?: boolean;
  /** The title in the marketplace's own language (Chinese), when `name` is a translation. */
  nameOriginal?: string | null;
  translation?: ProductTranslation;
  /** True when `weightGrams` is the shop's estimate for the product type (the seller gave none). */
  weightEstimated?: boolean;
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
