// The fetch guard of the scraper: the only way the server reads another site.
// - http and https only, no user info in the URL;
// - the host is resolved with dns.lookup (all addresses); if any address is private,
//   loopback, link-local, CGNAT, ULA, multicast or otherwise reserved the fetch is refused
//   (loopback only passes with config.scrapeAllowLoopback, for tests);
// - the connection goes to the address that was checked (the socket's lookup is pinned),
//   so a second DNS answer cannot rebind it; TLS still verifies the host name;
// - 5 s for the whole fetch, 2 MB of (decompressed) body, at most 3 redirects, each
//   redirect target checked again the same way.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { isNonPublicIp, parseIpLiteral, type IpLiteral } from '../../../src/domain/url/index.ts';

export type FetchRefusal = 'scheme' | 'private' | 'dns' | 'redirects' | 'too_large' | 'timeout' | 'status' | 'network' | 'content_type';

export class FetchRefused extends Error {
  readonly reason: FetchRefusal;
  constructor(reason: FetchRefusal, detail: string) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export interface FetchGuardOptions {
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution; defaults to dns.lookup with all addresses. */
  resolve?: HostResolver;
  userAgent?: string;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultResolve: HostResolver = async (host) => {
  const all = await dnsLookup(host, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export function isLoopback(ip: IpLiteral): boolean {
  if (ip.version === 4) return Math.floor(ip.value / 2 ** 24) === 127;
  const g = ip.groups;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(7) && g[7] === 1) return true; // ::1
  return zeros(5) && g[5] === 0xffff && Math.floor((g[6] ?? 0) / 256) === 127; // ::ffff:127.x.x.x
}

/** True when the address may be connected to. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const ip = parseIpLiteral(address);
  if (ip === undefined) return false;
  if (!isNonPublicIp(ip)) return true;
  return allowLoopback && isLoopback(ip);
}

/** Rejects with a timeout refusal when the signal aborts first (dns.lookup cannot be aborted). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchRefused('timeout', 'resolving host'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves the host and checks every address; returns the one to connect to. */
export async function resolveAllowed(hostname: string, opts: FetchGuardOptions, signal?: AbortSignal): Promise<ResolvedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = parseIpLiteral(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== undefined) {
    addresses = [{ address: bare, family: literal.version }];
  } else {
    try {
      addresses = await beforeDeadline((opts.resolve ?? defaultResolve)(bare), signal);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      throw new FetchRefused('dns', `${bare}: ${(err as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused('dns', `${bare}: no address`);
  const refused = addresses.find((a) => !isAllowedAddress(a.address, opts.allowLoopback));
  if (refused) throw new FetchRefused('private', `${bare} resolves to ${refused.address}`);
  return addresses[0] as ResolvedAddress;
}

function checkUrlShape(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('scheme', url.protocol);
  if (url.username !== '' || url.password !== '') throw new FetchRefused('scheme', 'user info in URL');
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  stream: Readable;
  response: http.IncomingMessage;
}

function request(url: URL, target: ResolvedAddress, opts: FetchGuardOptions, signal: AbortSignal): Promise<Hop> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const isTls = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = parseIpLiteral(url.hostname) !== undefined;
  return new Promise((resolve, reject) => {
    const req = (isTls ? https : http).request({
      host: literal ? target.address : host,
      port: url.port || (isTls ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      lookup: pinned,
      signal,
      ...(isTls && !literal ? { servername: host } : {}),
      headers: {
        host: url.host,
        'user-agent': opts.userAgent ?? 'Mozilla/5.0 (compatible; TitipBot/1.0; +https://titip.local/bot)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en,id;q=0.8',
      },
    }, (response) => {
      const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
      let stream: Readable = response;
      if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
      else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
      else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
      resolve({ status: response.statusCode ?? 0, headers: response.headers, stream, response });
    });
    req.on('error', (err) => reject(signal.aborted ? new FetchRefused('timeout', url.href) : new FetchRefused('network', err.message)));
    req.end();
  });
}

async function readBody(hop: Hop, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(hop.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    hop.response.destroy();
    throw new FetchRefused('too_large', `content-length ${declared}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of hop.stream) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) {
        hop.response.destroy();
        throw new FetchRefused('too_large', `more than ${maxBytes} bytes`);
      }
      chunks.push(buf);
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    throw signal.aborted ? new FetchRefused('timeout', 'reading body') : new FetchRefused('network', (err as Error).message);
  }
  return Buffer.concat(chunks);
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Fetches an HTML page through the guard; throws FetchRefused on every refusal or failure. */
export async function guardedFetch(input: string, opts: FetchGuardOptions): Promise<FetchedPage> {
  const maxRedirects = opts.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new FetchRefused('scheme', 'not a URL');
    }
    for (let redirects = 0; ; redirects += 1) {
      checkUrlShape(url);
      const target = await resolveAllowed(url.hostname, opts, controller.signal);
      if (controller.signal.aborted) throw new FetchRefused('timeout', url.href);
      const hop = await request(url, target, opts, controller.signal);
      const location = hop.headers.location;
      if (REDIRECTS.has(hop.status) && location) {
        hop.response.destroy();
        if (redirects >= maxRedirects) throw new FetchRefused('redirects', `more than ${maxRedirects}`);
        try {
          url = new URL(location, url);
        } catch {
          throw new FetchRefused('network', 'bad redirect location');
        }
        continue;
      }
      if (hop.status < 200 || hop.status >= 300) {
        hop.response.destroy();
        throw new FetchRefused('status', `HTTP ${hop.status}`);
      }
      const contentType = String(hop.headers['content-type'] ?? '');
      if (contentType !== '' && !/html|xml/i.test(contentType)) {
        hop.response.destroy();
        throw new FetchRefused('content_type', contentType);
      }
      const body = await readBody(hop, opts.maxBytes ?? FETCH_MAX_BYTES, controller.signal);
      return { url: url.href, status: hop.status, contentType, body: decode(body, contentType) };
    }
  } finally {
    clearTimeout(timer);
  }
}
