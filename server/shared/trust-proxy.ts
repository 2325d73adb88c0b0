// TRUST_PROXY (docs/operations.md): which proxies in front of the server are believed when they say,
// in X-Forwarded-For, who the client is. The answer is Fastify's `trustProxy`, which sets
// request.ip, the key of every rate limit. Unset trusts none: a client could otherwise forge the
// header and pick its own rate-limit key.
import { isIP } from 'node:net';

// proxy-addr's names for the usual ranges (Fastify hands the list to it).
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const kind = isIP(address);
  if (kind === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
}

/** Fastify's trustProxy: whether the hop-th address from the socket backwards is a trusted proxy. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Unset or 'false': trust no proxy; 'true': any (only behind a proxy that overwrites the header); a
 * hop count n: the n nearest addresses are proxies (as Fastify does with a number, which its types
 * do not take); or the proxies' addresses and CIDRs.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrCidr(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY must be true, false, a hop count or comma-separated addresses/CIDRs, got ${wrong}`);
  return entries;
}
