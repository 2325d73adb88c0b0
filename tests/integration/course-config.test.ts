// The course service's public address reaches the storefront at runtime (docs/operations.md):
// /config.json carries courseBaseUrl = COURSE_PUBLIC_URL where the built file leaves it empty,
// revalidated like before (no-cache, ETag / Last-Modified, 304), and every server-rendered page
// embeds the same configuration. A tiny fake dist/ and a fake SSR bundle (SSR_BUNDLE) stand in
// for the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { fillRuntimeConfig } from '../../server/http/runtime-config.ts';

const COURSE_URL = 'http://course.example.test:8181';
const INDEX = '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Titip</title><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div></body></html>';
const CONFIG = { environment: 'test', apiBaseUrl: '/api', scrapeBaseUrl: '/api', courseBaseUrl: '', version: 't-1' };
// The SSR bundle's one export, as src/entry-server.tsx has it: every page is the app's shell here,
// and the configuration the server hands the bundle is kept for the test to read.
const BUNDLE = 'export async function preparePage(request) { globalThis.__courseConfigSeen = request.config; return { shell: true, modules: [] }; }\n';

let root: string;
let server: TestServer;
let fixedServer: TestServer;
const previousBundle = process.env.SSR_BUNDLE;

function configScript(html: string): unknown {
  const match = /<script>window\.__TITIP_CONFIG__=(.*?)<\/script>/.exec(html);
  expect(match, 'the page embeds the runtime configuration').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'titip-course-config-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(join(root, 'dist-ssr', 'entry-server.mjs'), BUNDLE);
  process.env.SSR_BUNDLE = join(root, 'dist-ssr', 'entry-server.mjs');
  server = await startTestServer({ seed: false, config: { staticDir: dist, coursePublicUrl: COURSE_URL } });

  // A build whose config.json names its own course address: that one is kept.
  const fixedDist = join(root, 'fixed');
  mkdirSync(fixedDist);
  writeFileSync(join(fixedDist, 'index.html'), INDEX);
  writeFileSync(join(fixedDist, 'config.json'), JSON.stringify({ ...CONFIG, courseBaseUrl: 'https://kursus.titip.example' }));
  fixedServer = await startTestServer({ seed: false, config: { staticDir: fixedDist, coursePublicUrl: COURSE_URL } });
});

afterAll(async () => {
  await server?.close();
  await fixedServer?.close();
  if (previousBundle === undefined) delete process.env.SSR_BUNDLE;
  else process.env.SSR_BUNDLE = previousBundle;
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('/config.json', () => {
  it('carries courseBaseUrl = COURSE_PUBLIC_URL, the rest of the file as it is', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ ...CONFIG, courseBaseUrl: COURSE_URL });
  });

  it('keeps the revalidation: no-cache, an ETag and a Last-Modified that give a 304, sent as it is, vary accept-encoding', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(res.headers['last-modified']).toBeTruthy();

    const byTag = await server.app.inject({ method: 'GET', url: '/config.json', headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await server.app.inject({ method: 'GET', url: '/config.json', headers: { 'if-modified-since': String(res.headers['last-modified']) } });
    expect(byDate.statusCode).toBe(304);
    const stale = await server.app.inject({ method: 'GET', url: '/config.json', headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('over real HTTP too', async () => {
    const res = await fetch(`${server.baseUrl}/config.json`);
    expect(((await res.json()) as { courseBaseUrl: string }).courseBaseUrl).toBe(COURSE_URL);
  });

  it('a courseBaseUrl the build sets is kept', async () => {
    const res = await fixedServer.app.inject({ method: 'GET', url: '/config.json' });
    expect((res.json() as { courseBaseUrl: string }).courseBaseUrl).toBe('https://kursus.titip.example');
  });
});

describe('server-rendered pages', () => {
  it('embed the same configuration, and hand it to the SSR bundle', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/kursus' });
    expect(res.statusCode).toBe(200);
    expect(configScript(res.body)).toEqual({ ...CONFIG, courseBaseUrl: COURSE_URL });
    expect((globalThis as { __courseConfigSeen?: unknown }).__courseConfigSeen).toEqual({ ...CONFIG, courseBaseUrl: COURSE_URL });
  });

  it('no Content-Security-Policy of a page or of config.json keeps the browser from the course service', async () => {
    const origin = new URL(COURSE_URL).origin;
    for (const url of ['/kursus', '/', '/config.json']) {
      const res = await server.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      if (csp === undefined) continue; // none is set today (docs/operations.md)
      for (const directive of ['connect-src', 'media-src', 'img-src']) {
        const value = String(csp).split(';').map((d) => d.trim()).find((d) => d.startsWith(`${directive} `));
        if (value) expect(value.split(/\s+/)).toContain(origin);
      }
    }
    const page = await server.app.inject({ method: 'GET', url: '/kursus' });
    expect(page.body).not.toMatch(/http-equiv=["']?content-security-policy/i);
  });
});

describe('fillRuntimeConfig', () => {
  it('fills empty fields only, and only fields the file has', () => {
    expect(fillRuntimeConfig({ courseBaseUrl: '' }, { courseBaseUrl: COURSE_URL })).toEqual({ value: { courseBaseUrl: COURSE_URL }, filled: true });
    expect(fillRuntimeConfig({ courseBaseUrl: null }, { courseBaseUrl: COURSE_URL }).filled).toBe(true);
    expect(fillRuntimeConfig({ courseBaseUrl: '/kursus-api' }, { courseBaseUrl: COURSE_URL }).filled).toBe(false);
    expect(fillRuntimeConfig({ apiBaseUrl: '/api' }, { courseBaseUrl: COURSE_URL })).toEqual({ value: { apiBaseUrl: '/api' }, filled: false });
    expect(fillRuntimeConfig(null, { courseBaseUrl: COURSE_URL }).filled).toBe(false);
    expect(fillRuntimeConfig({ courseBaseUrl: '' }, { courseBaseUrl: '' }).filled).toBe(false);
  });
});
