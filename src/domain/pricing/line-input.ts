/**
 * The one place where a cart line (stored, inline, on the product page, in the calculator) becomes
 * the PriceLineInput that priceLine/priceGroup take. It separates what the customer chooses from
 * what only the server knows (docs/pricing.md "Who decides what"):
 *
 * - the line itself: price, currency, quantity, weight, size, country, marketplace, requested
 *   track, product-type and HS-code rates;
 * - the customer's choices: insurance, and paying income tax at the NPWP rate;
 * - the server's facts: whether the item is priced all-in (decided from billing when the line was
 *   added), whether the account is an importer, whether it has an NPWP on file.
 *
 * A choice is honoured only where the facts allow it: the NPWP rate only with an NPWP on file.
 * Nothing the customer sends can turn on all-in or importer pricing.
 */
import { countryBilling, isSeaAvailable } from './freight';
import {
  COUNTRY_CODES,
  type BillingConfig,
  type CountryCode,
  type ForeignAmount,
  type HsCodeRates,
  type Marketplace,
  type PackageTrack,
  type PriceLineInput,
  type PricingRules,
  type ProductTypeRates,
} from './types';

/** What the customer chose for a line. Absent = not chosen. */
export interface LineChoices {
  /** Insure the goods (use_insurance). */
  readonly useInsurance?: boolean;
  /** Pay income tax at the NPWP rate (using_npwp); honoured only with an NPWP on file. */
  readonly usingNpwp?: boolean;
}

/** What only the server decides. */
export interface PricingFacts {
  /** The item's is_all_in_price (set by the server from billing when the line was added). */
  readonly isAllInPrice: boolean;
  /** The account has importer status (1688 rules, zero sea freight). */
  readonly importerMode: boolean;
  /** The account has an NPWP on file (an address with a non-empty npwp). */
  readonly hasNpwp: boolean;
  /** The account is premium (customers.premium_until in the future): the premium transaction fee. Absent = false. */
  readonly premium?: boolean;
}

/** The facts of a visitor without an account, and of an inline line nobody owns. */
export const GUEST_FACTS: PricingFacts = Object.freeze({ isAllInPrice: false, importerMode: false, hasNpwp: false });

/** A plain description of a line, in grams and centimetres (see src/domain/units). */
export interface LineDescription {
  /** Echoed back in the breakdown (cart_detail_code, inline id). */
  readonly id?: string;
  /** Unit price in `currency`. */
  readonly price: number;
  /** ISO code, any case. */
  readonly currency: string;
  readonly quantity: number;
  /** Grams of one unit. */
  readonly weightGrams: number;
  /** Centimetres of one unit; absent = 0. */
  readonly lengthCm?: number;
  readonly widthCm?: number;
  readonly heightCm?: number;
  /** Country slug; anything else is priced as China (the stored default). */
  readonly country: CountryCode | string;
  /** '1688', 'taobao', 'tmall'; anything else is 'other'. */
  readonly marketplace: Marketplace | string;
  /** The track asked for; check it with checkTrack. Default 'udara'. */
  readonly track?: PackageTrack;
  readonly productType?: ProductTypeRates | null;
  readonly hsCode?: HsCodeRates | null;
  readonly choices?: LineChoices;
  /** Overrides the country's shipping to warehouse for this line. */
  readonly shippingToWarehouse?: ForeignAmount | null;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** A country slug as the pricing module knows it (unknown = 'china', the stored default). */
export function asCountryCode(value: string): CountryCode {
  return isCountryCode(value) ? value : 'china';
}

/** A marketplace as the pricing module knows it ('1688', 'taobao', 'tmall', else 'other'). */
export function asMarketplace(value: string): Marketplace {
  return value === '1688' || value === 'taobao' || value === 'tmall' ? value : 'other';
}

/**
 * The pricing input of a line: the line as described, the customer's choices as far as the
 * server's facts allow them, and the server's facts.
 */
export function buildPriceLineInput(line: LineDescription, facts: PricingFacts): PriceLineInput {
  const choices = line.choices ?? {};
  const input: PriceLineInput = {
    price: line.price,
    currency: line.currency.toUpperCase(),
    quantity: line.quantity,
    weightGrams: line.weightGrams,
    lengthCm: line.lengthCm ?? 0,
    widthCm: line.widthCm ?? 0,
    heightCm: line.heightCm ?? 0,
    country: asCountryCode(line.country),
    marketplace: asMarketplace(line.marketplace),
    track: line.track ?? 'udara',
    productType: line.productType ?? null,
    hsCode: line.hsCode ?? null,
    usingNpwp: choices.usingNpwp === true && facts.hasNpwp,
    importerMode: facts.importerMode,
    isAllInPrice: facts.isAllInPrice,
    useInsurance: choices.useInsurance === true,
  };
  const extra: { id?: string; shippingToWarehouse?: ForeignAmount; premium?: true } = {};
  if (line.id !== undefined) extra.id = line.id;
  if (facts.premium === true) extra.premium = true;
  if (line.shippingToWarehouse) extra.shippingToWarehouse = line.shippingToWarehouse;
  return { ...input, ...extra };
}

/** Why a requested track cannot be priced. */
export const SEA_NOT_AVAILABLE = 'SEA_NOT_AVAILABLE';
export type TrackProblem = typeof SEA_NOT_AVAILABLE;

/**
 * Sea asked for where it is not offered (isSeaAvailable: a sea-enabled country, not 1688 unless
 * the account is an importer) is a problem to report, never a silent switch to air. Null when
 * the track can be priced as asked. An unknown country has no sea.
 */
export function checkTrack(
  line: Pick<LineDescription, 'country' | 'marketplace' | 'track'>,
  facts: Pick<PricingFacts, 'importerMode'>,
  billing?: BillingConfig,
): TrackProblem | null {
  if (line.track !== 'laut') return null;
  if (!isCountryCode(line.country)) return SEA_NOT_AVAILABLE;
  const offered = isSeaAvailable(
    { country: line.country, marketplace: asMarketplace(line.marketplace), importerMode: facts.importerMode },
    billing,
  );
  return offered ? null : SEA_NOT_AVAILABLE;
}

/**
 * The server's is_all_in_price of a new line: the item is all-in when its country's billing (the
 * store host's) or the rules price it all-in. Decided by the server when the line is added.
 */
export function allInPriceFromBilling(
  country: CountryCode | string,
  billing: BillingConfig,
  rules?: Partial<Pick<PricingRules, 'isAllIn' | 'isAllInPrice'>>,
): boolean {
  if (rules?.isAllIn === true || rules?.isAllInPrice === true) return true;
  if (!isCountryCode(country)) return false;
  return countryBilling(billing, country).isAllIn;
}
