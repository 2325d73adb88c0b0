// The IPinfo adapter of the IP-country port (docs/content-feeds.md), written to the published
// contract of the Lite API (https://ipinfo.io/developers/lite-api):
//   GET {url}/lite/{ip}?token=<token>
// answering {ip, asn, as_name, as_domain, country_code, country, continent_code, continent}, or
// {ip, bogon: true} for a reserved address. Only `country_code` is used.
import { getJson } from './http-json.ts';
import { FeedError, type IpCountryPort } from './port.ts';

export const IPINFO_URL = 'https://api.ipinfo.io';

export interface IpinfoOptions {
  url: string;
  token: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createIpinfoCountry(options: IpinfoOptions): IpCountryPort {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'ipinfo',
    async country(ip) {
      const body = await getJson(`${base}/lite/${encodeURIComponent(ip)}?token=${encodeURIComponent(options.token)}`, {
        service: 'IPinfo', timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl,
      });
      return countryOf(body);
    },
  };
}

/** The upper-case two-letter country of an answer; null for a bogon or an answer without one. */
export function countryOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new FeedError('malformed', 'IPinfo: the answer is not an object');
  const b = body as { bogon?: unknown; country_code?: unknown };
  if (b.bogon === true) return null;
  if (typeof b.country_code !== 'string') return null;
  const code = b.country_code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
