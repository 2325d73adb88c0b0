// Starts a server process: by SERVER_ROLE (docs/operations.md "Process roles") the storefront and
// the API on one port (web), the jobs with a health answer on that port (worker), or both (all).
import { loadConfig } from './config.ts';
import { prepareDatabase, type Db } from './db/database.ts';
import { DataDirLockedError, recordLockUrl } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed.ts';
import { seedRegions } from './modules/regions/seed.ts';
import { startWorkerHealth, type WorkerHealth } from './worker-health.ts';

const config = loadConfig();
let db: Db;
try {
  db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
} catch (err) {
  // A second process on the embedded database: refused with the reason, not a stack.
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
// Regions are reference data (addresses and shipping need them): loaded on every start, cheap once loaded.
await seedRegions(db);
if (config.seedDemo) await seedDemoData(db, config);
const app = await buildApp({ config, db, logger: true });
let health: WorkerHealth | null = null;
const close = async () => {
  await health?.close();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
if (config.serverRole === 'worker') {
  // No API here: the jobs start with ready(), and the port answers GET /healthz only.
  await app.ready();
  health = await startWorkerHealth(config.host, config.port);
} else {
  await app.listen({ port: config.port, host: config.host });
  // `npm run staff` finds this server through the embedded database's lock (loopback).
  const address = app.server.address();
  if (!config.databaseUrl && address && typeof address !== 'string') recordLockUrl(config.dataDir, `http://127.0.0.1:${address.port}`);
}
