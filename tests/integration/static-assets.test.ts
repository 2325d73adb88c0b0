// The storefront's files and the API's JSON on the wire: precompressed assets chosen by
// Accept-Encoding, cache headers (hashed = immutable, the rest revalidated), API compression
// above the threshold. A tiny fake dist/ is built in a temp folder and precompressed by the
// real build step (scripts/precompress.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite's names: `<name>-<8 character hash>.<ext>` under assets/.
const JS_PATH = '/assets/app-Abc123_x.js';
const JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\nconsole.log(words.length);\n`;
const INDEX = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Titip</title><script type="module" crossorigin src="${JS_PATH}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ORIGIN = 'https://partner.example';
const CONFIG = JSON.stringify({ environment: 'test', apiBaseUrl: '/api', scrapeBaseUrl: '/api' });

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'titip-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, JS_PATH), JS);
  writeFileSync(join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'config.json'), CONFIG);
  execFileSync(process.execPath, [join(process.cwd(), 'scripts', 'precompress.mjs'), dist], { stdio: 'pipe' });
  server = await startTestServer({ config: { staticDir: dist, allowedOrigins: [ORIGIN] } });
});
afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

describe('build step: scripts/precompress.mjs', () => {
  it('writes .br and .gz next to files of 1 KB and more, and leaves small files alone', () => {
    expect(existsSync(join(dist, `${JS_PATH}.br`))).toBe(true);
    expect(existsSync(join(dist, `${JS_PATH}.gz`))).toBe(true);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'config.json.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo.svg.gz'))).toBe(false);
  });
});

describe('hashed JavaScript', () => {
  it('is sent brotli-encoded when the browser accepts br, cached for a year, immutable', async () => {
    const res = await get(JS_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JS));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
    // The same bytes for everyone: no request id back (a page loads 40-odd of them); other answers carry one.
    expect(res.headers['x-request-id']).toBeUndefined();
    expect((await get('/config.json')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is sent gzip-encoded when the browser accepts gzip only', async () => {
    const res = await get(JS_PATH, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(JS);
  });

  it('is sent as it is without an accepted encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(JS_PATH, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body).toBe(JS);
    }
  });

  it('over real HTTP too (fetch decodes the br body)', async () => {
    const res = await fetch(server.baseUrl + JS_PATH, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(JS);
  });

  it('keeps vary: accept-encoding next to the CORS vary: origin', async () => {
    const res = await get(JS_PATH, { 'accept-encoding': 'br', origin: ORIGIN });
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers a HEAD with the same headers', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: JS_PATH, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('files that must be revalidated', () => {
  it('index.html: no-cache, compressed, with validators that give a 304', async () => {
    const res = await get('/index.html', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    const again = await get('/index.html', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a storefront route is index.html, no-cache, compressed', async () => {
    const res = await get('/kalkulator', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('config.json: no-cache, and under 1 KB it is sent as it is', async () => {
    const res = await get('/config.json', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(JSON.parse(CONFIG));
  });

  it('an unhashed file under assets/ is not immutable', async () => {
    const res = await get('/assets/logo.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('API JSON', () => {
  it('is compressed above 1 KB', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const json = gunzipSync(res.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toMatchObject({ openapi: '3.1.0' });
    const br = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
  });

  it('is not compressed below 1 KB, nor without Accept-Encoding', async () => {
    const small = await get('/api/scrap/marketplaces', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: expect.any(Array) });
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('errors stay plain JSON for the client', async () => {
    const res = await get('/api/no-such-route', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
