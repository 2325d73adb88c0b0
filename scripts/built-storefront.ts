// The built storefront served by the real server, for the browser measurements (scripts/lighthouse.ts,
// scripts/inp.ts): production config, a fresh temp data dir (embedded PGlite), demo data and regions,
// the storefront from dist/, on a free loopback port; the course service (services/course) in-process
// too, with its demo courses, on a free port. dist/ is used as it is (`npm run build` first after a
// change); it is built only when dist/index.html is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { prepareDatabase, type Db } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { seedDemoData } from '../server/seed.ts';
import { seedRegions } from '../server/modules/regions/seed.ts';
import { loadCourseConfig } from '../services/course/config.ts';
import { prepareCourseDatabase } from '../services/course/db/database.ts';
import { buildCourseApp } from '../services/course/app.ts';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from '../services/course/demo/content.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface BuiltStorefront {
  /** http://127.0.0.1:<port> */
  base: string;
  db: Db;
  close(): Promise<void>;
}

/** Builds dist/ when it is missing (exits the process when the build fails), then starts both servers. */
export async function startBuiltStorefront(tag: string): Promise<BuiltStorefront> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`${tag}: dist/index.html is missing, running \`npm run build\``);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `titip-${tag}-`));
  const config = loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, {
    dataDir, appSecret: tag, host: '127.0.0.1', port: 0, staticDir: DIST, paymentExpirySweepMs: 0,
  });
  // The course service's port is chosen first: the storefront's configuration names it.
  const coursePort = await freePort();
  const courseUrl = `http://127.0.0.1:${coursePort}`;
  config.courseServiceUrl = courseUrl;
  config.coursePublicUrl = courseUrl;
  const db = await prepareDatabase({ dataDir: join(dataDir, 'db') });
  await seedRegions(db);
  await seedDemoData(db, config);
  const app = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const courseConfig = loadCourseConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, {
    dataDir, port: coursePort, host: '127.0.0.1', mainApiUrl: base, serviceKey: config.courseServiceKey, allowedOrigins: [base], publicUrl: courseUrl,
  });
  const courseDb = await prepareCourseDatabase({ dataDir: join(dataDir, 'course') });
  const courseApp = await buildCourseApp({ config: courseConfig, db: courseDb, content: { courses: DEMO_COURSES, bundles: DEMO_BUNDLES, vouchers: DEMO_VOUCHERS } });
  await courseApp.listen({ host: '127.0.0.1', port: coursePort });
  return {
    base,
    db,
    async close() {
      await courseApp.close();
      await courseDb.destroy();
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
