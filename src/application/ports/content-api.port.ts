// Home content (spec sections 2 'Home', 7 'Scraping and catalog', 'Orders and engagement', 'Money
// and config'): GET info/company, cart/history/last, review, flashsale, info/flash_sale_due_date,
// catalog?catalog_type=popular|flash_sale (10 a page) and recommendation (20), featured-images/header
// and featured-images/pop_up (the operators' banners and announcement pop-up, docs/banners.md).

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

/** A picture with the size the page reserves for it (no layout shift). */
export interface FeaturedPicture {
  url: string;
  width: number;
  height: number;
}

/** A header banner (featured-images/header). Texts are plain text, rendered as text. */
export interface FeaturedBanner {
  id: number;
  title: string;
  summary: string;
  picture: FeaturedPicture;
  /** A path of the shop ('/promo-detail/3') or an https address; null = not a link. */
  link: string | null;
}

/** The announcement pop-up (featured-images/pop_up). */
export interface FeaturedPopUp {
  id: number;
  /** Goes up at each operator's edit: the device flag changes, so an edited pop-up shows again. */
  revision: number;
  title: string;
  summary: string;
  picture: FeaturedPicture | null;
  link: string | null;
  /** The action button's label; null = the default 'Lanjut belanja'. */
  actionLabel: string | null;
}

export interface ContentApi {
  company(): Promise<CompanyInfo>;
  lastTransactions(): Promise<LastTransaction[]>;
  testimonies(): Promise<Testimony[]>;
  /** GET flashsale: the flash-sale products (groups flattened). */
  flashSale(): Promise<CatalogProduct[]>;
  /** GET info/flash_sale_due_date: ISO date-time, null when no flash sale runs. */
  flashSaleDueDate(): Promise<string | null>;
  catalog(type: CatalogType): Promise<CatalogProduct[]>;
  /** GET featured-images/header: the active banners, in order. */
  headerBanners(): Promise<FeaturedBanner[]>;
  /** GET featured-images/pop_up: the pop-up, null when none is active. */
  popUp(): Promise<FeaturedPopUp | null>;
}

export const CONTENT_API = Symbol.for('content.ContentApi');
