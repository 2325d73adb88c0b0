// Learning on the course service: lessons only for the enrolled (403), the signed, expiring video
// URL (200, Range 206, tampered or expired 403), video progress (clamped to the length, never
// backwards, finished only once seen to the end), quizzes (no answers shown, score and pass mark,
// attempts counted once per Idempotency-Key even at once, max attempts under a race), reviews by
// buyers only, and the dashboard's certificate once every lesson is finished and every quiz passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSignature } from '../../services/course/http/media.ts';
import type { Json } from './fixtures/http.ts';
import { VIDEO_BYTES, anonymous, enrolFree, newLearner, startCourseEnv, type CourseTestEnv, type Learner } from './course-harness.ts';

let env: CourseTestEnv;
let lessons: number[];
let quizId: number;

beforeAll(async () => {
  env = await startCourseEnv();
  const detail = await anonymous(env)('GET', '/api/courses/sourcing-taobao');
  lessons = detail.body.data.sections.flatMap((s: Json) => s.lessons.map((l: Json) => l.lesson_id));
  quizId = detail.body.data.quizzes[0].quiz_id;
});
afterAll(async () => env?.close());

const lessonPath = (id: number | undefined) => `/api/courses/sourcing-taobao/lessons/${id}`;
const progress = (learner: Learner, id: number | undefined, second: number, isFinish = false) =>
  learner.course('PUT', `${lessonPath(id)}/progress`, { second, is_finish: isFinish });

async function quizKey(learner: Learner): Promise<{ right: Json[]; wrong: Json[] }> {
  const res = await learner.course('GET', `/api/courses/sourcing-taobao/quizzes/${quizId}`);
  expect(res.status).toBe(200);
  const questions: Json[] = res.body.data.questions;
  // The fixture's key: the second choice of the first question, the first of the second.
  const right = [{ question_id: questions[0].question_id, choice_id: questions[0].choices[1].choice_id }, { question_id: questions[1].question_id, choice_id: questions[1].choices[0].choice_id }];
  const wrong = [right[0], { question_id: questions[1].question_id, choice_id: questions[1].choices[1].choice_id }];
  return { right, wrong };
}

const attempt = (learner: Learner, answers: Json[], key: string) =>
  learner.course('POST', `/api/courses/sourcing-taobao/quizzes/${quizId}/attempts`, { answers }, { 'idempotency-key': key });

describe('lessons and video', () => {
  it('refuses a lesson, its progress and its quiz to a customer who did not buy the course (403)', async () => {
    const learner = await newLearner(env);
    for (const res of [
      await learner.course('GET', lessonPath(lessons[0])),
      await progress(learner, lessons[0], 10),
      await learner.course('GET', `/api/courses/sourcing-taobao/quizzes/${quizId}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ENROLLED' });
    }
    expect((await anonymous(env)('GET', lessonPath(lessons[0]))).status).toBe(401);
  });

  it('gives a signed, expiring absolute URL: served with Range while valid, 403 when tampered or expired', async () => {
    const learner = await newLearner(env);
    await enrolFree(learner, 'sourcing-taobao');
    const res = await learner.course('GET', lessonPath(lessons[0]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ lesson_id: lessons[0], title: 'Introduction', duration_seconds: 60, last_second_seen: 0, is_finish: false, previous_lesson_id: null, next_lesson_id: lessons[1] });
    const url = new URL(res.body.data.video_url);
    expect(url.origin).toBe(env.course.baseUrl);
    expect(url.pathname).toBe('/media/lesson.webm');
    expect(Number(url.searchParams.get('exp')) * 1000).toBeGreaterThan(Date.now());

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO_BYTES)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4096');
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO_BYTES.subarray(100, 200))).toBe(true);

    const tampered = new URL(url);
    tampered.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await fetch(tampered)).status).toBe(403);
    const badSig = new URL(url);
    badSig.searchParams.set('sig', `${url.searchParams.get('sig')?.slice(0, -2)}xx`);
    expect((await fetch(badSig)).status).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 5;
    const expired = `${env.course.baseUrl}/media/lesson.webm?exp=${past}&sig=${mediaSignature(env.key, 'lesson.webm', past)}`;
    expect((await fetch(expired)).status).toBe(403);
    expect((await fetch(`${env.course.baseUrl}/media/lesson.webm`)).status).toBe(403);
    // Another key signs nothing here.
    const future = past + 3600;
    expect((await fetch(`${env.course.baseUrl}/media/lesson.webm?exp=${future}&sig=${mediaSignature('other-key', 'lesson.webm', future)}`)).status).toBe(403);
    // Posters are public; a video is not served by the posters' path.
    expect((await fetch(`${env.course.baseUrl}/media/posters/poster.png`)).status).toBe(200);
    expect((await fetch(`${env.course.baseUrl}/media/posters/lesson.webm`)).status).toBe(404);
  });

  it('keeps the furthest second seen, clamped to the length; finishes only when seen to the end', async () => {
    const learner = await newLearner(env);
    await enrolFree(learner, 'sourcing-taobao');
    expect((await progress(learner, lessons[0], 30)).body.data).toEqual({ last_second_seen: 30, is_finish: false });
    expect((await progress(learner, lessons[0], 10)).body.data).toEqual({ last_second_seen: 30, is_finish: false });
    expect((await learner.course('GET', lessonPath(lessons[0]))).body.data).toMatchObject({ last_second_seen: 30, resume_second: 30 });
    expect((await progress(learner, lessons[0], 5000)).body.data).toEqual({ last_second_seen: 60, is_finish: false });
    expect((await progress(learner, lessons[0], -3)).status).toBe(422);

    // Lesson 2 is 100 s: is_finish at 20 s is not taken, at 95 s it is, and it stays.
    expect((await progress(learner, lessons[1], 20, true)).body.data).toEqual({ last_second_seen: 20, is_finish: false });
    expect((await progress(learner, lessons[1], 95, true)).body.data).toEqual({ last_second_seen: 95, is_finish: true });
    expect((await progress(learner, lessons[1], 3, false)).body.data).toEqual({ last_second_seen: 95, is_finish: true });
    // The course detail ticks the owner's finished lessons; a guest's carries none.
    const syllabus = (await learner.course('GET', '/api/courses/sourcing-taobao')).body.data.sections.flatMap((s: { lessons: unknown[] }) => s.lessons);
    expect(syllabus.map((x: { lesson_id: number; is_finish: boolean }) => [x.lesson_id, x.is_finish])).toEqual([[lessons[0], false], [lessons[1], true]]);
    const guest = (await anonymous(env)('GET', '/api/courses/sourcing-taobao')).body.data.sections[0].lessons[0];
    expect(guest).not.toHaveProperty('is_finish');
    // Reports at once: the maximum is kept.
    await Promise.all([10, 50, 40, 58].map((s) => progress(learner, lessons[0], s)));
    expect((await learner.course('GET', lessonPath(lessons[0]))).body.data.last_second_seen).toBe(60);
    // A lesson of another course under this slug is not found.
    expect((await progress(learner, 999_999, 1)).status).toBe(404);
  });
});

describe('quizzes', () => {
  it('shows no answers; scores against the pass mark; counts one attempt per key, even at once; holds max attempts under a race', async () => {
    const learner = await newLearner(env);
    await enrolFree(learner, 'sourcing-taobao');
    const quiz = await learner.course('GET', `/api/courses/sourcing-taobao/quizzes/${quizId}`);
    expect(quiz.body.data).toMatchObject({ title: 'Taobao quiz', pass_mark: 70, max_attempts: 5, attempts: [], best_score: 0, passed: false });
    expect(JSON.stringify(quiz.body.data)).not.toMatch(/correct|explanation/);
    const { right, wrong } = await quizKey(learner);

    const failed = await attempt(learner, wrong, 'a');
    expect(failed.status).toBe(201);
    expect(failed.body.data).toMatchObject({ score: 50, correct: 1, total: 2, passed: false });
    expect(failed.body.data.results[1]).toMatchObject({ correct: false, correct_choice_id: right[1].choice_id, explanation: 'Because A' });
    expect((await attempt(learner, wrong, '')).status).toBe(422);

    // The same key twice at once: one attempt, the same answer twice.
    const same = await Promise.all([attempt(learner, right, 'b'), attempt(learner, right, 'b')]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(same[0]?.body.data.attempt_id).toBe(same[1]?.body.data.attempt_id);
    expect(same[0]?.body.data).toMatchObject({ score: 100, passed: true });
    // Two different keys at once: two attempts.
    const two = await Promise.all([attempt(learner, wrong, 'c'), attempt(learner, wrong, 'd')]);
    expect(two.map((r) => r.status)).toEqual([201, 201]);
    // One attempt left, two at once: one counted, one refused.
    const last = await Promise.all([attempt(learner, wrong, 'e'), attempt(learner, wrong, 'f')]);
    expect(last.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(last.find((r) => r.status === 422)?.body.error.reason).toBe('QUIZ_NO_ATTEMPTS_LEFT');
    // A key already used still answers its attempt.
    expect((await attempt(learner, wrong, 'a')).status).toBe(200);

    const after = await learner.course('GET', `/api/courses/sourcing-taobao/quizzes/${quizId}`);
    expect(after.body.data.attempts).toHaveLength(5);
    expect(after.body.data).toMatchObject({ best_score: 100, passed: true });
    const rows = await env.course.db.selectFrom('quiz_attempts').select('id').where('customer_id', '=', learner.id).execute();
    expect(rows).toHaveLength(5);
  });
});

describe('reviews', () => {
  it('only a buyer reviews, once; the review is changed with put; the list shows the average', async () => {
    const stranger = await newLearner(env);
    const body = { rating: 4, text: 'Materinya jelas dan praktis.' };
    const refused = await stranger.course('POST', '/api/courses/hitung-harga/reviews', body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('NOT_ENROLLED');
    expect((await stranger.course('PUT', '/api/courses/hitung-harga/reviews/mine', body)).status).toBe(403);

    const buyer = await newLearner(env);
    await enrolFree(buyer, 'hitung-harga');
    const short = await buyer.course('POST', '/api/courses/hitung-harga/reviews', { rating: 5, text: 'Bagus' });
    expect(short.status).toBe(422);
    expect(short.body.error.reason).toBe('TEXT_TOO_SHORT');
    expect((await buyer.course('POST', '/api/courses/hitung-harga/reviews', { rating: 6, text: 'Materinya jelas sekali.' })).body.error.reason).toBe('RATING_INVALID');
    expect((await buyer.course('PUT', '/api/courses/hitung-harga/reviews/mine', body)).status).toBe(404);
    const posted = await buyer.course('POST', '/api/courses/hitung-harga/reviews', body);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data).toMatchObject({ rating: 4, text: body.text, name: 'Test Customer', is_mine: true });
    const twice = await buyer.course('POST', '/api/courses/hitung-harga/reviews', body);
    expect(twice.status).toBe(409);
    expect(twice.body.error.reason).toBe('REVIEW_EXISTS');

    const second = await newLearner(env);
    await enrolFree(second, 'hitung-harga');
    expect((await second.course('POST', '/api/courses/hitung-harga/reviews', { rating: 2, text: 'Kurang contoh nyata.' })).status).toBe(201);
    const changed = await buyer.course('PUT', '/api/courses/hitung-harga/reviews/mine', { rating: 5, text: '  Setelah dipraktikkan: sangat membantu.  ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ rating: 5, text: 'Setelah dipraktikkan: sangat membantu.' });

    const list = await anonymous(env)('GET', '/api/courses/hitung-harga/reviews');
    expect(list.body.data).toMatchObject({ count: 2, total: 2, average: 3.5, page: 1 });
    expect(list.body.data.items.map((r: Json) => r.rating)).toEqual([5, 2]);
    const summary = (await anonymous(env)('GET', '/api/courses/hitung-harga')).body.data;
    expect(summary).toMatchObject({ rating_average: 3.5, rating_count: 2 });
  });
});

describe('dashboard', () => {
  it('shows progress per course and the certificate once every lesson is finished and every quiz passed', async () => {
    const learner = await newLearner(env);
    await enrolFree(learner, 'sourcing-taobao');
    await learner.course('POST', '/api/courses/bea-cukai-gratis/registration');
    const before = await learner.course('GET', '/api/dashboard');
    expect(before.status).toBe(200);
    expect(before.body.data.totals).toEqual({ courses: 2, lessons_finished: 0, quizzes_passed: 0, certificates: 0 });

    await progress(learner, lessons[0], 60, true);
    const half = (await learner.course('GET', '/api/dashboard')).body.data.courses.find((c: Json) => c.slug === 'sourcing-taobao');
    expect(half).toMatchObject({ progress_percent: 50, lessons_finished: 1, lesson_count: 2, quizzes_passed: 0, quiz_count: 1, certificate: null });
    const mine = (await learner.course('GET', '/api/my-courses')).body.data.find((c: Json) => c.slug === 'sourcing-taobao');
    expect(mine).toMatchObject({ progress_percent: 50, last_lesson_id: lessons[0] });

    await progress(learner, lessons[1], 100, true);
    // Every lesson, not yet the quiz: no certificate.
    expect((await learner.course('GET', '/api/dashboard')).body.data.courses.find((c: Json) => c.slug === 'sourcing-taobao').certificate).toBeNull();
    const { right } = await quizKey(learner);
    expect((await attempt(learner, right, 'pass')).body.data.passed).toBe(true);

    const after = (await learner.course('GET', '/api/dashboard')).body.data;
    const course = after.courses.find((c: Json) => c.slug === 'sourcing-taobao');
    expect(course).toMatchObject({ progress_percent: 100, lessons_finished: 2, quizzes_passed: 1, certificate: { code: expect.stringMatching(/^CERT-/), issued_at: expect.any(String) } });
    expect(after.totals).toEqual({ courses: 2, lessons_finished: 2, quizzes_passed: 1, certificates: 1 });
    const certs = await env.course.db.selectFrom('certificates').select('code').where('customer_id', '=', learner.id).execute();
    expect(certs).toHaveLength(1);
  });
});
