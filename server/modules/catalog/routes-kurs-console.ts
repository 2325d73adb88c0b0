// The console's exchange-rate calls (docs/api/ops.md "Exchange rates"), registered by ops/routes.ts
// inside the /api/ops scope (staff sessions): every staff member may read the rates and their
// history ('read'); setting one needs the 'rates' permission (admin) and an Idempotency-Key, and runs
// in one transaction (kurs, history, audit). After the commit this process prices with it at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { formatNumberId } from '../../../src/domain/format/index.ts';
import {
  KURS_FIXED_CODE, KURS_MAX, KURS_MIN, isLargeKursChange, kursChange, kursDateProblem, kursProblem, wibDate,
} from '../../../src/domain/kurs/index.ts';
import { staffActor } from '../ops/audit.ts';
import type { OpsEnv } from '../ops/env.ts';
import { requireIdempotencyKey, requireStaff } from '../ops/staff-auth.ts';
import { historyEntry, kursChanged, kursHistory, listKurs, lockKurs, writeKurs } from './kurs-store.ts';

const TEXTS = {
  list: { id: 'Daftar kurs', en: 'Exchange rates' },
  history: { id: 'Riwayat kurs', en: 'Exchange rate history' },
  saved: { id: 'Kurs disimpan', en: 'Exchange rate saved' },
  unknown: { id: 'Kurs mata uang tidak ditemukan', en: 'No exchange rate for this currency' },
  fixed: { id: 'Kurs IDR tetap 1 dan tidak dapat diubah', en: 'The IDR rate is fixed at 1 and cannot be changed' },
  kurs: { id: `Kurs harus angka lebih dari 0, paling banyak 2 desimal, antara ${KURS_MIN} dan ${KURS_MAX}`, en: `The rate must be a number above 0 with at most 2 decimals, from ${KURS_MIN} to ${KURS_MAX}` },
  date: { id: 'Tanggal berlaku harus tanggal (YYYY-MM-DD), tidak di masa depan dan paling lama setahun lalu', en: 'The effective date must be a date (YYYY-MM-DD), not in the future and at most a year ago' },
  note: { id: 'Catatan paling banyak 500 karakter', en: 'The note has at most 500 characters' },
  large: { id: 'Perubahan {percent}% dari kurs sekarang (Rp {current}): kirim lagi dengan konfirmasi', en: 'A change of {percent}% from the current rate (Rp {current}): send again with a confirmation' },
} as const;

const text = (lang: Lang, key: keyof typeof TEXTS, vars: Record<string, string> = {}) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{${k}}`, v), t(lang, TEXTS[key]));

const invalid = (lang: Lang, field: string, key: keyof typeof TEXTS) => new AppError('UNPROCESSABLE', { reason: 'VALIDATION', field, message: text(lang, key) });
const unknownCurrency = (lang: Lang) => new AppError('NOT_FOUND', { reason: 'UNKNOWN_CURRENCY', field: 'params.code', message: text(lang, 'unknown') });

const codeParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Za-z]{3}$' } } } as const;

export interface SetKursBody { kurs: number; date?: string; note?: string | null; confirm_large_change?: boolean }

const setKursBody = {
  type: 'object', required: ['kurs'], additionalProperties: false,
  properties: {
    kurs: { type: 'number' },
    date: { type: 'string', maxLength: 10 },
    note: { type: ['string', 'null'] },
    confirm_large_change: { type: 'boolean' },
  },
} as const;

/** The body's checks that need no database (422 naming the field). */
function checked(body: SetKursBody, today: string, lang: Lang): { kurs: number; date: string; note: string | null } {
  if (kursProblem(body.kurs) !== null) throw invalid(lang, 'body.kurs', 'kurs');
  const date = body.date?.trim() || today;
  if (kursDateProblem(date, today) !== null) throw invalid(lang, 'body.date', 'date');
  const note = body.note?.trim() || null;
  if (note !== null && note.length > 500) throw invalid(lang, 'body.note', 'note');
  return { kurs: body.kurs, date, note };
}

export async function kursStaffRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;
  const reader = async (request: FastifyRequest) => { requireStaff(request, 'read'); };
  const setter = async (request: FastifyRequest) => { requireStaff(request, 'rates'); requireIdempotencyKey(request); };

  ops.get('/kurs', { preValidation: reader, schema: { tags: ['ops'] } }, async (request, reply) =>
    ok(reply, { data: await listKurs(db) }, text(requestLang(request), 'list')));

  ops.get<{ Params: { code: string }; Querystring: { limit: number } }>('/kurs/:code/history', {
    preValidation: reader,
    schema: { tags: ['ops'], params: codeParams, querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } } } },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const code = request.params.code.toUpperCase();
    const known = await db.selectFrom('kurs').select('code').where('code', '=', code).executeTakeFirst();
    if (!known) throw unknownCurrency(lang);
    return ok(reply, { data: await kursHistory(db, code, request.query.limit) }, text(lang, 'history'));
  });

  ops.post<{ Params: { code: string }; Body: SetKursBody }>('/kurs/:code', {
    preValidation: setter,
    schema: { tags: ['ops'], params: codeParams, body: setKursBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'rates');
    const code = request.params.code.toUpperCase();
    if (code === KURS_FIXED_CODE) throw new AppError('UNPROCESSABLE', { reason: 'KURS_FIXED', field: 'params.code', message: text(lang, 'fixed') });
    const now = env.now();
    const input = checked(request.body, wibDate(now.getTime()), lang);
    const entryId = await db.transaction().execute(async (trx) => {
      const current = (await lockKurs(trx, [code])).get(code);
      if (!current) throw unknownCurrency(lang);
      if (isLargeKursChange(current.kurs, input.kurs) && request.body.confirm_large_change !== true) {
        throw new AppError('UNPROCESSABLE', {
          reason: 'LARGE_CHANGE_UNCONFIRMED', field: 'body.confirm_large_change',
          message: text(lang, 'large', { percent: formatNumberId(kursChange(current.kurs, input.kurs) * 100, 1), current: formatNumberId(current.kurs, current.kurs % 1 === 0 ? 0 : 2) }),
        });
      }
      return writeKurs(trx, staffActor(staff.id), current, { code, ...input, source: 'console', action: 'kurs_set' }, now);
    });
    kursChanged(db);
    const [rate, entry] = await Promise.all([listKurs(db).then((rows) => rows.find((r) => r.code === code)), historyEntry(db, entryId)]);
    return ok(reply, { data: { rate, history: entry } }, text(lang, 'saved'));
  });
}
