// Home content (spec sections 2 'Home', 7 'Scraping and catalog', 'Orders and engagement'):
// GET info/company, cart/history/last, review, flashsale, info/flash_sale_due_date,
// catalog?catalog_type=popular|flash_sale (10 a page) and recommendation (20).

/** A catalog / suggested product as the home blocks show it. */
export interface CatalogProduct {
  title: string;
  imageUrl: string | null;
  /** Price in rupiah (integer), null when the server gives none. */
  priceRupiah: number | null;
  /** The product link (opens /product?url=...). */
  url: string;
  slug: string | null;
  category: string | null;
}

/** One of the last transactions (the home carousel). */
export interface LastTransaction {
  buyerName: string;
  productTitle: string;
  /** Total bill in rupiah. */
  totalBill: number;
  imageUrl: string | null;
}

export interface Testimony {
  name: string;
  text: string;
  /** 1..5, null when not rated. */
  rating: number | null;
  avatarUrl: string | null;
}

export interface CompanyInfo {
  /** Transactions counted since March 2019. */
  totalTransactions: number;
}

export type CatalogType = 'popular' | 'flash_sale' | 'recommendation';

/** Spec section 9: popular and flash sale 10, recommendation 20. */
export const CATALOG_PAGE_SIZE: Readonly<Record<CatalogType, number>> = { popular: 10, flash_sale: 10, recommendation: 20 };

export interface ContentApi {
  company(): Promise<CompanyInfo>;
  lastTransactions(): Promise<LastTransaction[]>;
  testimonies(): Promise<Testimony[]>;
  /** GET flashsale: the flash-sale products (groups flattened). */
  flashSale(): Promise<CatalogProduct[]>;
  /** GET info/flash_sale_due_date: ISO date-time, null when no flash sale runs. */
  flashSaleDueDate(): Promise<string | null>;
  catalog(type: CatalogType): Promise<CatalogProduct[]>;
}

export const CONTENT_API = Symbol.for('content.ContentApi');
