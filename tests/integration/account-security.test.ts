// The wallet PIN and the withdrawal one-time code over HTTP (docs/account-security.md): setting
// and changing the PIN, the lock after 5 wrong PINs (kept in the database) and its end after 15
// minutes on an injected clock, wrong / expired / reused / other-session codes, and a withdrawal
// that needs both. Signed calls carry the injected clock's time, as the server checks them against it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { signatureHeaders } from './fixtures/sign.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { expectLedgerConsistent, seedWallet } from './fixtures/payments.ts';
import { PIN, lastCode, setPin } from './fixtures/account.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { issueLoginToken } from '../../server/modules/auth/customers.ts';

const PASSWORD = 'rahasia-123';
const START = Date.parse('2026-03-02T03:00:00Z'); // 10:00 WIB
let clock = START;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 }, ports: { now: () => new Date(clock) } });
});
afterAll(async () => {
  await server?.close();
});

type Api = (method: string, path: string, body?: unknown, extra?: Record<string, string>) => Promise<{ status: number; body: Json; headers?: Headers }>;

/** A client of one session whose signatures carry the injected clock's time. */
function session(accessToken: string, loginToken: string): Api {
  const call = jsonClient(server.baseUrl);
  return (method, path, body, extra = {}) => call(method, path, {
    body,
    headers: {
      ...extra, accesstoken: accessToken, authorization: `Token ${loginToken}`,
      ...signatureHeaders({ method, path, body, accessToken, loginToken, timestamp: clock }),
    },
  });
}

interface Customer { id: number; email: string; api: Api; loginToken: string }

async function customer(): Promise<Customer> {
  const c = await createTestCustomer(server.db);
  await server.db.updateTable('customers').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', c.id).execute();
  const { email } = await server.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return { id: c.id, email: email ?? '', api: session((await createAccessToken(server.db)).token, c.token), loginToken: c.token };
}

/** A second signed-in session of the same customer. */
async function otherSession(c: Customer): Promise<Api> {
  return session((await createAccessToken(server.db)).token, await issueLoginToken(server.db, c.id));
}

async function otp(c: Customer, api: Api = c.api): Promise<string> {
  const res = await api('GET', '/api/customer/otp?ref=CO');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return lastCode(server.db, c.email);
}

async function withAccount(c: Customer, balance: number): Promise<number> {
  const res = await c.api('POST', '/api/customer/bank-accounts', { bank_code: 'bca', number: '1234567890', owner_name: 'Budi Santoso' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await seedWallet(server.db, c.id, balance);
  return res.body.data.bank_account_id;
}

const withdraw = (c: Customer, account: number, pin: string, amount = 20_000, api: Api = c.api) =>
  api('POST', '/api/wallet/withdraw', { amount, bank_account_id: account, pin }, { 'idempotency-key': randomUUID() });

// The PIN is set with the API's own client (signed with the real time, the clock is START then).
const setPinNow = (c: Customer, pin = PIN) => setPin((m, p, b) => c.api(m, p, b), PASSWORD, pin);

describe('wallet PIN', () => {
  it('is set and changed with the password; weak, mismatched or unconfirmed PINs are refused', async () => {
    const c = await customer();
    expect((await c.api('GET', '/api/customer/profile')).body.customer.has_pin).toBe(false);
    const cases: [Json, number, string, string][] = [
      [{ password: PASSWORD, pin: '12345', confirm_pin: '12345' }, 422, 'PIN_INVALID', 'body.pin'],
      [{ password: PASSWORD, pin: '123456', confirm_pin: '123456' }, 422, 'PIN_INVALID', 'body.pin'],
      [{ password: PASSWORD, pin: '482915', confirm_pin: '482916' }, 422, 'PIN_INVALID', 'body.confirm_pin'],
      [{ password: 'salah-sekali', pin: '482915', confirm_pin: '482915' }, 422, 'PASSWORD_INVALID', 'body.password'],
    ];
    for (const [body, status, reason, field] of cases) {
      const res = await c.api('POST', '/api/customer/reset/pin', body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error).toMatchObject({ reason, field });
    }
    expect((await c.api('POST', '/api/customer/reset/pin', { password: PASSWORD, pin: '482915' })).status).toBe(422);
    await setPinNow(c);
    const row = await server.db.selectFrom('customers').select(['pin_hash', 'has_pin']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.has_pin).toBe(true);
    expect(row.pin_hash).toMatch(/^scrypt\$/);
    expect(row.pin_hash).not.toContain(PIN);

    // Changed: the old PIN no longer withdraws, the new one does.
    await setPinNow(c, '907531');
    const account = await withAccount(c, 100_000);
    await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: await otp(c) });
    const old = await withdraw(c, account, PIN);
    expect(old.body.error).toMatchObject({ reason: 'PIN_WRONG', field: 'body.pin' });
    expect((await withdraw(c, account, '907531')).status).toBe(201);
  });

  it('a withdrawal without a PIN set is refused', async () => {
    const c = await customer();
    const account = await withAccount(c, 50_000);
    const res = await withdraw(c, account, PIN);
    expect(res.status).toBe(422);
    expect(res.body.error.reason).toBe('PIN_NOT_SET');
  });

  it('5 wrong PINs lock PIN use for 15 minutes (in the database), then the right PIN works again', async () => {
    clock = START;
    const c = await customer();
    await setPinNow(c);
    const account = await withAccount(c, 100_000);
    for (const left of [4, 3, 2, 1]) {
      const res = await withdraw(c, account, '111222');
      expect(res.status).toBe(422);
      expect(res.body.error.reason).toBe('PIN_WRONG');
      expect(res.body.message).toContain(`${left} tries left`);
    }
    const fifth = await withdraw(c, account, '111222');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'PIN_LOCKED' });
    expect(fifth.body.locked_until).toBe(new Date(START + 15 * 60_000).toISOString());
    expect(fifth.body.message).toBe('Too many wrong PINs: PIN use is locked until 10:15 WIB');
    const row = await server.db.selectFrom('customers').select(['pin_locked_until', 'pin_attempts']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(new Date(row.pin_locked_until ?? 0).getTime()).toBe(START + 15 * 60_000);

    // Locked: even the right PIN (with a verified code) is refused, in Indonesian too.
    clock = START + 14 * 60_000;
    await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: await otp(c) });
    const right = await withdraw(c, account, PIN);
    expect(right.status).toBe(429);
    const local = await withdraw(c, account, PIN, 20_000, (m, p, b, e) => c.api(m, p, b, { ...e, 'tb-language': 'indonesia' }));
    expect(local.body.message).toBe('Terlalu banyak PIN salah: PIN diblokir sampai pukul 10.15 WIB');
    expect(await expectLedgerConsistent(server.db, c.id)).toBe(100_000);

    clock = START + 15 * 60_000;
    const after = await withdraw(c, account, PIN);
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(await expectLedgerConsistent(server.db, c.id)).toBe(80_000);
    clock = START;
  });
});

describe('withdrawal one-time code', () => {
  it('is sent to the e-mail, stored hashed, and needed for a withdrawal', async () => {
    const c = await customer();
    await setPinNow(c);
    const account = await withAccount(c, 100_000);
    const none = await withdraw(c, account, PIN);
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ reason: 'OTP_REQUIRED' });
    expect((await c.api('GET', '/api/customer/otp')).status).toBe(422);
    expect((await c.api('GET', '/api/customer/otp?ref=XX')).status).toBe(422);

    const sent = await c.api('GET', '/api/customer/otp?ref=CO');
    expect(sent.status).toBe(200);
    expect(sent.body.sent_to).toEqual([`c***@${c.email.split('@')[1]}`]);
    const code = await lastCode(server.db, c.email);
    const rows = await server.db.selectFrom('auth_codes').select(['code_hash', 'purpose']).where('customer_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);

    // Asked but not verified: still refused, and nothing moved.
    expect((await withdraw(c, account, PIN)).body.error.reason).toBe('OTP_REQUIRED');
    const verified = await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    // A verified code is not verified twice.
    expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code })).body.error.reason).toBe('OTP_EXPIRED');
    // Refused for the balance: the code is not used up.
    expect((await withdraw(c, account, PIN, 500_000)).body.error.reason).toBe('INSUFFICIENT_BALANCE');
    expect((await withdraw(c, account, PIN)).status).toBe(201);
    // Used: the next withdrawal needs a new code.
    expect((await withdraw(c, account, PIN)).body.error.reason).toBe('OTP_REQUIRED');
    expect(await expectLedgerConsistent(server.db, c.id)).toBe(80_000);
  });

  it('a wrong code counts; the sixth attempt is refused even with the right code', async () => {
    const c = await customer();
    const code = await otp(c);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ reason: 'OTP_WRONG', field: 'body.code' });
    }
    const late = await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code });
    expect(late.body.error.reason).toBe('OTP_TOO_MANY_ATTEMPTS');
    // A new code starts again.
    expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: await otp(c) })).status).toBe(200);
  });

  it('expires after 5 minutes; a newer code retires the older', async () => {
    clock = START;
    const c = await customer();
    const first = await otp(c);
    clock = START + 5 * 60_000 + 1;
    expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: first })).body.error.reason).toBe('OTP_EXPIRED');
    const second = await otp(c);
    const third = await otp(c);
    if (second !== third) expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: second })).body.error.reason).toBe('OTP_WRONG');
    expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code: third })).status).toBe(200);
    clock = START;
  });

  it('a verified code authorises a withdrawal for 10 minutes, in its own session only', async () => {
    clock = START;
    const c = await customer();
    await setPinNow(c);
    const account = await withAccount(c, 100_000);
    const other = await otherSession(c);
    const code = await otp(c);
    expect((await other('POST', '/api/customer/otp/verify', { ref: 'CO', code })).body.error.reason).toBe('OTP_EXPIRED');
    expect((await c.api('POST', '/api/customer/otp/verify', { ref: 'CO', code })).status).toBe(200);
    expect((await withdraw(c, account, PIN, 20_000, other)).body.error.reason).toBe('OTP_REQUIRED');
    clock = START + 10 * 60_000 + 1;
    expect((await withdraw(c, account, PIN)).body.error.reason).toBe('OTP_REQUIRED');
    expect(await expectLedgerConsistent(server.db, c.id)).toBe(100_000);
    clock = START;
  });

  it('goes to the phone through the SMS port as well (a verified number; unverified: phone-verification.test.ts)', async () => {
    const c = await customer();
    await server.db.updateTable('customers').set({ phone_number: '+6281299990001', phone_verified_at: new Date(clock) }).where('id', '=', c.id).execute();
    const res = await c.api('GET', '/api/customer/otp?ref=CO');
    expect(res.body.sent_to).toHaveLength(2);
    expect(res.body.sent_to[1]).toBe('+62812****0001');
    expect(await lastCode(server.db, '+6281299990001')).toBe(await lastCode(server.db, c.email));
  });
});
