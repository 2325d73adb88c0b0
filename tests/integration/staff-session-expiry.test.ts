// How long a console session lives (server/modules/ops/staff.ts): STAFF_IDLE_MINUTES (60) without a
// console call, or STAFF_SESSION_HOURS (12) after sign-in however busy, whichever comes first; then
// every console call answers 401 STAFF_SESSION_INVALID (the console goes back to its sign-in page).
// The server's clock is the test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { staffClient } from './fixtures/ops.ts';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '../../server/modules/ops/staff.ts';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ seed: false, ports: { now: () => new Date(clock) } });
});
afterAll(async () => server?.close());

const MINUTE = 60_000;

describe('staff session lifetime', () => {
  it(`ends after ${STAFF_IDLE_MINUTES} minutes without a call; each call keeps it alive`, async () => {
    const staff = await staffClient(server, 'operator');
    clock += (STAFF_IDLE_MINUTES - 1) * MINUTE;
    expect((await staff.call('GET', '/api/ops/me')).status).toBe(200);
    clock += (STAFF_IDLE_MINUTES - 1) * MINUTE;
    expect((await staff.call('GET', '/api/ops/me')).status).toBe(200);
    clock += STAFF_IDLE_MINUTES * MINUTE + 1;
    const idle = await staff.call('GET', '/api/ops/queues');
    expect(idle.status).toBe(401);
    expect(idle.body.error.reason).toBe('STAFF_SESSION_INVALID');
  });

  it(`ends ${STAFF_SESSION_HOURS} hours after sign-in however busy`, async () => {
    const staff = await staffClient(server, 'warehouse');
    const start = clock;
    while (clock + 50 * MINUTE < start + STAFF_SESSION_HOURS * 60 * MINUTE) {
      clock += 50 * MINUTE;
      expect((await staff.call('GET', '/api/ops/me')).status).toBe(200);
    }
    clock = start + STAFF_SESSION_HOURS * 60 * MINUTE;
    expect((await staff.call('GET', '/api/ops/me')).status).toBe(401);
  });

  it('an admin session ends the same way (an admin signs in with the second factor)', async () => {
    const admin = await staffClient(server, 'admin', undefined, { nowMs: () => clock });
    expect((await admin.call('GET', '/api/ops/me')).status).toBe(200);
    clock += STAFF_IDLE_MINUTES * MINUTE;
    expect((await admin.call('GET', '/api/ops/me')).status).toBe(401);
  });
});
