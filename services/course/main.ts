// Starts the course service (docs/courses.md): `node --import tsx services/course/main.ts`.
import { join } from 'node:path';
import { loadCourseConfig } from './config.ts';
import { prepareCourseDatabase } from './db/database.ts';
import { buildCourseApp } from './app.ts';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from './demo/content.ts';
import { closeOnSignals } from '../../server/operability/shutdown.ts';

const config = loadCourseConfig();
const db = await prepareCourseDatabase(config.databaseUrl
  ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize }
  : { dataDir: join(config.dataDir, 'course') });
const app = await buildCourseApp({
  config, db, logger: true,
  content: { courses: DEMO_COURSES, bundles: DEMO_BUNDLES, vouchers: DEMO_VOUCHERS },
});
// SIGTERM / SIGINT: readiness 503, drain, close, database, exit (server/operability/shutdown.ts).
closeOnSignals(app, { ...config, afterClose: () => db.destroy() });
await app.listen({ port: config.port, host: config.host });
