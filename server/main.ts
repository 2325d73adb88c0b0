// Starts the one process that serves the storefront and the API on one port.
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed.ts';
import { seedRegions } from './modules/regions/seed.ts';
import { closeOnSignals } from './operability/shutdown.ts';
import { StartRefused } from './shared/process-registry.ts';

const config = loadConfig();
const db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: config.databasePoolSize });
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
// SIGTERM / SIGINT: readiness 503, drain, close, database, exit (server/operability/shutdown.ts).
closeOnSignals(app, { ...config, afterClose: () => db.destroy() });
await app.listen({ port: config.port, host: config.host });
