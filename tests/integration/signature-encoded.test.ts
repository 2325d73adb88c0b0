// Issue 22: the signature cannot be skipped by spelling a signed path another way. Every signed
// route of the server (its OpenAPI document, checked against spec section 7's list in
// src/domain/api-signature) is called under many spellings the router reads as the same route:
// without a signature each is refused 403 (or, for spellings the router does not match, reaches no
// handler at all: 404 with or without a signature); with a valid signature it passes the check.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_PATH_PREFIXES, isSignedPath } from '../../src/domain/api-signature/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer, type TestCustomer } from './fixtures/customers.ts';
import { signatureHeaders } from './fixtures/sign.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let accessToken: string;
let customer: TestCustomer;
let routes: { method: string; path: string }[];

interface RawAnswer { status: number; body: Json }

/** Sends the request target exactly as written (fetch would normalise it and drop a '#'). */
function raw(method: string, target: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path: target, headers: { 'tb-language': 'english', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Json = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = { text };
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Percent-escape of one character, upper or lower case hex. */
const esc = (ch: string, lower = false): string => {
  const hex = ch.charCodeAt(0).toString(16).padStart(2, '0');
  return '%' + (lower ? hex.toLowerCase() : hex.toUpperCase());
};

/** Spellings the router reads as the given path: each must be refused without a signature. */
function sameRouteSpellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const lastLetter = rest.search(/[a-z](?=[^a-z]*$)/);
  const out = [
    `/api/${esc(rest[0] as string)}${rest.slice(1)}`,
    `/api/${esc(rest[0] as string, true)}${rest.slice(1)}`,
    `/api/${rest.slice(0, lastLetter)}${esc(rest[lastLetter] as string, true)}${rest.slice(lastLetter + 1)}`,
    `/api/${[...rest].map((c) => (c === '/' ? c : esc(c))).join('')}`,
    `/api/${[...rest].map((c) => (c === '/' ? c : esc(c, true))).join('')}`,
    `/${esc('a')}pi/${rest}`,
    `${path}#x`,
    `${path}?`,
    `${path}?z=1`,
  ];
  if (rest.includes('-')) out.push(`/api/${rest.replace('-', '%2D')}`, `/api/${rest.replace('-', '%2d')}`);
  return out;
}

/** Spellings the router may or may not read as the path: refused, or not routed at all. */
function otherSpellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const firstSlash = rest.indexOf('/');
  return [
    `/api//${rest}`, `//api/${rest}`, `${path}/`, `${path}//`, `/api/./${rest}`, `/api/x/../${rest}`, `${path}/.`,
    `${path};x`, `${path};`, `/API/${rest}`, `/api/${rest.toUpperCase()}`, `${path}%00`, `${path}%20`,
    ...(firstSlash === -1 ? [] : [
      `/api/${rest.slice(0, firstSlash)}%2F${rest.slice(firstSlash + 1)}`,
      `/api/${rest.slice(0, firstSlash)}%2f${rest.slice(firstSlash + 1)}`,
      `/api/${rest.slice(0, firstSlash)}//${rest.slice(firstSlash + 1)}`,
    ]),
  ];
}

function concrete(openApiPath: string): string {
  return openApiPath.replace(/\{[^}]+\}/g, '1');
}

async function send(method: string, target: string, sign: boolean): Promise<RawAnswer> {
  const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  const body = hasBody ? {} : undefined;
  const headers: Record<string, string> = { accesstoken: accessToken, ...customer.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) };
  if (sign) Object.assign(headers, signatureHeaders({ method, path: target, body, accessToken, loginToken: customer.token }));
  return raw(method, target, headers, body === undefined ? undefined : JSON.stringify(body));
}

/** The router's 404 (no route): the handlers' own 404s carry a reason. */
const unrouted = (a: RawAnswer): boolean => a.status === 404 && a.body?.error?.reason === undefined;

const refusedBySignature = (a: RawAnswer): boolean =>
  a.status === 403 && ['BAD_SIGNATURE', 'STALE_TIMESTAMP'].includes(a.body?.error?.reason);

beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { authRateLimitPerMinute: 1_000_000 } });
  accessToken = (await raw('POST', '/api/token-access/create', { 'content-type': 'application/json' }, '{"mode":"create_token"}')).body.access_token;
  customer = await createTestCustomer(server.db);
  const doc = (await raw('GET', '/api/openapi.json', {})).body as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops)
    .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
    .map((m) => ({ method: m.toUpperCase(), path: concrete(path) })))
    .filter((r) => isSignedPath(r.path));
});
afterAll(async () => {
  await server?.close();
});

describe('signed routes under other spellings', () => {
  it('finds a route for every signed path the server serves (spec section 7 list)', () => {
    const served = SIGNED_PATH_PREFIXES.filter((prefix) => routes.some((r) => isSignedPath(r.path) && (r.path === `/api/${prefix}` || r.path.startsWith(`/api/${prefix}/`))));
    // Every path of the list is served (gmap/geocode since issue 25: the map pin).
    expect(SIGNED_PATH_PREFIXES.filter((p) => !served.includes(p))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses every same-route spelling of every signed route without a signature, and accepts it signed', async () => {
    const leaks: string[] = [];
    for (const { method, path } of routes) {
      for (const target of [path, ...sameRouteSpellings(path)]) {
        const unsigned = await send(method, target, false);
        if (!refusedBySignature(unsigned)) leaks.push(`${method} ${target} unsigned → ${unsigned.status} ${JSON.stringify(unsigned.body?.error ?? null)}`);
        const signed = await send(method, target, true);
        if (refusedBySignature(signed) || unrouted(signed)) leaks.push(`${method} ${target} signed → ${signed.status} ${JSON.stringify(signed.body?.error ?? null)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses other spellings without a signature, or they reach no route at all', async () => {
    const leaks: string[] = [];
    for (const { method, path } of routes) {
      for (const target of otherSpellings(path)) {
        const unsigned = await send(method, target, false);
        if (refusedBySignature(unsigned)) continue;
        const signed = await send(method, target, true);
        // Not refused: then the router matched no route (404 either way), refused the URL (400), or the
        // spelling is another route's path that takes other methods (405 from the not-found handler,
        // server/http/method-not-allowed.ts: no handler ran; e.g. bank-accounts/. is bank-accounts/:id).
        const nowhere = (unrouted(unsigned) && unrouted(signed)) || (unsigned.status === 400 && signed.status === 400)
          || (unsigned.status === 405 && signed.status === 405);
        if (!nowhere) leaks.push(`${method} ${target} unsigned → ${unsigned.status}, signed → ${signed.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('gmap/geocode: refused unsigned under every spelling; signed, it reaches the route (no geocoder here: 503)', async () => {
    for (const target of ['/api/gmap/geocode', ...sameRouteSpellings('/api/gmap/geocode')]) {
      expect(refusedBySignature(await send('POST', target, false))).toBe(true);
    }
    const headers = { accesstoken: accessToken, 'content-type': 'application/json', 'tb-language': 'english',
      ...signatureHeaders({ method: 'POST', path: '/api/gmap/geocode', body: { address: 'Monas Jakarta' }, accessToken }) };
    const signed = await raw('POST', '/api/gmap/geocode', headers, JSON.stringify({ address: 'Monas Jakarta' }));
    expect(signed).toMatchObject({ status: 503, body: { error: { reason: 'GEOCODING_NOT_CONFIGURED' } } });
  });

  it('binds the signature to the route: a signature for one spelling of another signed route is refused', async () => {
    const target = '/api/customer/bank%2Daccounts';
    const body = {};
    const headers = { accesstoken: accessToken, ...customer.headers, 'content-type': 'application/json',
      ...signatureHeaders({ method: 'POST', path: '/api/wallet/withdraw', body, accessToken, loginToken: customer.token }) };
    const res = await raw('POST', target, headers, '{}');
    expect(res).toMatchObject({ status: 403, body: { error: { reason: 'BAD_SIGNATURE' } } });
  });
});
