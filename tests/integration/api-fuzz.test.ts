// Issue 22: a property-based test of the whole API. It reads the server's own OpenAPI document and
// sends generated requests to EVERY operation in it (params, query and body shaped by the
// operation's schema, with hostile values, and raw malformed bodies), anonymous, with an access
// token, signed in as a customer and as staff, signed and unsigned; no answer may be a 5xx.
// Deterministic: a fixed seed (FUZZ_SEED overrides it), printed. No network: the scraper gets a
// product source and a resolver of its own, and any socket to a host other than loopback fails.
import { createHash, createHmac } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, canonicalRequest, cutSignature, isSignedPath, signatureKey } from '../../src/domain/api-signature/index.ts';
import { FacebookTokenError } from '../../server/modules/auth/facebook-graph.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer, type TestCustomer } from './fixtures/customers.ts';
import { staffClient } from './fixtures/ops.ts';
import { malformedBody, objectFor, valueFor, type Schema } from './fixtures/fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 22_2022);
const MIN_REQUESTS = 2000;

interface Operation { method: string; path: string; params: Schema[]; query: Schema[]; body: Schema | null; multipart: boolean }
interface FuzzRequest { target: string; headers: Record<string, string>; body: Buffer | undefined }

let server: TestServer;
let accessToken: string;
let customer: TestCustomer;
let staffToken: string;
let operations: Operation[];
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
const blockedSockets: string[] = [];
/** Requests sent again on a connection of their own (the kept-alive one was closed). */
const retried: string[] = [];
const originalConnect = net.Socket.prototype.connect;

beforeAll(async () => {
  // No outside service: a socket to anything but loopback (or PostgreSQL's) fails at once.
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    // net.createConnection passes its normalised arguments as one array.
    const first = (Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]) as { host?: string; path?: string } | number | string;
    const host = typeof first === 'object' && first !== null ? first.host ?? (first.path ? 'unix' : 'localhost') : typeof args[1] === 'string' ? args[1] : 'localhost';
    if (!['127.0.0.1', 'localhost', '::1', 'unix'].includes(host)) {
      blockedSockets.push(host);
      process.nextTick(() => this.destroy(new Error(`api-fuzz: no network (${host})`)));
      return this;
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  server = await startTestServer({
    seed: true,
    // Google sign-in configured with an empty key set (tokens fail as invalid, not 503 not-configured).
    config: { authRateLimitPerMinute: 100_000, googleClientIds: ['fuzz.apps.googleusercontent.com'] },
    ports: {
      productSource: { storeProduct: async () => null }, scrapeResolver: async () => [{ address: '127.0.0.1', family: 4 }],
      googleKeys: { jwks: async () => ({ keys: [] }) },
      // Facebook and the map pin configured too, so their calls are reached (not 503 not-configured):
      // every Facebook token fails as invalid, the geocoder knows no place.
      facebookGraph: { identify: async () => { throw new FacebookTokenError('FACEBOOK_TOKEN_INVALID', 'fuzz'); } },
      geocoder: { name: 'fuzz', attribution: 'fuzz', geocode: async () => [] },
    },
  });
  accessToken = (await send({ target: '/api/token-access/create', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"mode":"create_token"}') }, 'POST')).json.access_token;
  customer = await createTestCustomer(server.db);
  staffToken = (await staffClient(server, 'admin')).token;
  const doc = (await send({ target: '/api/openapi.json', headers: {}, body: undefined }, 'GET')).json as { paths: Record<string, Record<string, Schema>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]): Operation => {
      const parameters = (op.parameters ?? []) as Schema[];
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      return {
        method: method.toUpperCase(), path,
        params: parameters.filter((p) => p.in === 'path'), query: parameters.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema ?? null, multipart: 'multipart/form-data' in content,
      };
    }));
}, 120_000);
afterAll(async () => {
  net.Socket.prototype.connect = originalConnect;
  agent.destroy();
  await server?.close();
});

type Answer = { status: number; text: string; json: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Sends on a kept-alive connection; when the server had closed that one (after refusing a large
 * body unread) the request goes once more on a connection of its own, whose failure counts. */
async function send(req: FuzzRequest, method: string): Promise<Answer> {
  try {
    return await sendOn(req, method, agent);
  } catch (err) {
    if (!/ECONNRESET|socket hang up|EPIPE|timeout/.test((err as Error).message)) throw err;
    retried.push(`${method} ${req.target.slice(0, 100)}: ${(err as Error).message}`);
    return sendOn(req, method, false);
  }
}

function sendOn(req: FuzzRequest, method: string, via: Agent | false): Promise<Answer> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const r = httpRequest({ host: url.hostname, port: url.port, method, path: req.target, agent: via, headers: { 'tb-language': 'english', ...req.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = {};
        try {
          json = JSON.parse(text) as object;
        } catch {
          // not JSON: only the status matters
        }
        resolve({ status: res.statusCode ?? 0, text, json });
      });
    });
    r.setTimeout(10_000, () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(req.body);
  });
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

function multipartBody(kind: number, field: string): { body: Buffer; type: string } {
  const head = `--FuzZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const bodies = [
    Buffer.concat([Buffer.from(head), PNG, Buffer.from('\r\n--FuzZ--\r\n')]),
    Buffer.concat([Buffer.from(head), PNG]),
    Buffer.from('--FuzZ\r\nContent-Disposition: form-da'),
    Buffer.from('not multipart at all'),
    Buffer.concat([Buffer.from(head), Buffer.from('\u0000GIF89a'), Buffer.from('\r\n--FuzZ--\r\n')]),
  ];
  return { body: bodies[kind % bodies.length] as Buffer, type: kind === 3 ? 'multipart/form-data' : 'multipart/form-data; boundary=FuzZ' };
}

function pathValue(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? '';
  return s === '' ? '%20' : encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 300);
}

function queryString(values: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, v] of values) {
    const list = Array.isArray(v) ? v : [v];
    for (const item of list) {
      const s = typeof item === 'string' ? item : JSON.stringify(item) ?? '';
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))}`);
    }
  }
  return parts.length === 0 ? '' : '?' + parts.join('&');
}

/** Generated requests of one operation. */
function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.params.map((p) => valueFor(p.schema ?? {}, 1, 5)));
  const query = fc.tuple(...op.query.map((p) => fc.option(valueFor(p.schema ?? {}, 1, 5), { freq: 3 })));
  const bodyKind = fc.constantFrom('schema', 'schema', 'schema', 'schema', 'raw', 'none');
  const body = op.body ? objectFor(op.body, 0, 6).map((o) => JSON.stringify(o)) : fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? '{}');
  const identity = fc.constantFrom('anonymous', 'access', 'customer', 'customer', 'staff');
  const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', '');
  return fc.record({ params, query, bodyKind, body, raw: malformedBody(), identity, contentType, sign: fc.boolean(), multipartKind: fc.nat(9) })
    .map(({ params: ps, query: qs, bodyKind: kind, body: b, raw, identity: who, contentType: type, sign, multipartKind }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => pathValue(ps[i++]));
      const target = path + queryString(op.query.flatMap((p, j) => (qs[j] === null ? [] : [[p.name as string, qs[j]] as [string, unknown]])));
      const headers: Record<string, string> = {};
      let payload: Buffer | undefined;
      if (op.method !== 'GET' && op.method !== 'DELETE' && kind !== 'none') {
        if (op.multipart && multipartKind < 8) {
          const field = op.path.includes('avatar') ? 'avatar' : op.path.includes('photos') || op.path.includes('receive') ? 'photos' : 'file';
          const m = multipartBody(multipartKind, field);
          payload = m.body;
          headers['content-type'] = m.type;
        } else {
          payload = Buffer.from(kind === 'raw' ? raw : b);
          if (type) headers['content-type'] = type;
        }
      }
      if (who !== 'anonymous') headers.accesstoken = accessToken;
      if (who === 'customer') headers.authorization = `Token ${customer.token}`;
      if (who === 'staff') headers.authorization = `Staff ${staffToken}`;
      if (sign && isSignedPath(op.path)) {
        const ts = String(Date.now());
        const sha = createHash('sha256').update(payload && !headers['content-type']?.startsWith('multipart/') ? payload : Buffer.alloc(0)).digest('hex');
        const loginToken = who === 'customer' ? customer.token : null;
        headers[TIMESTAMP_HEADER] = ts;
        headers[SIGNATURE_HEADER] = cutSignature(createHmac('sha256', signatureKey(accessToken, loginToken)).update(canonicalRequest(ts, op.method, target, sha)).digest('hex'));
      }
      return { target, headers, body: payload };
    });
}

describe('the API under generated requests', () => {
  it('answers no 5xx to any operation of its OpenAPI document', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const perOperation = Math.ceil(MIN_REQUESTS / operations.length);
    console.log(`api-fuzz: seed ${SEED}, ${operations.length} operations, ${perOperation} requests each (FUZZ_SEED=${SEED} to replay)`);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      await fc.assert(fc.asyncProperty(requestsFor(op), async (req) => {
        sent++;
        let answer;
        try {
          answer = await send(req, op.method);
        } catch (err) {
          failures.push(`${op.method} ${req.target.slice(0, 200)} [${JSON.stringify(req.headers).slice(0, 200)}] ${req.body?.toString('utf8').slice(0, 200) ?? ''} → no answer (${(err as Error).message})`);
          return true;
        }
        if (answer.status >= 500) {
          failures.push(`${op.method} ${req.target.slice(0, 200)} [${JSON.stringify(req.headers).slice(0, 200)}] ${req.body?.toString('utf8').slice(0, 200) ?? ''} → ${answer.status} ${answer.text.slice(0, 300)}`);
        }
        return true;
      }), { seed: SEED + index, numRuns: perOperation });
    }
    console.log(`api-fuzz: ${sent} requests, ${failures.length} 5xx answers, ${blockedSockets.length} network attempts blocked, ${retried.length} sent again`, retried);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(failures).toEqual([]);
    expect(blockedSockets).toEqual([]);
  }, 300_000);
});
