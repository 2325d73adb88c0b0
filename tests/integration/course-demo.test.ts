// The course service with its real demo content and media folder (what `npm start` serves): every
// course card's poster and every lesson's video are there, and the posters answer as images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadCourseConfig } from '../../services/course/config.ts';
import { prepareCourseDatabase } from '../../services/course/db/database.ts';
import type { CourseDb } from '../../services/course/db/schema.ts';
import { buildCourseApp } from '../../services/course/app.ts';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from '../../services/course/demo/content.ts';
import { deadUrl } from './course-harness.ts';
import { pgliteTemplate } from './pglite-template.ts';

let app: FastifyInstance;
let db: CourseDb;
let baseUrl: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'titip-course-demo-'));
  db = await prepareCourseDatabase({ dataDir: 'memory', template: pgliteTemplate() });
  const config = loadCourseConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir, port: 0, host: '127.0.0.1', mainApiUrl: await deadUrl(), serviceKey: 'demo-key' });
  app = await buildCourseApp({ config, db, content: { courses: DEMO_COURSES, bundles: DEMO_BUNDLES, vouchers: DEMO_VOUCHERS } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseUrl = `http://127.0.0.1:${address.port}`;
  config.publicUrl = baseUrl;
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the demo courses', () => {
  it('list every demo course with a poster that answers as an image', async () => {
    const res = await fetch(`${baseUrl}/api/courses?per_page=50`);
    const body = await res.json() as { data: { items: { slug: string; thumbnail_url: string }[] } };
    expect(body.data.items.map((i) => i.slug).sort()).toEqual(DEMO_COURSES.map((c) => c.slug).sort());
    for (const item of body.data.items) {
      const poster = await fetch(item.thumbnail_url);
      expect(poster.status, item.thumbnail_url).toBe(200);
      expect(poster.headers.get('content-type')).toMatch(/^image\/png/);
      expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });

  it('give each course its syllabus with the lessons and lengths of the content', async () => {
    for (const course of DEMO_COURSES) {
      const detail = await (await fetch(`${baseUrl}/api/courses/${course.slug}`)).json() as { data: { sections: { lessons: { duration_seconds: number }[] }[] } };
      expect(detail.data.sections.flatMap((s) => s.lessons.map((l) => l.duration_seconds)))
        .toEqual(course.sections.flatMap((s) => s.lessons.map((l) => l.durationSeconds)));
    }
  });
});
