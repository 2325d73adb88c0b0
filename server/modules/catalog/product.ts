// The product of spec section 3 'Product / cart item' as the server answers it
// (snake_case), produced by every product source (demo catalog, store page, provider).

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'unknown';
export type ProductOrigin = 'demo' | 'json-ld' | 'microdata' | 'opengraph' | 'provider';

export interface ProductVariationValue {
  /** The value as options' attributes name it (unique within its variation); shown as is. */
  value: string;
  image?: string;
  /** The value in the source's language (Chinese) when `value` is a translation. */
  original?: string;
}

/** One axis of choice: name 'color' | 'size' | any other key, label shown to the user. */
export interface ProductVariation {
  name: string;
  label: string;
  values: ProductVariationValue[];
  /** The label in the source's language (Chinese) when `label` is a translation. */
  label_original?: string;
}

/** One row of the specification; the `*_original` texts in the source's language when translated. */
export interface SpecificationRow {
  name: string;
  value: string;
  name_original?: string;
  value_original?: string;
}

/** One purchasable combination (SKU) of the variation values. */
export interface ProductOption {
  sku_id: string;
  attributes: Record<string, string>;
  price: number;
  stock: number | null;
  image?: string;
}

export interface PriceTier {
  min_quantity: number;
  price: number;
}

export interface SellerDetail {
  name: string;
  location?: string;
  rating?: number;
  years?: number;
  url?: string;
}

export interface ProductData {
  flag_scrapped: true;
  source: ProductOrigin;
  name: string;
  url: string;
  marketplace: string;
  product_id: string | null;
  /** Source country slug (china, us, uk, hongkong, singapore) or null when unknown. */
  country: string | null;
  brand: string | null;
  currency: string;
  /** Unit price in `currency` (the lowest price of a range). */
  price: number;
  price_original: number;
  price_max: number;
  price_type: 'single' | 'range' | 'tiered';
  /** Wholesale price tiers (1688): the unit price from a minimum quantity. */
  prices: PriceTier[];
  image_urls: string[];
  image: string;
  /**
   * Smaller copies of image_urls, same order (the demo catalog: 320 x 320 PNGs, the image_urls
   * being 800 x 800), for cards, cart lines and gallery thumbnails. Absent for stores that give none.
   */
  image_thumbnails?: string[];
  videos: string[];
  /** Sanitised HTML (allowlist, see sanitize.ts). */
  description: string;
  /** Plain text, one 'name: value' per line. */
  specification: string;
  specification_data: SpecificationRow[];
  availability: Availability;
  stock: number | null;
  max_quantity: number;
  minimum_order_quantity: number;
  /** Grams. */
  weight: number;
  weight_unit: 'Gram';
  dimension_length: number;
  dimension_width: number;
  dimension_height: number;
  dimension_unit: 'Cm';
  variations: ProductVariation[];
  options: ProductOption[];
  seller_detail: SellerDetail | null;
  category: string | null;
  category_slug: string | null;
  /** Suggested product type (product/category slug), used to pre-select the type. */
  product_type_slug: string | null;
  /** The title in the source's language (Chinese for 1688, Taobao, Tmall) when `name` is a translation. */
  name_original?: string | null;
  /** Category names from the root down, as the source gives them (for classification). */
  category_path?: string[];
  /** Units sold, when the source says. */
  sales?: number | null;
  /** True when `weight` is our estimate from the product type (the source gave none): shown as "perkiraan". */
  weight_estimated?: boolean;
  /** The provider that answered ('demo', 'onebound'), for product_origin 'provider'. */
  provider?: string;
}

export function slugify(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_-]+/g, '-').slice(0, 60);
}

export function specificationText(rows: { name: string; value: string }[]): string {
  return rows.map((r) => `${r.name}: ${r.value}`).join('\n');
}
