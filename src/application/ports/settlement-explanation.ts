/**
 * What a settlement was made of (docs/settlement.md; the server stores it at settlement): the order
 * and line, estimated against measured weight and sizes, the line's freight, duty, VAT and income
 * tax before and after, and rows whose differences add up to the amount invoiced (+) or credited (-).
 * The reasons are codes the screens put into words.
 */
export interface ExplanationFigures {
  /** One unit. */
  weightGrams: number;
  /** One unit; null: not measured (or not known). */
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  /** L x W x H / 5 of one unit; null without sizes. */
  volumetricGrams: number | null;
  /** Grams charged by air for the whole line (0 on sea). */
  chargedGrams: number;
  /** Cubic metres charged by sea for the whole line (0 by air). */
  volumeCbm: number;
}

export interface ExplanationLineParts {
  goodsValue: number;
  freight: number;
  importDuty: number;
  vat: number;
  incomeTax: number;
  insurance: number;
  total: number;
}

export interface ExplanationRow {
  /** An amount component (goods_value, freight, import_duty, vat, income_tax, ...), domestic_shipping, not_credited or other. */
  key: string;
  before: number;
  after: number;
  difference: number;
}

export type ExplanationReason =
  | 'heavier' | 'lighter' | 'same_weight' | 'larger' | 'smaller' | 'dimensions_estimated' | 'sea_by_volume' | 'minimum_charge'
  | 'price_higher' | 'price_lower' | 'fewer_bought' | 'seller_shipping' | 'removed' | 'shipping_refund' | 'credit_capped' | 'no_change';

export interface SettlementExplanation {
  orderCode: string;
  /** The order line (null for an order-level settlement). */
  lineId: number | null;
  itemName: string;
  kind: string;
  track: 'udara' | 'laut';
  quantity: number;
  currency: string;
  priceEstimated: number;
  pricePaid: number | null;
  quantityBought: number | null;
  estimated: ExplanationFigures;
  measured: ExplanationFigures | null;
  /** The measured sizes were left empty: the estimated ones were used. */
  dimensionsEstimated: boolean;
  lineBefore: ExplanationLineParts | null;
  lineAfter: ExplanationLineParts | null;
  rows: ExplanationRow[];
  beforeTotal: number;
  afterTotal: number;
  difference: number;
  outcome: 'additional_invoice' | 'credit' | 'none';
  amount: number;
  /** Known codes only (a newer server's are left out). */
  reasons: ExplanationReason[];
}
