// Contract of the Frankfurter adapter of the rate-source port (server/modules/catalog/frankfurter.ts)
// against a local fake written from Frankfurter's documentation (tests/fixtures/fake-frankfurter.ts):
// the request sent, the mapping to rupiah per unit through the USD base, the markup, and the
// refusals (malformed answers, 5xx, other statuses, the deadline).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFrankfurterSource } from '../../server/modules/catalog/frankfurter.ts';
import { IMPORTED_CURRENCIES, RateSourceError, type RateSource } from '../../server/modules/catalog/rate-source.ts';
import { FAKE_EUR_RATES, startFakeFrankfurter, type FakeFrankfurter } from '../fixtures/fake-frankfurter.ts';

let fake: FakeFrankfurter;
let source: RateSource;

beforeAll(async () => {
  fake = await startFakeFrankfurter({ date: '2026-11-26' });
  source = createFrankfurterSource({ url: `${fake.url}/`, timeoutMs: 500 });
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.eur = { ...FAKE_EUR_RATES };
});

async function refusal(promise: Promise<unknown>): Promise<RateSourceError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RateSourceError);
  return error as RateSourceError;
}

/** What the fake answers for 1 USD (its rates, rounded to 5 decimals as the published ones are). */
const perUsd = (code: string) => Math.round(((FAKE_EUR_RATES[code] as number) / (FAKE_EUR_RATES.USD as number)) * 100_000) / 100_000;

describe('the request', () => {
  it('asks the latest rates with USD as base for IDR and the other currencies, as JSON', async () => {
    const before = fake.requests.length;
    await source.latest(IMPORTED_CURRENCIES);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/v1/latest', query: { base: 'USD', symbols: 'IDR,CNY,GBP,HKD,SGD' }, accept: 'application/json' });
  });
});

describe('the mapping', () => {
  it('gives rupiah per unit through the base: IDR for USD, IDR / X for the others, two decimals', async () => {
    const imported = await source.latest(IMPORTED_CURRENCIES);
    expect(imported.source).toBe('frankfurter');
    expect(imported.date).toBe('2026-11-26');
    const idr = perUsd('IDR');
    expect(idr).toBe(16_250);
    expect(imported.rates).toEqual({
      USD: 16_250,
      CNY: Math.round((idr / perUsd('CNY')) * 100) / 100,
      GBP: Math.round((idr / perUsd('GBP')) * 100) / 100,
      HKD: Math.round((idr / perUsd('HKD')) * 100) / 100,
      SGD: Math.round((idr / perUsd('SGD')) * 100) / 100,
    });
    expect(imported.rates.CNY).toBe(2250);
  });

  it('adds the markup percent to every rate', async () => {
    const marked = createFrankfurterSource({ url: fake.url, markupPercent: 2, timeoutMs: 500 });
    const plain = await source.latest(['USD', 'CNY']);
    const imported = await marked.latest(['USD', 'CNY']);
    expect(imported.rates.USD).toBe(16_575);
    expect(imported.rates.CNY).toBe(Math.round(2250 * 1.02 * 100) / 100);
    expect(imported.rates.CNY).toBeGreaterThan(plain.rates.CNY as number);
  });

  it('divides by the amount the answer quotes', async () => {
    fake.script({ status: 200, body: { amount: 10, base: 'USD', date: '2026-11-26', rates: { IDR: 162_500, CNY: 72.2 } } });
    const imported = await source.latest(['USD', 'CNY']);
    expect(imported.rates).toEqual({ USD: 16_250, CNY: 2250.69 });
  });
});

describe('refusals: nothing partial is answered', () => {
  const valid = { amount: 1, base: 'USD', date: '2026-11-26', rates: { IDR: 16_250, CNY: 7.2222, GBP: 0.787, HKD: 7.7963, SGD: 1.3426 } };
  const cases: [string, unknown][] = [
    ['not JSON', '<html>maintenance</html>'],
    ['an array', [1, 2]],
    ['another base', { ...valid, base: 'EUR' }],
    ['no date', { ...valid, date: undefined }],
    ['a date that is no date', { ...valid, date: '2026-13-40' }],
    ['rates missing', { ...valid, rates: undefined }],
    ['a rate as text', { ...valid, rates: { ...valid.rates, CNY: '7.2' } }],
    ['a currency missing', { ...valid, rates: { IDR: 16_250, CNY: 7.2 } }],
    ['IDR missing', { ...valid, rates: { CNY: 7.2, GBP: 0.78, HKD: 7.79, SGD: 1.34 } }],
    ['a rate of zero', { ...valid, rates: { ...valid.rates, HKD: 0 } }],
    ['a negative amount', { ...valid, amount: -1 }],
  ];
  it.each(cases)('refuses %s as MALFORMED', async (_name, body) => {
    fake.script({ status: 200, body });
    expect((await refusal(source.latest(IMPORTED_CURRENCIES))).code).toBe('MALFORMED');
  });

  it('answers UNAVAILABLE on a 5xx, REJECTED on another error status', async () => {
    fake.script({ status: 503, body: { message: 'down' } });
    const down = await refusal(source.latest(IMPORTED_CURRENCIES));
    expect(down).toMatchObject({ code: 'UNAVAILABLE', httpStatus: 503 });
    fake.script({ status: 404, body: { message: 'not found' } });
    expect(await refusal(source.latest(IMPORTED_CURRENCIES))).toMatchObject({ code: 'REJECTED', httpStatus: 404 });
  });

  it('gives up at the deadline (TIMEOUT)', async () => {
    fake.script({ delayMs: 2_000 });
    const started = Date.now();
    expect((await refusal(source.latest(IMPORTED_CURRENCIES))).code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers UNAVAILABLE when nothing listens', async () => {
    const gone = createFrankfurterSource({ url: 'http://127.0.0.1:9/v1', timeoutMs: 500 });
    expect((await refusal(gone.latest(IMPORTED_CURRENCIES))).code).toBe('UNAVAILABLE');
  });
});
