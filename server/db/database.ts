// One Kysely instance over either the embedded PGlite (default, persisted in DATA_DIR)
// or a PostgreSQL server (DATABASE_URL). Same migrations, same queries.
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrations.ts';
import { watchWrites, WriteWatch } from './write-watch.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: run inside this schema (created when missing). */
  schema?: string;
  /** PGlite only: directory to persist to; 'memory' keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL only: the most connections the pool opens (DATABASE_POOL_SIZE, default 10). PGlite is one connection. */
  poolSize?: number;
  /**
   * PGlite in memory only: start from this dumped data directory (`PGlite.dumpDataDir('none')` of a freshly
   * initialised database) instead of initialising one, which takes PGlite about 5 s. The integration tests
   * make one per run (tests/integration/pglite-template.ts); the server never sets it.
   */
  template?: Blob;
}

/** What the pool holds now (the metrics read it when scraped, server/operability/metrics.ts). */
export interface PoolStats {
  max: number;
  total: number;
  /** Unknown on PGlite (its queue is inside the dialect). */
  idle?: number;
  waiting?: number;
}

/** The tables a cart's priced lines are read from (server/modules/cart/line-cache.ts). */
export const CART_READ_TABLES = ['cart_details', 'customers', 'addresses'] as const;

const watches = new WeakMap<object, WriteWatch>();
const pools = new WeakMap<object, () => PoolStats>();

/** The pool of a database opened here, read now (undefined for a foreign instance). */
export function poolStatsOf(db: object): PoolStats | undefined {
  return pools.get(db)?.();
}

/** The write watch of a database opened here (undefined for a transaction or a foreign instance). */
export function writeWatchOf(db: Db): WriteWatch | undefined {
  return watches.get(db);
}

function open(dialect: Dialect, stats: () => PoolStats): Db {
  const watch = new WriteWatch();
  const db = new Kysely<Database>({ dialect: watchWrites(dialect, watch, CART_READ_TABLES) });
  watches.set(db, watch);
  pools.set(db, stats);
  return db;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await admin.end();
    }
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
    });
    // An idle connection that fails (PostgreSQL restarted, a network cut) is reported on the pool; without
    // a listener Node ends the process. It is dropped and the pool opens another when one is next
    // needed: requests fail while PostgreSQL is away (readiness says so) and work again once it is back.
    pool.on('error', (err) => {
      process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'database: an idle connection failed; the pool will open another', err: err.message })}\n`);
    });
    return open(new PostgresDialect({ pool }), () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  }
  // PGlite: one connection, always open; what waits for it is queued inside the dialect, unseen here.
  const oneConnection = () => ({ max: 1, total: 1 });
  if (!options.dataDir || options.dataDir === 'memory') {
    return open(new PGliteDialect(new PGlite(options.template ? { loadDataDir: options.template } : {})), oneConnection);
  }
  mkdirSync(options.dataDir, { recursive: true });
  // One process per data directory (data-dir-lock.ts): refused here, before PGlite touches the files.
  const release = lockDataDir(options.dataDir);
  try {
    return open(releasedOnDestroy(new PGliteDialect(new PGlite(join(options.dataDir, 'pglite'))), release), oneConnection);
  } catch (err) {
    release();
    throw err;
  }
}

/** The dialect whose driver gives the directory's lock back once the database is closed. */
function releasedOnDestroy(dialect: Dialect, release: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const destroy = driver.destroy.bind(driver);
      driver.destroy = async () => {
        try {
          await destroy();
        } finally {
          release();
        }
      };
      return driver;
    },
  };
}

/** Opens, migrates and returns the database. */
export async function prepareDatabase(options: DatabaseOptions): Promise<Db> {
  const db = await openDatabase(options);
  await migrateToLatest(db as unknown as Kysely<unknown>, options.databaseUrl ? options.schema : undefined);
  return db;
}

/** Drops a test schema (PostgreSQL only). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  await sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).execute(db);
  await db.destroy();
}
