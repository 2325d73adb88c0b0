/**
 * Types of the pricing module. Names are camelCase; the wire format's
 * snake_case (percentage_bea_masuk, transaction_price_additional.total, ...)
 * is mapped by the adapters (see docs/pricing.md, "Wire mapping").
 *
 * Conventions:
 * - a "percent" is a number of per cent: 7.5 means 7.5 %;
 * - a "rupiah" amount is an integer number of rupiah (IDR);
 * - rupiah rates (per kg, per m3) may be configured as any non-negative number,
 *   every computed amount is an integer.
 */

export const COUNTRY_CODES = ['china', 'us', 'uk', 'hongkong', 'singapore'] as const;
/** Source country of a product (the spec's country slug). */
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const MARKETPLACES = ['1688', 'taobao', 'tmall', 'other'] as const;
/** '1688' is the wholesale marketplace; everything else is retail. */
export type Marketplace = (typeof MARKETPLACES)[number];

/** Package track of the spec: 'udara' (air, the default) or 'laut' (sea). */
export type PackageTrack = 'udara' | 'laut';

/** An amount in a (possibly foreign) currency, e.g. a packing fee of CNY 1. */
export interface ForeignAmount {
  readonly amount: number;
  /** ISO 4217 code, case-insensitive (CNY, USD, GBP, HKD, SGD, IDR). */
  readonly currency: string;
}

/** Rupiah per one unit of each currency ("kurs"), keyed by ISO code. IDR is 1 even when absent. */
export type ExchangeRates = Readonly<Record<string, number>>;

/**
 * The spec's pricing rules object (section 3). Rate fields are percents;
 * a null rate means "not known" and falls through to the next source.
 */
export interface PricingRules {
  /** VAT (PPN), effective percent. */
  readonly ppn: number | null;
  /** Income tax (PPh) percent with an NPWP. */
  readonly pph: number | null;
  /** Income tax (PPh) percent without an NPWP; when null, 2 x pph (PMK 34/2017). */
  readonly pphNonNpwp: number | null;
  /** Import duty (bea masuk) percent. */
  readonly beaMasuk: number | null;
  /** US sales tax percent, charged on the goods value of US lines. */
  readonly usTax: number;
  /** Transaction fee percent charged on freight (air or sea). */
  readonly transactionFreight: number;
  /** Transaction fee percent charged on the subtotal. */
  readonly transactionPrice: number;
  /**
   * Transaction fee percent on the subtotal for a premium account (instead of transactionPrice);
   * null = premium changes nothing. The freight part and the group minimum stay as they are.
   */
  readonly transactionPricePremium: number | null;
  /** transaction_price_additional.total: USD added to every China and US line. */
  readonly transactionPriceAdditional: number;
  /** Rupiah per USD, used when the exchange rates carry no USD. */
  readonly kursDollar: number;
  /** Insurance percent of the goods value. */
  readonly insurance: number;
  /** Minimum insurance premium in rupiah. */
  readonly insuranceMin: number;
  /** De minimis in USD: taxes apply only when the shipment value exceeds it. */
  readonly taxRequirement: number;
  /** When true every country is priced all-in. */
  readonly isAllIn: boolean;
  /** When true every item is priced all-in. */
  readonly isAllInPrice: boolean;
  /** USD value at or below which no VAT is charged even when duty is (0 = no extra limit). */
  readonly ppnLowerLimit: number;
}

/** Billing of one source country (appsInfo billing.countries[slug] plus the host's all-in and warehouse settings). */
export interface CountryBilling {
  /** The whole country is priced all-in. */
  readonly isAllIn: boolean;
  /** Rupiah per charged kg covering freight, duty and taxes (all-in countries and items). */
  readonly allInRatePerKg: number;
  /** Rupiah per charged kg of air freight (taxes charged separately). */
  readonly airRatePerKg: number;
  /** Sea freight is offered from this country. */
  readonly seaEnabled: boolean;
  /** Rupiah per m3 of sea freight. */
  readonly seaRatePerCbm: number;
  /** Packing fee per unit. */
  readonly packingFee: ForeignAmount;
  /** Seller-to-warehouse shipping, per line. */
  readonly shippingToWarehouse: ForeignAmount;
}

export interface BillingConfig {
  readonly countries: Readonly<Record<CountryCode, CountryBilling>>;
  /** Wholesale (1688 and importer mode) all-in air rate per charged kg (spec section 9). */
  readonly wholesaleAirRatePerKg: number;
}

/** Rates of a product type (spec section 3, product_type). Absent or null = not known. */
export interface ProductTypeRates {
  readonly id?: string | number;
  readonly beaMasuk?: number | null;
  readonly ppn?: number | null;
  readonly pph?: number | null;
  readonly pphNonNpwp?: number | null;
  /** Rupiah per charged kg for wholesale air; overrides BillingConfig.wholesaleAirRatePerKg. */
  readonly freightAir1688?: number | null;
  /** Rupiah per m3 by country; overrides CountryBilling.seaRatePerCbm. */
  readonly seaRates?: Readonly<Partial<Record<CountryCode, number>>>;
  /** Packing fee per unit by country; overrides CountryBilling.packingFee. */
  readonly packingFee?: Readonly<Partial<Record<CountryCode, ForeignAmount>>>;
}

/** Rates of an HS code (the cart item's hscode: bm, ppn, pph). They win over the product type. */
export interface HsCodeRates {
  readonly code?: string;
  readonly beaMasuk?: number | null;
  readonly ppn?: number | null;
  readonly pph?: number | null;
  readonly pphNonNpwp?: number | null;
}

/** One cart line, already in grams and centimetres (see src/domain/units). */
export interface PriceLineInput {
  /** Echoed back in the breakdown (e.g. the cart_detail_code). */
  readonly id?: string;
  /** Unit price in `currency`. */
  readonly price: number;
  readonly currency: string;
  /** Number of units, a non-negative integer. */
  readonly quantity: number;
  /** Weight of one unit in grams. */
  readonly weightGrams: number;
  /** Dimensions of one unit in centimetres; absent = 0 (no volumetric weight). */
  readonly lengthCm?: number;
  readonly widthCm?: number;
  readonly heightCm?: number;
  readonly country: CountryCode;
  readonly marketplace: Marketplace;
  /** Requested track; sea falls back to air when sea is not available. Default 'udara'. */
  readonly track?: PackageTrack;
  readonly productType?: ProductTypeRates | null;
  readonly hsCode?: HsCodeRates | null;
  /** Default false: income tax uses pph_non_npwp. */
  readonly usingNpwp?: boolean;
  /** Importer mode: 1688 rules and zero sea freight. Default false. */
  readonly importerMode?: boolean;
  /** The account is premium: transactionPricePremium replaces transactionPrice. Default false. */
  readonly premium?: boolean;
  /** The item's is_all_in_price. Default false. */
  readonly isAllInPrice?: boolean;
  /** Insurance chosen (use_insurance). Default false. */
  readonly useInsurance?: boolean;
  /** Overrides the country's shipping to warehouse for this line. */
  readonly shippingToWarehouse?: ForeignAmount | null;
}

/** Cart-group options (spec section 3, cart group). */
export interface PriceGroupOptions {
  /** The group's is_all_in_price: every line of the group is priced all-in. */
  readonly isAllInPrice?: boolean;
}

export interface PricingContext {
  readonly exchangeRates: ExchangeRates;
  /** Merged over DEFAULT_RULES. */
  readonly rules?: Partial<PricingRules>;
  /** Defaults to DEFAULT_BILLING. */
  readonly billing?: BillingConfig;
}

/** Why a line is priced all-in; null when it is not. */
export type AllInBasis = 'wholesale' | 'item' | 'country';

/** Percents actually applied to a line's taxes. */
export interface AppliedTaxRates {
  readonly beaMasuk: number;
  readonly ppn: number;
  readonly incomeTax: number;
}

/** The integer-rupiah components that add up to a total. */
export interface AmountComponents {
  readonly goodsValue: number;
  readonly usTax: number;
  readonly shippingToWarehouse: number;
  readonly packingFee: number;
  readonly additionalTransaction: number;
  readonly insurance: number;
  readonly freight: number;
  readonly allIn: number;
  readonly importDuty: number;
  readonly vat: number;
  readonly incomeTax: number;
  readonly transactionFee: number;
}

/** Landed cost of one line. Every amount is integer rupiah. */
export interface LineBreakdown extends AmountComponents {
  readonly id?: string;
  /** Track actually priced (sea falls back to air when not available). */
  readonly track: PackageTrack;
  readonly seaAvailable: boolean;
  /** Basis of the all-in air charge (it replaces freight, duty and taxes); null on sea and on plain air. */
  readonly allInBasis: AllInBasis | null;
  /** Country or item all-in price (any track): no transaction fee and no additional transaction price. */
  readonly allInPrice: boolean;
  /** Import duty, VAT and income tax were computed. */
  readonly taxesApplied: boolean;
  /** Goods value in USD (price x quantity x rate / dollar rate), the de minimis test value. */
  readonly valueUsd: number;
  /** Charged weight on air or all-in air (500 g minimum, then whole kg); 0 on sea. */
  readonly chargedGrams: number;
  /** Charged volume on sea (minimum 0.1 m3); 0 on air. */
  readonly volumeCbm: number;
  /** CIF: goods value + insurance + freight; 0 when taxes do not apply. Not part of the total. */
  readonly customsValue: number;
  /** goods value + US tax + shipping to warehouse: the base of the transaction fee. */
  readonly subtotal: number;
  readonly totalTax: number;
  readonly total: number;
  readonly taxRates: AppliedTaxRates | null;
}

/** Landed cost of a cart group (one shipment). Sums are integer sums of the lines. */
export interface GroupBreakdown extends AmountComponents {
  readonly lines: readonly LineBreakdown[];
  readonly taxesApplied: boolean;
  /** Group goods value in USD counted against the de minimis. */
  readonly taxableValueUsd: number;
  /** The 25,000 minimum raised the group's transaction fee. */
  readonly transactionFeeMinimumApplied: boolean;
  readonly chargedGrams: number;
  readonly volumeCbm: number;
  readonly customsValue: number;
  readonly subtotal: number;
  readonly totalTax: number;
  readonly total: number;
}
