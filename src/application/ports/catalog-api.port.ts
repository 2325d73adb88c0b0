// The catalog (spec sections 3 'Suggested/catalog products', 7 'Scraping and catalog'):
// categories, one category with its items (category/{slug}), a search within a category
// (catalog/{category}?q=) and the products suggested next to a product (product/suggested).

export interface CatalogCategory {
  slug: string;
  name: string;
  count: number | null;
}

/** A catalog or suggested product. */
export interface CatalogItem {
  title: string;
  imageUrl: string | null;
  /** Price in rupiah (integer), null when the server gives none. */
  priceRupiah: number | null;
  /** Unit price in the store's currency and that currency, when known. */
  priceOriginal: number | null;
  currency: string | null;
  /** Rupiah per unit of the currency (currency_value, default 10000 for catalog items, spec section 3). */
  currencyValue: number;
  /** The product link: the item opens /product?url=... */
  url: string;
  slug: string | null;
  category: string | null;
  categorySlug: string | null;
}

/** Spec section 3: currency_value defaults to 10000 for catalog items. */
export const CATALOG_CURRENCY_VALUE = 10_000;

export interface CatalogPage {
  items: CatalogItem[];
  page: number;
  lastPage: number;
  total: number;
}

/** One category with a page of its items (category/{slug}). */
export interface CategoryPage extends CatalogPage {
  category: CatalogCategory;
}

export interface CatalogApi {
  categories(): Promise<CatalogCategory[]>;
  /** A category and its items (category/{slug}); an unknown slug: ApiError NOT_FOUND. */
  category(slug: string, page?: number): Promise<CategoryPage>;
  /** The items of a category, optionally matching words of `query`. */
  items(category: string, query?: string, page?: number): Promise<CatalogPage>;
  /** Products shown next to the product at `url`. */
  suggested(url: string, limit?: number): Promise<CatalogItem[]>;
}

export const CATALOG_API = Symbol.for('catalog.CatalogApi');
