// The customer's account over HTTP (docs/account-security.md): the profile and its validation,
// a password change that signs every other session out at once (token cache included),
// the signed-in sessions of /token (another customer's: 404), and deactivation (the password
// confirms; the data stays; old tokens answer 401; sign-in answers a clear error).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { seedWallet } from './fixtures/payments.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';

const PASSWORD = 'rahasia-123';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

const anon = () => jsonClient(server.baseUrl);

/** A customer with a password, and a function that signs in a new session (a browser of its own). */
async function customer() {
  const c = await createTestCustomer(server.db);
  await server.db.updateTable('customers').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', c.id).execute();
  const { email } = await server.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return { id: c.id, email: email ?? '', signIn: (password = PASSWORD, agent = 'Mozilla/5.0 (Test)') => signIn(email ?? '', password, agent) };
}

async function signIn(username: string, password: string, agent: string) {
  const res = await anon()('POST', '/api/customer/login', { body: { username, password }, headers: { 'user-agent': agent } });
  const accessToken = (await createAccessToken(server.db)).token;
  return { res, api: sessionClient(server.baseUrl, { accessToken, loginToken: res.body.token }) };
}

describe('profile', () => {
  it('updates names, gender, birthday and notification settings; e-mail and phone stay', async () => {
    const c = await customer();
    const { api } = await c.signIn();
    const put = await api('PUT', '/api/customer/profile', {
      first_name: ' Dewi ', last_name: 'Rahma', gender: 'female', birthday: '1990-05-17', notif_email: false, notif_sms: true,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.customer).toMatchObject({ first_name: 'Dewi', last_name: 'Rahma', gender: 'female', birthday: '1990-05-17', notif_email: false, notif_sms: true, email: c.email });
    expect((await api('GET', '/api/customer/profile')).body.customer).toMatchObject({ first_name: 'Dewi', birthday: '1990-05-17' });
    // The e-mail and phone number are sign-in identifiers: not changed here (422, nothing changed).
    const email = await api('PUT', '/api/customer/profile', { first_name: 'Lain', email: 'lain@example.com' });
    expect(email.status).toBe(422);
    expect((await api('GET', '/api/customer/profile')).body.customer).toMatchObject({ first_name: 'Dewi', email: c.email });
    const cleared = await api('PUT', '/api/customer/profile', { birthday: '', gender: null });
    expect(cleared.body.customer).toMatchObject({ birthday: null, gender: null });
  });

  it('answers an invalid field with the spec text and the field, in both languages, and changes nothing', async () => {
    const c = await customer();
    const { api } = await c.signIn();
    const cases: [Json, string, string][] = [
      [{ first_name: '   ' }, 'body.first_name', 'First name cannot be empty'],
      [{ last_name: 'x'.repeat(101) }, 'body.last_name', 'names are at most 100 characters'],
      [{ gender: 'robot' }, 'body.gender', 'gender must be male, female or other'],
      [{ first_name: 'Dewi', birthday: '1990-02-30' }, 'body.birthday', 'birthday must be a date'],
      [{ birthday: '2999-01-01' }, 'body.birthday', 'birthday must be a date'],
    ];
    for (const [body, field, text] of cases) {
      const res = await api('PUT', '/api/customer/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toMatchObject({ field, reason: 'VALIDATION' });
      expect(res.body.message).toMatch(/^Please correct the following errors: /);
      expect(res.body.message).toContain(text);
    }
    const id = await sessionClient(server.baseUrl, { loginToken: (await c.signIn()).res.body.token, lang: 'indonesia' })('PUT', '/api/customer/profile', { gender: 'robot' });
    expect(id.body.message).toBe('Mohon perbaiki kesalahan berikut: jenis kelamin harus pria, wanita atau lainnya');
    expect((await api('GET', '/api/customer/profile')).body.customer.first_name).toBe('Test');
    expect((await anon()('GET', '/api/customer/profile')).status).toBe(401);
  });
});

describe('password change', () => {
  it('signs every other session out at once; the new password signs in, the old one fails', async () => {
    const c = await customer();
    const here = await c.signIn();
    const phone = await c.signIn();
    // Both sessions resolved once: their tokens sit in the token cache now.
    expect((await here.api('GET', '/api/customer/profile')).status).toBe(200);
    expect((await phone.api('GET', '/api/customer/profile')).status).toBe(200);
    const wrong = await here.api('POST', '/api/customer/password/change', { old_password: 'bukan-ini-1', new_password: 'baru-sekali-1', confirm_password: 'baru-sekali-1' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Cannot update your password at this time', error: { reason: 'WRONG_PASSWORD' } } });
    const changed = await here.api('POST', '/api/customer/password/change', { old_password: PASSWORD, new_password: 'baru-sekali-1', confirm_password: 'baru-sekali-1' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await here.api('GET', '/api/customer/profile')).status).toBe(200);
    const out = await phone.api('GET', '/api/customer/profile');
    expect(out.status).toBe(401);
    expect(out.body.message).toBe('You do not have authorized');
    expect((await c.signIn()).res.status).toBe(400);
    expect((await c.signIn('baru-sekali-1')).res.status).toBe(200);
  });
});

describe('sessions (/token)', () => {
  it('lists the live sessions with their device, ends one, ends the others; another customer\'s is 404', async () => {
    const c = await customer();
    const here = await c.signIn(PASSWORD, 'Mozilla/5.0 (Laptop)');
    const phone = await c.signIn(PASSWORD, 'Mozilla/5.0 (Phone)');
    const tablet = await c.signIn(PASSWORD, 'x'.repeat(300));
    const list = await here.api('GET', '/api/customer/sessions');
    expect(list.status).toBe(200);
    const rows = list.body.data as Json[];
    expect(rows.map((r) => [r.device?.slice(0, 20), r.current])).toEqual([
      ['x'.repeat(20), false], ['Mozilla/5.0 (Phone)', false], ['Mozilla/5.0 (Laptop)', true], [undefined, false], // the last: the fixture's token, no device
    ]);
    expect(rows[0].device).toHaveLength(200);
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stranger = await customer();
    const theirs = await stranger.signIn();
    const notMine = await theirs.api('DELETE', `/api/customer/sessions/${rows[1].session_id}`);
    expect(notMine.status).toBe(404);
    expect((await phone.api('GET', '/api/customer/profile')).status).toBe(200);

    expect((await here.api('DELETE', `/api/customer/sessions/${rows[1].session_id}`)).status).toBe(200);
    expect((await phone.api('GET', '/api/customer/profile')).status).toBe(401);
    expect((await here.api('DELETE', `/api/customer/sessions/${rows[1].session_id}`)).status).toBe(404);
    expect((await tablet.api('GET', '/api/customer/profile')).status).toBe(200);
    expect((await here.api('POST', '/api/customer/sessions/revoke-others')).status).toBe(200);
    expect((await tablet.api('GET', '/api/customer/profile')).status).toBe(401);
    expect((await here.api('GET', '/api/customer/sessions')).body.data).toEqual([expect.objectContaining({ current: true })]);
    expect((await theirs.api('GET', '/api/customer/profile')).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('needs the password and an empty wallet; then every token is 401, sign-in is refused clearly, the data stays', async () => {
    const c = await customer();
    const here = await c.signIn();
    const other = await c.signIn();
    expect((await other.api('GET', '/api/customer/profile')).status).toBe(200);
    const wrong = await here.api('POST', '/api/customer/deactivate', { password: 'bukan-ini-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ reason: 'PASSWORD_INVALID', field: 'body.password' });
    expect((await here.api('POST', '/api/customer/deactivate', {})).status).toBe(422);
    await seedWallet(server.db, c.id, 15_000);
    const money = await here.api('POST', '/api/customer/deactivate', { password: PASSWORD });
    expect(money.status).toBe(409);
    expect(money.body.error.reason).toBe('WALLET_NOT_EMPTY');
    await seedWallet(server.db, c.id, -15_000);

    const done = await here.api('POST', '/api/customer/deactivate', { password: PASSWORD });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    for (const s of [here, other]) expect((await s.api('GET', '/api/customer/profile')).status).toBe(401);

    const refused = await c.signIn();
    expect(refused.res.status).toBe(403);
    expect(refused.res.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'ACCOUNT_DEACTIVATED' });
    expect(refused.res.body.message).toBe('This account has been deactivated. Contact customer service to reactivate it.');
    // A wrong password does not tell that the account exists.
    expect((await c.signIn('bukan-ini-1')).res.body.error.reason).toBe('LOGIN_FAILED');
    // Its e-mail cannot be registered again, nor its password reset.
    const access = await createAccessToken(server.db);
    const mini = await sessionClient(server.baseUrl, { accessToken: access.token })('POST', '/api/customer/register/mini', { user_id: c.email });
    expect(mini.status).toBe(409);
    await sessionClient(server.baseUrl, { accessToken: access.token })('POST', '/api/customer/password/forgot', { email_or_phone: c.email });
    expect(await server.db.selectFrom('mail_outbox').select('id').where('recipient', '=', c.email).execute()).toEqual([]);

    const row = await server.db.selectFrom('customers').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'deactivated', email: c.email, first_name: 'Test' });
    expect(row.deactivated_at).not.toBeNull();
  });
});
