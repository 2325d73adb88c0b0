// The scheduled import of exchange rates (docs/operations.md "Exchange rates") against the local fake
// of Frankfurter: the rates written with their source and date (history, audit by the system actor,
// pricing at once), a jump of more than 20 % left for a person, a console rate of a later date kept,
// nothing changed when the source fails, and the timer that runs it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roundRupiah } from '../../src/domain/pricing/index.ts';
import { wibDate } from '../../src/domain/kurs/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { auditOf, staffClient } from './fixtures/ops.ts';
import { guestSession } from '../fixtures/cart-session.ts';
import { FAKE_EUR_RATES, startFakeFrankfurter, type FakeFrankfurter } from '../fixtures/fake-frankfurter.ts';

let fake: FakeFrankfurter;
let server: TestServer;
const DAY = 86_400_000;

// Per EUR: USD 1.08 and IDR 17,604 make Rp 16,300 per USD; CNY 5.85 makes about Rp 3,009 per CNY, 33 % above the seeded 2,260.
const JUMPY = { ...FAKE_EUR_RATES, IDR: 17_604, CNY: 5.85 };

beforeAll(async () => {
  fake = await startFakeFrankfurter();
  server = await startTestServer({ config: { kursImport: 'frankfurter', kursImportUrl: fake.url, kursImportIntervalMs: 0 } });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.eur = { ...JUMPY };
  fake.date = wibDate(Date.now() - DAY);
});

const kursRows = async () => Object.fromEntries((await server.db.selectFrom('kurs').select(['code', 'kurs', 'source']).execute()).map((r) => [r.code, { kurs: Number(r.kurs), source: r.source }]));
const historyCount = async () => Number((await server.db.selectFrom('kurs_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the import', () => {
  it('writes the changed rates with their source and date, skips a jump of more than 20 %, prices at once', async () => {
    const guest = (await guestSession(server.baseUrl, server.db)).api;
    const usdLine = { lines: [{ id: 'u', price: 20, currency: 'USD', quantity: 1, weight: 300, country: 'us' }] };
    expect((await guest('POST', '/api/cart-detail/tax-calculator', usdLine)).body.data.lines[0].goods_value).toBe(20 * 16_250);

    const report = await server.app.kursImport.run();
    expect(report).toMatchObject({ status: 'imported', source: 'frankfurter', date: fake.date, error: null });
    expect(report.written.sort()).toEqual(['GBP', 'HKD', 'SGD', 'USD']);
    expect(report.skipped).toEqual([{ code: 'CNY', reason: 'large_change', current: 2260, proposed: expect.any(Number) }]);
    expect(report.skipped[0]?.proposed).toBeGreaterThan(2260 * 1.2);

    const kurs = await fetch(`${server.baseUrl}/api/kurs`).then((r) => r.json() as Promise<Json>);
    const byCode = Object.fromEntries(kurs.data.map((k: Json) => [k.code, k]));
    expect(byCode.USD).toEqual({ code: 'USD', kurs: 16_300, date: fake.date, source: 'frankfurter' });
    expect(byCode.GBP).toMatchObject({ date: fake.date, source: 'frankfurter' });
    expect(byCode.CNY).toMatchObject({ kurs: 2260, source: 'seed' });
    expect(byCode.IDR).toMatchObject({ kurs: 1 });
    expect((await guest('POST', '/api/cart-detail/tax-calculator', usdLine)).body.data.lines[0].goods_value).toBe(roundRupiah(20 * 16_300));

    const usdHistory = await server.db.selectFrom('kurs_history').selectAll().where('code', '=', 'USD').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(usdHistory).toMatchObject({ source: 'frankfurter', staff_id: null });
    const usdAudit = await auditOf(server.db, 'kurs', 'USD');
    expect(usdAudit.at(-1)).toMatchObject({ actor_type: 'system', staff_id: null, action: 'kurs_imported', before: { kurs: 16_250, source: 'seed' }, after: { kurs: 16_300, source: 'frankfurter' } });
    const cnyAudit = await auditOf(server.db, 'kurs', 'CNY');
    expect(cnyAudit.at(-1)).toMatchObject({ actor_type: 'system', action: 'kurs_import_skipped', before: { kurs: 2260 } });
  });

  it('writes nothing the second time (the same rates, the same date)', async () => {
    const count = await historyCount();
    const report = await server.app.kursImport.run();
    expect(report.written).toEqual([]);
    expect(report.unchanged.sort()).toEqual(['GBP', 'HKD', 'SGD', 'USD']);
    expect(await historyCount()).toBe(count);
  });

  it('changes nothing when the source fails or answers nonsense', async () => {
    const before = await kursRows();
    const count = await historyCount();
    fake.eur = { ...FAKE_EUR_RATES, IDR: 17_700 };
    fake.script({ status: 503, body: { message: 'maintenance' } });
    const down = await server.app.kursImport.run();
    expect(down).toMatchObject({ status: 'failed', written: [] });
    expect(down.error).toContain('UNAVAILABLE');
    fake.script({ status: 200, body: { amount: 1, base: 'USD', date: fake.date, rates: { IDR: 16_400 } } });
    const malformed = await server.app.kursImport.run();
    expect(malformed.status).toBe('failed');
    expect(malformed.error).toContain('MALFORMED');
    expect(await kursRows()).toEqual(before);
    expect(await historyCount()).toBe(count);
  });

  it('keeps a console rate of the same or a later date, and replaces it with a newer source date', async () => {
    const admin = await staffClient(server, 'admin');
    const set = await admin.call('POST', '/api/ops/kurs/SGD', { kurs: 12_500 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    fake.date = wibDate(Date.now());
    const same = await server.app.kursImport.run();
    expect(same.skipped.find((s) => s.code === 'SGD')).toMatchObject({ reason: 'console_newer', current: 12_500 });
    expect((await kursRows()).SGD).toEqual({ kurs: 12_500, source: 'console' });
    fake.date = wibDate(Date.now() + DAY);
    const newer = await server.app.kursImport.run();
    expect(newer.written).toContain('SGD');
    expect((await kursRows()).SGD?.source).toBe('frankfurter');
  });
});

describe('the job', () => {
  it('runs when the server is ready and every KURS_IMPORT_INTERVAL_MS', async () => {
    // USD at Rp 16,300 (not the seeded 16,250), so the run writes whatever date the seeded row carries.
    const other = await startFakeFrankfurter({ date: wibDate(Date.now() - DAY), eur: { ...FAKE_EUR_RATES, IDR: 17_604 } });
    const timed = await startTestServer({ config: { kursImport: 'frankfurter', kursImportUrl: other.url, kursImportIntervalMs: 150 } });
    try {
      const deadline = Date.now() + 5_000;
      while (other.requests.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(other.requests.length).toBeGreaterThanOrEqual(2);
      // The run writes after the answer arrives; on a busy machine that takes longer than a fixed pause.
      const usdSource = async () => (await timed.db.selectFrom('kurs').select(['source']).where('code', '=', 'USD').executeTakeFirstOrThrow()).source;
      const written = Date.now() + 5_000;
      while ((await usdSource()) !== 'frankfurter' && Date.now() < written) await new Promise((r) => setTimeout(r, 50));
      expect(await usdSource()).toBe('frankfurter');
    } finally {
      await timed.close();
      await other.close();
    }
  });
});
