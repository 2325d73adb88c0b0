// Browser protections (server/http/browser-protections.ts): every page carries a strict
// Content-Security-Policy whose script nonce is new on every answer and is on every inline script
// the server writes (or the script's hash is in the policy), nothing may frame a page, nosniff and a
// Referrer-Policy everywhere, HSTS only in production; personal API answers are `no-store`, public
// ones and the build's immutable files keep their caching. The storefront is a tiny fake dist/ with
// the real SSR bundle's source (src/entry-server.tsx, loaded through SSR_BUNDLE), so the pages are
// rendered as in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { staffClient } from './fixtures/ops.ts';

const TAOBAO_LINK = 'https://item.taobao.com/item.htm?id=725531908812';
const ENTRY = 'assets/index-Ab12Cd34.js';
// As Vite writes it: the entry's script in the head.
const INDEX = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Titip</title><script type="module" crossorigin src="/${ENTRY}"></script><!--ssr-head--></head>`
  + '<body><noscript>JS</noscript><div id="root"><!--ssr-outlet--></div></body></html>';
const CONFIG = { environment: 'test', apiBaseUrl: '/api', scrapeBaseUrl: '/api', courseBaseUrl: '', version: 't-1' };
const MANIFEST = { 'index.html': { file: ENTRY, isEntry: true } };
const COURSE_URL = 'http://course.example.test:8181';

let root: string;
let server: TestServer;
let production: TestServer;
const previousBundle = process.env.SSR_BUNDLE;

function fakeDist(): string {
  const dist = join(root, `dist-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, ENTRY), 'console.log("titip");\n'.repeat(100));
  return dist;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'titip-headers-'));
  process.env.SSR_BUNDLE = resolve('src/entry-server.tsx');
  server = await startTestServer({ config: { staticDir: fakeDist(), coursePublicUrl: COURSE_URL } });
  production = await startTestServer({ seed: false, config: { env: 'production', staticDir: fakeDist(), coursePublicUrl: COURSE_URL } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await production?.close();
  if (previousBundle === undefined) delete process.env.SSR_BUNDLE;
  else process.env.SSR_BUNDLE = previousBundle;
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy, 'a Content-Security-Policy header').toBe('string');
  return new Map(String(policy).split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name as string, values]));
}

/** Fetches a page over the socket and checks what every page must carry; returns the policy's script-src and the HTML. */
async function page(target: TestServer, path: string): Promise<{ html: string; scriptSrc: string[]; headers: Headers }> {
  const res = await fetch(`${target.baseUrl}${path}`);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const csp = directives(res.headers.get('content-security-policy'));
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toContain(COURSE_URL);
  expect(csp.get('media-src')).toContain(COURSE_URL);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // Every inline script carries the answer's nonce, or its hash is in the policy. The page head's
  // JSON-LD (docs/seo.md) is a data block, which the browser never runs and script-src does not
  // govern (HTML's "prepare the script element" stops at a non-JavaScript type before the CSP check).
  const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, 'a nonce in script-src').toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? '') && !/^\s*type="application\/ld\+json"\s*$/.test(m[1] ?? ''));
  for (const [, attrs, text] of inline) {
    const hash = `'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`;
    expect((attrs ?? '').includes(`nonce="${nonce}"`) || scriptSrc.includes(hash), `inline script ${(text ?? '').slice(0, 60)}`).toBe(true);
  }
  return { html, scriptSrc, headers: res.headers };
}

describe('pages', () => {
  it('/ and a product page: a strict policy, a new nonce per answer, on every inline script', async () => {
    const home = await page(server, '/');
    expect(home.html).toMatch(/<script nonce="[^"]+">\(function\(\)\{var held=\[\]/); // the code loader
    expect(home.html).toMatch(/<script nonce="[^"]+">window\.__TITIP_SSR__=/); // the state
    const again = await page(server, '/');
    expect(again.scriptSrc.find((v) => v.startsWith("'nonce-"))).not.toBe(home.scriptSrc.find((v) => v.startsWith("'nonce-")));
    const product = await page(server, `/product?url=${encodeURIComponent(TAOBAO_LINK)}`);
    expect(product.html).toMatch(/window\.__TITIP_SSR__=/);
    // Not in development or test: HSTS is production's.
    expect(home.headers.get('strict-transport-security')).toBeNull();
  }, 60_000);

  it('/checkout and /ops (the app shell): the configuration script is allowed by its hash', async () => {
    for (const path of ['/checkout', '/ops']) {
      const shell = await page(server, path);
      expect(shell.html).toContain('<script>window.__TITIP_CONFIG__=');
      expect(shell.scriptSrc.some((v) => v.startsWith("'sha256-"))).toBe(true);
    }
  }, 60_000);

  it('HSTS only when the server runs with production config', async () => {
    const res = await fetch(`${production.baseUrl}/checkout`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await fetch(`${production.baseUrl}/api/kurs`);
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${server.baseUrl}/api/kurs`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('API answers', () => {
  it('a public answer: nosniff and no framing, no no-store', async () => {
    const res = await fetch(`${server.baseUrl}/api/kurs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
    // The fixed set, not helmet's per-request work (its Origin-Agent-Cluster is on pages only).
    expect(res.headers.get('origin-agent-cluster')).toBeNull();
  });

  it('signed-in answers, a guest\'s own cart and answers handing out a token are no-store', async () => {
    const customer = await createTestCustomer(server.db);
    const signedIn = await fetch(`${server.baseUrl}/api/cart/pricing-account`, { headers: customer.headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff');
    // A refused token too.
    expect((await fetch(`${server.baseUrl}/api/cart/pricing-account`, { headers: { authorization: 'Token nope' } })).headers.get('cache-control')).toBe('no-store');

    const created = await fetch(`${server.baseUrl}/api/token-access/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'create_token' }) });
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { access_token: guest } = await created.json() as { access_token: string };
    const cart = await fetch(`${server.baseUrl}/api/cart-detail/list`, { headers: { accesstoken: guest } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-store');

    const staff = await staffClient(server, 'operator');
    const staffAnswer = await fetch(`${server.baseUrl}/api/ops/kurs`, { headers: { authorization: `Staff ${staff.token}` } });
    expect(staffAnswer.status).toBe(200);
    expect(staffAnswer.headers.get('cache-control')).toBe('no-store');
  });

  it('the build\'s immutable files keep their caching and get no added header', async () => {
    const res = await fetch(`${server.baseUrl}/${ENTRY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options', 'cross-origin-resource-policy']) {
      expect(res.headers.get(name), name).toBeNull();
    }
  });
});
