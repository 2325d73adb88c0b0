// The course service's operability (issue 21), as the main server's: /healthz, /readyz (503 naming
// the database when it cannot be reached, and while draining), request ids, /metrics as configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../server/operability/shutdown.ts';
import { deadUrl, startCourseService, type CourseService } from './course-harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let course: CourseService;
beforeAll(async () => { course = await startCourseService({ mainApiUrl: await deadUrl(), key: 'ops-key', config: { metricsToken: 'course-scrape' } }); });
afterAll(async () => course?.close());

describe('the course service', () => {
  it('answers /healthz and /readyz, with a request id on each', async () => {
    const health = await fetch(`${course.baseUrl}/healthz`, { headers: { 'x-request-id': 'course-trace-1' } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-request-id')).toBe('course-trace-1');
    const ready = await fetch(`${course.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { draining: 'ok', database: 'ok' }, failed: [] });
    expect(ready.headers.get('x-request-id')).toMatch(UUID);
    const api = await fetch(`${course.baseUrl}/api/course/no-such-call`);
    expect(api.headers.get('x-request-id')).toMatch(UUID);
  });

  it('serves /metrics to its bearer token only', async () => {
    expect((await fetch(`${course.baseUrl}/metrics`)).status).toBe(401);
    const res = await fetch(`${course.baseUrl}/metrics`, { headers: { authorization: 'Bearer course-scrape' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total{method="GET",route="/healthz",status="200",service="course"}');
  });

  it('answers /readyz 503 naming the database when it cannot be reached', async () => {
    const other = await startCourseService({ mainApiUrl: await deadUrl(), key: 'ops-key' });
    try {
      await other.db.destroy();
      const res = await fetch(`${other.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ checks: { database: 'failed' }, failed: ['database'] });
    } finally {
      await other.close();
    }
  });

  it('answers /readyz 503 while draining, still serving, then closes (last: it closes the service)', async () => {
    const closing = drainAndClose(course.app, { shutdownDrainMs: 300, shutdownTimeoutMs: 5_000 });
    const res = await fetch(`${course.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ failed: ['draining'] });
    const health = await fetch(`${course.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
    await closing;
    await expect(fetch(`${course.baseUrl}/healthz`)).rejects.toThrow();
  });
});
