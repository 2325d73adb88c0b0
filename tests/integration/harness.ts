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

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function startTestServer(opts: { config?: Partial<ServerConfig>; ports?: Partial<ServerPorts>; seed?: boolean } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'titip-test-'));
  const schema = TEST_DB === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
    dataDir,
    appSecret: 'test-secret',
    host: '127.0.0.1',
    port: 0,
    staticDir: undefined,
    scrapeAllowLoopback: true,
    // PostgreSQL: the jobs run on graphile-worker in a schema of this server's own (graphile_worker_<schema>).
    ...(schema ? { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema } : {}),
    ...opts.config,
  });
  const db = await prepareDatabase(TEST_DB === 'postgres' ? { databaseUrl: TEST_DATABASE_URL, schema } : { dataDir: 'memory' });
  if (opts.seed ?? true) await seedDemoData(db, config);
  const app = await buildApp({ config, db, ports: opts.ports });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      if (schema) {
        await dropSchema(TEST_DATABASE_URL, schema);
        await dropSchema(TEST_DATABASE_URL, jobSchemaOf(config));
      }
    },
  };
}
