// Starts the real server in-process on a free loopback port with a fresh database:
// PGlite in memory, or a fresh schema on PostgreSQL when TEST_DB=postgres.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { dropSchema, prepareDatabase, type Db } from '../../server/db/database.ts';
import { buildApp } from '../../server/app.ts';
import { seedDemoData } from '../../server/seed.ts';
import { jobSchemaOf } from '../../server/jobs/compose.ts';
import type { ServerPorts } from '../../server/ports.ts';
import { pgliteTemplate } from './pglite-template.ts';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** The PostgreSQL schema it runs in (undefined on PGlite). */
  schema?: string;
  close(): Promise<void>;
}

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  ports?: Partial<ServerPorts>;
  seed?: boolean;
  /**
   * PostgreSQL only: run on this schema of another test server (two processes on one database,
   * tests/integration/shared-*.test.ts); its owner drops it. PGlite has no way to share one
   * database between two servers: asking for it there throws.
   */
  schema?: string;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'titip-test-'));
  if (opts.schema !== undefined && TEST_DB !== 'postgres') throw new Error('startTestServer: a shared schema needs TEST_DB=postgres');
  const owned = opts.schema === undefined;
  const schema = opts.schema ?? (TEST_DB === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined);
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
    dataDir,
    appSecret: 'test-secret',
    host: '127.0.0.1',
    port: 0,
    staticDir: undefined,
    scrapeAllowLoopback: true,
    // What the server runs on, as a process started with DATABASE_URL and DATABASE_SCHEMA would see it;
    // the jobs run on graphile-worker in a schema of this server's own (graphile_worker_<schema>).
    databaseUrl: schema ? TEST_DATABASE_URL : undefined,
    databaseSchema: schema,
    ...opts.config,
  });
  const db = await prepareDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema } : { dataDir: 'memory', template: pgliteTemplate() });
  if (opts.seed ?? true) await seedDemoData(db, config);
  const app = await buildApp({ config, db, ports: opts.ports }).catch(async (err: unknown) => {
    await db.destroy();
    if (schema && owned) await dropSchema(TEST_DATABASE_URL, schema);
    throw err;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    db,
    config,
    schema,
    async close() {
      await app.close();
      await db.destroy();
      if (schema && owned) {
        await dropSchema(TEST_DATABASE_URL, schema);
        await dropSchema(TEST_DATABASE_URL, jobSchemaOf(config));
      }
    },
  };
}
