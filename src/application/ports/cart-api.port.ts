// The server cart (cart/*, cart-detail/*). Anonymous visitors own lines through their
// access token; at login the guest lines are pushed to the customer.
import type { CountryCode, Marketplace, PackageTrack } from '../../domain/pricing/types';
import type { VendorItem } from '../../domain/cart/vendor';

export interface CartLine {
  /** cart_detail_id */
  id: number;
  /** cart_detail_code */
  code: string;
  /** flag_scrapped: true for a scraped product, false for a manual order. */
  scraped: boolean;
  /** The server's kind of line (which edit call it takes); absent: scraped when `scraped`, else manual. */
  kind?: 'scraped' | 'manual' | 'catalog';
  name: string;
  url: string;
  image: string | null;
  marketplace: Marketplace;
  country: CountryCode;
  /** Unit price in `currency`. */
  price: number;
  currency: string;
  quantity: number;
  weightGrams: number;
  /** True while the weight is the shop's estimate for the product type (the seller gave none). */
  weightEstimated?: boolean;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  packageTrack: PackageTrack;
  size: string | null;
  color: string | null;
  note: string | null;
  productTypeId: string | null;
  hsCode: string | null;
  /** The server's is_all_in_price (decided from billing when the line was added). */
  isAllInPrice: boolean;
  /** The customer's insurance choice (use_insurance); absent = false. */
  useInsurance?: boolean;
  /** The customer's NPWP choice (using_npwp), as asked; priced only with an NPWP on file. Absent = false. */
  usingNpwp?: boolean;
  /** True while the line sits in a consolidation. */
  disabled: boolean;
  /** max_quantity (absent: the domain's maxQuantityFor default). */
  maxQuantity?: number;
}

export interface CartGroup {
  isAllInPrice: boolean;
  lines: CartLine[];
}

export interface AddScrapedInput {
  url: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
  note?: string | null;
  packageTrack?: PackageTrack;
  productTypeId?: string | null;
  /** The kept product's slug (product answers): preferred over `url`, which may be a canonical link. */
  productSlug?: string | null;
  /** The chosen SKU (options[].sku_id): its price and image. */
  skuId?: string | null;
  /** The chosen attributes ({color, size, ...}) when no single SKU matches. */
  variant?: Record<string, string> | null;
  usingNpwp?: boolean;
  useInsurance?: boolean;
  hsCode?: string | null;
  /** Source country, used by the server only when the product's is unknown. */
  country?: CountryCode | null;
  /**
   * A 1688, Taobao or Tmall item (vendorItemOf of src/domain/cart): added by its marketplace id
   * through cart/vendor/{marketplace}/add-to-cart instead of by link.
   */
  vendor?: VendorItem | null;
}

export interface ManualOrderInput {
  url: string;
  name: string;
  image: string | null;
  quantity: number;
  price: number;
  currency: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  country: CountryCode;
  packageTrack: PackageTrack;
  size?: string | null;
  color?: string | null;
  note?: string | null;
  productTypeId?: string | null;
  hsCode?: string | null;
  /** origin_address: where the seller ships from. */
  originAddress?: string | null;
  /** product_category (free text). */
  category?: string | null;
  usingNpwp?: boolean;
  useInsurance?: boolean;
}

export interface CartLineEdit {
  quantity?: number;
  note?: string | null;
  size?: string | null;
  color?: string | null;
  /** Sea where it is not offered: ApiError UNPROCESSABLE, reason SEA_NOT_AVAILABLE. */
  packageTrack?: PackageTrack;
  useInsurance?: boolean;
  usingNpwp?: boolean;
}

/** What the server knows about the caller's account for pricing (GET cart/pricing-account). */
export interface PricingAccount {
  /** Importer status: 1688 rules and zero sea freight. */
  importerMode: boolean;
  /** An address with an NPWP is on file: the NPWP choice lowers the income tax. */
  hasNpwp: boolean;
  /** A premium account (membership): the premium transaction fee of the rules. Absent = false. */
  premium?: boolean;
}

/** A visitor's (and a failed look-up's) account: no importer status, no NPWP on file. */
export const GUEST_PRICING_ACCOUNT: PricingAccount = Object.freeze({ importerMode: false, hasNpwp: false });

export interface CartAddResult {
  id: number;
  code: string;
}

export interface TaxLineResult {
  code: string;
  importDuty: number;
  vat: number;
  incomeTax: number;
  total: number;
}

export interface TaxCalculation {
  lines: TaxLineResult[];
  /** Integer rupiah. */
  totalTax: number;
  total: number;
}

export interface CartApi {
  addScraped(input: AddScrapedInput): Promise<CartAddResult>;
  addManual(input: ManualOrderInput): Promise<CartAddResult>;
  edit(code: string, edit: CartLineEdit): Promise<CartLine>;
  list(): Promise<CartLine[]>;
  listGroup(): Promise<CartGroup[]>;
  /** Someone else's or unknown code: ApiError NOT_FOUND. */
  get(code: string): Promise<CartLine>;
  delete(codes: string[]): Promise<void>;
  /** Returns the ids (of those given) that the server no longer has. */
  check(ids: number[]): Promise<number[]>;
  /** Moves guest lines (by code) to the signed-in customer; merges, never doubles. */
  pushGuestToCustomer(codes: string[]): Promise<void>;
  taxCalculator(codes: string[]): Promise<TaxCalculation>;
  /** The caller's pricing facts (a guest or no identity: GUEST_PRICING_ACCOUNT). */
  pricingAccount(): Promise<PricingAccount>;
}

export const CART_API = Symbol.for('cart.CartApi');
