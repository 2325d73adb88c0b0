// Starts the one process that serves the storefront and the API on one port.
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed.ts';
import { seedRegions } from './modules/regions/seed.ts';
import { closeOnSignals } from './operability/shutdown.ts';

const config = loadConfig();
const db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: config.databasePoolSize });
// Regions are reference data (addresses and shipping need them): loaded on every start, cheap once loaded.
await seedRegions(db);
if (config.seedDemo) await seedDemoData(db, config);
const app = await buildApp({ config, db, logger: true });
// SIGTERM / SIGINT: readiness 503, drain, close, database, exit (server/operability/shutdown.ts).
closeOnSignals(app, { ...config, afterClose: () => db.destroy() });
await app.listen({ port: config.port, host: config.host });
