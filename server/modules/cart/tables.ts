// Tables of the cart module: cart lines ("cart details"). A line belongs to a customer
// (customer_id) or, for a guest, to an access token (access_token_id, customer_id null).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';
import type { Json, Numeric } from '../catalog/tables.ts';

/** 'scraped' (add-to-cart), 'manual' (add-to-cart-manual), 'catalog' (add-to-cart with page_mode catalog). */
export type CartKind = 'scraped' | 'manual' | 'catalog';

export interface CartDetailTable {
  id: Generated<number>;
  /** cart_detail_code: public, random. */
  code: string;
  customer_id: number | null;
  access_token_id: number | null;
  kind: CartKind;
  flag_scrapped: boolean;
  name: string;
  url: string;
  image: string;
  marketplace: string;
  product_id: string | null;
  country: string;
  currency: string;
  /** Unit price in `currency`, numeric(18,4) (read back as text). */
  price_original: Numeric;
  quantity: number;
  max_quantity: number;
  size: string;
  color: string;
  sku_id: string | null;
  /** Chosen variation values, { color: 'Hitam', size: 'L' }. */
  variant: Json<Record<string, string>>;
  /** Grams per unit. */
  weight: Numeric;
  /** True while `weight` is our estimate from the product type (the source gave none): shown as "perkiraan". */
  weight_estimated: Generated<boolean>;
  /** Centimetres per unit. */
  dimension_length: Numeric;
  dimension_width: Numeric;
  dimension_height: Numeric;
  package_track: string;
  product_type_id: number | null;
  hscode: string | null;
  catatan: string;
  /** The customer's choice; priced at the NPWP rate only when the account has an NPWP on file. */
  using_npwp: boolean;
  /** Decided by the server from the country's billing when the line is added; never by the client. */
  is_all_in_price: boolean;
  /** The customer's insurance choice (migration 7002). */
  use_insurance: Generated<boolean>;
  /** Product snapshot (description, images, specification, variations, seller, ...). */
  product: Json<Record<string, unknown>>;
  created_at: Generated<Timestamp>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/schema.ts' {
  interface Database {
    cart_details: CartDetailTable;
  }
}
