/**
 * Pricing of a cart group (one shipment) and of a single line (a group of one).
 *
 * Group-level decisions:
 * - the tax requirement (de minimis, USD 3) is tested on the summed USD value
 *   of the group's tax candidates (air lines that are not all-in), because the
 *   regulation counts per recipient per shipment;
 * - the 25,000 transaction-fee minimum applies once per group and its top-up
 *   is spread over the lines, so line totals still sum to the group total.
 */
import { DEFAULT_BILLING, withRules } from './defaults';
import { PricingError } from './errors';
import { applyTransactionFeeMinimum } from './fees';
import { finishLine, prepareLine, type ResolvedContext } from './line';
import { exceedsUsd } from './taxes';
import type {
  GroupBreakdown,
  LineBreakdown,
  PriceGroupOptions,
  PriceLineInput,
  PricingContext,
} from './types';

/** Fills in the default rules and billing and resolves the dollar rate. */
export function resolveContext(context: PricingContext): ResolvedContext {
  const rules = withRules(context.rules);
  const rates = context.exchangeRates;
  const usd = Object.hasOwn(rates, 'USD') ? rates.USD : undefined;
  const dollarRate = usd !== undefined && Number.isFinite(usd) && usd > 0 ? usd : rules.kursDollar;
  if (!Number.isFinite(dollarRate) || dollarRate <= 0) {
    throw new PricingError('pricing.no_dollar_rate', 'neither exchangeRates.USD nor rules.kursDollar is a positive number');
  }
  return { rules, billing: context.billing ?? DEFAULT_BILLING, rates, dollarRate };
}

/** Every amount of a line breakdown that a group sums (integers). */
export const AMOUNT_KEYS = [
  'goodsValue',
  'usTax',
  'shippingToWarehouse',
  'packingFee',
  'additionalTransaction',
  'insurance',
  'freight',
  'allIn',
  'importDuty',
  'vat',
  'incomeTax',
  'transactionFee',
  'customsValue',
  'subtotal',
  'totalTax',
  'total',
  'chargedGrams',
] as const satisfies readonly (keyof LineBreakdown)[];

type SummedKey = (typeof AMOUNT_KEYS)[number];

function sumLines(lines: readonly LineBreakdown[]): Record<SummedKey, number> {
  const sums = {} as Record<SummedKey, number>;
  for (const key of AMOUNT_KEYS) sums[key] = 0;
  for (const line of lines) {
    for (const key of AMOUNT_KEYS) sums[key] += line[key];
  }
  return sums;
}

/** Landed cost of a cart group (one shipment): every line priced, amounts summed as integers. */
export function priceGroup(
  lines: readonly PriceLineInput[],
  context: PricingContext,
  options: PriceGroupOptions = {},
): GroupBreakdown {
  const ctx = resolveContext(context);
  const prepared = lines.map((line) => prepareLine(line, ctx, options));

  let taxableValueUsd = 0;
  for (const line of prepared) if (line.taxCandidate) taxableValueUsd += line.valueUsd;
  const taxable = exceedsUsd(taxableValueUsd, ctx.rules.taxRequirement);
  const fees = applyTransactionFeeMinimum(prepared.map((line) => line.transactionFeeBase));

  const priced = prepared.map((line, index) =>
    finishLine(line, ctx, taxable, taxableValueUsd, fees.fees[index] ?? 0),
  );
  let volumeCbm = 0;
  for (const line of priced) volumeCbm += line.volumeCbm;

  return {
    lines: priced,
    ...sumLines(priced),
    volumeCbm,
    taxesApplied: priced.some((line) => line.taxesApplied),
    taxableValueUsd,
    transactionFeeMinimumApplied: fees.minimumApplied,
  };
}

/** Landed cost of one line, priced as a cart group of its own. */
export function priceLine(line: PriceLineInput, context: PricingContext, options: PriceGroupOptions = {}): LineBreakdown {
  const [only] = priceGroup([line], context, options).lines;
  if (!only) throw new PricingError('pricing.invalid_input', 'no line priced');
  return only;
}
