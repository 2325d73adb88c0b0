// The staff's second factor (docs/operations-console.md "Second factor"): an admin without one gets
// no session, only enrolment (secret as otpauth:// URI and text, confirmed by its first code,
// recovery codes once); afterwards every sign-in needs a code; a wrong or reused code is refused, a
// recovery code works once; other roles may turn it on and off; `npm run staff -- reset-2fa` turns
// it off and ends the sessions. The server's clock is the test's (TOTP codes are computed with it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient } from './fixtures/http.ts';
import { freshCode, staffLogin } from './fixtures/staff-login.ts';
import { addStaff } from '../../server/modules/ops/staff.ts';
import { runStaffCommand } from '../../server/modules/ops/staff-command.ts';
import { hashToken, newToken } from '../../server/http/auth-context.ts';
import { totpCode, totpStep } from '../../server/modules/ops/staff-totp.ts';

let server: TestServer;
let clock = Date.now();
const now = () => clock;
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { authRateLimitPerMinute: 1000 }, ports: { now: () => new Date(clock) } });
});
afterAll(async () => server?.close());

const api = () => jsonClient(server.baseUrl);
const PASSWORD = 'rahasia-staf-1';
async function newStaff(role: 'admin' | 'operator') {
  const email = `${role}-${randomUUID().slice(0, 8)}@titip.test`;
  const row = await addStaff(server.db, { email, name: `Staf ${role}`, role, password: PASSWORD });
  return { email, id: row.id };
}
const login = (email: string) => api()('POST', '/api/ops/login', { body: { email, password: PASSWORD } });
const answer = (challenge: string, body: Record<string, string>) => api()('POST', '/api/ops/login/second-factor', { body: { challenge, ...body } });
const me = (token: string) => api()('GET', '/api/ops/me', { headers: { authorization: `Staff ${token}` } });
/** A code of the secret that is wrong now (the step far away). */
const wrongCode = (secret: string) => totpCode(secret, clock - 3_600_000);

describe('an admin without a second factor', () => {
  it('gets no session: the sign-in answers an enrolment challenge, and no token works in the console', async () => {
    const admin = await newStaff('admin');
    const res = await login(admin.email);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ second_factor: 'enrol', challenge: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(res.body.data.token).toBeUndefined();
    expect(res.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/);
    // The challenge is no staff token.
    expect((await me(res.body.data.challenge)).status).toBe(401);
    // A session from before the second factor was required (or made behind the API's back) is refused.
    const token = newToken();
    await server.db.insertInto('staff_sessions').values({ staff_id: admin.id, token_hash: hashToken(token), created_at: new Date(clock), expires_at: new Date(clock + 3_600_000), revoked_at: null, last_seen_at: null }).execute();
    const legacy = await me(token);
    expect(legacy.status).toBe(401);
    expect(legacy.body.error.reason).toBe('STAFF_SESSION_INVALID');
  });

  it('enrols: a wrong first code is refused, the right one opens a session and hands out 10 recovery codes once; the secret is stored encrypted', async () => {
    const admin = await newStaff('admin');
    const { challenge, secret } = (await login(admin.email)).body.data;
    const wrong = await answer(challenge, { code: wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.reason).toBe('SECOND_FACTOR_INVALID');
    const ok = await answer(challenge, { code: freshCode(secret, now()) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.recovery_codes).toHaveLength(10);
    expect(new Set(ok.body.data.recovery_codes).size).toBe(10);
    const profile = await me(ok.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.second_factor).toEqual({ enabled: true, required: true });
    const row = await server.db.selectFrom('staff').select(['totp_secret', 'totp_enabled_at']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.totp_enabled_at).not.toBeNull();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const codes = await server.db.selectFrom('staff_recovery_codes').select('code_hash').where('staff_id', '=', admin.id).execute();
    expect(codes.map((c) => c.code_hash)).not.toContain(ok.body.data.recovery_codes[0]);
    // The challenge is used up.
    expect((await answer(challenge, { code: freshCode(secret, now()) })).status).toBe(401);
  });
});

describe('an enrolled admin', () => {
  it('needs a code after the password; a wrong code is refused, the right one signs in', async () => {
    const admin = await newStaff('admin');
    const { secret } = await staffLogin(server.baseUrl, admin.email, PASSWORD, { nowMs: now });
    clock += 60_000;
    const res = await login(admin.email);
    expect(res.body.data).toMatchObject({ second_factor: 'code', challenge: expect.any(String) });
    expect(res.body.data.token).toBeUndefined();
    expect(res.body.data.secret).toBeUndefined();
    expect((await answer(res.body.data.challenge, { code: wrongCode(secret ?? '') })).status).toBe(401);
    const ok = await answer(res.body.data.challenge, { code: freshCode(secret ?? '', now()) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.recovery_codes).toBeUndefined();
    expect((await me(ok.body.data.token)).status).toBe(200);
  });

  it('refuses a code used once already (the same time step), even on a new challenge', async () => {
    const admin = await newStaff('admin');
    const { secret = '' } = await staffLogin(server.baseUrl, admin.email, PASSWORD, { nowMs: now });
    clock += 60_000;
    const code = totpCode(secret, clock);
    const first = await answer((await login(admin.email)).body.data.challenge, { code });
    expect(first.status).toBe(200);
    const again = await answer((await login(admin.email)).body.data.challenge, { code });
    expect(again.status).toBe(401);
    expect(again.body.error.reason).toBe('SECOND_FACTOR_INVALID');
    // Nor a code of an earlier step still inside the window.
    const earlier = await answer((await login(admin.email)).body.data.challenge, { code: totpCode(secret, (totpStep(clock) - 1) * 30_000) });
    expect(earlier.status).toBe(401);
  });

  it('signs in with a recovery code once', async () => {
    const admin = await newStaff('admin');
    const { recoveryCodes = [] } = await staffLogin(server.baseUrl, admin.email, PASSWORD, { nowMs: now });
    const code = recoveryCodes[3] ?? '';
    const ok = await answer((await login(admin.email)).body.data.challenge, { recovery_code: code.toUpperCase() });
    expect(ok.status).toBe(200);
    expect((await me(ok.body.data.token)).status).toBe(200);
    const twice = await answer((await login(admin.email)).body.data.challenge, { recovery_code: code });
    expect(twice.status).toBe(401);
    expect(twice.body.error).toMatchObject({ reason: 'SECOND_FACTOR_INVALID', field: 'body.recovery_code' });
    const made = await answer((await login(admin.email)).body.data.challenge, { recovery_code: 'aaaa-bbbb-cccc' });
    expect(made.status).toBe(401);
  });

  it('may not turn it off (403 SECOND_FACTOR_REQUIRED)', async () => {
    const admin = await newStaff('admin');
    const { token, secret = '' } = await staffLogin(server.baseUrl, admin.email, PASSWORD, { nowMs: now });
    clock += 60_000;
    const off = await api()('POST', '/api/ops/me/second-factor/disable', { headers: { authorization: `Staff ${token}` }, body: { code: freshCode(secret, now()) } });
    expect(off.status).toBe(403);
    expect(off.body.error.reason).toBe('SECOND_FACTOR_REQUIRED');
  });
});

describe('other roles', () => {
  it('sign in with the password alone, may turn the second factor on (then it is needed) and off again', async () => {
    const op = await newStaff('operator');
    const first = await login(op.email);
    expect(first.body.data.second_factor).toBeUndefined();
    const headers = { authorization: `Staff ${first.body.data.token}` };
    expect((await me(first.body.data.token)).body.data.second_factor).toEqual({ enabled: false, required: false });
    const setup = await api()('POST', '/api/ops/me/second-factor/setup', { headers, body: {} });
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri: uri } = setup.body.data;
    expect(uri).toContain(`secret=${secret}`);
    const wrong = await api()('POST', '/api/ops/me/second-factor/confirm', { headers, body: { code: wrongCode(secret) } });
    expect(wrong.status).toBe(422);
    const on = await api()('POST', '/api/ops/me/second-factor/confirm', { headers, body: { code: freshCode(secret, now()) } });
    expect(on.status).toBe(200);
    expect(on.body.data.recovery_codes).toHaveLength(10);

    clock += 60_000;
    const next = await login(op.email);
    expect(next.body.data).toMatchObject({ second_factor: 'code' });
    expect(next.body.data.token).toBeUndefined();
    const signed = await answer(next.body.data.challenge, { code: freshCode(secret, now()) });
    expect(signed.status).toBe(200);

    clock += 60_000;
    const badOff = await api()('POST', '/api/ops/me/second-factor/disable', { headers, body: { code: wrongCode(secret) } });
    expect(badOff.status).toBe(422);
    const off = await api()('POST', '/api/ops/me/second-factor/disable', { headers, body: { code: freshCode(secret, now()) } });
    expect(off.status).toBe(200);
    const plain = await login(op.email);
    expect(plain.body.data.second_factor).toBeUndefined();
    expect(typeof plain.body.data.token).toBe('string');
  });
});

describe('npm run staff -- reset-2fa', () => {
  it('turns an admin\'s second factor off and ends the sessions: the next sign-in enrols again', async () => {
    const admin = await newStaff('admin');
    const { token } = await staffLogin(server.baseUrl, admin.email, PASSWORD, { nowMs: now });
    expect((await me(token)).status).toBe(200);
    const result = await runStaffCommand(server.db, { command: 'reset-2fa', email: admin.email.toUpperCase() }, new Date(clock));
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('reset') });
    expect((await me(token)).status).toBe(401);
    const again = await login(admin.email);
    expect(again.body.data.second_factor).toBe('enrol');
    expect(await server.db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', admin.id).execute()).toEqual([]);
    expect((await runStaffCommand(server.db, { command: 'reset-2fa', email: 'nobody@titip.test' }, new Date(clock))).code).toBe(1);
  });
});
