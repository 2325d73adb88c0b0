// Privacy the customer controls (issue 24, docs/privacy.md): the consent record of a signed-in
// customer, "download my data" (the caller's data alone, 401 without a session), the page's policy
// naming exactly the configured pixels' hosts, and the retention job (erases and deletes what is due,
// keeps what is not, keeps the money rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CONSENT_VERSION } from '../../src/domain/privacy/index.ts';
import { applyRetention, RETENTION } from '../../server/modules/privacy/retention.ts';
import { pageDirectives } from '../../server/http/browser-protections.ts';
import { analyticsHosts } from '../../src/domain/privacy/index.ts';
import { privacyFromEnv } from '../../server/modules/privacy/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { shopperWithInvoice, seedWallet } from './fixtures/payments.ts';
import { addAddress, newShopper } from './fixtures/checkout.ts';
import '../../server/modules/privacy/tables.ts';
import '../../server/modules/ops/tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ ports: { now: () => new Date(clock) }, config: { retentionIntervalMs: 0 } });
});
afterAll(async () => server?.close());

describe('consent of a signed-in customer', () => {
  it('is null at first, each choice is a new record with its time, the latest is answered; another version is refused', async () => {
    const shopper = await newShopper(server.baseUrl, server.db);
    expect((await shopper.api('GET', '/api/customer/consent')).body.consent).toBeNull();
    const decided = new Date(clock - 60_000).toISOString();
    const first = await shopper.api('PUT', '/api/customer/consent', { version: CONSENT_VERSION, analytics: true, advertising: false, source: 'banner', decided_at: decided });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.consent).toMatchObject({ analytics: true, advertising: false, source: 'banner', decided_at: decided });
    // A device clock in the future is bounded by the server's.
    await shopper.api('PUT', '/api/customer/consent', { version: CONSENT_VERSION, analytics: false, advertising: false, source: 'settings', decided_at: new Date(clock + 10 * DAY_MS).toISOString() });
    const latest = await shopper.api('GET', '/api/customer/consent');
    expect(latest.body.consent).toMatchObject({ analytics: false, advertising: false, source: 'settings', decided_at: new Date(clock).toISOString() });
    const rows = await server.db.selectFrom('consents').selectAll().where('customer_id', '=', shopper.id).execute();
    expect(rows).toHaveLength(2);
    const old = await shopper.api('PUT', '/api/customer/consent', { version: CONSENT_VERSION + 1, analytics: true, advertising: true, source: 'banner', decided_at: decided });
    expect(old.status).toBe(422);
    const bad = await shopper.api('PUT', '/api/customer/consent', { version: CONSENT_VERSION, analytics: 'yes', advertising: true, source: 'banner', decided_at: decided });
    expect(bad.status).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/customer/consent`);
    expect(res.status).toBe(401);
  });
});

describe('download my data', () => {
  it('holds the caller\'s orders, lines, invoices, addresses, ledger and consents, and nothing of another customer', async () => {
    const mine = await shopperWithInvoice(server.baseUrl, server.db);
    const other = await shopperWithInvoice(server.baseUrl, server.db);
    await seedWallet(server.db, mine.shopper.id, 5000);
    await mine.shopper.api('PUT', '/api/customer/consent', { version: CONSENT_VERSION, analytics: true, advertising: true, source: 'banner', decided_at: new Date(clock).toISOString() });

    const res = await mine.shopper.api('GET', '/api/customer/data-export');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const raw = await fetch(`${server.baseUrl}/api/customer/data-export`, { headers: { authorization: `Token ${mine.shopper.loginToken}` } });
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="titip-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    expect(data.format).toBe('titip-data-export');
    expect(data.profile.id).toBe(mine.shopper.id);
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(data.profile).not.toHaveProperty('pin_hash');
    expect(data.orders.map((o: { order_code: string }) => o.order_code)).toEqual([mine.orderCode]);
    expect(data.order_lines.map((l: { name: string }) => l.name)).toEqual(mine.lineNames);
    expect(data.invoices.map((i: { invoice_code: string }) => i.invoice_code)).toEqual([mine.code]);
    expect(data.addresses).toHaveLength(1);
    expect(data.wallet_ledger.map((e: { amount: string }) => Number(e.amount))).toEqual([5000]);
    expect(data.consents).toHaveLength(1);
    expect(data.sign_in_history.length).toBeGreaterThan(0);
    expect(data.sign_in_history[0]).not.toHaveProperty('token_hash');
    for (const key of ['payments', 'withdrawals', 'tickets', 'favorites', 'notifications', 'voucher_uses', 'saved_cards', 'bank_accounts']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    // Nothing of the other customer anywhere in the file.
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.orderCode);
    expect(text).not.toContain(other.code);
    expect(text).not.toContain(other.lineNames[0]);
    const otherRows = JSON.parse(text, (k, v: unknown) => (k === 'customer_id' && v !== mine.shopper.id ? (() => { throw new Error(`customer_id ${String(v)}`); })() : v)) as unknown;
    expect(otherRows).toBeTruthy();
  });

  it('answers 401 without a session and with an anonymous access token', async () => {
    expect((await fetch(`${server.baseUrl}/api/customer/data-export`)).status).toBe(401);
    const token = await fetch(`${server.baseUrl}/api/token-access/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'create_token' }) });
    const access = ((await token.json()) as { access_token: string }).access_token;
    expect((await fetch(`${server.baseUrl}/api/customer/data-export`, { headers: { accesstoken: access } })).status).toBe(401);
  });
});

describe('the pixels in the page\'s policy', () => {
  it('names exactly the configured pixels\' hosts, and none when none is configured', () => {
    const none = privacyFromEnv({});
    expect(none.analytics).toBeNull();
    expect(analyticsHosts(none.analytics)).toEqual({ script: [], connect: [], img: [] });
    const fake = privacyFromEnv({ ANALYTICS_META_PIXEL_ID: '1234567890', ANALYTICS_META_PIXEL_SCRIPT_URL: 'http://127.0.0.1:9999/fbevents.js' });
    const directives = pageDirectives({ connect: [], media: [], gateway: [], analytics: analyticsHosts(fake.analytics) }, []);
    expect(directives['script-src']).toContain('http://127.0.0.1:9999');
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9999']);
    const real = privacyFromEnv({ ANALYTICS_TIKTOK_PIXEL_ID: 'C4ABCDEFGHIJ12345678', ANALYTICS_GOOGLE_ADS_ID: 'AW-123456789', ANALYTICS_GOOGLE_ADS_CONVERSIONS: 'payment_made=AbC-1' });
    const hosts = analyticsHosts(real.analytics);
    expect(hosts.script).toEqual(['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://analytics.tiktok.com']);
    expect(hosts.script).not.toContain('https://connect.facebook.net');
    expect(real.analytics?.googleAds?.conversions).toEqual({ payment_made: 'AbC-1' });
    expect(() => privacyFromEnv({ ANALYTICS_GOOGLE_ADS_ID: 'G-NOTADS' })).toThrow(/googleAds/);
  });
});

describe('the retention job', () => {
  it('erases a deactivated account after 10 years, keeps its money rows, deletes what is due and keeps what is not; a second run does nothing', async () => {
    const old = await shopperWithInvoice(server.baseUrl, server.db);
    const recent = await shopperWithInvoice(server.baseUrl, server.db);
    const db = server.db;
    await seedWallet(db, old.shopper.id, 7000);
    await db.insertInto('withdrawals').values({
      customer_id: old.shopper.id, bank_account_id: null, bank_code: 'bca', bank_name: 'BCA', account_number: '1234567890', holder_name: 'Budi Santoso',
      amount: '7000', status: 'completed', reference: `WD-${old.shopper.id}`, created_at: new Date(), updated_at: new Date(), settled_at: new Date(),
    } as never).execute();
    const now = new Date(clock);
    const longAgo = new Date(now.getTime() - (RETENTION.deactivatedAccountDays + 1) * DAY_MS);
    const notYet = new Date(now.getTime() - (RETENTION.deactivatedAccountDays - 1) * DAY_MS);
    await db.updateTable('customers').set({ status: 'deactivated', deactivated_at: longAgo }).where('id', '=', old.shopper.id).execute();
    await db.updateTable('customers').set({ status: 'deactivated', deactivated_at: notYet }).where('id', '=', recent.shopper.id).execute();
    // Sessions: one ended long ago, one ended yesterday, one live (of a third, active customer).
    const active = await newShopper(server.baseUrl, server.db);
    await addAddress(active);
    await db.updateTable('login_tokens').set({ revoked_at: new Date(now.getTime() - (RETENTION.endedSessionDays + 1) * DAY_MS) }).where('customer_id', '=', old.shopper.id).execute();
    await db.updateTable('login_tokens').set({ revoked_at: new Date(now.getTime() - DAY_MS) }).where('customer_id', '=', recent.shopper.id).execute();
    // Notifications: one a year and a day old, one new.
    await db.insertInto('customer_notifications').values([
      { customer_id: active.id, kind: 'completed', params: JSON.stringify({ order: 'X' }), created_at: new Date(now.getTime() - (RETENTION.notificationDays + 1) * DAY_MS) },
      { customer_id: active.id, kind: 'completed', params: JSON.stringify({ order: 'Y' }), created_at: now },
    ] as never).execute();
    // An unfinished registration a month old (deleted) and one a day old (kept).
    await db.insertInto('customers').values([
      { customer_key: `p-old-${clock}`, email: `old-${clock}@example.com`, status: 'pending', created_at: new Date(now.getTime() - (RETENTION.unfinishedRegistrationDays + 1) * DAY_MS) },
      { customer_key: `p-new-${clock}`, email: `new-${clock}@example.com`, status: 'pending', created_at: new Date(now.getTime() - DAY_MS) },
    ] as never).execute();

    const counts = await applyRetention(db, now);
    expect(counts.accountsErased).toBe(1);
    expect(counts.registrationsDeleted).toBe(1);
    expect(counts.notificationsDeleted).toBeGreaterThanOrEqual(1);

    const erased = await db.selectFrom('customers').selectAll().where('id', '=', old.shopper.id).executeTakeFirstOrThrow();
    expect(erased).toMatchObject({ first_name: '', last_name: '', email: null, phone_number: null, password_hash: null, avatar: null });
    expect(erased.erased_at).not.toBeNull();
    // Money rows kept, identifying fields in them erased.
    expect(await db.selectFrom('orders').select('order_code').where('customer_id', '=', old.shopper.id).execute()).toEqual([{ order_code: old.orderCode }]);
    expect(await db.selectFrom('invoices').select('invoice_code').where('customer_id', '=', old.shopper.id).execute()).toEqual([{ invoice_code: old.code }]);
    expect(await db.selectFrom('order_lines').select('name').where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('customer_id', '=', old.shopper.id)).execute()).toHaveLength(1);
    const ledger = await db.selectFrom('wallet_entries').select('amount').where('customer_id', '=', old.shopper.id).execute();
    expect(ledger.map((e) => Number(e.amount))).toEqual([7000]);
    const wd = await db.selectFrom('withdrawals').select(['holder_name', 'account_number', 'amount']).where('customer_id', '=', old.shopper.id).executeTakeFirstOrThrow();
    expect(wd).toMatchObject({ holder_name: '', account_number: '7890' });
    expect(Number(wd.amount)).toBe(7000);
    const shipment = await sql<{ address: Record<string, unknown> }>`select address from order_shipments where order_id in (select id from orders where customer_id = ${old.shopper.id})`.execute(db);
    expect(shipment.rows[0]?.address).toMatchObject({ name: '', phone_number: '', address: '', email: null });
    expect(shipment.rows[0]?.address.sub_district_id).toBeTypeOf('number');
    // Only personal rows of the erased account: gone.
    expect(await db.selectFrom('addresses').select('id').where('customer_id', '=', old.shopper.id).execute()).toEqual([]);
    expect(await db.selectFrom('login_tokens').select('id').where('customer_id', '=', old.shopper.id).execute()).toEqual([]);

    // Not yet due: the recent account untouched, its session ended yesterday kept, its address kept.
    const kept = await db.selectFrom('customers').select(['first_name', 'email', 'erased_at']).where('id', '=', recent.shopper.id).executeTakeFirstOrThrow();
    expect(kept.erased_at).toBeNull();
    expect(kept.email).not.toBeNull();
    expect(await db.selectFrom('login_tokens').select('id').where('customer_id', '=', recent.shopper.id).execute()).not.toEqual([]);
    expect(await db.selectFrom('addresses').select('id').where('customer_id', '=', recent.shopper.id).execute()).toHaveLength(1);
    const notes = await db.selectFrom('customer_notifications').select('params').where('customer_id', '=', active.id).execute();
    expect(notes.map((n) => (n.params as unknown as { order: string }).order)).toEqual(['Y']);
    const pending = await db.selectFrom('customers').select('customer_key').where('customer_key', 'like', `p-%-${clock}`).execute();
    expect(pending.map((p) => p.customer_key)).toEqual([`p-new-${clock}`]);

    // Idempotent: a second run at the same time finds nothing.
    expect(await applyRetention(db, now)).toEqual({ accountsErased: 0, registrationsDeleted: 0, sessionsDeleted: 0, notificationsDeleted: 0, mailDeleted: 0 });
    clock = now.getTime();
  });
});
