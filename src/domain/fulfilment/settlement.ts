/**
 * Settling a price change after payment (docs/operations-console.md "Settlement"). A line is
 * re-priced with what became known (the price actually paid to the seller, the seller's shipping,
 * the measured weight and dimensions), or leaves its group (cancelled, out of stock, refunded),
 * and its shipment group is priced again exactly as the checkout priced it: every line through
 * buildPriceLineInput, the group through priceShipment (de minimis, transaction-fee minimum and
 * all-in sub-groups per shipment). The difference of the group's landed totals is settled:
 * more -> an `additional` invoice; less -> a wallet credit, never above what is left to give back.
 * No amount is ever negative.
 */
import { priceShipment } from '../checkout';
import {
  buildPriceLineInput, type LineBreakdown, type LineDescription, type PriceLineInput, type PricingContext, type PricingFacts,
} from '../pricing';

/** Measured figures of one unit. */
export interface Measured {
  readonly weightGrams: number;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

/** A line of a shipment group as known now. */
export interface SettlementLine {
  /** The line's id (echoed as the breakdown's id). */
  readonly key: string;
  /** The line as checked out (price, currency, quantity, measures, country, choices, rates). */
  readonly description: LineDescription;
  /** The server's facts at checkout (all-in, importer, NPWP on file). */
  readonly facts: PricingFacts;
  /** Still part of the goods (false once cancelled, out of stock or refunded). */
  readonly active: boolean;
  /** Unit price actually paid to the seller, in the line's currency (null: not bought yet). */
  readonly pricePaid?: number | null;
  /** The seller's shipping to our warehouse actually paid for the line, in the line's currency. */
  readonly sellerShipping?: number | null;
  /** Measured at the warehouse (null: not received yet). */
  readonly measured?: Measured | null;
  /**
   * How many the seller could sell us, when fewer than ordered (1..quantity; null: all of them).
   * The rest is not bought: the line is priced for this many and the difference credited.
   */
  readonly quantityBought?: number | null;
}

export type SettlementOutcome = 'additional_invoice' | 'credit' | 'none';

export interface Settlement {
  /** The group's landed total before and after the change (integer rupiah). */
  readonly beforeTotal: number;
  readonly afterTotal: number;
  /** Domestic shipping given back because the shipment has no live line left. */
  readonly shippingRefund: number;
  /** afterTotal - beforeTotal - shippingRefund: positive = the customer owes, negative = we owe. */
  readonly difference: number;
  readonly outcome: SettlementOutcome;
  /** What is invoiced or credited: never negative. */
  readonly amount: number;
}

export class SettlementError extends Error {
  readonly code: 'settlement.invalid_input';
  constructor(detail: string) {
    super(`settlement.invalid_input: ${detail}`);
    this.name = 'SettlementError';
    this.code = 'settlement.invalid_input';
  }
}

function finiteNonNegative(value: number | null | undefined, name: string): void {
  if (value === null || value === undefined) return;
  if (!Number.isFinite(value) || value < 0) throw new SettlementError(`${name} must be a finite number >= 0`);
}

/** The pricing input of a line as known now (buildPriceLineInput over the updated description). */
export function settlementInput(line: SettlementLine): PriceLineInput {
  finiteNonNegative(line.pricePaid, 'pricePaid');
  finiteNonNegative(line.sellerShipping, 'sellerShipping');
  const bought = line.quantityBought;
  if (bought !== null && bought !== undefined && (!Number.isInteger(bought) || bought < 1 || bought > line.description.quantity)) {
    throw new SettlementError('quantityBought must be an integer from 1 to the quantity ordered');
  }
  const m = line.measured;
  if (m) {
    finiteNonNegative(m.weightGrams, 'measured.weightGrams');
    finiteNonNegative(m.lengthCm, 'measured.lengthCm');
    finiteNonNegative(m.widthCm, 'measured.widthCm');
    finiteNonNegative(m.heightCm, 'measured.heightCm');
  }
  const d = line.description;
  const description: LineDescription = {
    ...d,
    id: line.key,
    price: line.pricePaid ?? d.price,
    ...(bought !== null && bought !== undefined ? { quantity: bought } : {}),
    ...(m ? { weightGrams: m.weightGrams, lengthCm: m.lengthCm, widthCm: m.widthCm, heightCm: m.heightCm } : {}),
    ...(line.sellerShipping !== null && line.sellerShipping !== undefined
      ? { shippingToWarehouse: { amount: line.sellerShipping, currency: d.currency } }
      : {}),
  };
  return buildPriceLineInput(description, line.facts);
}

export interface GroupPrice {
  /** The group's landed total (0 without a live line). */
  readonly total: number;
  /** Each live line's breakdown, by key. */
  readonly lines: ReadonlyMap<string, LineBreakdown>;
}

/** Prices the live lines of a shipment group as the checkout does. */
export function priceSettlementGroup(lines: readonly SettlementLine[], context: PricingContext): GroupPrice {
  const live = lines.filter((l) => l.active);
  if (live.length === 0) return { total: 0, lines: new Map() };
  const price = priceShipment(live.map(settlementInput), context);
  return { total: price.summary.total, lines: new Map(live.map((l, i) => [l.key, price.lines[i] as LineBreakdown])) };
}

export interface SettleOptions {
  /** The shipment's domestic shipping, given back when its last live line leaves. */
  readonly shippingPrice?: number;
  /** What can still be credited for the order (paid, plus additional paid, minus credited). */
  readonly refundable: number;
  /** Unpaid additional invoices of the lines leaving (cancelled with them, so not given back). */
  readonly unpaidAdditional?: number;
}

/** Outcome of a difference: positive invoiced, negative credited within the cap, else none. */
export function settleDifference(difference: number, refundable: number, unpaidAdditional = 0): Pick<Settlement, 'outcome' | 'amount'> {
  if (!Number.isSafeInteger(difference)) throw new SettlementError('difference must be an integer');
  if (difference > 0) return { outcome: 'additional_invoice', amount: difference };
  const credit = Math.max(0, Math.min(-difference - Math.max(0, unpaidAdditional), Math.max(0, refundable)));
  return credit > 0 ? { outcome: 'credit', amount: credit } : { outcome: 'none', amount: 0 };
}

/** The settlement of a change of a shipment group (the same lines before and after). */
export function settle(before: readonly SettlementLine[], after: readonly SettlementLine[], context: PricingContext, options: SettleOptions): Settlement {
  const beforeTotal = priceSettlementGroup(before, context).total;
  const afterTotal = priceSettlementGroup(after, context).total;
  const wasLive = before.some((l) => l.active);
  const isLive = after.some((l) => l.active);
  const shippingRefund = wasLive && !isLive ? Math.max(0, Math.floor(options.shippingPrice ?? 0)) : 0;
  const difference = afterTotal - beforeTotal - shippingRefund;
  return { beforeTotal, afterTotal, shippingRefund, difference, ...settleDifference(difference, options.refundable, options.unpaidAdditional) };
}

/** Replaces one line of a group (by key) with its new version. */
export function withLine(lines: readonly SettlementLine[], key: string, change: Partial<Omit<SettlementLine, 'key'>>): SettlementLine[] {
  let found = false;
  const next = lines.map((l) => {
    if (l.key !== key) return l;
    found = true;
    return { ...l, ...change };
  });
  if (!found) throw new SettlementError(`no line ${key} in the group`);
  return next;
}

/**
 * What can still be credited for an order: what the customer paid (the checkout invoice and the
 * additional invoices paid) minus what was already credited; never below 0.
 */
export function refundableOf(paid: number, additionalPaid: number, credited: number): number {
  return Math.max(0, paid + additionalPaid - credited);
}
