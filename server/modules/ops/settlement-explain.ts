// What a settlement stores so that the additional invoice and the wallet credit explain themselves
// (docs/settlement.md): the order and line, estimated against measured weight and dimensions
// (volumetric weight when there are dimensions, the sea volume on sea), the line's freight, duty, VAT
// and income tax before and after, the group's rows before and after whose differences add up
// exactly to the amount invoiced (+) or credited (-), and the reasons as codes the screens put into
// words. Every figure comes from the domain's pricing of the group (priceSettlementGroup), the same
// pricing the settlement's amount comes from.
import {
  priceSettlementGroup, type Settlement, type SettlementLine,
} from '../../../src/domain/fulfilment/index.ts';
import { volumetricGrams, type LineBreakdown, type PricingContext } from '../../../src/domain/pricing/index.ts';

/** The amount components of a landed price, as the invoices' `amounts` name them. */
export const COMPONENTS = [
  ['goods_value', 'goodsValue'], ['us_tax', 'usTax'], ['shipping_to_warehouse', 'shippingToWarehouse'], ['packing_fee', 'packingFee'],
  ['additional_transaction', 'additionalTransaction'], ['insurance', 'insurance'], ['freight', 'freight'], ['all_in', 'allIn'],
  ['import_duty', 'importDuty'], ['vat', 'vat'], ['income_tax', 'incomeTax'], ['transaction_fee', 'transactionFee'],
] as const satisfies readonly (readonly [string, keyof LineBreakdown])[];

export type ComponentKey = (typeof COMPONENTS)[number][0];
/** A row of the explanation: a component, the domestic shipping given back, or the part not credited. */
export type RowKey = ComponentKey | 'domestic_shipping' | 'not_credited' | 'other';

export interface ExplanationRow { key: RowKey; before: number; after: number; difference: number }

/** Weight and size of the line (one unit; charged figures for the whole line). */
export interface Figures {
  weight_grams: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  /** L x W x H / 5 of one unit, whole grams; null without dimensions. */
  volumetric_grams: number | null;
  /** Grams charged by air for the whole line (0 on sea). */
  charged_grams: number;
  /** Cubic metres charged by sea for the whole line (0 by air). */
  volume_cbm: number;
}

export interface LineParts { goods_value: number; freight: number; import_duty: number; vat: number; income_tax: number; insurance: number; total: number }

export type ReasonCode =
  | 'heavier' | 'lighter' | 'same_weight' | 'larger' | 'smaller' | 'dimensions_estimated' | 'sea_by_volume' | 'minimum_charge'
  | 'price_higher' | 'price_lower' | 'fewer_bought' | 'seller_shipping' | 'removed' | 'shipping_refund' | 'credit_capped' | 'no_change';

export interface SettlementExplanation {
  order_code: string;
  line_id: number | null;
  item_name: string;
  kind: string;
  track: 'udara' | 'laut';
  quantity: number;
  currency: string;
  price_estimated: number;
  price_paid: number | null;
  quantity_bought: number | null;
  estimated: Figures;
  measured: Figures | null;
  /** The measured dimensions were left empty: the estimated ones were used. */
  dimensions_estimated: boolean;
  line_before: LineParts | null;
  line_after: LineParts | null;
  rows: ExplanationRow[];
  before_total: number;
  after_total: number;
  difference: number;
  outcome: Settlement['outcome'];
  amount: number;
  reasons: ReasonCode[];
}

export interface ExplainInput {
  orderCode: string;
  orderLineId: number | null;
  itemName: string;
  kind: string;
  before: readonly SettlementLine[];
  after: readonly SettlementLine[];
  context: PricingContext;
  settlement: Settlement;
  shippingPrice: number;
  /** The measured dimensions were left empty (NULL): the estimated ones stand in. */
  dimensionsEstimated?: boolean;
}

const cm = (v: number | undefined): number | null => (v === undefined || v <= 0 ? null : v);

function figures(weight: number, l: number | undefined, w: number | undefined, h: number | undefined, b: LineBreakdown | undefined): Figures {
  const [length, width, height] = [cm(l), cm(w), cm(h)];
  const box = length !== null && width !== null && height !== null;
  return {
    weight_grams: weight, length_cm: length, width_cm: width, height_cm: height,
    volumetric_grams: box ? Math.round(volumetricGrams(length, width, height)) : null,
    charged_grams: b?.chargedGrams ?? 0, volume_cbm: b ? Math.round(b.volumeCbm * 10_000) / 10_000 : 0,
  };
}

function parts(b: LineBreakdown | undefined): LineParts | null {
  if (!b) return null;
  return { goods_value: b.goodsValue, freight: b.freight, import_duty: b.importDuty, vat: b.vat, income_tax: b.incomeTax, insurance: b.insurance, total: b.total };
}

function sums(lines: ReadonlyMap<string, LineBreakdown>): Record<ComponentKey, number> {
  const out = Object.fromEntries(COMPONENTS.map(([k]) => [k, 0])) as Record<ComponentKey, number>;
  for (const b of lines.values()) for (const [k, field] of COMPONENTS) out[k] += b[field] as number;
  return out;
}

/**
 * The rows of a settlement: every component that changed (group before and after), the domestic
 * shipping given back, and what was not credited (capped by what is left to give back, or an unpaid
 * additional invoice cancelled with the line). Their differences add up to +amount (an additional
 * invoice), -amount (a credit) or 0 (nothing settled).
 */
export function explanationRows(
  before: ReadonlyMap<string, LineBreakdown>, beforeTotal: number, after: ReadonlyMap<string, LineBreakdown>, afterTotal: number, s: Settlement, shippingPrice: number,
): ExplanationRow[] {
  const b = sums(before);
  const a = sums(after);
  const rows: ExplanationRow[] = [];
  for (const [k] of COMPONENTS) if (a[k] !== b[k]) rows.push({ key: k, before: b[k], after: a[k], difference: a[k] - b[k] });
  // The components are the landed totals' parts; anything else (never seen) is shown, not lost.
  const listed = rows.reduce((n, r) => n + r.difference, 0);
  if (listed !== afterTotal - beforeTotal) rows.push({ key: 'other', before: 0, after: 0, difference: afterTotal - beforeTotal - listed });
  if (s.shippingRefund > 0) rows.push({ key: 'domestic_shipping', before: shippingPrice, after: shippingPrice - s.shippingRefund, difference: -s.shippingRefund });
  const signed = s.outcome === 'additional_invoice' ? s.amount : s.outcome === 'credit' ? -s.amount : 0;
  if (signed !== s.difference) rows.push({ key: 'not_credited', before: 0, after: 0, difference: signed - s.difference });
  return rows;
}

function reasonsOf(x: ExplainInput, line: SettlementLine | undefined, prior: SettlementLine | undefined, est: Figures, meas: Figures | null, s: Settlement): ReasonCode[] {
  const out: ReasonCode[] = [];
  if (line && !line.active && prior?.active) out.push('removed');
  if (x.kind === 'receive' && meas) {
    const d = line?.description;
    const qty = d?.quantity ?? 1;
    if (meas.weight_grams > est.weight_grams) out.push('heavier');
    else if (meas.weight_grams < est.weight_grams) out.push('lighter');
    else out.push('same_weight');
    // Sizes compared only when both are known (a line checked out without sizes has no estimate to compare).
    const vol = (f: Figures) => (f.length_cm ?? 0) * (f.width_cm ?? 0) * (f.height_cm ?? 0);
    if (!x.dimensionsEstimated && vol(est) > 0 && vol(meas) > vol(est)) out.push('larger');
    else if (!x.dimensionsEstimated && vol(est) > 0 && vol(meas) < vol(est)) out.push('smaller');
    if (x.dimensionsEstimated) out.push('dimensions_estimated');
    if (d?.track === 'laut' && meas.volume_cbm > 0) out.push('sea_by_volume');
    // Both charged the same minimum (500 g or 0.1 m3) although the weights differ.
    else if (meas.charged_grams === est.charged_grams && meas.weight_grams * qty !== est.weight_grams * qty) out.push('minimum_charge');
  }
  if (x.kind === 'purchase' && line && prior) {
    const paid = line.pricePaid ?? null;
    const was = prior.pricePaid ?? prior.description.price;
    if (paid !== null && paid > was) out.push('price_higher');
    if (paid !== null && paid < was) out.push('price_lower');
    if (line.quantityBought !== null && line.quantityBought !== undefined && line.quantityBought < line.description.quantity) out.push('fewer_bought');
    if (line.sellerShipping !== null && line.sellerShipping !== undefined) out.push('seller_shipping');
  }
  if (s.shippingRefund > 0) out.push('shipping_refund');
  if (s.outcome === 'credit' && s.amount < -s.difference) out.push('credit_capped');
  if (s.difference === 0) out.push('no_change');
  return out;
}

/** The explanation of one settlement (stored with it, shown on the invoice, the wallet and the console). */
export function explainSettlement(x: ExplainInput): SettlementExplanation {
  const before = priceSettlementGroup(x.before, x.context);
  const after = priceSettlementGroup(x.after, x.context);
  const s = x.settlement;
  const key = x.orderLineId === null ? null : String(x.orderLineId);
  const line = key === null ? undefined : x.after.find((l) => l.key === key);
  const prior = key === null ? undefined : x.before.find((l) => l.key === key);
  const d = (line ?? prior)?.description;
  const bLine = key === null ? undefined : before.lines.get(key);
  const aLine = key === null ? undefined : after.lines.get(key);
  const est = figures(d?.weightGrams ?? 0, d?.lengthCm, d?.widthCm, d?.heightCm, bLine);
  const m = line?.measured ?? null;
  const meas = m === null ? null : x.dimensionsEstimated
    ? figures(m.weightGrams, undefined, undefined, undefined, aLine ?? bLine)
    : figures(m.weightGrams, m.lengthCm, m.widthCm, m.heightCm, aLine ?? bLine);
  return {
    order_code: x.orderCode,
    line_id: x.orderLineId,
    item_name: x.itemName,
    kind: x.kind,
    track: d?.track === 'laut' ? 'laut' : 'udara',
    quantity: d?.quantity ?? 0,
    currency: d?.currency ?? '',
    price_estimated: d?.price ?? 0,
    price_paid: line?.pricePaid ?? null,
    quantity_bought: line?.quantityBought ?? null,
    estimated: est,
    measured: meas,
    dimensions_estimated: Boolean(x.dimensionsEstimated),
    line_before: parts(bLine),
    line_after: parts(aLine),
    rows: explanationRows(before.lines, before.total, after.lines, after.total, s, x.shippingPrice),
    before_total: s.beforeTotal,
    after_total: s.afterTotal,
    difference: s.difference,
    outcome: s.outcome,
    amount: s.amount,
    reasons: reasonsOf(x, line, prior, est, meas, s),
  };
}

/**
 * The `amounts` of an additional invoice: its rows as the invoice's breakdown (each component the
 * difference it adds, so the rows add up to the total) and the explanation itself.
 */
export function additionalAmounts(e: SettlementExplanation, extra: Record<string, unknown>): Record<string, unknown> {
  const components = Object.fromEntries(COMPONENTS.map(([k]) => [k, e.rows.find((r) => r.key === k)?.difference ?? 0]));
  const other = e.rows.filter((r) => !COMPONENTS.some(([k]) => k === r.key)).reduce((n, r) => n + r.difference, 0);
  const totalTax = (components.import_duty ?? 0) + (components.vat ?? 0) + (components.income_tax ?? 0);
  return {
    ...components, total_tax: totalTax, landed: e.amount - other, domestic_shipping: other, voucher_discount: 0, total: e.amount,
    before_total: e.before_total, after_total: e.after_total, difference: e.difference, ...extra, explanation: e,
  };
}
