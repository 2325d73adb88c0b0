// Product search (spec sections 3 'Search query', 7 'Scraping and catalog', 9 page sizes):
// text search and feeds of 1688 / Taobao, the 1688 categories, the image-search upload.
import type { SearchFlag } from '../../domain/url';

/** Spec section 9: search page size. */
export const SEARCH_PAGE_SIZE = 16;
/** Spec section 9: image-search default weight. */
export const IMAGE_SEARCH_DEFAULT_WEIGHT_GRAMS = 1000;

export interface SearchCategory {
  slug: string;
  name: string;
}

export interface SearchProduct {
  id: string;
  title: string;
  imageUrl: string | null;
  /** Unit price in `currency` (the lowest of a range). */
  price: number;
  currency: string;
  /** One unit in rupiah as the server prices it, null when unknown. */
  priceRupiah: number | null;
  /** The marketplace product link (opens /product?url=...). */
  url: string;
}

/** Order of text search results: the marketplace's relevance, price either way, units sold. */
export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales';
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'sales'];

export interface SearchQuery {
  flag: SearchFlag;
  q?: string;
  categorySlugs?: readonly string[];
  /** Price range in rupiah (integers, inclusive). */
  startPrice?: number;
  endPrice?: number;
  /** Default 'relevance'. */
  sort?: SearchSort;
  /** 1-based. */
  page: number;
  limit: number;
}

export interface SearchPage {
  items: SearchProduct[];
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  total: number;
}

/** The answer of an image-search upload: the uploaded image(s) and the products found. */
export interface ImageSearchResult {
  /** image_crop_url of each uploaded image. */
  imageUrls: string[];
  products: SearchProduct[];
}

export interface SearchApi {
  categories(): Promise<SearchCategory[]>;
  search(query: SearchQuery): Promise<SearchPage>;
  /** Feeds of a marketplace (shown when there is no query). */
  feeds(flag: SearchFlag, page: number, limit: number): Promise<SearchPage>;
  /**
   * Uploads an image for image search (POST image-search, multipart field `file`); resolves the
   * image_crop_url list and the products found. A refused upload (status not 200) throws ApiError.
   */
  searchByImage(file: Blob, fileName: string): Promise<ImageSearchResult>;
}

export const SEARCH_API = Symbol.for('search.SearchApi');
