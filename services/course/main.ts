// Starts the course service (docs/courses.md): `node --import tsx services/course/main.ts`.
import { join } from 'node:path';
import { loadCourseConfig } from './config.ts';
import { prepareCourseDatabase } from './db/database.ts';
import { buildCourseApp } from './app.ts';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from './demo/content.ts';

const config = loadCourseConfig();
const db = await prepareCourseDatabase(config.databaseUrl
  ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema }
  : { dataDir: join(config.dataDir, 'course') });
const app = await buildCourseApp({
  config, db, logger: true,
  content: { courses: DEMO_COURSES, bundles: DEMO_BUNDLES, vouchers: DEMO_VOUCHERS },
});
const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
