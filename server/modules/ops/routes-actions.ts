// The console's actions (docs/api/ops.md): on lines (purchase, out of stock, receive with photos,
// more photos, problem, returned) and on parcels (pack, ship, customs, out for delivery, delivered).
// Each needs its role and an Idempotency-Key, and runs in one transaction (runAction).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import type { Lang } from '../../http/errors.ts';
import type { Permission } from '../../../src/domain/fulfilment/index.ts';
import { staffActor } from './audit.ts';
import { materializeLine, runAction, type OpsEnv } from './env.ts';
import {
  addLinePhotos, outOfStockLine, purchaseLine, receiveLine, reportProblem, returnedLine, type ActionResult, type PurchaseInput,
} from './line-actions.ts';
import { opsLinesByIds, opsParcels } from './ops-lines.ts';
import { moveParcel, packParcel, type PackInput, type ParcelMove } from './parcel-actions.ts';
import { readPhotoForm, type MultipartForm } from './photos.ts';
import { uploadScope } from '../../http/uploads.ts';
import { viewClock } from './routes-console.ts';
import * as s from './schemas.ts';
import { requireIdempotencyKey, requireStaff } from './staff-auth.ts';
import { invalidField, opsError, opsText } from './texts.ts';
import { settlementWire } from './views.ts';

/** Rounds an amount with at most two decimals; 422 otherwise. */
export function cents(value: number, field: string, lang: Lang): number {
  const rounded = Math.round(value * 100) / 100;
  if (Math.abs(rounded * 100 - value * 100) > 1e-6) throw invalidField(lang, field, 'at most 2 decimals');
  return rounded;
}

function measureField(form: MultipartForm, name: string, lang: Lang, opts: { integer: boolean; min: number; max: number }): number {
  const raw = form.fields[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  const ok = Number.isFinite(value) && value >= opts.min && value <= opts.max && (opts.integer ? Number.isInteger(value) : Math.abs(Math.round(value * 10) - value * 10) < 1e-6);
  if (!ok) throw invalidField(lang, `body.${name}`, `a number from ${opts.min} to ${opts.max}${opts.integer ? ', whole' : ', one decimal at most'}`);
  return value;
}

const DIMENSION_FIELDS = ['length_cm', 'width_cm', 'height_cm'] as const;
/** A size left empty (or 0, as older console builds sent an empty field): not measured. */
const blank = (form: MultipartForm, name: string) => {
  const raw = (form.fields[name] ?? '').trim();
  return raw === '' || Number(raw) === 0;
};

/**
 * The measured box of a received unit: all three sizes, or none (left empty or 0: NULL, and the
 * settlement uses the estimated ones; docs/settlement.md). One or two of them given: 422 naming the
 * first missing one. A size given is above 0.
 */
function optionalDimensions(form: MultipartForm, lang: Lang): { lengthCm: number | null; widthCm: number | null; heightCm: number | null } {
  if (DIMENSION_FIELDS.every((f) => blank(form, f))) return { lengthCm: null, widthCm: null, heightCm: null };
  const missing = DIMENSION_FIELDS.find((f) => blank(form, f));
  if (missing) throw invalidField(lang, `body.${missing}`, 'all three sizes, or none');
  const [lengthCm, widthCm, heightCm] = DIMENSION_FIELDS.map((f) => measureField(form, f, lang, { integer: false, min: 0.1, max: 1000 })) as [number, number, number];
  return { lengthCm, widthCm, heightCm };
}

/** The optional `note` of a body that may be absent (400 only for a body that is not JSON). */
function noteOf(body: unknown, lang: Lang): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidField(lang, 'body', 'an object expected');
  const note = (body as { note?: unknown }).note;
  if (note === undefined || note === null) return null;
  if (typeof note !== 'string' || note.length > 500) throw invalidField(lang, 'body.note', 'a text of at most 500 characters');
  return note.trim() || null;
}

function optionalText(form: MultipartForm, name: string, max: number, lang: Lang): string | null {
  const v = form.fields[name]?.trim();
  if (!v) return null;
  if (v.length > max) throw invalidField(lang, `body.${name}`, `at most ${max} characters`);
  return v;
}

export async function actionRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;
  const guard = (permission: Permission) => async (request: FastifyRequest) => {
    requireStaff(request, permission);
    requireIdempotencyKey(request);
  };
  type LineReq = FastifyRequest<{ Params: { line_id: number } }>;

  async function lineAnswer(request: FastifyRequest, result: ActionResult) {
    const [line] = await opsLinesByIds(db, [result.line.id], viewClock(env, request));
    const settlement = result.settlement ? settlementWire({ ...result.settlement, invoice_code: result.invoiceCode, invoice_status: result.invoiceCode ? 'pending' : null }, requestLang(request)) : null;
    return { data: { line, settlement } };
  }

  async function onLine(request: LineReq, act: Parameters<typeof runAction<ActionResult>>[1]) {
    await materializeLine(env, request.params.line_id);
    return runAction(env, act);
  }

  ops.post<{ Params: { line_id: number }; Body: PurchaseInput }>('/lines/:line_id/purchase', {
    preHandler: guard('purchase'), schema: { params: s.lineParam, body: s.purchaseBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'purchase');
    const body = { ...request.body, price_paid: cents(request.body.price_paid, 'body.price_paid', lang), seller_shipping: request.body.seller_shipping == null ? null : cents(request.body.seller_shipping, 'body.seller_shipping', lang) };
    const result = await onLine(request, (trx, after) => purchaseLine(trx, after, env, staffActor(staff.id), request.params.line_id, body, lang));
    return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
  });

  ops.post<{ Params: { line_id: number } }>('/lines/:line_id/out-of-stock', {
    preHandler: guard('purchase'), schema: { params: s.lineParam },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'purchase');
    const note = noteOf(request.body, lang);
    const result = await onLine(request, (trx, after) => outOfStockLine(trx, after, env, staffActor(staff.id), request.params.line_id, note, lang));
    return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
  });

  // Receiving and more photos read a multipart form: the only console routes with the multipart parser.
  await uploadScope(ops, env.config.maxUploadBytes, (uploads) => {
    uploads.post<{ Params: { line_id: number } }>('/lines/:line_id/receive', {
      preHandler: guard('receive'), schema: { params: s.lineParam, consumes: ['multipart/form-data'] },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const staff = requireStaff(request, 'receive');
      const form = await readPhotoForm(request, env.config.maxUploadBytes, lang);
      const measured = {
        weightGrams: measureField(form, 'weight_grams', lang, { integer: true, min: 1, max: 1_000_000 }),
        ...optionalDimensions(form, lang),
      };
      if (form.photos.length === 0) throw opsError('UNPROCESSABLE', lang, 'photosRequired', 'PHOTOS_REQUIRED', 'body.photos');
      const input = { measured, problemReason: optionalText(form, 'problem_reason', 500, lang), note: optionalText(form, 'note', 500, lang), photos: form.photos };
      const result = await onLine(request, (trx, after) => receiveLine(trx, after, env, staffActor(staff.id), request.params.line_id, input, lang));
      return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
    });

    uploads.post<{ Params: { line_id: number } }>('/lines/:line_id/photos', {
      preHandler: guard('receive'), schema: { params: s.lineParam, consumes: ['multipart/form-data'] },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const staff = requireStaff(request, 'receive');
      const form = await readPhotoForm(request, env.config.maxUploadBytes, lang);
      if (form.photos.length === 0) throw opsError('UNPROCESSABLE', lang, 'photosRequired', 'PHOTOS_REQUIRED', 'body.photos');
      const result = await onLine(request, (trx, after) => addLinePhotos(trx, after, env, staffActor(staff.id), request.params.line_id, form.photos, lang));
      return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
    });
  });

  ops.post<{ Params: { line_id: number }; Body: { reason: string } }>('/lines/:line_id/problem', {
    preHandler: guard('receive'), schema: { params: s.lineParam, body: s.problemBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'receive');
    const result = await onLine(request, (trx, after) => reportProblem(trx, after, env, staffActor(staff.id), request.params.line_id, request.body.reason.trim(), lang));
    return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
  });

  ops.post<{ Params: { line_id: number } }>('/lines/:line_id/returned', {
    preHandler: guard('receive'), schema: { params: s.lineParam },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'receive');
    const note = noteOf(request.body, lang);
    const result = await onLine(request, (trx, after) => returnedLine(trx, after, env, staffActor(staff.id), request.params.line_id, note, lang));
    return ok(reply, await lineAnswer(request, result), opsText(lang, 'ok'));
  });

  // ------------------------------------------------------------------------------ parcels

  ops.post<{ Body: PackInput }>('/parcels', { preHandler: guard('pack'), schema: { body: s.packBody } }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'pack');
    for (const id of new Set(request.body.line_ids)) await materializeLine(env, id);
    const parcel = await runAction(env, (trx, after) => packParcel(trx, after, env, staffActor(staff.id), request.body, lang));
    const [data] = await opsParcels(db, [parcel.id], lang);
    return ok(reply, { data }, opsText(lang, 'ok'), 201);
  });

  const parcelRoute = <B>(path: string, schema: object | null, toMove: (body: B, lang: Lang) => ParcelMove) => {
    ops.post<{ Params: { parcel_code: string }; Body: B }>(`/parcels/:parcel_code/${path}`, {
      preHandler: guard('ship'), schema: { params: s.parcelParam, ...(schema ? { body: schema } : {}) },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const staff = requireStaff(request, 'ship');
      const move = toMove(request.body as B, lang);
      const parcel = await runAction(env, (trx, after) => moveParcel(trx, after, env, staffActor(staff.id), request.params.parcel_code, move, lang));
      const [data] = await opsParcels(db, [parcel.id], lang);
      return ok(reply, { data }, opsText(lang, 'ok'));
    });
  };
  parcelRoute<{ carrier: string; tracking_number: string }>('ship', s.shipBody, (b) => ({ action: 'ship', carrier: b.carrier.trim(), tracking_number: b.tracking_number.trim() }));
  parcelRoute<{ status: 'in_customs' | 'held' | 'cleared'; reason?: string | null }>('customs', s.customsBody, (b, lang) => {
    const reason = b.reason?.trim() || null;
    if (b.status === 'held' && !reason) throw opsError('UNPROCESSABLE', lang, 'reasonRequired', 'REASON_REQUIRED', 'body.reason');
    return { action: 'customs', status: b.status, reason };
  });
  parcelRoute<{ courier: string; tracking_number: string }>('out-for-delivery', s.deliveryBody, (b) => ({ action: 'out_for_delivery', courier: b.courier.trim(), tracking_number: b.tracking_number.trim() }));
  // No body needed (an empty JSON object is fine too).
  parcelRoute<unknown>('delivered', null, () => ({ action: 'delivered' }));
}
