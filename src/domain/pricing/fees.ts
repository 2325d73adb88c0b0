/**
 * Fees of a line other than freight and taxes: insurance, packing fee, the
 * additional transaction price of China and US lines, US sales tax, shipping
 * to warehouse and the transaction fee with its 25,000 minimum.
 */
import { TRANSACTION_FEE_MINIMUM } from './defaults';
import { foreignToRupiah, percentOf, roundRupiah } from './money';
import type {
  CountryBilling,
  CountryCode,
  ExchangeRates,
  ForeignAmount,
  PricingRules,
  ProductTypeRates,
} from './types';

/** Insurance when chosen: max(goods value x insurance %, insurance minimum); else 0. */
export function insurancePremium(goodsValue: number, rules: PricingRules, chosen: boolean): number {
  if (!chosen) return 0;
  return Math.max(percentOf(goodsValue, rules.insurance, 'round'), roundRupiah(rules.insuranceMin));
}

/** Packing fee per unit: the product type's for the country, else the country's. */
export function packingFeePerUnit(
  country: CountryCode,
  billing: CountryBilling,
  productType: ProductTypeRates | null | undefined,
): ForeignAmount {
  return productType?.packingFee?.[country] ?? billing.packingFee;
}

/** Packing fee: fee per unit x quantity x the rate of its currency. */
export function packingFee(perUnit: ForeignAmount, quantity: number, rates: ExchangeRates): number {
  return foreignToRupiah(perUnit, rates, quantity);
}

/** China and US lines add transaction_price_additional (USD) x the dollar rate. */
export function additionalTransaction(country: CountryCode, rules: PricingRules, dollarRate: number): number {
  if (country !== 'china' && country !== 'us') return 0;
  return roundRupiah(rules.transactionPriceAdditional * dollarRate);
}

/** US sales tax: us_tax % of the goods value of US lines. */
export function usSalesTax(country: CountryCode, goodsValue: number, rules: PricingRules): number {
  return country === 'us' ? percentOf(goodsValue, rules.usTax, 'round') : 0;
}

/** Shipping to warehouse: the line's own value, else the country's, converted to rupiah. */
export function shippingToWarehouse(
  own: ForeignAmount | null | undefined,
  billing: CountryBilling,
  rates: ExchangeRates,
): number {
  return foreignToRupiah(own ?? billing.shippingToWarehouse, rates);
}

/** The transaction fee percent on the subtotal: the premium rule for a premium account when the rules set one. */
export function transactionPricePercent(rules: PricingRules, premium = false): number {
  const premiumPercent = rules.transactionPricePremium;
  return premium && premiumPercent !== null && premiumPercent !== undefined ? premiumPercent : rules.transactionPrice;
}

/**
 * Transaction fee before the minimum: transaction_price % x subtotal + transaction_freight % x freight
 * (transaction_price_premium % instead of transaction_price % for a premium account).
 */
export function transactionFeeBeforeMinimum(subtotal: number, freight: number, rules: PricingRules, premium = false): number {
  return percentOf(subtotal, transactionPricePercent(rules, premium), 'round') + percentOf(freight, rules.transactionFreight, 'round');
}

export interface TransactionFees {
  /** Fee of each line, in input order; sums to `total`. */
  readonly fees: readonly number[];
  readonly total: number;
  readonly minimumApplied: boolean;
}

/**
 * Applies the 25,000 minimum to the fees of one cart group: when their sum is
 * above 0 and below the minimum, it becomes the minimum and the difference is
 * spread over the lines in proportion to their fees (largest remainder, ties
 * to the earlier line), so line fees stay integers that sum to the group fee.
 */
export function applyTransactionFeeMinimum(
  fees: readonly number[],
  minimum: number = TRANSACTION_FEE_MINIMUM,
): TransactionFees {
  let sum = 0;
  for (const fee of fees) sum += fee;
  if (sum <= 0 || sum >= minimum) return { fees, total: sum, minimumApplied: false };

  const topUp = minimum - sum;
  const shares = fees.map((fee) => Math.floor((topUp * fee) / sum));
  let left = topUp - shares.reduce((a, b) => a + b, 0);
  const order = fees
    .map((fee, index) => ({ index, remainder: (topUp * fee) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return {
    fees: fees.map((fee, index) => fee + (shares[index] ?? 0)),
    total: minimum,
    minimumApplied: true,
  };
}
