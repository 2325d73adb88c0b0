// Starts the REAL main API (startTestServer, seeded) and the REAL course service in-process on free
// loopback ports, each with its own fresh database (PGlite in memory, or its own fresh PostgreSQL
// schema dropped on close when TEST_DB=postgres), sharing one service key. The media directory is a
// temporary one with a small video and a poster.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../server/db/database.ts';
import { loadCourseConfig, type CourseConfig } from '../../services/course/config.ts';
import { prepareCourseDatabase } from '../../services/course/db/database.ts';
import { pgliteTemplate } from './pglite-template.ts';
import type { CourseDb } from '../../services/course/db/schema.ts';
import { buildCourseApp } from '../../services/course/app.ts';
import type { CourseContent } from '../../services/course/seed.ts';
import type { FetchLike } from '../../services/course/http/main-api.ts';
import { startTestServer, TEST_DATABASE_URL, TEST_DB, type TestServer } from './harness.ts';
import { TEST_COURSE_CONTENT } from './fixtures/course-content.ts';
import { newShopper, type Shopper } from './fixtures/checkout.ts';
import { jsonClient, type Json, type JsonResponse } from './fixtures/http.ts';

/** 4096 bytes standing in for a lesson video (served byte for byte, Range included). */
export const VIDEO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

export interface CourseService {
  baseUrl: string;
  app: FastifyInstance;
  db: CourseDb;
  config: CourseConfig;
  close(): Promise<void>;
}

export interface CourseTestEnv {
  main: TestServer;
  course: CourseService;
  key: string;
  close(): Promise<void>;
}

/** A loopback port nothing listens on (taken and released). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export async function startCourseService(opts: { mainApiUrl: string; key: string; db?: CourseDb; config?: Partial<CourseConfig>; fetch?: FetchLike; content?: CourseContent }): Promise<CourseService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'titip-course-test-'));
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(join(mediaDir, 'lesson.webm'), VIDEO_BYTES);
  writeFileSync(join(mediaDir, 'poster.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const schema = TEST_DB === 'postgres' && !opts.db ? `c_${randomBytes(6).toString('hex')}` : undefined;
  const db = opts.db ?? await prepareCourseDatabase(TEST_DB === 'postgres' ? { databaseUrl: TEST_DATABASE_URL, schema } : { dataDir: 'memory', template: pgliteTemplate() });
  const config = loadCourseConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, {
    dataDir, port: 0, host: '127.0.0.1', mainApiUrl: opts.mainApiUrl, serviceKey: opts.key, mediaDir, tokenCacheTtlMs: 10_000, mainApiTimeoutMs: 2_000, ...opts.config,
  });
  const app = await buildCourseApp({ config, db, content: opts.content ?? TEST_COURSE_CONTENT, fetch: opts.fetch });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  config.publicUrl = baseUrl;
  return {
    baseUrl, app, db, config,
    async close() {
      await app.close();
      if (!opts.db) {
        await db.destroy();
        if (schema) await dropSchema(TEST_DATABASE_URL, schema);
      }
    },
  };
}

export async function startCourseEnv(): Promise<CourseTestEnv> {
  const key = randomBytes(24).toString('hex');
  const main = await startTestServer({ config: { courseServiceKey: key, paymentExpirySweepMs: 0 } });
  const course = await startCourseService({ mainApiUrl: main.baseUrl, key });
  main.config.courseServiceUrl = course.baseUrl;
  return {
    main, course, key,
    async close() {
      await course.close();
      await main.close();
    },
  };
}

export interface Learner extends Shopper {
  /** A call to the course service with the learner's token (Authorization: Bearer). */
  course(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<Json>>;
}

export async function newLearner(env: CourseTestEnv): Promise<Learner> {
  const shopper = await newShopper(env.main.baseUrl, env.main.db);
  const call = jsonClient(env.course.baseUrl);
  return {
    ...shopper,
    course: (method, path, body, headers = {}) => call(method, path, { body, headers: { authorization: `Bearer ${shopper.loginToken}`, ...headers } }),
  };
}

/** The course service without a token. */
export function anonymous(env: CourseTestEnv) {
  const call = jsonClient(env.course.baseUrl);
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => call(method, path, { body, headers });
}

/** Puts courses in the learner's cart; answers their order_detail ids. */
export async function addToCart(learner: Learner, items: ({ course_slug: string } | { bundle_slug: string })[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const res = await learner.course('POST', '/api/order-details', item);
    if (res.status !== 201) throw new Error(`add ${JSON.stringify(item)}: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.data.order_detail_id);
  }
  return ids;
}

/** Enrols the learner in a paid course through a checkout at 0 (the 100% voucher of the fixture). */
export async function enrolFree(learner: Learner, slug: string): Promise<void> {
  const details = await addToCart(learner, [{ course_slug: slug }]);
  const res = await learner.course('POST', '/api/checkout', { details, voucher_code: 'GRATISKURSUS' }, { 'idempotency-key': `free-${slug}-${learner.id}` });
  if (res.status !== 201 || res.body.data.status !== 'paid') throw new Error(`free checkout: ${res.status} ${JSON.stringify(res.body)}`);
}
