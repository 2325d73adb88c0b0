/**
 * One line, in two steps. prepareLine computes everything that depends on
 * the line alone; finishLine adds what depends on its cart group (whether
 * taxes apply, the transaction fee after the group minimum) and the totals.
 */
import { assertCount, assertNonNegative, PricingError } from './errors';
import {
  chargedGrams,
  countryBilling,
  freightByVolume,
  freightByWeight,
  isSeaAvailable,
  lineGrams,
  lineVolumeCbm,
  seaRatePerCbm,
  wholesaleAirRate,
} from './freight';
import {
  additionalTransaction,
  insurancePremium,
  packingFee,
  packingFeePerUnit,
  shippingToWarehouse,
  transactionFeeBeforeMinimum,
  usSalesTax,
} from './fees';
import { rateOf, roundRupiah, sumRupiah } from './money';
import { computeImportTaxes, exceedsUsd, resolveTaxRates } from './taxes';
import type {
  AllInBasis,
  AmountComponents,
  BillingConfig,
  ExchangeRates,
  LineBreakdown,
  PackageTrack,
  PriceGroupOptions,
  PriceLineInput,
  PricingRules,
} from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Context with defaults filled in and the dollar rate resolved. */
export interface ResolvedContext {
  readonly rules: PricingRules;
  readonly billing: BillingConfig;
  readonly rates: ExchangeRates;
  /** Rupiah per USD: the exchange rates' USD, else rules.kursDollar. */
  readonly dollarRate: number;
}

/** A line priced up to, but not including, taxes and the transaction fee. */
export interface PreparedLine {
  readonly input: PriceLineInput;
  readonly track: PackageTrack;
  readonly seaAvailable: boolean;
  readonly allInBasis: AllInBasis | null;
  /** Country or item all-in: no transaction fee and no additional transaction price. */
  readonly feeWaived: boolean;
  /** Air line that is not all-in: taxes apply if its group exceeds the tax requirement. */
  readonly taxCandidate: boolean;
  readonly valueUsd: number;
  readonly chargedGrams: number;
  readonly volumeCbm: number;
  readonly goodsValue: number;
  readonly usTax: number;
  readonly shippingToWarehouse: number;
  readonly packingFee: number;
  readonly additionalTransaction: number;
  readonly insurance: number;
  readonly freight: number;
  readonly allIn: number;
  readonly subtotal: number;
  /** Transaction fee before the group minimum. */
  readonly transactionFeeBase: number;
}

function validate(line: PriceLineInput): void {
  assertNonNegative('price', line.price);
  assertCount('quantity', line.quantity);
  assertNonNegative('weightGrams', line.weightGrams);
  assertNonNegative('lengthCm', line.lengthCm ?? 0);
  assertNonNegative('widthCm', line.widthCm ?? 0);
  assertNonNegative('heightCm', line.heightCm ?? 0);
  if (line.track !== undefined && line.track !== 'udara' && line.track !== 'laut') {
    throw new PricingError('pricing.invalid_input', `track must be 'udara' or 'laut', got '${String(line.track)}'`);
  }
}

export function prepareLine(line: PriceLineInput, ctx: ResolvedContext, group: PriceGroupOptions = {}): PreparedLine {
  validate(line);
  const { rules, billing, rates } = ctx;
  const country = countryBilling(billing, line.country);
  const quantity = line.quantity;
  const empty = quantity === 0;

  const seaAvailable = isSeaAvailable(line, billing);
  const track: PackageTrack = line.track === 'laut' && seaAvailable ? 'laut' : 'udara';
  const wholesale = line.marketplace === '1688' || line.importerMode === true;
  const itemAllIn = line.isAllInPrice === true || group.isAllInPrice === true || rules.isAllInPrice;
  const countryAllIn = country.isAllIn || rules.isAllIn;
  const feeWaived = itemAllIn || countryAllIn;
  const allInBasis: AllInBasis | null =
    track === 'laut' ? null : wholesale ? 'wholesale' : itemAllIn ? 'item' : countryAllIn ? 'country' : null;

  const goodsRaw = line.price * quantity * rateOf(rates, line.currency);
  const goodsValue = roundRupiah(goodsRaw);
  const valueUsd = goodsRaw / ctx.dollarRate;

  const charged = track === 'udara' && !empty ? chargedGrams(lineGrams(line)) : 0;
  const volumeCbm = track === 'laut' && !empty ? lineVolumeCbm(line) : 0;
  let freight = 0;
  let allIn = 0;
  if (track === 'laut') {
    freight = line.importerMode === true ? 0 : freightByVolume(seaRatePerCbm(line.country, country, line.productType), volumeCbm);
  } else if (allInBasis !== null) {
    const rate = allInBasis === 'wholesale' ? wholesaleAirRate(billing, line.productType) : country.allInRatePerKg;
    allIn = freightByWeight(rate, charged);
  } else {
    freight = freightByWeight(country.airRatePerKg, charged);
  }

  const usTax = usSalesTax(line.country, goodsValue, rules);
  const toWarehouse = empty ? 0 : shippingToWarehouse(line.shippingToWarehouse, country, rates);
  const subtotal = goodsValue + usTax + toWarehouse;
  const additional = feeWaived || empty ? 0 : additionalTransaction(line.country, rules, ctx.dollarRate);

  return {
    input: line,
    track,
    seaAvailable,
    allInBasis,
    feeWaived,
    taxCandidate: track === 'udara' && allInBasis === null && !empty,
    valueUsd,
    chargedGrams: charged,
    volumeCbm,
    goodsValue,
    usTax,
    shippingToWarehouse: toWarehouse,
    packingFee: packingFee(packingFeePerUnit(line.country, country, line.productType), quantity, rates),
    additionalTransaction: additional,
    insurance: empty ? 0 : insurancePremium(goodsValue, rules, line.useInsurance === true),
    freight,
    allIn,
    subtotal,
    transactionFeeBase: feeWaived ? 0 : transactionFeeBeforeMinimum(subtotal, freight, rules, line.premium === true),
  };
}

/** The components that make up a total, in one list (the total is their integer sum). */
export function componentsOf(c: AmountComponents): readonly number[] {
  return [
    c.goodsValue,
    c.usTax,
    c.shippingToWarehouse,
    c.packingFee,
    c.additionalTransaction,
    c.insurance,
    c.freight,
    c.allIn,
    c.importDuty,
    c.vat,
    c.incomeTax,
    c.transactionFee,
  ];
}

/**
 * Completes a prepared line. taxable: its group exceeds the tax requirement;
 * groupValueUsd: the group value tested against ppn_lower_limit.
 */
export function finishLine(
  prepared: PreparedLine,
  ctx: ResolvedContext,
  taxable: boolean,
  groupValueUsd: number,
  transactionFee: number,
): LineBreakdown {
  const { input } = prepared;
  const taxesApplied = taxable && prepared.taxCandidate;
  const taxRates = taxesApplied
    ? resolveTaxRates(input.hsCode, input.productType, ctx.rules, input.usingNpwp === true)
    : null;
  const customsValue = taxesApplied ? prepared.goodsValue + prepared.insurance + prepared.freight : 0;
  const taxes = taxRates
    ? computeImportTaxes(customsValue, taxRates, exceedsUsd(groupValueUsd, ctx.rules.ppnLowerLimit))
    : { importDuty: 0, vat: 0, incomeTax: 0 };

  const amounts: AmountComponents = {
    goodsValue: prepared.goodsValue,
    usTax: prepared.usTax,
    shippingToWarehouse: prepared.shippingToWarehouse,
    packingFee: prepared.packingFee,
    additionalTransaction: prepared.additionalTransaction,
    insurance: prepared.insurance,
    freight: prepared.freight,
    allIn: prepared.allIn,
    importDuty: taxes.importDuty,
    vat: taxes.vat,
    incomeTax: taxes.incomeTax,
    transactionFee,
  };
  const breakdown: Mutable<LineBreakdown> = {
    track: prepared.track,
    seaAvailable: prepared.seaAvailable,
    allInBasis: prepared.allInBasis,
    allInPrice: prepared.feeWaived,
    taxesApplied,
    valueUsd: prepared.valueUsd,
    chargedGrams: prepared.chargedGrams,
    volumeCbm: prepared.volumeCbm,
    goodsValue: amounts.goodsValue,
    usTax: amounts.usTax,
    shippingToWarehouse: amounts.shippingToWarehouse,
    packingFee: amounts.packingFee,
    additionalTransaction: amounts.additionalTransaction,
    insurance: amounts.insurance,
    freight: amounts.freight,
    allIn: amounts.allIn,
    importDuty: amounts.importDuty,
    vat: amounts.vat,
    incomeTax: amounts.incomeTax,
    transactionFee,
    customsValue,
    subtotal: prepared.subtotal,
    totalTax: taxes.importDuty + taxes.vat + taxes.incomeTax,
    total: sumRupiah(componentsOf(amounts)),
    taxRates,
  };
  if (input.id !== undefined) breakdown.id = input.id;
  return breakdown;
}
