// The wire shape of a settlement's explanation (docs/settlement.md; server/modules/ops/settlement-explain.ts)
// read into SettlementExplanation. Absent or null: null (older settlements have none).
import type {
  ExplanationFigures, ExplanationLineParts, ExplanationReason, ExplanationRow, SettlementExplanation,
} from '../../application/ports/settlement-explanation';
import { bool, isObject, list, num, obj, optNum, optStr, str } from './dto';

const REASONS: readonly ExplanationReason[] = [
  'heavier', 'lighter', 'same_weight', 'larger', 'smaller', 'dimensions_estimated', 'sea_by_volume', 'minimum_charge',
  'price_higher', 'price_lower', 'fewer_bought', 'seller_shipping', 'removed', 'shipping_refund', 'credit_capped', 'no_change',
];
const OUTCOMES = ['additional_invoice', 'credit', 'none'] as const;

const rupiah = (v: unknown, path: string): number => Math.round(num(v ?? 0, path));
const size = (v: unknown, path: string): number | null => (v === null || v === undefined ? null : num(v, path));

function toFigures(value: unknown, path: string): ExplanationFigures {
  const row = obj(value, path);
  return {
    weightGrams: num(row.weight_grams, `${path}.weight_grams`),
    lengthCm: size(row.length_cm, `${path}.length_cm`),
    widthCm: size(row.width_cm, `${path}.width_cm`),
    heightCm: size(row.height_cm, `${path}.height_cm`),
    volumetricGrams: size(row.volumetric_grams, `${path}.volumetric_grams`),
    chargedGrams: optNum(row.charged_grams, `${path}.charged_grams`, 0),
    volumeCbm: optNum(row.volume_cbm, `${path}.volume_cbm`, 0),
  };
}

function toParts(value: unknown, path: string): ExplanationLineParts | null {
  if (value === null || value === undefined) return null;
  const row = obj(value, path);
  return {
    goodsValue: rupiah(row.goods_value, `${path}.goods_value`),
    freight: rupiah(row.freight, `${path}.freight`),
    importDuty: rupiah(row.import_duty, `${path}.import_duty`),
    vat: rupiah(row.vat, `${path}.vat`),
    incomeTax: rupiah(row.income_tax, `${path}.income_tax`),
    insurance: rupiah(row.insurance, `${path}.insurance`),
    total: rupiah(row.total, `${path}.total`),
  };
}

function toRow(value: unknown, path: string): ExplanationRow {
  const row = obj(value, path);
  return {
    key: str(row.key, `${path}.key`),
    before: rupiah(row.before, `${path}.before`),
    after: rupiah(row.after, `${path}.after`),
    difference: rupiah(row.difference, `${path}.difference`),
  };
}

export function toSettlementExplanation(value: unknown, path: string): SettlementExplanation | null {
  if (!isObject(value)) return null;
  const row = value;
  const outcome = str(row.outcome, `${path}.outcome`);
  const lineId = row.line_id === null || row.line_id === undefined ? null : num(row.line_id, `${path}.line_id`);
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    lineId,
    itemName: optStr(row.item_name, `${path}.item_name`) ?? '',
    kind: str(row.kind, `${path}.kind`),
    track: row.track === 'laut' ? 'laut' : 'udara',
    quantity: optNum(row.quantity, `${path}.quantity`, 0),
    currency: optStr(row.currency, `${path}.currency`) ?? '',
    priceEstimated: optNum(row.price_estimated, `${path}.price_estimated`, 0),
    pricePaid: size(row.price_paid, `${path}.price_paid`),
    quantityBought: size(row.quantity_bought, `${path}.quantity_bought`),
    estimated: toFigures(row.estimated, `${path}.estimated`),
    measured: row.measured === null || row.measured === undefined ? null : toFigures(row.measured, `${path}.measured`),
    dimensionsEstimated: row.dimensions_estimated === undefined ? false : bool(row.dimensions_estimated, `${path}.dimensions_estimated`),
    lineBefore: toParts(row.line_before, `${path}.line_before`),
    lineAfter: toParts(row.line_after, `${path}.line_after`),
    rows: row.rows === undefined || row.rows === null ? [] : list(row.rows, `${path}.rows`, toRow),
    beforeTotal: rupiah(row.before_total, `${path}.before_total`),
    afterTotal: rupiah(row.after_total, `${path}.after_total`),
    difference: rupiah(row.difference, `${path}.difference`),
    outcome: (OUTCOMES as readonly string[]).includes(outcome) ? outcome as SettlementExplanation['outcome'] : 'none',
    amount: rupiah(row.amount, `${path}.amount`),
    reasons: row.reasons === undefined || row.reasons === null ? []
      : list(row.reasons, `${path}.reasons`, str).filter((r): r is ExplanationReason => (REASONS as readonly string[]).includes(r)),
  };
}
