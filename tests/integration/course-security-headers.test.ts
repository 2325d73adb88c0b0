// The course service's browser protections (services/course/http/protections.ts): browsers call
// its API from the storefront and load its videos. nosniff on every answer, no framing on the API's,
// no-store on an answer to the customer's token; the signed video keeps its private caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolFree, newLearner, startCourseEnv, type CourseTestEnv } from './course-harness.ts';

let env: CourseTestEnv;

beforeAll(async () => {
  env = await startCourseEnv();
});
afterAll(async () => env?.close());

describe('course service headers', () => {
  it('a public answer: nosniff, no framing, not no-store', async () => {
    const res = await fetch(`${env.course.baseUrl}/api/courses/sourcing-taobao`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('an answer to the customer\'s token is no-store; the signed video keeps its caching, with nosniff', async () => {
    const learner = await newLearner(env);
    await enrolFree(learner, 'sourcing-taobao');
    const detail = await fetch(`${env.course.baseUrl}/api/courses/sourcing-taobao`, { headers: { authorization: `Bearer ${learner.loginToken}` } });
    const lessonId: number = ((await detail.json()) as { data: { sections: { lessons: { lesson_id: number }[] }[] } }).data.sections[0]?.lessons[0]?.lesson_id ?? 0;
    expect(detail.headers.get('cache-control')).toBe('no-store');
    const lesson = await fetch(`${env.course.baseUrl}/api/courses/sourcing-taobao/lessons/${lessonId}`, { headers: { authorization: `Bearer ${learner.loginToken}` } });
    expect(lesson.status).toBe(200);
    expect(lesson.headers.get('cache-control')).toBe('no-store');
    expect(lesson.headers.get('x-content-type-options')).toBe('nosniff');
    const video = await fetch(((await lesson.json()) as { data: { video_url: string } }).data.video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(video.headers.get('x-content-type-options')).toBe('nosniff');
    expect(video.headers.get('content-security-policy')).toBeNull();
  });
});
