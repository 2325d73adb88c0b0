// The course service's catalog and course cart over HTTP: list filters and paging, detail with the
// caller's flags, bundles, registration of a free course, pre-registration for an upcoming one,
// and the course cart's add / duplicate / owned / delete answers with the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, newLearner, startCourseEnv, type CourseTestEnv } from './course-harness.ts';
import type { Json } from './fixtures/http.ts';

let env: CourseTestEnv;

beforeAll(async () => {
  env = await startCourseEnv();
});
afterAll(async () => env?.close());

const slugs = (body: Json): string[] => body.data.items.map((i: Json) => i.slug);

describe('catalog', () => {
  it('lists with category, level, price, search and paging', async () => {
    const call = anonymous(env);
    const all = await call('GET', '/api/courses');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ page: 1, per_page: 12, total: 4, categories: ['customs', 'pricing', 'reselling', 'sourcing'] });
    const first = all.body.data.items[0];
    expect(first).toMatchObject({ slug: 'sourcing-taobao', title: 'Sourcing from Taobao', price: 250_000, lesson_count: 2, duration_seconds: 160, status: 'open', rating_count: 0 });
    expect(first.thumbnail_url).toBe(`${env.course.baseUrl}/media/posters/poster.png`);
    const upcoming = all.body.data.items.find((i: Json) => i.slug === 'reseller-lanjutan');
    expect(upcoming.status).toBe('upcoming');
    expect(new Date(upcoming.starts_at).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    expect(slugs((await call('GET', '/api/courses?category=pricing')).body)).toEqual(['hitung-harga']);
    expect(slugs((await call('GET', '/api/courses?level=advanced')).body)).toEqual(['reseller-lanjutan']);
    expect(slugs((await call('GET', '/api/courses?min_price=100000&max_price=250000')).body)).toEqual(['sourcing-taobao', 'hitung-harga']);
    expect(slugs((await call('GET', '/api/courses?max_price=0')).body)).toEqual(['bea-cukai-gratis']);
    expect(slugs((await call('GET', '/api/courses?q=taobao')).body)).toEqual(['sourcing-taobao']);
    // Search in both languages, and % is not a wildcard.
    expect(slugs((await call('GET', '/api/courses?q=Menghitung')).body)).toEqual(['hitung-harga']);
    expect((await call('GET', '/api/courses?q=%25')).body.data.total).toBe(0);
    const page2 = await call('GET', '/api/courses?per_page=3&page=2');
    expect(page2.body.data).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect(slugs(page2.body)).toEqual(['reseller-lanjutan']);
    expect((await call('GET', '/api/courses?level=expert')).status).toBe(422);
    // Indonesian by default.
    const id = await call('GET', '/api/courses?category=pricing', undefined, { 'tb-language': 'indonesia' });
    expect(id.body.data.items[0].title).toBe('Menghitung Harga Impor');
  });

  it('details a course: syllabus, lessons, instructor, quizzes, bundles; 404 for an unknown one', async () => {
    const call = anonymous(env);
    const res = await call('GET', '/api/courses/sourcing-taobao');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.instructor).toEqual({ name: 'Rina Halim', title: 'Importer', bio: 'Ten years of importing' });
    expect(d.sections.map((s: Json) => s.title)).toEqual(['Basics', 'Further']);
    expect(d.sections[1].lessons[0]).toMatchObject({ title: 'Negotiating', duration_seconds: 100, position: 2 });
    expect(d.quizzes).toEqual([{ quiz_id: expect.any(Number), title: 'Taobao quiz', question_count: 2, pass_mark: 70 }]);
    expect(d.bundles).toEqual([{ slug: 'paket-importir', title: 'Importer bundle' }]);
    expect(d.is_owned).toBeUndefined();
    expect(JSON.stringify(d)).not.toContain('correct');
    const missing = await call('GET', '/api/courses/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body.action).toBe(false);
  });

  it('lists bundles and details one with its courses', async () => {
    const call = anonymous(env);
    const list = await call('GET', '/api/bundles');
    expect(list.body.data).toEqual([expect.objectContaining({ slug: 'paket-importir', price: 300_000, original_price: 350_000, course_count: 2 })]);
    const detail = await call('GET', '/api/bundles/paket-importir');
    expect(detail.body.data.courses.map((c: Json) => c.slug)).toEqual(['sourcing-taobao', 'hitung-harga']);
    expect((await call('GET', '/api/bundles/nope')).status).toBe(404);
  });
});

describe('registration and pre-registration', () => {
  it('enrols at once in a free open course; refuses a paid one and an upcoming one', async () => {
    const learner = await newLearner(env);
    const free = await learner.course('POST', '/api/courses/bea-cukai-gratis/registration');
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect((await learner.course('POST', '/api/courses/bea-cukai-gratis/registration')).status).toBe(200);
    const mine = await learner.course('GET', '/api/my-courses');
    expect(mine.body.data.map((c: Json) => c.slug)).toEqual(['bea-cukai-gratis']);
    const detail = (await learner.course('GET', '/api/courses/bea-cukai-gratis')).body.data;
    expect(detail).toMatchObject({ is_owned: true, in_cart: false });
    // Not started yet: "continue" leads to the course's first lesson.
    expect(mine.body.data[0]).toMatchObject({ progress_percent: 0, last_lesson_id: detail.sections[0].lessons[0].lesson_id });

    const paid = await learner.course('POST', '/api/courses/hitung-harga/registration');
    expect(paid.status).toBe(422);
    expect(paid.body.error.reason).toBe('COURSE_NOT_FREE');
    const upcoming = await learner.course('POST', '/api/courses/reseller-lanjutan/registration');
    expect(upcoming.status).toBe(422);
    expect(upcoming.body.error.reason).toBe('COURSE_NOT_STARTED');
    expect((await anonymous(env)('POST', '/api/courses/bea-cukai-gratis/registration')).status).toBe(401);
  });

  it('pre-registers for an upcoming course once; an open course is refused', async () => {
    const learner = await newLearner(env);
    const first = await learner.course('POST', '/api/courses/reseller-lanjutan/pre-registration');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.pre_registered).toBe(true);
    expect((await learner.course('POST', '/api/courses/reseller-lanjutan/pre-registration')).status).toBe(200);
    const rows = await env.course.db.selectFrom('pre_registrations').selectAll().where('customer_id', '=', learner.id).execute();
    expect(rows).toHaveLength(1);
    expect((await learner.course('GET', '/api/courses/reseller-lanjutan')).body.data.pre_registered).toBe(true);
    const open = await learner.course('POST', '/api/courses/hitung-harga/pre-registration');
    expect(open.status).toBe(422);
    expect(open.body.error.reason).toBe('COURSE_ALREADY_OPEN');
  });
});

describe('course cart', () => {
  it('adds, refuses a duplicate, an owned course and an unknown one, and deletes with the spec\'s messages', async () => {
    const learner = await newLearner(env);
    const id = { 'tb-language': 'indonesia' };
    const added = await learner.course('POST', '/api/order-details', { course_slug: 'hitung-harga' }, id);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ kind: 'course', slug: 'hitung-harga', price: 100_000 });
    const bundle = await learner.course('POST', '/api/order-details', { bundle_slug: 'paket-importir' }, id);
    expect(bundle.status).toBe(201);

    const twice = await learner.course('POST', '/api/order-details', { course_slug: 'hitung-harga' }, id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: 'Gagal menambahkan course', error: { reason: 'ALREADY_IN_CART' } });
    // Two adds at once: one row.
    const race = await Promise.all([1, 2].map(() => learner.course('POST', '/api/order-details', { course_slug: 'sourcing-taobao' }, id)));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);

    await learner.course('POST', '/api/courses/bea-cukai-gratis/registration');
    const owned = await learner.course('POST', '/api/order-details', { course_slug: 'bea-cukai-gratis' }, id);
    expect(owned.status).toBe(409);
    expect(owned.body).toMatchObject({ message: 'Gagal menambahkan course', error: { reason: 'ALREADY_OWNED' } });
    const unknown = await learner.course('POST', '/api/order-details', { course_slug: 'tidak-ada' }, id);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Gagal menambahkan course');
    const upcoming = await learner.course('POST', '/api/order-details', { course_slug: 'reseller-lanjutan' }, id);
    expect(upcoming.status).toBe(422);
    expect(upcoming.body.message).toBe('Gagal menambahkan course');

    const cart = await learner.course('GET', '/api/order-details');
    expect(cart.body.data.items.map((i: Json) => i.slug)).toEqual(['hitung-harga', 'paket-importir', 'sourcing-taobao']);
    expect(cart.body.data.subtotal).toBe(650_000);
    expect((await learner.course('GET', '/api/courses/hitung-harga')).body.data.in_cart).toBe(true);

    const other = await newLearner(env);
    const notMine = await other.course('DELETE', `/api/order-details/${added.body.data.order_detail_id}`, undefined, id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Gagal menghapus course');
    const removed = await learner.course('DELETE', `/api/order-details/${added.body.data.order_detail_id}`, undefined, id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ action: true, message: 'Berhasil menghapus course' });
    const again = await learner.course('DELETE', `/api/order-details/${added.body.data.order_detail_id}`, undefined, id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Gagal menghapus course');
    expect((await learner.course('GET', '/api/order-details')).body.data.subtotal).toBe(550_000);
  });
});
