// Issue 22: one input guard. A control character in any text answers 400 CONTROL_CHARACTER naming
// the field (not the database's 500 with SQLSTATE 22021), signed in or not; a malformed or cut-short
// multipart body answers 400, an oversized upload 413, and nothing is stored; a database error
// answers a stable code without the database's own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer, type TestCustomer } from './fixtures/customers.ts';
import { jsonClient, type Json } from './fixtures/http.ts';

let server: TestServer;
let customer: TestCustomer;
let call: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  customer = await createTestCustomer(server.db);
  call = jsonClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

/** Every file under the data directory (uploads land there on the disk storage). */
function storedFiles(dir = server.config.dataDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

function expectControl(res: { status: number; body: Json }, field: string): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ action: false, error: { code: 'BAD_REQUEST', reason: 'CONTROL_CHARACTER', field } });
  expect(JSON.stringify(res.body)).not.toMatch(/22021|22P05/);
}

describe('control characters in text', () => {
  const NUL = 'a\u0000b';

  it('refuses NUL in the login, anonymous, naming the field, in Indonesian and English', async () => {
    const en = await call('POST', '/api/customer/login', { body: { username: NUL, password: 'password1' } });
    expectControl(en, 'body.username');
    expect(en.body.message).toBe('body.username: contains a control character that is not allowed');
    const id = await call('POST', '/api/customer/login', { body: { username: 'x@example.com', password: NUL }, headers: { 'tb-language': 'indonesia' } });
    expectControl(id, 'body.password');
    expect(id.body.message).toBe('body.password: berisi karakter kontrol yang tidak diizinkan');
  });

  it('refuses NUL in an address, a profile, a voucher code and a ticket, signed in and anonymous', async () => {
    const cases: [string, string, Json, string][] = [
      ['POST', '/api/customer/address', { name: NUL, address: 'Jl. Merdeka 1', phone_number: '081234567890', sub_district_id: 1 }, 'body.name'],
      ['PUT', '/api/customer/profile', { first_name: 'Budi', last_name: NUL }, 'body.last_name'],
      ['POST', '/api/cart/checkout/preview', { voucher_code: `V${NUL}` }, 'body.voucher_code'],
      ['POST', '/api/refund/request', { order_code: 'ORD-1', reason: 'other', message: `help ${NUL}` }, 'body.message'],
      ['POST', '/api/customer/address', { name: 'Budi', address: 'x', nested: { list: ['ok', '\u001b[31m'] } }, 'body.nested.list.1'],
    ];
    for (const [method, path, body, field] of cases) {
      expectControl(await call(method, path, { body, headers: customer.headers }), field);
      expectControl(await call(method, path, { body }), field);
    }
  });

  it('refuses control characters in query strings, path parameters and keys', async () => {
    expectControl(await call('GET', '/api/address/subdistricts/search?q=ab%00c'), 'querystring.q');
    expectControl(await call('GET', '/api/cart-detail/ab%00c'), 'params.code');
    expectControl(await call('GET', '/api/address/subdistricts/search?q=line%0Abreak'), 'querystring.q');
    const key = await call('PUT', '/api/customer/profile', { body: { ['first\u0000name']: 'x' }, headers: customer.headers });
    expectControl(key, 'body.first?name');
  });

  it('keeps tab, line feed and carriage return in body text (multi-line fields)', async () => {
    const res = await call('PUT', '/api/customer/profile', { body: { first_name: 'Budi', last_name: 'Santoso\tJr' }, headers: customer.headers });
    expect(res.body?.error?.reason).not.toBe('CONTROL_CHARACTER');
    const ticket = await call('POST', '/api/refund/request', { body: { order_code: 'NO-SUCH', reason: 'other', message: 'line one\r\nline two' }, headers: customer.headers });
    expect(ticket.status).toBeLessThan(500);
    expect(ticket.body?.error?.reason).not.toBe('CONTROL_CHARACTER');
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function multipart(path: string, body: Buffer, headers: Record<string, string> = {}, boundary: string | null = 'XyZ'): Promise<{ status: number; body: Json }> {
  const res = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'tb-language': 'english', 'content-type': boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`, ...headers },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function filePart(field: string, data: Buffer, close = true): Buffer {
  const head = Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  return Buffer.concat([head, data, Buffer.from(close ? '\r\n--XyZ--\r\n' : '')]);
}

describe('uploads', () => {
  it('answers 400 to a cut-short multipart body on image search and avatar upload, storing nothing', async () => {
    const before = storedFiles();
    const cut = filePart('file', Buffer.concat([PNG, Buffer.alloc(500, 1)]), false);
    const search = await multipart('/api/image-search', cut);
    expect(search).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', reason: 'MALFORMED_MULTIPART', field: 'body.file' } } });
    const avatar = await multipart('/api/customer/avatar/upload', filePart('avatar', Buffer.concat([PNG, Buffer.alloc(500, 1)]), false), customer.headers);
    expect(avatar).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', reason: 'MALFORMED_MULTIPART', field: 'body.avatar' } } });
    const headerCut = await multipart('/api/image-search', Buffer.from('--XyZ\r\nContent-Disposition: form-da'));
    expect(headerCut).toMatchObject({ status: 400, body: { error: { reason: 'MALFORMED_MULTIPART' } } });
    const noBoundary = await multipart('/api/customer/avatar/upload', filePart('avatar', PNG), customer.headers, null);
    expect(noBoundary).toMatchObject({ status: 400, body: { error: { reason: 'MALFORMED_MULTIPART' } } });
    expect(storedFiles()).toEqual(before);
    const row = await server.db.selectFrom('customers').select('avatar').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.avatar).toBeNull();
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a 50 MB avatar and an oversized image search, storing nothing', async () => {
    const before = storedFiles();
    const big = filePart('avatar', Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024, 7)]));
    const avatar = await multipart('/api/customer/avatar/upload', big, customer.headers);
    expect(avatar).toMatchObject({ status: 413, body: { action: false, error: { code: 'PAYLOAD_TOO_LARGE', reason: 'PAYLOAD_TOO_LARGE', field: 'body.avatar' } } });
    const search = await multipart('/api/image-search', filePart('file', Buffer.concat([PNG, Buffer.alloc(server.config.maxUploadBytes + 1, 7)])));
    expect(search).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', reason: 'PAYLOAD_TOO_LARGE' } } });
    expect(storedFiles()).toEqual(before);
    const row = await server.db.selectFrom('customers').select('avatar').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.avatar).toBeNull();
  });

  it('still stores an avatar within the limit', async () => {
    const ok = await multipart('/api/customer/avatar/upload', filePart('avatar', Buffer.concat([PNG, Buffer.alloc(1000, 1)])), customer.headers);
    expect(ok.status).toBe(201);
  });
});

describe('database errors', () => {
  it('answers a stable code and reason, never the database code or text', async () => {
    await sql`ALTER TABLE content_support_topics RENAME TO content_support_topics_away`.execute(server.db);
    try {
      const res = await call('GET', '/api/support-topic');
      expect(res).toMatchObject({ status: 500, body: { action: false, error: { code: 'INTERNAL', reason: 'DATABASE_ERROR', message: 'Internal Server Error' } } });
      expect(JSON.stringify(res.body)).not.toMatch(/42P01|content_support_topics|relation/);
    } finally {
      await sql`ALTER TABLE content_support_topics_away RENAME TO content_support_topics`.execute(server.db);
    }
  });
});
