// The live server processes of a PostgreSQL database (docs/operations.md "Several processes"): each
// registers a row at start, beats every HEARTBEAT_MS and removes it on a clean exit. A web process
// refuses to start beside another live web process unless both share state through Redis: without
// it a logout, a cart change or a rate limit would hold in one process only (issue 21). A row whose
// heartbeat is older than STALE_MS (a process that died without cleaning up), or whose process is
// gone from this very host, is ignored and removed.
//
// PostgreSQL only: the embedded PGlite opens its directory in one process anyway.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Generated } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Timestamp } from '../db/schema.ts';

export interface ServerProcessTable {
  id: string;
  /** SERVER_ROLE of the process (web, worker, all); a worker serves no web requests. */
  role: string;
  /** Serves HTTP requests (its in-process caches and limits are what must be shared). */
  web: boolean;
  /** Started with REDIS_URL (shares its state). */
  redis: boolean;
  host: string;
  pid: number;
  started_at: Generated<Date>;
  heartbeat_at: Timestamp;
}

declare module '../db/schema.ts' {
  interface Database {
    server_processes: ServerProcessTable;
  }
}

export const HEARTBEAT_MS = 10_000;
/** Three missed heartbeats: the process is taken for dead. */
export const STALE_MS = 30_000;

/** This process may not start beside the live ones (the message says why and what to do). */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

export interface ProcessRegistration {
  readonly id: string;
  /** Stops beating and removes the row (clean exit). */
  stop(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RegisterOptions {
  role: string;
  web: boolean;
  redis: boolean;
  log: Log;
  heartbeatMs?: number;
  staleMs?: number;
}

/** True when `pid` is certainly not a live process of this host. */
function goneHere(host: string, pid: number): boolean {
  if (host !== hostname()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The reason this process may not start beside `others`, or null. */
function refusal(self: { web: boolean; redis: boolean }, others: readonly { host: string; pid: number; redis: boolean; heartbeat_at: Date }[]): string | null {
  if (!self.web) return null;
  const other = self.redis ? others.find((o) => !o.redis) : others[0];
  if (!other) return null;
  const seen = Math.max(0, Math.round((Date.now() - new Date(other.heartbeat_at).getTime()) / 1000));
  const who = `another web process (host ${other.host}, pid ${other.pid}, seen ${seen} s ago)`;
  const why = self.redis
    ? `${who} runs on this database without REDIS_URL`
    : `${who} runs on this database and REDIS_URL is not set`;
  return `Refusing to start: ${why}. Several web processes on one database must all share their caches and rate limits `
    + 'through Redis: set REDIS_URL on every one of them (docs/operations.md "Several processes"), or stop the other. '
    + `A process that stopped without a clean exit is ignored ${STALE_MS / 1000} s after its last heartbeat.`;
}

/** Registers this process, or throws (with the reason) when it may not start beside the live ones. */
export async function registerProcess(db: Db, options: RegisterOptions): Promise<ProcessRegistration> {
  const id = randomUUID();
  const staleSeconds = (options.staleMs ?? STALE_MS) / 1000;
  const row = { id, role: options.role, web: options.web, redis: options.redis, host: hostname(), pid: process.pid };
  await db.transaction().execute(async (trx) => {
    // One start at a time per schema: two processes starting together cannot both miss each other.
    await sql`select pg_advisory_xact_lock(hashtext('titip.server_processes.' || current_schema()))`.execute(trx);
    await trx.deleteFrom('server_processes').where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`).execute();
    const live = await trx.selectFrom('server_processes').select(['id', 'host', 'pid', 'redis', 'heartbeat_at']).where('web', '=', true).execute();
    const dead = live.filter((o) => goneHere(o.host, o.pid));
    if (dead.length > 0) await trx.deleteFrom('server_processes').where('id', 'in', dead.map((o) => o.id)).execute();
    const reason = refusal(options, live.filter((o) => !dead.includes(o)));
    if (reason) throw new StartRefused(reason);
    await trx.insertInto('server_processes').values({ ...row, heartbeat_at: sql<Date>`now()` }).execute();
  });

  let beating: Promise<void> | null = null;
  const beat = async () => {
    try {
      const done = await db.updateTable('server_processes').set({ heartbeat_at: sql<Date>`now()` }).where('id', '=', id).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) {
        // Taken for dead (no heartbeat for STALE_MS: the database or this process stalled) and removed.
        options.log.error({ id }, 'process registry: this process was taken for dead; registered again');
        await db.insertInto('server_processes').values({ ...row, heartbeat_at: sql<Date>`now()` }).onConflict((oc) => oc.column('id').doNothing()).execute();
      }
    } catch (err) {
      options.log.warn({ err: (err as Error).message }, 'process registry: heartbeat failed');
    }
  };
  const timer = setInterval(() => {
    beating ??= beat().finally(() => {
      beating = null;
    });
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();

  return {
    id,
    async stop() {
      clearInterval(timer);
      await beating;
      await db.deleteFrom('server_processes').where('id', '=', id).execute().catch((err: Error) => {
        options.log.warn({ err: err.message }, 'process registry: could not remove this process');
      });
    },
  };
}
