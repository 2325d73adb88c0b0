// The Nominatim adapter of the geocoding port (docs/addresses.md "Map pin"), written to the
// published contract of the search endpoint (https://nominatim.org/release-docs/latest/api/Search/):
//   GET {url}/search?q=<text>&format=jsonv2&limit=<n>&countrycodes=id&accept-language=<lang>[&email=]
// answering a JSON array of places, each with `lat` and `lon` as decimal strings and
// `display_name`. The usage policy of the public server (https://operations.osmfoundation.org/
// policies/nominatim/) asks for an identifying User-Agent, at most one request a second and the
// results cached: this adapter sends GEOCODER_USER_AGENT, spaces its requests at least
// `minIntervalMs` apart (one process; several processes share the budget, docs/addresses.md),
// refuses when more than `maxWaiting` are queued (busy), and keeps answers for `cacheTtlMs`.
import { roundCoordinate } from '../../../../src/domain/address/index.ts';
import { GeocodeError, type GeocodeCandidate, type GeocodeQuery, type GeocoderPort } from './port.ts';

export const NOMINATIM_PUBLIC_URL = 'https://nominatim.openstreetmap.org';
export const NOMINATIM_ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL 1.0';

export interface NominatimOptions {
  url: string;
  /** Identifies the application (the policy refuses stock library agents). */
  userAgent: string;
  /** Sent as `email` (the contact the policy asks for on heavy use), when given. */
  email?: string;
  /** Deadline of one request; default 5000 ms. */
  timeoutMs?: number;
  /** Least time between two requests; default 1000 ms (the public server's limit). */
  minIntervalMs?: number;
  /** Requests allowed to wait for their turn; default 5. */
  maxWaiting?: number;
  /** How long an answer is kept; default a day. */
  cacheTtlMs?: number;
  cacheSize?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export function createNominatimGeocoder(options: NominatimOptions): GeocoderPort {
  const endpoint = `${options.url.replace(/\/+$/, '')}/search`;
  const timeoutMs = Math.max(1, options.timeoutMs ?? 5_000);
  const minIntervalMs = Math.max(0, options.minIntervalMs ?? 1_000);
  const maxWaiting = options.maxWaiting ?? 5;
  const cacheTtlMs = options.cacheTtlMs ?? 24 * 3_600_000;
  const cacheSize = options.cacheSize ?? 500;
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: GeocodeCandidate[] }>();
  let nextSlot = 0;
  /** When the last request went out (request() sets it as it sends). */
  let lastSent = Number.NEGATIVE_INFINITY;
  let waiting = 0;

  /**
   * Waits for this request's turn: its slot in the queue (one every minIntervalMs), and a full
   * interval after the last request actually sent (one can leave a little after its slot).
   */
  async function turn(): Promise<void> {
    if (waiting >= maxWaiting) throw new GeocodeError('busy', 'Nominatim: too many lookups waiting');
    const at = Math.max(now(), nextSlot);
    nextSlot = at + minIntervalMs;
    const left = () => Math.max(at, lastSent + minIntervalMs) - now();
    if (left() <= 0) return;
    waiting++;
    try {
      // By the clock: a timer fires early by as much as the event loop's clock lagged when it was
      // set (Node reads it once per turn of the loop), seen at 6 ms on a busy machine.
      for (let ms = left(); ms > 0; ms = left()) await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      waiting--;
    }
  }

  async function request(query: GeocodeQuery): Promise<GeocodeCandidate[]> {
    const params = new URLSearchParams({
      q: query.text, format: 'jsonv2', limit: String(query.limit), countrycodes: 'id', 'accept-language': query.lang,
    });
    if (options.email) params.set('email', options.email);
    await turn();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let raw: string;
    try {
      lastSent = now();
      response = await fetchImpl(`${endpoint}?${params.toString()}`, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        redirect: 'error',
        signal: controller.signal,
      });
      raw = await response.text();
    } catch (error) {
      if (controller.signal.aborted) throw new GeocodeError('timeout', `Nominatim: no answer within ${timeoutMs} ms`);
      throw new GeocodeError('unavailable', `Nominatim: network error (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429) throw new GeocodeError('busy', 'Nominatim: too many requests (HTTP 429)');
    if (response.status === 403 || response.status === 401) throw new GeocodeError('refused', `Nominatim: refused (HTTP ${response.status})`);
    if (response.status < 200 || response.status >= 300) throw new GeocodeError('unavailable', `Nominatim: HTTP ${response.status}`);
    return candidatesOf(raw, query.limit);
  }

  return {
    name: 'nominatim',
    attribution: NOMINATIM_ATTRIBUTION,
    async geocode(query) {
      const key = `${query.lang}|${query.limit}|${query.text.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < cacheTtlMs) return hit.value;
      const value = await request(query);
      cache.delete(key);
      cache.set(key, { at: now(), value });
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return value;
    },
  };
}

/** The places of a jsonv2 answer; entries without usable coordinates are left out. */
export function candidatesOf(raw: string, limit: number): GeocodeCandidate[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new GeocodeError('malformed', 'Nominatim: the answer is not JSON');
  }
  if (!Array.isArray(parsed)) throw new GeocodeError('malformed', 'Nominatim: the answer is not a list of places');
  const out: GeocodeCandidate[] = [];
  for (const place of parsed) {
    if (typeof place !== 'object' || place === null) continue;
    const p = place as { lat?: unknown; lon?: unknown; display_name?: unknown };
    const lat = typeof p.lat === 'string' || typeof p.lat === 'number' ? Number(p.lat) : Number.NaN;
    const long = typeof p.lon === 'string' || typeof p.lon === 'number' ? Number(p.lon) : Number.NaN;
    if (!Number.isFinite(lat) || !Number.isFinite(long) || Math.abs(lat) > 90 || Math.abs(long) > 180) continue;
    const label = typeof p.display_name === 'string' ? p.display_name.trim().slice(0, 1000) : '';
    out.push({ lat: roundCoordinate(lat), long: roundCoordinate(long), label: label || `${lat}, ${long}` });
    if (out.length >= limit) break;
  }
  return out;
}
