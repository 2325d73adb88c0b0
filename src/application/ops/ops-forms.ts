/**
 * The console's action forms (docs/api/ops.md), each an OpsForm over OpsApi: the fields, their
 * checks (ops-rules.ts, as the server checks them) and the call. Weights in grams (one unit for
 * receive, the whole parcel for pack), sizes in cm (one decimal), prices in the line's currency
 * (two decimals), amounts in whole rupiah.
 */
import type { CustomsStatus, LineActionResult, OpsApi, OpsParcel } from '../ports/ops-api.port';
import { OpsForm, type OpsFailure } from './ops-form';
import {
  decimalProblem, optionalText, parseDecimal, parseWhole, photosProblem, requiredText, wholeProblem, type FieldProblem,
} from './ops-rules';

export type After<Res> = (outcome: { done: Res } | { failure: OpsFailure }) => void | Promise<void>;

const noteOf = (text: string): string | null => text.trim() || null;

const DIMENSIONS = { length: '', width: '', height: '' } as const;
type DimensionField = keyof typeof DIMENSIONS;

function dimensionProblems(values: Readonly<Record<DimensionField, string>>): Partial<Record<DimensionField, FieldProblem>> {
  return {
    length: decimalProblem(values.length, 1, 1000, true) ?? undefined,
    width: decimalProblem(values.width, 1, 1000, true) ?? undefined,
    height: decimalProblem(values.height, 1, 1000, true) ?? undefined,
  };
}

/**
 * A received unit's sizes: all three or none (docs/settlement.md; the server answers 422 otherwise).
 * Some given: the empty ones are required. None given: the estimated sizes stand.
 */
function receiveDimensionProblems(values: Readonly<Record<DimensionField, string>>): Partial<Record<DimensionField, FieldProblem>> {
  const problems = dimensionProblems(values);
  const fields = Object.keys(DIMENSIONS) as DimensionField[];
  const given = fields.filter((f) => values[f].trim() !== '');
  if (given.length === 0 || given.length === fields.length) return problems;
  return Object.fromEntries(fields.map((f) => [f, values[f].trim() === '' ? 'required' : problems[f]])) as Partial<Record<DimensionField, FieldProblem>>;
}

function dimensionsOf(values: Readonly<Record<DimensionField, string>>) {
  return { lengthCm: parseDecimal(values.length) ?? 0, widthCm: parseDecimal(values.width) ?? 0, heightCm: parseDecimal(values.height) ?? 0 };
}

export function purchaseForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: { sellerOrderNumber: '', pricePaid: '', sellerShipping: '', quantityBought: '', note: '' },
    check: (v) => ({
      sellerOrderNumber: requiredText(v.sellerOrderNumber, 64) ?? undefined,
      pricePaid: decimalProblem(v.pricePaid, 2, 1e9) ?? undefined,
      sellerShipping: decimalProblem(v.sellerShipping, 2, 1e9, true) ?? undefined,
      // Empty: every unit was bought; the server checks it against the line's quantity.
      quantityBought: v.quantityBought.trim() === '' ? undefined : wholeProblem(v.quantityBought, 1, 1_000_000) ?? undefined,
      note: optionalText(v.note, 500) ?? undefined,
    }),
    request: (v) => ({
      sellerOrderNumber: v.sellerOrderNumber.trim(), pricePaid: parseDecimal(v.pricePaid) ?? 0,
      sellerShipping: v.sellerShipping.trim() === '' ? null : parseDecimal(v.sellerShipping),
      quantityBought: v.quantityBought.trim() === '' ? null : parseWhole(v.quantityBought), note: noteOf(v.note),
    }),
    send: (request, key) => api.purchase(lineId, request, key),
  }, after, newKey);
}

export function outOfStockForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: { note: '' },
    check: (v) => ({ note: optionalText(v.note, 500) ?? undefined }),
    request: (v) => noteOf(v.note),
    send: (note, key) => api.outOfStock(lineId, note, key),
  }, after, newKey);
}

export function receiveForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: { weight: '', ...DIMENSIONS, problemReason: '', note: '' },
    check: (v, photos) => ({
      weight: wholeProblem(v.weight, 1, 1_000_000) ?? undefined,
      ...receiveDimensionProblems(v),
      problemReason: optionalText(v.problemReason, 500) ?? undefined,
      note: optionalText(v.note, 500) ?? undefined,
      photos: photosProblem(photos) ?? undefined,
    }),
    request: (v, photos) => ({
      weightGrams: parseWhole(v.weight) ?? 0, ...dimensionsOf(v), problemReason: noteOf(v.problemReason), note: noteOf(v.note), photos,
    }),
    send: (request, key) => api.receive(lineId, request, key),
  }, after, newKey);
}

export function photosForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: {},
    check: (_v, photos) => ({ photos: photosProblem(photos) ?? undefined }),
    request: (_v, photos) => photos,
    send: (photos, key) => api.addPhotos(lineId, photos, key),
  }, after, newKey);
}

export function problemForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: { reason: '' },
    check: (v) => ({ reason: requiredText(v.reason, 500) ?? undefined }),
    request: (v) => v.reason.trim(),
    send: (reason, key) => api.problem(lineId, reason, key),
  }, after, newKey);
}

export function returnedForm(api: OpsApi, lineId: number, after?: After<LineActionResult>, newKey?: () => string) {
  return new OpsForm({
    initial: { note: '' },
    check: (v) => ({ note: optionalText(v.note, 500) ?? undefined }),
    request: (v) => noteOf(v.note),
    send: (note, key) => api.returned(lineId, note, key),
  }, after, newKey);
}

/** Pack: `lines` holds the chosen line ids as a comma-separated list (the screen's checkboxes). */
export function packForm(api: OpsApi, after?: After<OpsParcel>, newKey?: () => string) {
  return new OpsForm({
    initial: { lines: '', weight: '', ...DIMENSIONS },
    check: (v) => ({
      lines: v.lines.trim() === '' ? 'choose_lines' as const : undefined,
      weight: wholeProblem(v.weight, 1, 1_000_000) ?? undefined,
      ...dimensionProblems(v),
    }),
    request: (v) => ({ lineIds: v.lines.split(',').filter(Boolean).map(Number), weightGrams: parseWhole(v.weight) ?? 0, ...dimensionsOf(v) }),
    send: (request, key) => api.pack(request, key),
  }, after, newKey);
}

export function shipForm(api: OpsApi, parcelCode: string, after?: After<OpsParcel>, newKey?: () => string) {
  return new OpsForm({
    initial: { carrier: '', trackingNumber: '' },
    check: (v) => ({ carrier: requiredText(v.carrier, 64) ?? undefined, trackingNumber: requiredText(v.trackingNumber, 64) ?? undefined }),
    request: (v) => ({ carrier: v.carrier.trim(), trackingNumber: v.trackingNumber.trim() }),
    send: (r, key) => api.ship(parcelCode, r.carrier, r.trackingNumber, key),
  }, after, newKey);
}

/** Customs: `status` is fixed by the button chosen (in_customs, held, cleared); held needs a reason. */
export function customsForm(api: OpsApi, parcelCode: string, status: CustomsStatus, after?: After<OpsParcel>, newKey?: () => string) {
  return new OpsForm({
    initial: { reason: '' },
    check: (v) => ({ reason: (status === 'held' ? requiredText(v.reason, 500) : optionalText(v.reason, 500)) ?? undefined }),
    request: (v) => noteOf(v.reason),
    send: (reason, key) => api.customs(parcelCode, status, reason, key),
  }, after, newKey);
}

export function outForDeliveryForm(api: OpsApi, parcelCode: string, after?: After<OpsParcel>, newKey?: () => string) {
  return new OpsForm({
    initial: { courier: '', trackingNumber: '' },
    check: (v) => ({ courier: requiredText(v.courier, 64) ?? undefined, trackingNumber: requiredText(v.trackingNumber, 64) ?? undefined }),
    request: (v) => ({ courier: v.courier.trim(), trackingNumber: v.trackingNumber.trim() }),
    send: (r, key) => api.outForDelivery(parcelCode, r.courier, r.trackingNumber, key),
  }, after, newKey);
}

export function deliveredForm(api: OpsApi, parcelCode: string, after?: After<OpsParcel>, newKey?: () => string) {
  return new OpsForm({
    initial: {},
    check: () => ({}),
    request: () => parcelCode,
    send: (code, key) => api.delivered(code, key),
  }, after, newKey);
}

/** `ticketId` is read when sending (the ticket page builds its forms before the ticket loads). */
export function answerForm(api: OpsApi, ticketId: () => string, after?: After<void>, newKey?: () => string) {
  return new OpsForm({
    initial: { message: '' },
    check: (v) => ({ message: requiredText(v.message, 2000) ?? undefined }),
    request: (v) => v.message.trim(),
    send: (message, key) => api.answerTicket(ticketId(), message, key),
  }, after, newKey);
}

/** Resolve: `outcome` approved | rejected; an approval needs a whole amount of at most `refundable` (when known). */
export function resolveForm(api: OpsApi, ticketId: () => string, refundable: () => number | null, after?: After<void>, newKey?: () => string) {
  return new OpsForm({
    initial: { outcome: 'approved', amount: '', message: '' },
    check: (v) => {
      let amount: FieldProblem | null = null;
      if (v.outcome === 'approved') {
        amount = wholeProblem(v.amount, 1, Number.MAX_SAFE_INTEGER);
        const limit = refundable();
        if (!amount && limit !== null && (parseWhole(v.amount) ?? 0) > limit) amount = 'above_refundable';
      }
      return { amount: amount ?? undefined, message: optionalText(v.message, 2000) ?? undefined };
    },
    request: (v) => ({
      outcome: v.outcome === 'rejected' ? 'rejected' as const : 'approved' as const,
      amount: v.outcome === 'approved' ? parseWhole(v.amount) : null,
      message: noteOf(v.message),
    }),
    send: (request, key) => api.resolveTicket(ticketId(), request, key),
  }, after, newKey);
}

export type AnyOpsForm = OpsForm<string, unknown, unknown>;

/** A form of any fields, as a page holds whichever form is open. */
export function anyForm<F extends string, Req, Res>(form: OpsForm<F, Req, Res>): AnyOpsForm {
  return form as unknown as AnyOpsForm;
}
