// What the ops module's services share: the database, clock, ports and settings, and the way an
// action runs (one transaction, its notices' e-mails enqueued in it; stored files cleaned up when it fails).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { MailPort } from '../auth/ports.ts';
import type { JobQueue } from '../../jobs/port.ts';
import { isValidFreeDays, DEFAULT_FREE_STORAGE_DAYS } from '../../../src/domain/fulfilment/index.ts';
import { materializeOrder, materializePaid } from './materialize.ts';
import { newAfterCommit, type AfterCommit } from './notify.ts';
import type { PhotoStorage } from './storage.ts';

export interface OpsEnv {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  storage: PhotoStorage;
  mail: MailPort;
  /** Where the notices' e-mails are enqueued (server/jobs/port.ts). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Free storage days of a line arriving (OPS_FREE_STORAGE_DAYS, 30 by default). */
  freeStorageDays: number;
}

/** OPS_FREE_STORAGE_DAYS or 30. */
export function freeStorageDaysFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.OPS_FREE_STORAGE_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_FREE_STORAGE_DAYS;
  const n = Number(raw);
  if (!isValidFreeDays(n)) throw new Error(`OPS_FREE_STORAGE_DAYS must be a whole number of days, got ${raw}`);
  return n;
}

/** Runs an action in one transaction (its e-mails are jobs of it); on failure, removes its stored files. */
export async function runAction<T>(env: OpsEnv, action: (trx: Db, after: AfterCommit) => Promise<T>): Promise<T> {
  const after = newAfterCommit(env.jobs);
  try {
    return await env.db.transaction().execute((trx) => action(trx, after));
  } catch (err) {
    await Promise.all(after.files.map((key) => env.storage.remove(key).catch(() => undefined)));
    throw err;
  }
}

/** Brings paid orders into the fulfilment (lazily, before the console reads). */
export async function materializeAll(env: OpsEnv): Promise<void> {
  await materializePaid(env.db, { now: env.now(), freeStorageDays: env.freeStorageDays }, newAfterCommit(env.jobs));
}

export async function materializeOne(env: OpsEnv, orderId: number): Promise<boolean> {
  return materializeOrder(env.db, orderId, { now: env.now(), freeStorageDays: env.freeStorageDays }, newAfterCommit(env.jobs));
}

/** The order of an order line, materialised; false when the line is unknown or not paid. */
export async function materializeLine(env: OpsEnv, orderLineId: number, customerId?: number): Promise<boolean> {
  let q = env.db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').select('orders.id').where('order_lines.id', '=', orderLineId);
  if (customerId !== undefined) q = q.where('orders.customer_id', '=', customerId);
  const row = await q.executeTakeFirst();
  return row ? materializeOne(env, row.id) : false;
}
