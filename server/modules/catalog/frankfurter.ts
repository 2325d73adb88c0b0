// The Frankfurter adapter of the rate-source port (docs/operations.md "Exchange rates"). Frankfurter
// serves the European Central Bank's reference rates, published once a working day around 16:00 CET
// (https://frankfurter.dev/v1/). One call: GET {url}/latest?base=USD&symbols=IDR,CNY,...; the answer
// is {amount, base, date, rates}: `amount` units of `base` are worth rates[X] of currency X. Rupiah
// per unit comes through the base: IDR / X (USD itself: IDR / amount), plus the markup, rounded to two
// decimals. Any answer of another shape, a missing or non-positive rate, another base, a date that is
// no date: MALFORMED, nothing used. 5xx: UNAVAILABLE; other non-2xx: REJECTED; past the deadline: TIMEOUT.
import { kursProblem, rupiahPerUnit, isoDateMs, KURS_FIXED_CODE } from '../../../src/domain/kurs/index.ts';
import { RateSourceError, type ImportedRates, type RateSource } from './rate-source.ts';

export interface FrankfurterOptions {
  /** Base URL with the version, e.g. https://api.frankfurter.dev/v1 (no trailing slash needed). */
  url: string;
  /** Percent added to every rate (0 by default). */
  markupPercent?: number;
  /** Deadline of the call, answer included. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The quote currency: the ECB's list has USD, so every rate is crossed through it. */
const BASE = 'USD';
const MAX_BODY_CHARS = 100_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createFrankfurterSource(options: FrankfurterOptions): RateSource {
  const base = options.url.replace(/\/+$/, '');
  const markup = options.markupPercent ?? 0;
  const get = options.fetch ?? fetch;

  async function call(codes: readonly string[]): Promise<Json> {
    const symbols = [KURS_FIXED_CODE, ...codes.filter((c) => c !== BASE && c !== KURS_FIXED_CODE)].join(',');
    const url = `${base}/latest?base=${BASE}&symbols=${symbols}`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let text: string;
    let status: number;
    try {
      const response = await get(url, { headers: { Accept: 'application/json' }, signal, redirect: 'error' });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new RateSourceError('TIMEOUT', `Frankfurter: no answer within ${options.timeoutMs} ms`);
      throw new RateSourceError('UNAVAILABLE', `Frankfurter: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (status >= 500) throw new RateSourceError('UNAVAILABLE', `Frankfurter: HTTP ${status}`, status);
    if (status < 200 || status >= 300) throw new RateSourceError('REJECTED', `Frankfurter: HTTP ${status}`, status);
    if (text.length > MAX_BODY_CHARS) throw new RateSourceError('MALFORMED', 'Frankfurter: the answer is too large', status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RateSourceError('MALFORMED', 'Frankfurter: the answer is not JSON', status);
    }
    if (!isObject(json)) throw new RateSourceError('MALFORMED', 'Frankfurter: the answer is not an object', status);
    return json;
  }

  return {
    name: 'frankfurter',
    async latest(codes) {
      const json = await call(codes);
      const malformed = (what: string) => new RateSourceError('MALFORMED', `Frankfurter: ${what}`, 200);
      if (json.base !== BASE) throw malformed(`base ${String(json.base)} instead of ${BASE}`);
      const amount = json.amount === undefined ? 1 : json.amount;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw malformed('amount is not a positive number');
      if (typeof json.date !== 'string' || isoDateMs(json.date) === null) throw malformed('date is not YYYY-MM-DD');
      if (!isObject(json.rates)) throw malformed('rates is not an object');
      const quoted: Record<string, number> = {};
      for (const [code, value] of Object.entries(json.rates)) {
        if (typeof value !== 'number') throw malformed(`rates.${code} is not a number`);
        quoted[code] = value;
      }
      const rates: Record<string, number> = {};
      for (const code of codes) {
        const kurs = rupiahPerUnit({ base: BASE, amount, rates: quoted }, code, markup);
        if (kurs === null || kursProblem(kurs) !== null) throw malformed(`no usable rate for ${code}`);
        rates[code] = kurs;
      }
      return { source: 'frankfurter', date: json.date, rates } satisfies ImportedRates;
    },
  };
}
