// The marketplace data port (docs/marketplace.md): a marketplace item by id, text search and
// image search for 1688, Taobao and Tmall. Chosen by MARKETPLACE_PROVIDER: 'demo' (the seeded
// demo catalog, the default without a key, so `npm start` works offline) or 'onebound'
// (open.onebound.cn, onebound/adapter.ts). The catalog's service (marketplace/service.ts) puts
// caching, single-flight, limits, classification, weight estimates and translation around it;
// an adapter only speaks to its provider and maps the answers onto these shapes.
import type { ProductData } from '../product.ts';

export type MarketplaceSlug = '1688' | 'taobao' | 'tmall';
/** The results pages search '1688' or 'taobao' (Taobao's search includes Tmall's items). */
export type SearchMarket = '1688' | 'taobao';
export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales';

export interface ItemQuery {
  marketplace: MarketplaceSlug;
  /** The marketplace's item id (num_iid / offer id): digits. */
  id: string;
  /**
   * A refresh of prices and stock: the adapter asks its provider for a fresh answer (Onebound:
   * cache=no) and may answer the source-language texts only; the service keeps the texts it has.
   */
  pricesOnly?: boolean;
}

export interface SearchQuery {
  market: SearchMarket;
  /** Words as typed (any language the provider accepts). */
  q: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: SearchSort;
  /** Unit price bounds in the marketplace's currency (CNY), inclusive; undefined = open. */
  minPrice?: number;
  maxPrice?: number;
  /** The shop's own category slugs (the curated catalogue's); providers without them ignore it. */
  categorySlugs?: readonly string[];
}

export interface ImageQuery {
  /** The results page's marketplace; null = wherever the provider looks by default (demo: all three). */
  market: SearchMarket | null;
  /** The customer's picture, as uploaded (png, jpeg or gif; checked by magic bytes before). */
  bytes: Buffer;
  kind: 'png' | 'jpeg' | 'gif';
  /**
   * An absolute URL where the provider can fetch the stored picture (PUBLIC_URL +
   * /api/media/image-search/<file>); null when the server has no public address.
   */
  imageUrl: string | null;
  page: number;
  pageSize: number;
}

/** One item of a search answer. */
export interface SearchHit {
  marketplace: MarketplaceSlug;
  product_id: string;
  /** Title in English where the provider translates (lang=en), else as the source gives it. */
  title: string;
  /** Title in the source's language (Chinese), null when not given. */
  title_original: string | null;
  /** Absolute https URL. */
  image: string;
  /** Unit price in `currency` (the lowest of a range). */
  price: number;
  currency: string;
  /** The canonical product page (https://item.taobao.com/item.htm?id=..., https://detail.1688.com/offer/....html). */
  url: string;
  sales: number | null;
  /** Picture search only: how far the item's picture is from the query (lower is closer), when known. */
  distance?: number;
}

export interface SearchPage {
  items: SearchHit[];
  page: number;
  pageSize: number;
  /** Total items found when the provider says, else null. */
  total: number | null;
  /** Last page when known, else null. */
  lastPage: number | null;
}

export type MarketplaceErrorKind =
  /** The item does not exist or is delisted (a 404-class answer to the customer). */
  | 'not_found'
  /** The request was refused as malformed by the provider (our bug or a bad id). */
  | 'bad_request'
  /** Key or secret refused, account missing, IP not allowed: operators must act. */
  | 'auth'
  /** Balance, daily quota or call rate exhausted: operators must act; retry later. */
  | 'quota'
  /** No answer within the adapter's timeout (at most 8 s). */
  | 'timeout'
  /** The provider or its upstream failed (network, 5xx, its target server): retry later. */
  | 'unavailable'
  /** An answer that is not the documented shape: refused, never half-used. */
  | 'malformed';

export class MarketplaceError extends Error {
  constructor(
    readonly kind: MarketplaceErrorKind,
    message: string,
    /** The provider's own code (Onebound error_code), for the operators' log. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}

export interface MarketplacePort {
  /** 'demo', 'onebound', ... (logged, stored with each cached answer). */
  readonly name: string;
  /**
   * A marketplace item mapped onto the product shape (docs/marketplace.md "Mapping"), or null
   * when the provider says it does not exist. Throws MarketplaceError for every other failure.
   * `weight` is 0 when the provider gives none (the service estimates it); product_type_slug may
   * be null (the service classifies).
   */
  item(query: ItemQuery): Promise<ProductData | null>;
  /** Text search; an empty result is an empty page, not an error. */
  search(query: SearchQuery): Promise<SearchPage>;
  /** Picture search. */
  searchByImage(query: ImageQuery): Promise<SearchPage>;
}
