// The purge job (issue 22; docs/operations.md "Jobs"): rows nothing reads any more are deleted in
// bounded batches, a recurring job every PURGE_INTERVAL_MS (first run one interval after the first
// worker starts; 0 disables it):
//  - access tokens that ended (revoked_at set): they no longer authenticate anything; their guest
//    cart lines go with them (cart_details cascades). Access tokens have no lifetime of their own
//    (docs/api/auth.md), so a live one is never purged;
//  - Idempotency-Key rows older than IDEMPOTENCY_KEY_TTL_MS (24 hours): the key is a new request by
//    then (server/http/security.ts);
//  - one-time codes (auth_codes) used or replaced (consumed_at) or expired, an hour after that
//    (PURGE_CODE_GRACE_MS): the longest window a verified code is still honoured after its expiry
//    (registration: 30 minutes after verification) ends before it.
// Each batch is one DELETE of at most PURGE_BATCH_SIZE rows picked by a sub-select, so no statement
// holds many locks or runs long; a run does at most PURGE_MAX_BATCHES batches per table and leaves
// the rest to the next run.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../http/security.ts';
import type { JobQueue } from './port.ts';
import '../modules/auth/tables.ts';

export const PURGE_JOB = 'maintenance.purge';
export const PURGE_CODE_GRACE_MS = 60 * 60 * 1000;
export const PURGE_MAX_BATCHES = 50;

export interface PurgeCounts {
  accessTokens: number;
  idempotencyKeys: number;
  authCodes: number;
}

export interface PurgeOptions {
  now: Date;
  batchSize: number;
  maxBatches?: number;
}

async function inBatches(batch: () => Promise<number>, batchSize: number, maxBatches: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await batch();
    total += n;
    if (n < batchSize) break;
  }
  return total;
}

const affected = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Deletes the purgeable rows of the three tables, in batches; returns how many went from each. */
export async function purgeExpired(db: Db, opts: PurgeOptions): Promise<PurgeCounts> {
  const size = Math.max(1, Math.floor(opts.batchSize));
  const max = opts.maxBatches ?? PURGE_MAX_BATCHES;
  const idemBefore = new Date(opts.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const codesBefore = new Date(opts.now.getTime() - PURGE_CODE_GRACE_MS);

  const accessTokens = await inBatches(async () => affected(await db.deleteFrom('access_tokens')
    .where('id', 'in', (eb) => eb.selectFrom('access_tokens').select('id').where('revoked_at', 'is not', null).where('revoked_at', '<=', opts.now).limit(size))
    .executeTakeFirst()), size, max);

  const idempotencyKeys = await inBatches(async () => {
    const r = await sql`delete from idempotency_keys where (scope, key) in
      (select scope, key from idempotency_keys where created_at <= ${idemBefore} limit ${size})`.execute(db);
    return Number(r.numAffectedRows ?? 0n);
  }, size, max);

  const authCodes = await inBatches(async () => affected(await db.deleteFrom('auth_codes')
    .where('id', 'in', (eb) => eb.selectFrom('auth_codes').select('id')
      .where((w) => w.or([w('consumed_at', '<=', codesBefore), w('expires_at', '<=', codesBefore)])).limit(size))
    .executeTakeFirst()), size, max);

  return { accessTokens, idempotencyKeys, authCodes };
}

/** The recurring purge (every process defines it; workers run it). */
export function definePurgeJob(jobs: JobQueue, db: Db, opts: { intervalMs: number; batchSize: number; now: () => Date; log: { info: (o: object, m: string) => void } }): void {
  jobs.every(PURGE_JOB, opts.intervalMs, async () => {
    const counts = await purgeExpired(db, { now: opts.now(), batchSize: opts.batchSize });
    if (counts.accessTokens + counts.idempotencyKeys + counts.authCodes > 0) opts.log.info({ purged: counts }, 'purge: expired rows deleted');
  }, { first: 'after-interval' });
}
