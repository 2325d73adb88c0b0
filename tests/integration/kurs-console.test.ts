// Exchange rates that operators own (docs/api/ops.md "Exchange rates", docs/api/catalog.md "GET kurs"):
// a rate set in the console shows in GET kurs with its date and source, prices with it at once (the
// tax-calculator, the home catalog), writes its history and audit rows, replays its Idempotency-Key,
// and is refused to other roles, customers and wrong values.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRupiah } from '../../src/domain/pricing/index.ts';
import { wibDate } from '../../src/domain/kurs/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { auditOf, staffClient, type StaffClient } from './fixtures/ops.ts';
import { guestSession, type Client } from '../fixtures/cart-session.ts';

let server: TestServer;
let admin: StaffClient;
let operator: StaffClient;
let guest: Client;
const today = () => wibDate(Date.now());

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffClient(server, 'admin');
  operator = await staffClient(server, 'operator');
  guest = (await guestSession(server.baseUrl, server.db)).api;
});
afterAll(async () => server?.close());

const api = () => jsonClient(server.baseUrl);
const historyCount = async (code: string) => Number((await server.db.selectFrom('kurs_history').select((eb) => eb.fn.countAll<string>().as('n')).where('code', '=', code).executeTakeFirstOrThrow()).n);
const kursOf = async (code: string) => Number((await server.db.selectFrom('kurs').select('kurs').where('code', '=', code).executeTakeFirstOrThrow()).kurs);

/** The goods value of 2 x 129 in `currency` as the tax-calculator prices it. */
async function goodsValue(currency: string): Promise<number> {
  const res = await guest('POST', '/api/cart-detail/tax-calculator', {
    lines: [{ id: 'a', price: 129, currency, quantity: 2, weight: 500, country: currency === 'HKD' ? 'hongkong' : 'china', marketplace: 'taobao' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.lines[0].goods_value;
}

async function catalogItem(currency: string): Promise<Json> {
  const res = await api()('GET', '/api/catalog?catalog_type=recommendation&per_page=20');
  expect(res.status).toBe(200);
  const item = (res.body.data as Json[]).find((i) => i.currency === currency);
  expect(item, `a ${currency} item in the catalog`).toBeDefined();
  return item;
}

describe('the current rates', () => {
  it('GET kurs answers every rate with its date and source; the console lists them with who set them', async () => {
    const list = await api()('GET', '/api/kurs');
    expect(list.status).toBe(200);
    const cny = list.body.data.find((k: Json) => k.code === 'CNY');
    expect(cny).toEqual({ code: 'CNY', kurs: 2260, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), source: 'seed' });
    expect(list.body.data.map((k: Json) => k.code)).toEqual(['CNY', 'GBP', 'HKD', 'IDR', 'SGD', 'USD']);
    const one = await api()('GET', '/api/kurs?from=usd');
    expect(one.body).toMatchObject({ action: true, code: 'USD', kurs: 16_250, date: cny.date, source: 'seed' });

    const ops = await operator.call('GET', '/api/ops/kurs');
    expect(ops.status).toBe(200);
    expect(ops.body.data.find((k: Json) => k.code === 'IDR')).toMatchObject({ kurs: 1, fixed: true, updated_by: null });
    expect(ops.body.data.find((k: Json) => k.code === 'GBP')).toMatchObject({ kurs: 21_900, source: 'seed', fixed: false, updated_by: null });
    const history = await operator.call('GET', '/api/ops/kurs/gbp/history');
    expect(history.body.data).toEqual([{ id: expect.any(Number), code: 'GBP', kurs: 21_900, date: cny.date, source: 'seed', staff: null, note: null, created_at: expect.any(String) }]);
  });
});

describe('setting a rate', () => {
  it('is seen by GET kurs and by pricing at once, with its history and audit rows', async () => {
    // Warm every cache first: the pricing context and the home catalog keep for 5 s.
    expect(await goodsValue('CNY')).toBe(roundRupiah(258 * 2260));
    const before = await catalogItem('CNY');
    expect(before.price).toBe(roundRupiah(before.price_original * 2260));

    const res = await admin.call('POST', '/api/ops/kurs/cny', { kurs: 2400.5, date: today(), note: 'Kurs pajak minggu ini' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rate).toMatchObject({ code: 'CNY', kurs: 2400.5, date: today(), source: 'console', updated_by: { staff_id: admin.id } });
    expect(res.body.data.history).toMatchObject({ code: 'CNY', kurs: 2400.5, date: today(), source: 'console', staff: { staff_id: admin.id }, note: 'Kurs pajak minggu ini' });

    const kurs = await api()('GET', '/api/kurs?from=CNY');
    expect(kurs.body).toMatchObject({ code: 'CNY', kurs: 2400.5, date: today(), source: 'console' });
    expect(await goodsValue('CNY')).toBe(roundRupiah(258 * 2400.5));
    const after = await catalogItem('CNY');
    expect(after.price).toBe(roundRupiah(after.price_original * 2400.5));

    const history = await admin.call('GET', '/api/ops/kurs/CNY/history');
    expect(history.body.data.map((h: Json) => [h.kurs, h.source])).toEqual([[2400.5, 'console'], [2260, 'seed']]);
    const audit = await auditOf(server.db, 'kurs', 'CNY');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_type: 'staff', staff_id: admin.id, action: 'kurs_set',
      before: { kurs: 2260, source: 'seed' }, after: { kurs: 2400.5, date: today(), source: 'console', note: 'Kurs pajak minggu ini' },
    });
    const read = await admin.call('GET', '/api/ops/audit?entity_type=kurs&entity_id=CNY');
    expect(read.body.data[0]).toMatchObject({ action: 'kurs_set', entity_type: 'kurs', entity_id: 'CNY' });
  });

  it('replays the same Idempotency-Key without a second change', async () => {
    const key = randomUUID();
    const count = await historyCount('SGD');
    const first = await admin.call('POST', '/api/ops/kurs/SGD', { kurs: 12_700 }, { 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.rate).toMatchObject({ kurs: 12_700, date: today() });
    const again = await admin.call('POST', '/api/ops/kurs/SGD', { kurs: 12_700 }, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await historyCount('SGD')).toBe(count + 1);
    const missing = await admin.call('POST', '/api/ops/kurs/SGD', { kurs: 12_800 }, { 'idempotency-key': '' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.reason).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await kursOf('SGD')).toBe(12_700);
  });

  it('asks for a confirmation above ±20 %, and takes it', async () => {
    const count = await historyCount('HKD');
    const up = await admin.call('POST', '/api/ops/kurs/HKD', { kurs: 2600 });
    expect(up.status).toBe(422);
    expect(up.body.error).toMatchObject({ reason: 'LARGE_CHANGE_UNCONFIRMED', field: 'body.confirm_large_change' });
    expect(up.body.error.message).toContain('25');
    const down = await admin.call('POST', '/api/ops/kurs/HKD', { kurs: 1600, confirm_large_change: false });
    expect(down.body.error.reason).toBe('LARGE_CHANGE_UNCONFIRMED');
    expect(await historyCount('HKD')).toBe(count);
    expect(await kursOf('HKD')).toBe(2080);
    // Exactly 20 % needs no confirmation.
    const edge = await admin.call('POST', '/api/ops/kurs/HKD', { kurs: 2496 });
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
    const confirmed = await admin.call('POST', '/api/ops/kurs/HKD', { kurs: 3100, confirm_large_change: true });
    expect(confirmed.status).toBe(200);
    expect(await kursOf('HKD')).toBe(3100);
    expect(await goodsValue('HKD')).toBe(roundRupiah(258 * 3100));
  });

  it('refuses wrong values, IDR and unknown currencies, changing nothing', async () => {
    const count = await historyCount('GBP');
    const cases: [unknown, number, string, string][] = [
      [{ kurs: 0 }, 422, 'VALIDATION', 'body.kurs'],
      [{ kurs: -21_900 }, 422, 'VALIDATION', 'body.kurs'],
      [{ kurs: 21_900.125 }, 422, 'VALIDATION', 'body.kurs'],
      [{ kurs: 2_000_000 }, 422, 'VALIDATION', 'body.kurs'],
      [{ kurs: 'banyak' }, 422, 'VALIDATION', 'body.kurs'],
      [{}, 422, 'VALIDATION', 'body.kurs'],
      [{ kurs: 22_000, date: '2999-01-01' }, 422, 'VALIDATION', 'body.date'],
      [{ kurs: 22_000, date: '2020-01-01' }, 422, 'VALIDATION', 'body.date'],
      [{ kurs: 22_000, date: '2026-02-30' }, 422, 'VALIDATION', 'body.date'],
      [{ kurs: 22_000, note: 'x'.repeat(501) }, 422, 'VALIDATION', 'body.note'],
    ];
    for (const [body, status, reason, field] of cases) {
      const res = await admin.call('POST', '/api/ops/kurs/GBP', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({ reason, field });
    }
    expect(await historyCount('GBP')).toBe(count);
    expect(await kursOf('GBP')).toBe(21_900);

    const idr = await admin.call('POST', '/api/ops/kurs/IDR', { kurs: 2 });
    expect(idr.status).toBe(422);
    expect(idr.body.error).toMatchObject({ reason: 'KURS_FIXED', field: 'params.code' });
    expect(await kursOf('IDR')).toBe(1);
    const unknown = await admin.call('POST', '/api/ops/kurs/JPY', { kurs: 105 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.reason).toBe('UNKNOWN_CURRENCY');
    expect((await admin.call('GET', '/api/ops/kurs/JPY/history')).status).toBe(404);
    expect((await admin.call('POST', '/api/ops/kurs/C1Y', { kurs: 105 })).status).toBe(422);
  });
});

describe('who may', () => {
  it('lets every role read, only the admin set (403 ROLE_FORBIDDEN), never a customer (403 STAFF_ONLY)', async () => {
    const warehouse = await staffClient(server, 'warehouse');
    expect((await warehouse.call('GET', '/api/ops/kurs')).status).toBe(200);
    expect((await warehouse.call('GET', '/api/ops/kurs/USD/history')).status).toBe(200);
    for (const staff of [operator, warehouse]) {
      const res = await staff.call('POST', '/api/ops/kurs/USD', { kurs: 16_300 });
      expect(res.status).toBe(403);
      expect(res.body.error.reason).toBe('ROLE_FORBIDDEN');
    }
    const me = await admin.call('GET', '/api/ops/me');
    expect(me.body.data.permissions).toContain('rates');
    expect((await operator.call('GET', '/api/ops/me')).body.data.permissions).not.toContain('rates');

    const customer = await createTestCustomer(server.db);
    for (const [method, path] of [['GET', '/api/ops/kurs'], ['POST', '/api/ops/kurs/USD']] as const) {
      const res = await api()(method, path, { headers: { ...customer.headers, 'idempotency-key': randomUUID() }, body: method === 'POST' ? { kurs: 16_300 } : undefined });
      expect(res.status).toBe(403);
      expect(res.body.error.reason).toBe('STAFF_ONLY');
    }
    const anonymous = await api()('POST', '/api/ops/kurs/USD', { body: { kurs: 16_300 }, headers: { 'idempotency-key': randomUUID() } });
    expect(anonymous.status).toBe(401);
    expect(await kursOf('USD')).toBe(16_250);
  });
});

describe('without KURS_IMPORT', () => {
  it('has no import: the rates change only in the console', async () => {
    expect(server.config.kursImport).toBe('none');
    expect(await server.app.kursImport.run()).toMatchObject({ status: 'disabled', written: [] });
  });
});
