// One-time codes go through the SMS port for phone numbers and the mail port for e-mail
// addresses (server/modules/auth/context.ts deliverCode); the default SMS adapter logs and,
// outside production, keeps the message in the dev outbox.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { isSignedPath } from '../../src/domain/api-signature/index.ts';
import type { MailPort, SmsPort } from '../../server/modules/auth/ports.ts';
import { LoggingSms, maskPhone } from '../../server/modules/auth/sms.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

class FakeSms implements SmsPort {
  sent: { to: string; text: string }[] = [];
  fail = false;
  async send(to: string, text: string): Promise<void> {
    if (this.fail) throw new Error('gateway down');
    this.sent.push({ to, text });
  }
}

class FakeMail implements MailPort {
  sent: { to: string; subject: string; text: string }[] = [];
  async send(to: string, subject: string, text: string): Promise<void> {
    this.sent.push({ to, subject, text });
  }
}

/** A storefront-like client: anonymous access token and the signature on signed paths. */
async function client(server: TestServer) {
  let accessToken = '';
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = { 'tb-language': 'english' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken) headers.accesstoken = accessToken;
    if (accessToken && isSignedPath(path)) {
      const ts = String(Date.now());
      const canonical = `${ts}\n${method}\n${path.replace(/^\/api/, '')}\n${createHash('sha256').update(raw).digest('hex')}`;
      headers['tb-timestamp'] = ts;
      headers['tb-signature'] = createHmac('sha256', `${accessToken}:`).update(canonical).digest('hex');
    }
    const res = await fetch(server.baseUrl + path, { method, headers, body: body === undefined ? undefined : raw });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }
  accessToken = (await call('POST', '/api/token-access/create', { mode: 'create_token' })).body.access_token;
  return call;
}

const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? '';

describe('one-time codes: phone numbers through the SMS port, e-mail through the mail port', () => {
  const sms = new FakeSms();
  const mail = new FakeMail();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { authRateLimitPerMinute: 1000 }, ports: { sms, mail } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a phone registration: the code goes by SMS (E.164), none by mail, and it verifies', async () => {
    const call = await client(server);
    const mini = await call('POST', '/api/customer/register/mini', { user_id: '0812-7777-6666' });
    expect(mini).toMatchObject({ status: 200, body: { action: true } });
    expect(mail.sent).toEqual([]);
    expect(sms.sent).toHaveLength(1);
    const message = sms.sent[0];
    expect(message?.to).toBe('+6281277776666');
    const code = codeIn(message?.text);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call('POST', '/api/customer/register/verify-code', { user_id: '081277776666', code });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Verification successful' } });
  });

  it('an e-mail registration: the code goes by mail, none by SMS', async () => {
    sms.sent = [];
    const call = await client(server);
    expect((await call('POST', '/api/customer/register/mini', { user_id: 'Sms.Test@Example.com' })).status).toBe(200);
    expect(sms.sent).toEqual([]);
    expect(mail.sent.map((m) => m.to)).toEqual(['sms.test@example.com']);
    expect(codeIn(mail.sent[0]?.text)).toMatch(/^\d{6}$/);
  });

  it('resend and password reset follow the same routing', async () => {
    sms.sent = [];
    mail.sent = [];
    const call = await client(server);
    await call('POST', '/api/customer/register/mini', { user_id: '081255554444' });
    const code = codeIn(sms.sent[0]?.text);
    expect((await call('POST', '/api/customer/register/resend-code', { user_id: '081255554444' })).status).toBe(200);
    expect(sms.sent).toHaveLength(2);
    await call('POST', '/api/customer/register/verify-code', { user_id: '081255554444', code: codeIn(sms.sent[1]?.text) });
    const done = await call('POST', '/api/customer/register/mandatory', {
      user_id: '081255554444', first_name: 'Sari', last_name: '', email: 'sari@example.com', phone_number: '081255554444',
      password: 'rahasia123', confirm_password: 'rahasia123', referral: 'TEMAN-01',
    });
    // The storefront sends the session's referral along; the server accepts the field.
    expect(done.status).toBe(200);
    expect(code).not.toBe('');

    sms.sent = [];
    expect((await call('POST', '/api/customer/password/forgot', { email_or_phone: '+6281255554444' })).status).toBe(200);
    expect(sms.sent.map((m) => m.to)).toEqual(['+6281255554444']);
    expect(sms.sent[0]?.text).toMatch(/reset/i);
    expect((await call('POST', '/api/customer/password/forgot', { email_or_phone: 'sari@example.com' })).status).toBe(200);
    expect(mail.sent.map((m) => m.to)).toEqual(['sari@example.com']);
  });

  it('a failing SMS gateway answers 503 with the spec text', async () => {
    sms.fail = true;
    try {
      const call = await client(server);
      const res = await call('POST', '/api/customer/register/mini', { user_id: '081233332222' });
      expect(res).toMatchObject({ status: 503, body: { action: false, message: 'Unable to send verification code at this time', error: { reason: 'MAIL_FAILED' } } });
    } finally {
      sms.fail = false;
    }
  });
});

describe('the default (logging) SMS adapter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('outside production keeps phone codes in the dev outbox, readable in any phone format', async () => {
    const call = await client(server);
    expect((await call('POST', '/api/customer/register/mini', { user_id: '081299990000' })).status).toBe(200);
    const outbox = await (await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent('0812-9999-0000')}`)).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ to: '+6281299990000', subject: 'SMS' });
    expect(codeIn(outbox.messages[0].text)).toMatch(/^\d{6}$/);
  });

  it('in production it logs a warning without the code and throws (nothing reaches the phone)', async () => {
    const lines: { level: string; obj: Json; msg: string }[] = [];
    const log = {
      info: (obj: Json, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: Json, msg: string) => lines.push({ level: 'warn', obj, msg }),
    } as unknown as ConstructorParameters<typeof LoggingSms>[0];
    const adapter = new LoggingSms(log, null);
    await expect(adapter.send('+6281299990000', 'Titip: Your verification code is 123456.')).rejects.toThrow(/no SMS provider/);
    expect(lines).toEqual([{ level: 'warn', obj: { to: '+62812*****000' }, msg: expect.stringContaining('no SMS provider') }]);
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect(maskPhone('+6281299990000')).toBe('+62812*****000');
  });
});
