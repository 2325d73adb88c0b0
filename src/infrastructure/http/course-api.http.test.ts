// CourseApi over a fake transport (docs/api/courses.md): every call goes to courseBaseUrl (never
// apiBaseUrl) with the main API's Authorization token and tb-language, and no other custom header; the contract's
// paths and bodies; the Idempotency-Key of checkout and quiz answers; the error envelope passed on;
// a malformed answer refused as MALFORMED_RESPONSE; progress sent with fetch keepalive on leave.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { Customer } from '../../application/ports/session-store.port';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpCourseApi } from './course-api.http';
import { HttpClient } from './http-client';

type Reply = { status: number; body: unknown };
const COURSE_BASE = 'http://course.test:8081';

const summary = {
  course_id: 1, slug: 'dasar-impor', title: 'Dasar Impor', subtitle: 'Mulai', category: 'sourcing', level: 'beginner', price: 149000,
  thumbnail_url: null, lesson_count: 2, duration_seconds: 135, rating_average: 4.5, rating_count: 2, status: 'open', starts_at: null,
};
const detail = {
  ...summary, description: 'Isi', instructor: { name: 'Rina', title: 'Importir', bio: 'Bio' },
  sections: [{ title: 'Bagian 1', lessons: [{ lesson_id: 101, title: 'Materi 1', duration_seconds: 60, position: 1 }] }],
  quizzes: [{ quiz_id: 11, title: 'Kuis', question_count: 2, pass_mark: 70 }], what_you_learn: ['A'], bundles: [],
  is_owned: true, in_cart: false, pre_registered: false,
};

function transport(replies: Record<string, Reply[]>, language: 'id' | 'en' = 'id', signedIn = true) {
  const calls: { url: string; method: string; path: string; query: string; body: unknown; headers: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '');
    const method = config.method?.toUpperCase() ?? 'GET';
    calls.push({
      url: config.url ?? '', method, path: url.pathname, query: url.search,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined, headers: config.headers.toJSON() as Record<string, unknown>,
    });
    const list = replies[`${method} ${url.pathname}`] ?? [];
    const r = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404, body: { action: false, message: 'Tidak ditemukan', error: { code: 'NOT_FOUND', message: 'Tidak ditemukan' } } };
    return { data: JSON.stringify(r.body), status: r.status, statusText: '', headers: {}, config, request: {} };
  };
  const session = new LocalSessionStore(new MemoryKeyValueStorage());
  session.setAccessToken('acc-1');
  if (signedIn) session.setLogin('login-1', { customerKey: 'C1', firstName: 'Budi' } as Customer);
  session.setLanguage(language);
  const fetched: { url: string; init: RequestInit }[] = [];
  const signedOut = { count: 0 };
  const main = new HttpClient({
    onUnauthorized: () => {
      signedOut.count++;
    },
    config: { apiBaseUrl: 'http://main.test/api', scrapeBaseUrl: 'http://main.test/api' }, session, adapter, retry: { retries: 2, sleep: async () => undefined },
  });
  const api = new HttpCourseApi(main.rebased(COURSE_BASE));
  api.keepaliveFetch = async (url, init) => {
    fetched.push({ url, init });
    return { status: 200, text: async () => JSON.stringify({ action: true, data: { last_second_seen: 30, is_finish: false } }) };
  };
  return { calls, fetched, api, signedOut };
}

const ok = (data: unknown, status = 200): Reply[] => [{ status, body: { action: true, message: 'OK', data } }];

describe('HttpCourseApi', () => {
  it('calls courseBaseUrl (not apiBaseUrl) with the main API\'s token headers and tb-language', async () => {
    const t = transport({ 'GET /api/courses': ok({ items: [summary], page: 1, per_page: 12, total: 1, categories: ['sourcing'] }) }, 'en');
    const page = await t.api.courses({ category: 'sourcing', level: 'beginner', minPrice: 1, maxPrice: 150000, q: ' impor ', page: 2 });
    expect(page).toMatchObject({ page: 1, perPage: 12, total: 1, categories: ['sourcing'] });
    expect(page.items[0]).toEqual({
      courseId: 1, slug: 'dasar-impor', title: 'Dasar Impor', subtitle: 'Mulai', category: 'sourcing', level: 'beginner', price: 149_000,
      thumbnailUrl: null, lessonCount: 2, durationSeconds: 135, ratingAverage: 4.5, ratingCount: 2, status: 'open', startsAt: null,
    });
    const call = t.calls[0];
    expect(call?.url.startsWith(`${COURSE_BASE}/api/courses?`)).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(call?.query))).toEqual({ category: 'sourcing', level: 'beginner', min_price: '1', max_price: '150000', q: 'impor', page: '2', per_page: '12' });
    // Only what the course service's CORS allows (authorization, content-type, tb-language, idempotency-key).
    expect(call?.headers).toEqual({ Accept: 'application/json', Authorization: 'Token login-1', 'tb-language': 'english' });
  });

  it('maps the detail and sends Indonesian by default', async () => {
    const t = transport({ 'GET /api/courses/dasar-impor': ok(detail) });
    const c = await t.api.course('dasar-impor');
    expect(c).toMatchObject({ isOwned: true, inCart: false, instructor: { name: 'Rina' }, quizzes: [{ quizId: 11, passMark: 70 }] });
    expect(c.sections[0]?.lessons[0]).toEqual({ lessonId: 101, title: 'Materi 1', durationSeconds: 60, position: 1, isFinish: false });
    expect(t.calls[0]?.headers['tb-language']).toBe('indonesia');
  });

  it('refuses malformed answers with the offending path, never a crash', async () => {
    const t = transport({
      'GET /api/courses': ok({ items: [{ ...summary, status: 'closed' }], page: 1, per_page: 12, total: 1 }),
      'GET /api/courses/x': ok({ ...detail, sections: 'none' }),
      'GET /api/my-courses': [{ status: 200, body: 'not json at all' }],
      'GET /api/dashboard': ok(null),
      'GET /api/courses/x/lessons/1': ok({ lesson_id: 1, title: 'L', duration_seconds: 'abc', video_url: 'v' }),
    });
    await expect(t.api.courses({})).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.items[0].status' });
    await expect(t.api.course('x')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.sections' });
    await expect(t.api.myCourses()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    await expect(t.api.dashboard()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data' });
    await expect(t.api.lesson('x', 1)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data.duration_seconds' });
  });

  it('passes the error envelope on: code, reason and the service\'s message', async () => {
    const t = transport({
      'POST /api/order-details': [{ status: 409, body: { action: false, message: 'Gagal menambahkan course', error: { code: 'CONFLICT', reason: 'ALREADY_IN_CART', message: 'Gagal menambahkan course' } } }],
      'DELETE /api/order-details/5': [{ status: 404, body: { action: false, message: 'Gagal menghapus course', error: { code: 'NOT_FOUND', message: 'Gagal menghapus course' } } }],
      'POST /api/orders/CRS-1/confirm': [{ status: 409, body: { action: false, error: { code: 'CONFLICT', message: 'Gagal melakukan konfirmasi pembayaran' } } }],
    });
    await expect(t.api.addToCart({ courseSlug: 'dasar-impor' })).rejects.toMatchObject({ code: 'CONFLICT', status: 409, reason: 'ALREADY_IN_CART', message: 'Gagal menambahkan course' });
    expect(t.calls[0]?.body).toEqual({ course_slug: 'dasar-impor' });
    await expect(t.api.removeFromCart(5)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Gagal menghapus course' });
    await expect(t.api.confirmOrder('CRS-1')).rejects.toMatchObject({ status: 409, message: 'Gagal melakukan konfirmasi pembayaran' });
  });

  it('an unreachable service is a NETWORK error after the retries', async () => {
    const t = transport({ 'GET /api/courses': [{ status: 503, body: {} }] });
    await expect(t.api.courses({})).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(t.calls).toHaveLength(3);
  });

  it('checks out with the caller\'s Idempotency-Key (the same on a retry) and maps a free order', async () => {
    const t = transport({
      'POST /api/checkout/preview': ok({ subtotal: 100000, discount: 10000, total: 90000, voucher: { code: 'HEMAT10', ok: true } }),
      'POST /api/checkout': [{ status: 503, body: {} }, { status: 201, body: { action: true, data: { order_code: 'CRS-1', invoice_code: null, total: 0, due_date: null, status: 'paid' } } }],
    });
    expect(await t.api.previewCheckout({ details: [1, 2], voucherCode: ' HEMAT10 ' })).toEqual({ subtotal: 100_000, discount: 10_000, total: 90_000, voucher: { code: 'HEMAT10', ok: true, reason: null } });
    expect(t.calls[0]?.body).toEqual({ voucher_code: 'HEMAT10', details: [1, 2] });
    expect(await t.api.checkout({ details: [1] }, 'key-1')).toEqual({ orderCode: 'CRS-1', invoiceCode: null, total: 0, dueDate: null, status: 'paid' });
    expect(t.calls.slice(1).map((c) => [c.path, c.headers['Idempotency-Key'], c.body])).toEqual([
      ['/api/checkout', 'key-1', { details: [1] }], ['/api/checkout', 'key-1', { details: [1] }],
    ]);
  });

  it('answers a quiz with the key and maps the attempt and results', async () => {
    const t = transport({
      'POST /api/courses/dasar-impor/quizzes/11/attempts': ok({
        attempt_id: 9, score: 50, correct: 1, total: 2, passed: false, created_at: '2024-03-01T03:00:00.000Z',
        results: [{ question_id: 111, correct: true, correct_choice_id: 1, explanation: 'Sampel' }, { question_id: 112, correct: false, correct_choice_id: 3, explanation: 'Gudang' }],
      }, 201),
    });
    const r = await t.api.answerQuiz('dasar-impor', 11, [{ questionId: 111, choiceId: 1 }, { questionId: 112, choiceId: 4 }], 'q-key');
    expect(r).toMatchObject({ attemptId: 9, score: 50, passed: false, results: [{ questionId: 111, correct: true }, { questionId: 112, correctChoiceId: 3, explanation: 'Gudang' }] });
    expect(t.calls[0]?.headers['Idempotency-Key']).toBe('q-key');
    expect(t.calls[0]?.body).toEqual({ answers: [{ question_id: 111, choice_id: 1 }, { question_id: 112, choice_id: 4 }] });
  });

  it('saves progress by PUT, or with fetch keepalive (same headers) when the page is left', async () => {
    const t = transport({ 'PUT /api/courses/dasar-impor/lessons/101/progress': ok({ last_second_seen: 12, is_finish: false }) });
    expect(await t.api.saveProgress('dasar-impor', 101, { second: 12.7, isFinish: false })).toEqual({ lastSecondSeen: 12, isFinish: false });
    expect(t.calls[0]?.body).toEqual({ second: 12, is_finish: false });
    expect(await t.api.saveProgress('dasar-impor', 101, { second: 30, isFinish: false }, { keepalive: true })).toEqual({ lastSecondSeen: 30, isFinish: false });
    const sent = t.fetched[0];
    expect(sent?.url).toBe(`${COURSE_BASE}/api/courses/dasar-impor/lessons/101/progress`);
    expect(sent?.init).toMatchObject({ method: 'PUT', keepalive: true, body: JSON.stringify({ second: 30, is_finish: false }) });
    expect(sent?.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Token login-1', 'tb-language': 'indonesia', 'Content-Type': 'application/json' });
  });

  it('maps the invoice, my courses, the quiz and the dashboard', async () => {
    const t = transport({
      'GET /api/invoices/CRS-1': ok({ order_code: 'CRS-1', invoice_code: 'INV-1', status: 'pending', subtotal: 1000, discount: 0, voucher_code: null, total: 1000, lines: [{ kind: 'course', slug: 's', title: 'T', price: 1000 }], created_at: 'x', paid_at: null }),
      'GET /api/my-courses': ok([{ ...summary, progress_percent: 50, last_lesson_id: 101, enrolled_at: 'y' }]),
      'GET /api/courses/s/quizzes/11': ok({ quiz_id: 11, title: 'Q', pass_mark: 70, max_attempts: 5, questions: [{ question_id: 1, text: 'A?', choices: [{ choice_id: 2, text: 'B' }] }], attempts: [], best_score: null, passed: false }),
      'GET /api/dashboard': ok({ courses: [{ slug: 's', title: 'T', progress_percent: 100, lessons_finished: 2, lesson_count: 2, quizzes_passed: 1, quiz_count: 1, certificate: { code: 'CERT-1', issued_at: 'z' } }], totals: { courses: 1, lessons_finished: 2, quizzes_passed: 1, certificates: 1 } }),
    });
    expect(await t.api.invoice('CRS-1')).toMatchObject({ invoiceCode: 'INV-1', status: 'pending', lines: [{ slug: 's' }] });
    expect((await t.api.myCourses())[0]).toMatchObject({ progressPercent: 50, lastLessonId: 101 });
    expect(await t.api.quiz('s', 11)).toMatchObject({ maxAttempts: 5, questions: [{ questionId: 1, choices: [{ choiceId: 2 }] }], bestScore: null });
    expect((await t.api.dashboard()).courses[0]?.certificate).toEqual({ code: 'CERT-1', issuedAt: 'z' });
  });

  it('a 401 of the course service does not sign the customer out of the storefront', async () => {
    const t = transport({ 'GET /api/my-courses': [{ status: 401, body: { action: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } } }] });
    await expect(t.api.myCourses()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(t.signedOut.count).toBe(0);
  });

  it('a guest sends no Authorization; a POST adds only Content-Type', async () => {
    const guest = transport({ 'GET /api/courses/x/reviews': ok({ items: [{ review_id: 1, name: 'Sari', rating: 5, text: 'Bagus sekali', created_at: 'c', is_mine: false }], page: 1, per_page: 10, total: 1, average: 5, count: 1 }) }, 'id', false);
    expect((await guest.api.reviews('x', 1)).items[0]).toEqual({ reviewId: 1, name: 'Sari', rating: 5, text: 'Bagus sekali', createdAt: 'c', mine: false });
    expect(guest.calls[0]?.headers).toEqual({ Accept: 'application/json', 'tb-language': 'indonesia' });
    const t = transport({ 'POST /api/courses/x/registration': ok(null, 201) });
    await t.api.register('x');
    expect(t.calls[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Token login-1', 'tb-language': 'indonesia', 'Content-Type': 'application/json' });
  });
});
