// Issue 25, the manual order's uploads (docs/api/cart.md "Uploads"): image/upload, product/upload/1,
// file/upload and cropping-image take a file checked by its first bytes (never the declared type),
// at most MAX_UPLOAD_BYTES, from a guest or a signed-in customer; the URL serves the bytes back and
// a manual order added with it carries it. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken, type TestAccessToken } from './fixtures/tokens.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const MAX = 4096;

let server: TestServer;
let guest: TestAccessToken;

beforeAll(async () => {
  server = await startTestServer({ config: { maxUploadBytes: MAX } });
  guest = await createAccessToken(server.db);
});
afterAll(async () => { await server?.close(); });

interface Sent { data: Buffer; type: string; name?: string; field?: string }

async function upload(path: string, file: Sent | null, fields: Record<string, string> = {}, headers: Record<string, string> = guest.headers, lang = 'english') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name ?? 'picture.png');
  const res = await fetch(`${server.baseUrl}/api/${path}`, { method: 'POST', body: form, headers: { 'tb-language': lang, ...headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function download(url: string) {
  const res = await fetch(`${server.baseUrl}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

describe('pictures by their first bytes (image/upload, product/upload/1)', () => {
  it.each([['png', PNG, 'image/png'], ['jpg', JPEG, 'image/jpeg'], ['gif', GIF, 'image/gif'], ['webp', WEBP, 'image/webp']] as const)(
    'takes a %s and serves the same bytes back with its real type', async (ext, data, type) => {
      const res = await upload('image/upload', { data, type: 'application/octet-stream', name: 'x.bin' });
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(new RegExp(`^/api/media/uploads/[a-f0-9]{32}\\.${ext}$`));
      const got = await download(res.body.url);
      expect(got.status).toBe(200);
      expect(got.type).toBe(type);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.data.equals(data)).toBe(true);
    });

  it('refuses a forged content type: HTML sent as image/png, a PDF as a picture; nothing is stored', async () => {
    const before = (await server.db.selectFrom('cart_details').select('id').execute()).length;
    const forged = await upload('product/upload/1', { data: HTML, type: 'image/png', name: 'cat.png' });
    expect(forged.status).toBe(422);
    expect(forged.body.error).toMatchObject({ field: 'body.image', reason: 'UNSUPPORTED_IMAGE', message: 'The picture must be a PNG, JPEG, GIF or WebP.' });
    const pdf = await upload('image/upload', { data: PDF, type: 'image/jpeg' }, {}, guest.headers, 'indonesia');
    expect(pdf.status).toBe(422);
    expect(pdf.body.error.message).toBe('Gambar harus berupa PNG, JPEG, GIF, atau WebP.');
    expect((await server.db.selectFrom('cart_details').select('id').execute()).length).toBe(before);
  });

  it('refuses a file over the size limit (413) and a form without a file (422)', async () => {
    const big = await upload('image/upload', { data: Buffer.concat([PNG, Buffer.alloc(MAX, 0)]), type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ reason: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' });
    const justUnder = await upload('image/upload', { data: Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length, 0)]), type: 'image/png' });
    expect(justUnder.status).toBe(201);
    const none = await upload('image/upload', null, { note: 'x' });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe('Choose a file to upload.');
  });

  it('needs a guest token or a sign-in', async () => {
    expect((await upload('product/upload/1', { data: PNG, type: 'image/png' }, {}, {})).status).toBe(401);
  });

  it('a stored name that does not exist, or is not of the pattern, is 404/400, never a path', async () => {
    expect((await download('/api/media/uploads/ffffffffffffffffffffffffffffffff.png')).status).toBe(404);
    expect((await download('/api/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('file/upload: a picture or a PDF', () => {
  it('takes a PDF and serves it as an attachment; refuses HTML named .pdf', async () => {
    const res = await upload('file/upload', { data: PDF, type: 'application/pdf', name: 'invoice.pdf', field: 'file' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'pdf', size: PDF.length });
    const got = await download(res.body.url);
    expect(got.type).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(got.data.equals(PDF)).toBe(true);
    const html = await upload('file/upload', { data: HTML, type: 'application/pdf', name: 'x.pdf', field: 'file' });
    expect(html.status).toBe(422);
    expect(html.body.error.reason).toBe('UNSUPPORTED_FILE');
  });
});

describe('cropping-image: the cropped picture and its rectangle', () => {
  it('keeps the picture and answers the rectangle', async () => {
    const res = await upload('cropping-image', { data: PNG, type: 'image/png' }, { x: '10', y: '0', width: '120', height: '120' });
    expect(res.status).toBe(201);
    expect(res.body.crop).toEqual({ x: 10, y: 0, width: 120, height: 120 });
    expect((await download(res.body.url)).data.equals(PNG)).toBe(true);
  });

  it('refuses a missing, negative or fractional rectangle', async () => {
    const rects: Record<string, string>[] = [{}, { x: '-1', y: '0', width: '10', height: '10' }, { x: '0', y: '0', width: '0', height: '10' }, { x: '0', y: '0', width: '1.5', height: '10' }, { x: 'a', y: '0', width: '10', height: '10' }];
    for (const fields of rects) {
      const res = await upload('cropping-image', { data: PNG, type: 'image/png' }, fields);
      expect(res.status).toBe(422);
      expect(res.body.error.field).toBe('body.crop');
    }
  });
});

describe('the manual order carries the uploaded picture', () => {
  it('image_url from product/upload/1 is kept on the cart line; an invented path on our media prefix is not', async () => {
    const up = await upload('product/upload/1', { data: JPEG, type: 'image/jpeg', name: 'mug.jpg' });
    expect(up.status).toBe(201);
    const add = async (image_url: string) => {
      const res = await fetch(`${server.baseUrl}/api/cart/add-to-cart-manual`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...guest.headers },
        body: JSON.stringify({ product_title: `Mug ${image_url.length}`, product_url: `https://www.etsy.com/listing/${image_url.length}`, image_url, price_original: 5, currency_code: 'USD', country: 'us', quantity: 1 }),
      });
      return { status: res.status, body: await res.json() };
    };
    const res = await add(up.body.image_url);
    expect(res.status).toBe(200);
    expect(res.body.data.image).toBe(up.body.image_url);
    const bad = await add('/api/media/uploads/../../x.png');
    expect(bad.body.data.image).toBe('');
  });
});
