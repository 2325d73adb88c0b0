// Issue 22: a phone number is verified (an SMS code sent to it, entered by the customer) before
// withdrawal one-time codes go to it. An unverified number: GET customer/otp answers 409
// PHONE_NOT_VERIFIED and sends nothing. Changing the number (password confirmed) un-verifies it; a
// code sent to the old number verifies nothing. A number registered through SMS registration is
// verified (the registration code proved it); one given in an e-mail registration is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { lastCode } from './fixtures/account.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { issueLoginToken } from '../../server/modules/auth/customers.ts';
import type { Db } from '../../server/db/database.ts';

const PASSWORD = 'rahasia-123';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => server?.close());

const outboxOf = async (db: Db, to: string) => db.selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', to).orderBy('id').execute();

async function customerWithPhone(phone: string) {
  const c = await createTestCustomer(server.db);
  await server.db.updateTable('customers').set({ phone_number: phone, password_hash: await hashPassword(PASSWORD) }).where('id', '=', c.id).execute();
  const { email } = await server.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  const accessToken = (await createAccessToken(server.db)).token;
  return { id: c.id, email: email ?? '', phone, api: sessionClient(server.baseUrl, { accessToken, loginToken: c.token }) };
}

describe('phone verification before withdrawal codes', () => {
  it('an unverified number: GET customer/otp is refused with PHONE_NOT_VERIFIED and nothing is sent', async () => {
    const c = await customerWithPhone('+6281211110001');
    expect((await c.api('GET', '/api/customer/profile')).body.customer).toMatchObject({ phone_number: c.phone, phone_verified: false });
    const res = await c.api('GET', '/api/customer/otp?ref=CO');
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error).toMatchObject({ reason: 'PHONE_NOT_VERIFIED', message: 'Verify your phone number first: withdrawal codes are only sent to a verified number' });
    expect(await outboxOf(server.db, c.phone)).toEqual([]);
    expect(await outboxOf(server.db, c.email)).toEqual([]);
    const id = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token, loginToken: await issueLoginToken(server.db, c.id), lang: 'indonesia' });
    expect((await id('GET', '/api/customer/otp?ref=CO')).body.error.message).toBe('Verifikasi nomor telepon Anda terlebih dahulu: kode penarikan hanya dikirim ke nomor yang sudah diverifikasi');
  });

  it('verified by the SMS code, the number then receives withdrawal codes', async () => {
    const c = await customerWithPhone('+6281211110002');
    const sent = await c.api('POST', '/api/customer/phone/code');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sent_to).toEqual(['+62812****0002']);
    const [sms] = await outboxOf(server.db, c.phone);
    expect(sms?.subject).toBe('SMS');
    const code = await lastCode(server.db, c.phone);
    const wrong = await c.api('POST', '/api/customer/phone/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ reason: 'PHONE_CODE_WRONG', field: 'body.code' });
    const ok = await c.api('POST', '/api/customer/phone/verify', { code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.customer.phone_verified).toBe(true);
    const otp = await c.api('GET', '/api/customer/otp?ref=CO');
    expect(otp.status, JSON.stringify(otp.body)).toBe(200);
    expect(otp.body.sent_to).toHaveLength(2);
    expect((await outboxOf(server.db, c.phone)).at(-1)?.body).toContain('withdrawal code');
  });

  it('changing the number (password confirmed) un-verifies it; a code sent to the old number verifies nothing', async () => {
    const c = await customerWithPhone('+6281211110003');
    await c.api('POST', '/api/customer/phone/code');
    await c.api('POST', '/api/customer/phone/verify', { code: await lastCode(server.db, c.phone) });
    expect((await c.api('GET', '/api/customer/otp?ref=CO')).status).toBe(200);

    const refused = await c.api('PUT', '/api/customer/phone', { phone_number: '081211110004', password: 'wrong-password' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.reason).toBe('PASSWORD_INVALID');

    // A code asked for the old number, then the number changes.
    await server.db.updateTable('customers').set({ phone_verified_at: null }).where('id', '=', c.id).execute();
    await c.api('POST', '/api/customer/phone/code');
    const oldCode = await lastCode(server.db, c.phone);
    await server.db.updateTable('customers').set({ phone_verified_at: new Date() }).where('id', '=', c.id).execute();
    const changed = await c.api('PUT', '/api/customer/phone', { phone_number: '0812-1111-0004', password: PASSWORD });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.customer).toMatchObject({ phone_number: '+6281211110004', phone_verified: false });
    expect((await c.api('GET', '/api/customer/otp?ref=CO')).body.error?.reason).toBe('PHONE_NOT_VERIFIED');
    const stale = await c.api('POST', '/api/customer/phone/verify', { code: oldCode });
    expect(stale.status).toBe(400);
    expect(stale.body.error.reason).toBe('PHONE_CODE_EXPIRED');

    await c.api('POST', '/api/customer/phone/code');
    const fresh = await c.api('POST', '/api/customer/phone/verify', { code: await lastCode(server.db, '+6281211110004') });
    expect(fresh.body.customer.phone_verified).toBe(true);
    // Another customer's number: 409.
    const other = await customerWithPhone('+6281211110005');
    const taken = await other.api('PUT', '/api/customer/phone', { phone_number: '+6281211110004', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.error.reason).toBe('ALREADY_REGISTERED');
  });

  it('a number registered through SMS registration is verified; one given in an e-mail registration is not', async () => {
    const register = async (userId: string, email: string, phone: string, to: string) => {
      const api = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token });
      expect((await api('POST', '/api/customer/register/mini', { user_id: userId })).status).toBe(200);
      const verified = await api('POST', '/api/customer/register/verify-code', { user_id: userId, code: await lastCode(server.db, to) });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const done = await api('POST', '/api/customer/register/mandatory', {
        user_id: userId, first_name: 'Budi', last_name: 'Santoso', email, phone_number: phone, password: PASSWORD, confirm_password: PASSWORD,
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return done.body.customer;
    };
    expect(await register('081299990001', 'budi.sms@example.com', '081299990001', '+6281299990001')).toMatchObject({ phone_verified: true });
    expect(await register('budi.mail@example.com', 'budi.mail@example.com', '081299990002', 'budi.mail@example.com')).toMatchObject({ phone_number: '+6281299990002', phone_verified: false });
  });
});
