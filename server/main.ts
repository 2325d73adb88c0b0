// Starts the one process that serves the storefront and the API on one port.
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed.ts';
import { seedRegions } from './modules/regions/seed.ts';

const config = loadConfig();
const db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
// Regions are reference data (addresses and shipping need them): loaded on every start, cheap once loaded.
await seedRegions(db);
if (config.seedDemo) await seedDemoData(db, config);
const app = await buildApp({ config, db, logger: true });
const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
