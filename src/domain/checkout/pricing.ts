/**
 * Prices of a checkout (docs/api/orders.md): each shipment priced by priceGroup of
 * src/domain/pricing, with its lines priced all-in forming their own sub-group (as the cart's
 * list-group does); the order's totals add the domestic shipping and take off the voucher.
 */
import {
  chargedGrams,
  lineGrams,
  priceGroup,
  type AmountComponents,
  type GroupBreakdown,
  type LineBreakdown,
  type PriceLineInput,
  type PricingContext,
} from '../pricing';

export interface SubGroup {
  readonly isAllInPrice: boolean;
  readonly breakdown: GroupBreakdown;
}

export interface ShipmentPrice {
  /** Not all-in first, then all-in; empty ones left out. */
  readonly subGroups: readonly SubGroup[];
  /** The sub-groups summed (lines in sub-group order). */
  readonly summary: GroupBreakdown;
  /** One breakdown per input, in the inputs' order. */
  readonly lines: readonly LineBreakdown[];
  /** Grams the domestic courier charges for: air lines' charged grams, sea lines' own weight charged the same way. */
  readonly chargedGrams: number;
}

const COMPONENT_KEYS = [
  'goodsValue', 'usTax', 'shippingToWarehouse', 'packingFee', 'additionalTransaction', 'insurance',
  'freight', 'allIn', 'importDuty', 'vat', 'incomeTax', 'transactionFee',
] as const satisfies readonly (keyof AmountComponents)[];

const GROUP_SUM_KEYS = [
  ...COMPONENT_KEYS, 'customsValue', 'subtotal', 'totalTax', 'total', 'chargedGrams', 'volumeCbm', 'taxableValueUsd',
] as const satisfies readonly (keyof GroupBreakdown)[];

type GroupSums = Record<(typeof GROUP_SUM_KEYS)[number], number>;

/** Several group breakdowns as one (every amount summed; flags true when any is). */
export function combineGroups(groups: readonly GroupBreakdown[]): GroupBreakdown {
  const sums = {} as GroupSums;
  for (const key of GROUP_SUM_KEYS) sums[key] = 0;
  for (const g of groups) for (const key of GROUP_SUM_KEYS) sums[key] += g[key];
  return {
    ...sums,
    lines: groups.flatMap((g) => g.lines),
    taxesApplied: groups.some((g) => g.taxesApplied),
    transactionFeeMinimumApplied: groups.some((g) => g.transactionFeeMinimumApplied),
  };
}

/** Prices one shipment. */
export function priceShipment(inputs: readonly PriceLineInput[], context: PricingContext): ShipmentPrice {
  const subGroups: SubGroup[] = [];
  const lines: LineBreakdown[] = new Array<LineBreakdown>(inputs.length);
  for (const allIn of [false, true]) {
    const indices = inputs.flatMap((input, i) => ((input.isAllInPrice ?? false) === allIn ? [i] : []));
    if (indices.length === 0) continue;
    const breakdown = priceGroup(indices.map((i) => inputs[i] as PriceLineInput), context, { isAllInPrice: allIn });
    breakdown.lines.forEach((line, k) => { lines[indices[k] ?? 0] = line; });
    subGroups.push({ isAllInPrice: allIn, breakdown });
  }
  const summary = combineGroups(subGroups.map((g) => g.breakdown));
  let grams = 0;
  lines.forEach((line, i) => {
    const input = inputs[i];
    grams += line.chargedGrams > 0 || input === undefined ? line.chargedGrams : chargedGrams(lineGrams(input));
  });
  return { subGroups, summary, lines, chargedGrams: grams };
}

export interface ShippingOption {
  readonly courier: string;
  readonly service: string;
  readonly description: string;
  readonly price: number;
  readonly etd: string;
}

/**
 * The chosen courier service (compared case-insensitively), or the cheapest option when none is
 * chosen (the first of equals). undefined: the choice is not offered, or there is no option.
 */
export function chooseShipping(
  options: readonly ShippingOption[],
  choice?: { readonly courier: string; readonly service: string },
): ShippingOption | undefined {
  if (choice !== undefined) {
    const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
    return options.find((o) => same(o.courier, choice.courier) && same(o.service, choice.service));
  }
  let best: ShippingOption | undefined;
  for (const o of options) if (best === undefined || o.price < best.price) best = o;
  return best;
}

export interface OrderTotals extends AmountComponents {
  readonly totalTax: number;
  /** Sum of the shipments' landed totals (goods, fees, freight, taxes). */
  readonly landed: number;
  readonly domesticShipping: number;
  readonly voucherDiscount: number;
  /** landed + domestic shipping - voucher discount, never below 0. */
  readonly total: number;
}

/** Totals of an order from its shipments' summaries and shipping prices. */
export function orderTotals(
  shipments: readonly { readonly summary: GroupBreakdown; readonly shippingPrice: number }[],
  voucherDiscount: number,
): OrderTotals {
  const sums = {} as Record<(typeof COMPONENT_KEYS)[number], number>;
  for (const key of COMPONENT_KEYS) sums[key] = 0;
  let totalTax = 0;
  let landed = 0;
  let domesticShipping = 0;
  for (const s of shipments) {
    for (const key of COMPONENT_KEYS) sums[key] += s.summary[key];
    totalTax += s.summary.totalTax;
    landed += s.summary.total;
    domesticShipping += s.shippingPrice;
  }
  const discount = Math.max(0, Math.min(Math.floor(voucherDiscount), landed));
  return { ...sums, totalTax, landed, domesticShipping, voucherDiscount: discount, total: Math.max(0, landed + domesticShipping - discount) };
}
