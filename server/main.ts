// Starts a server process: by SERVER_ROLE (docs/operations.md "Process roles") the storefront and
// the API on one port (web), the jobs with a health answer on that port (worker), or both (all).
import { loadConfig } from './config.ts';
import { prepareDatabase, type Db } from './db/database.ts';
import { DataDirLockedError, recordLockUrl } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed.ts';
import { seedRegions } from './modules/regions/seed.ts';
import { closeOnSignals } from './operability/shutdown.ts';
import { StartRefused } from './shared/process-registry.ts';
import { startWorkerHealth, type WorkerHealth } from './worker-health.ts';

const config = loadConfig();
let db: Db;
try {
  db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: config.databasePoolSize });
} catch (err) {
  // A second process on the embedded database: refused with the reason, not a stack.
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
// Regions are reference data (addresses and shipping need them): loaded on every start, cheap once loaded.
await seedRegions(db);
if (config.seedDemo) await seedDemoData(db, config);
const app = await buildApp({ config, db, logger: true }).catch(async (err: unknown) => {
  // Another web process without shared state (server/shared/process-registry.ts): its reason alone, no stack.
  if (!(err instanceof StartRefused)) throw err;
  console.error(err.message);
  await db.destroy();
  process.exit(1);
});
let health: WorkerHealth | null = null;
// SIGTERM / SIGINT: readiness 503, the jobs stop, drain, close, database, exit (server/operability/shutdown.ts).
closeOnSignals(app, { ...config, afterClose: async () => { await health?.close(); await db.destroy(); } });
if (config.serverRole === 'worker') {
  // No API here: the jobs start with ready(), and the port answers GET /healthz and /readyz only.
  await app.ready();
  health = await startWorkerHealth(config.host, config.port, () => app.readiness.report(app.log));
} else {
  await app.listen({ port: config.port, host: config.host });
  // `npm run staff` finds this server through the embedded database's lock (loopback).
  const address = app.server.address();
  if (!config.databaseUrl && address && typeof address !== 'string') recordLockUrl(config.dataDir, `http://127.0.0.1:${address.port}`);
}
