// Exchange rates that operators own (docs/operations-console.md "Exchange rates"): the current rates
// with their effective date and source, their history, one change written down (kurs updated,
// history and audit rows, in the caller's transaction), and what a change must forget in this
// process (the pricing context, and whatever else keeps prices computed from kurs: listeners).
// Other processes are told with shared state (server/shared, REDIS_URL); without it they see a
// change within PRICING_CONTEXT_TTL_MS.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { audit, type Actor } from '../ops/audit.ts';
import { KURS_FIXED_CODE } from '../../../src/domain/kurs/index.ts';
import { forgetPricingContext } from './rates.ts';
import { publishChange } from '../../shared/publish.ts';
import '../ops/tables.ts';
import './tables.ts';

/** A date column as 'YYYY-MM-DD' (the drivers would answer a Date at local midnight). */
export const dateText = (column: 'kurs.rate_date' | 'kurs_history.rate_date') => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export interface CurrentKurs { code: string; kurs: number; date: string; source: string }

/** GET ops/kurs: every rate, by code, with who set it last. */
export async function listKurs(db: Db) {
  const rows = await db.selectFrom('kurs').leftJoin('staff', 'staff.id', 'kurs.updated_by_staff_id')
    .select(['kurs.code', 'kurs.kurs', 'kurs.source', 'kurs.updated_at', 'staff.id as staff_id', 'staff.name as staff_name', dateText('kurs.rate_date').as('date')])
    .orderBy('kurs.code').execute();
  return rows.map((r) => ({
    code: r.code,
    kurs: Number(r.kurs),
    date: r.date,
    source: r.source,
    updated_at: new Date(r.updated_at).toISOString(),
    updated_by: r.staff_id === null ? null : { staff_id: r.staff_id, name: r.staff_name },
    fixed: r.code === KURS_FIXED_CODE,
  }));
}

export type KursWire = Awaited<ReturnType<typeof listKurs>>[number];

/** GET ops/kurs/{code}/history: newest first (the seeded rate is the oldest entry). */
export async function kursHistory(db: Db, code: string, limit: number) {
  const rows = await db.selectFrom('kurs_history').leftJoin('staff', 'staff.id', 'kurs_history.staff_id')
    .select(['kurs_history.id', 'kurs_history.code', 'kurs_history.kurs', 'kurs_history.source', 'kurs_history.note', 'kurs_history.created_at',
      'staff.id as staff_id', 'staff.name as staff_name', dateText('kurs_history.rate_date').as('date')])
    .where('kurs_history.code', '=', code).orderBy('kurs_history.id', 'desc').limit(limit).execute();
  return rows.map(historyWire);
}

function historyWire(r: { id: number; code: string; kurs: string; date: string; source: string; note: string | null; created_at: Date | string; staff_id: number | null; staff_name: string | null }) {
  return {
    id: r.id,
    code: r.code,
    kurs: Number(r.kurs),
    date: r.date,
    source: r.source,
    staff: r.staff_id === null ? null : { staff_id: r.staff_id, name: r.staff_name },
    note: r.note,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** The current rates of `codes`, locked for the transaction's change (missing codes are absent). */
export async function lockKurs(trx: Db, codes: readonly string[]): Promise<Map<string, CurrentKurs>> {
  if (codes.length === 0) return new Map();
  const rows = await trx.selectFrom('kurs').select(['code', 'kurs', 'source', dateText('kurs.rate_date').as('date')])
    .where('code', 'in', [...codes]).orderBy('code').forUpdate().execute();
  return new Map(rows.map((r) => [r.code, { code: r.code, kurs: Number(r.kurs), date: r.date, source: r.source }]));
}

export interface KursChange {
  code: string;
  kurs: number;
  date: string;
  /** 'console' for a staff change, the import's name for an import. */
  source: string;
  note: string | null;
  /** The audit row's action: 'kurs_set' (console) or 'kurs_imported'. */
  action: string;
}

/** Writes one change in the caller's transaction (the row locked by lockKurs): kurs, a history row, an audit row. */
export async function writeKurs(trx: Db, actor: Actor, current: CurrentKurs, change: KursChange, now: Date) {
  await trx.updateTable('kurs').set({
    kurs: change.kurs, rate_date: change.date, source: change.source, updated_by_staff_id: actor.staffId, updated_at: now,
  }).where('code', '=', change.code).execute();
  const entry = await trx.insertInto('kurs_history').values({
    code: change.code, kurs: change.kurs, rate_date: change.date, source: change.source, staff_id: actor.staffId, note: change.note, created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await audit(trx, actor, {
    action: change.action, entityType: 'kurs', entityId: change.code,
    before: { kurs: current.kurs, date: current.date, source: current.source },
    after: { kurs: change.kurs, date: change.date, source: change.source, ...(change.note ? { note: change.note } : {}) },
  }, now);
  return entry.id;
}

/** One history entry by id (the answer of a change). */
export async function historyEntry(db: Db, id: number) {
  const row = await db.selectFrom('kurs_history').leftJoin('staff', 'staff.id', 'kurs_history.staff_id')
    .select(['kurs_history.id', 'kurs_history.code', 'kurs_history.kurs', 'kurs_history.source', 'kurs_history.note', 'kurs_history.created_at',
      'staff.id as staff_id', 'staff.name as staff_name', dateText('kurs_history.rate_date').as('date')])
    .where('kurs_history.id', '=', id).executeTakeFirstOrThrow();
  return historyWire(row);
}

const changeListeners = new Set<(db: Db) => void>();

/** Calls `listener` after every change of a rate in this process (the home catalog's prices: content/catalog-view.ts). */
export function onKursChanged(listener: (db: Db) => void): void {
  changeListeners.add(listener);
}

/** After a change committed: this process prices with the new rates at once (the database `db`, not
 * the transaction), and the other processes are told to. */
export function kursChanged(db: Db): void {
  forgetKursHere(db);
  publishChange(db, { kind: 'kurs' });
}

/** What a rate change makes stale in this process (also when another process changed it). */
export function forgetKursHere(db: Db): void {
  forgetPricingContext(db);
  for (const listener of changeListeners) listener(db);
}
