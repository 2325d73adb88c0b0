// The public promotion pages are server-rendered (docs/perks.md, docs/ssr.md): /promo with the
// running promotions, /promo-detail/{id} with its text, an ended one saying so, /promonewcustomer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { renderPage, type ApiTransport } from '../../src/entry-server.tsx';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
const inProcess: ApiTransport = async ({ method, url, headers, body }) => {
  const res = await server.app.inject({ method: method as InjectOptions['method'], url, headers, ...(body !== undefined ? { payload: body } : {}) });
  return { status: res.statusCode, body: res.body };
};
beforeAll(async () => {
  server = await startTestServer();
  token = ((await server.app.inject({ method: 'POST', url: '/api/token-access/create', payload: { mode: 'create_token' } })).json() as { access_token: string }).access_token;
});
afterAll(async () => server?.close());

async function rendered(url: string, language: 'id' | 'en' = 'id'): Promise<string> {
  const page = await renderPage({ url, language, transport: inProcess, accessToken: token, waitMs: 5_000 });
  if (!page) throw new Error(`${url} was not server-rendered`);
  expect(page.mode).toBe('complete');
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  page.pipe(out);
  await done;
  return Buffer.concat(chunks).toString('utf8');
}

const idOf = async (slug: string) => (await server.db.selectFrom('content_promotions').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('server-rendered promotion pages', () => {
  it('/promo lists the running promotions in the HTML, in the visitor\'s language', async () => {
    const body = await rendered('/promo');
    expect(body).toContain('Hemat 10% untuk semua titipan');
    expect(body).toMatch(/Kode: (<!-- -->)?BARU50/);
    expect(body).not.toContain('Harbolnas');
    expect(await rendered('/promo', 'en')).toContain('10% off every order');
  }, 60_000);

  it('/promo-detail/{id}: the paragraphs; an ended promotion says so; /promonewcustomer', async () => {
    expect(await rendered(`/promo-detail/${await idOf('potongan-ongkir')}`)).toContain('Berlaku satu kali per pelanggan.');
    expect(await rendered(`/promo-detail/${await idOf('harbolnas-2024')}`)).toContain('Promo ini sudah berakhir.');
    expect(await rendered('/promonewcustomer')).toContain('Baru pertama kali titip?');
  }, 60_000);
});
