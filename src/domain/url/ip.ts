/**
 * IP literal parsing and the "not publicly routable" test used by checkUrl.
 * Pure: no DNS, no network. IPv4 literals are parsed the way the WHATWG URL
 * standard does, so decimal, hex and octal forms (2130706433, 0x7f.1,
 * 0177.0.0.1, 127.1) are recognised.
 */

/** [network, prefix length] pairs of IPv4 ranges that are not public. */
const NON_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255
];

function parseIpv4Number(part: string): number | undefined {
  if (part === '') return undefined;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
  }
  if (digits === '') return 0;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  return parseInt(digits, radix);
}

/**
 * Parses an IPv4 host in any WHATWG-accepted form to its 32-bit value,
 * or undefined when `host` is not an IPv4 literal.
 */
export function parseIpv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return undefined;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = parseIpv4Number(part);
    if (n === undefined) return undefined;
    numbers.push(n);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((n) => n > 255)) return undefined;
  if (last >= 256 ** (4 - numbers.length)) return undefined;
  return numbers.reduce((acc, n, i) => acc + n * 256 ** (3 - i), last);
}

/** Strict dotted quad (four decimal parts 0..255), as allowed inside IPv6. */
function parseDottedQuad(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = value * 256 + n;
  }
  return value;
}

/** Parses an IPv6 literal (no brackets, no zone) to eight 16-bit groups. */
export function parseIpv6(text: string): number[] | undefined {
  let source = text.toLowerCase();
  const lastColon = source.lastIndexOf(':');
  if (lastColon === -1) return undefined;
  const tail = source.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseDottedQuad(tail);
    if (v4 === undefined) return undefined;
    const high = Math.floor(v4 / 65536).toString(16);
    const low = (v4 % 65536).toString(16);
    source = `${source.slice(0, lastColon + 1)}${high}:${low}`;
  }
  const halves = source.split('::');
  if (halves.length > 2) return undefined;
  const toGroups = (s: string): number[] | undefined => {
    if (s === '') return [];
    const groups: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-f]{1,4}$/.test(g)) return undefined;
      groups.push(parseInt(g, 16));
    }
    return groups;
  };
  const left = toGroups(halves[0] ?? '');
  if (left === undefined) return undefined;
  if (halves.length === 1) return left.length === 8 ? left : undefined;
  const right = toGroups(halves[1] ?? '');
  if (right === undefined || left.length + right.length > 7) return undefined;
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function inIpv4Range(ip: number, network: string, prefix: number): boolean {
  const base = parseDottedQuad(network) ?? 0;
  const size = 2 ** (32 - prefix);
  return Math.floor(ip / size) === Math.floor(base / size);
}

/** True when the IPv4 value lies in a private, loopback, link-local, CGNAT or reserved range. */
export function isNonPublicIpv4(ip: number): boolean {
  return NON_PUBLIC_IPV4.some(([network, prefix]) => inIpv4Range(ip, network, prefix));
}

const embeddedV4 = (high: number, low: number): number => high * 65536 + low;

/**
 * True unless the address is global unicast (2000::/3) outside the
 * documentation prefix. Addresses that embed an IPv4 address (IPv4-mapped
 * ::ffff:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * are judged by the embedded IPv4 address.
 */
export function isNonPublicIpv6(groups: readonly number[]): boolean {
  const g = (i: number): number => groups[i] ?? 0;
  const zeroUpTo = (n: number): boolean => groups.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(5) && (g(5) === 0 || g(5) === 0xffff)) {
    return isNonPublicIpv4(embeddedV4(g(6), g(7)));
  }
  if (g(0) === 0x64 && g(1) === 0xff9b && g(2) === 0 && g(3) === 0 && g(4) === 0 && g(5) === 0) {
    return isNonPublicIpv4(embeddedV4(g(6), g(7)));
  }
  if (g(0) === 0x2002) return isNonPublicIpv4(embeddedV4(g(1), g(2)));
  if (g(0) === 0x2001 && g(1) === 0x0db8) return true; // documentation
  return (g(0) & 0xe000) !== 0x2000; // everything outside 2000::/3 (fc00::/7, fe80::/10, ff00::/8 ...)
}

export type IpLiteral =
  | { readonly version: 4; readonly value: number }
  | { readonly version: 6; readonly groups: readonly number[] };

/** Recognises an IP literal host ('[::1]' or '::1', '127.0.0.1', '2130706433' ...). */
export function parseIpLiteral(host: string): IpLiteral | undefined {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare.includes(':')) {
    const groups = parseIpv6(bare);
    return groups === undefined ? undefined : { version: 6, groups };
  }
  const value = parseIpv4(bare);
  return value === undefined ? undefined : { version: 4, value };
}

export function isNonPublicIp(ip: IpLiteral): boolean {
  return ip.version === 4 ? isNonPublicIpv4(ip.value) : isNonPublicIpv6(ip.groups);
}
