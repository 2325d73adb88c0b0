// The home's header banners and announcement pop-up (issue 25; docs/banners.md, docs/api/content.md
// "Featured images"): the public calls read the seeded rows in the request's language; staff with the
// 'content' permission create, edit (the revision goes up) and delete them, audited; a warehouse
// role, a customer and a visitor are refused; bad input is 422 naming the field and changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { jsonClient, type Json } from './fixtures/http.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { auditOf, staffClient, type StaffClient } from './fixtures/ops.ts';
import { sessionClient } from '../fixtures/session-client.ts';

let server: TestServer;
let operator: StaffClient;
let warehouse: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  operator = await staffClient(server, 'operator');
  warehouse = await staffClient(server, 'warehouse');
});
afterAll(async () => server?.close());

const api = () => jsonClient(server.baseUrl);
const key = () => ({ 'idempotency-key': randomUUID() });
const promoId = async (slug: string) => (await server.db.selectFrom('content_promotions').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const rowCount = async () => Number((await server.db.selectFrom('content_featured_images').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const banner = {
  placement: 'header', title: 'Gratis ongkir gudang', title_en: 'Free warehouse shipping', summary: 'Sampai akhir bulan.', summary_en: 'Until the end of the month.',
  image_url: '/api/media/demo/tea-1.svg', image_width: 400, image_height: 400, link: '/promo', sort: 50,
};

describe('public reads', () => {
  it('answers the seeded header banners in order, with their sizes and links, in both languages', async () => {
    const id = await api()('GET', '/api/featured-images/header', { headers: { 'tb-language': 'indonesia' } });
    expect(id.status).toBe(200);
    const rows = id.body.data as Json[];
    expect(rows.map((b) => b.title)).toEqual(['Hemat 10% untuk semua titipan', 'Pelanggan baru hemat Rp 50.000', 'Potongan Rp 25.000']);
    expect(rows[0]).toMatchObject({ image_url: '/api/media/demo/backpack-1.svg', image_width: 400, image_height: 400, link: `/promo-detail/${await promoId('hemat-10-persen')}`, revision: 1 });
    const en = await api()('GET', '/api/featured-images/header');
    expect((en.body.data as Json[])[0].title).toBe('10% off every order');
    const picture = await fetch(`${server.baseUrl}${rows[0].image_url}`);
    expect(picture.status).toBe(200);
  });

  it('answers the first active pop-up, or null when none is active', async () => {
    const popUp = await api()('GET', '/api/featured-images/pop_up', { headers: { 'tb-language': 'indonesia' } });
    expect(popUp.body.data).toMatchObject({ title: 'Pelanggan baru hemat Rp 50.000', link: `/promo-detail/${await promoId('pelanggan-baru')}`, action_label: null });
    const id = popUp.body.data.id as number;
    await server.db.updateTable('content_featured_images').set({ active: false }).where('id', '=', id).execute();
    expect((await api()('GET', '/api/featured-images/pop_up')).body.data).toBeNull();
    await server.db.updateTable('content_featured_images').set({ active: true }).where('id', '=', id).execute();
  });
});

describe('the console', () => {
  it('an operator creates a banner, it shows to visitors; an edit raises the revision; a delete removes it; each is audited', async () => {
    const list = await warehouse.call('GET', '/api/ops/featured-images');
    expect(list.status).toBe(200);
    expect((list.body.data as Json[]).map((r) => r.placement)).toEqual(['header', 'header', 'header', 'pop_up']);

    const created = await operator.call('POST', '/api/ops/featured-images', banner);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ ...banner, active: true, revision: 1, action_label: null });
    expect(((await api()('GET', '/api/featured-images/header')).body.data as Json[]).at(-1)).toMatchObject({ id, title: 'Free warehouse shipping', link: '/promo' });

    const edited = await operator.call('PUT', `/api/ops/featured-images/${id}`, { ...banner, title: 'Gratis ongkir', active: false }, key());
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Gratis ongkir', active: false, revision: 2 });
    expect(((await api()('GET', '/api/featured-images/header')).body.data as Json[]).map((b) => b.id)).not.toContain(id);

    const removed = await operator.call('DELETE', `/api/ops/featured-images/${id}`, undefined, key());
    expect(removed.status).toBe(200);
    expect((await operator.call('DELETE', `/api/ops/featured-images/${id}`, undefined, key())).status).toBe(404);

    const rows = await auditOf(server.db, 'featured_image', id);
    expect(rows.map((r) => r.action)).toEqual(['featured_image_created', 'featured_image_updated', 'featured_image_deleted']);
    expect(rows[1]).toMatchObject({ staff_id: operator.id, before: { title: 'Gratis ongkir gudang', active: true, revision: 1 }, after: { title: 'Gratis ongkir', active: false, revision: 2 } });
  });

  it('an edited pop-up gets a new revision (shown again on devices that closed the old one)', async () => {
    const popUp = (await api()('GET', '/api/featured-images/pop_up')).body.data as Json;
    const row = ((await operator.call('GET', '/api/ops/featured-images')).body.data as Json[]).find((r) => r.id === popUp.id) as Json;
    const { id: _id, revision: _rev, updated_at: _at, ...fields } = row;
    const res = await operator.call('PUT', `/api/ops/featured-images/${popUp.id}`, { ...fields, action_label: 'Lihat promo', action_label_en: 'See the promotion' }, key());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await api()('GET', '/api/featured-images/pop_up')).body.data as Json;
    expect(after).toMatchObject({ id: popUp.id, revision: (popUp.revision as number) + 1, action_label: 'See the promotion' });
  });

  it('refuses a warehouse role (403), a customer (403), a visitor (401) and a write without an Idempotency-Key (422)', async () => {
    const before = await rowCount();
    const byWarehouse = await warehouse.call('POST', '/api/ops/featured-images', banner);
    expect(byWarehouse.status).toBe(403);
    expect(byWarehouse.body.error.reason).toBe('ROLE_FORBIDDEN');
    const customer = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token, loginToken: (await createTestCustomer(server.db)).token });
    const byCustomer = await customer('POST', '/api/ops/featured-images', banner);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.error.reason).toBe('STAFF_ONLY');
    expect((await api()('POST', '/api/ops/featured-images', { body: banner, headers: key() })).status).toBe(401);
    expect((await api()('GET', '/api/ops/featured-images')).status).toBe(401);
    const noKey = await operator.call('POST', '/api/ops/featured-images', banner, { 'idempotency-key': '' });
    expect(noKey.status).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  it('refuses bad input with a 422 naming the field, in the request language, and stores nothing', async () => {
    const before = await rowCount();
    const cases: [Json, string, string][] = [
      [{ ...banner, link: 'javascript:alert(1)' }, 'body.link', 'The link must be a path of this site (/...) or an https address'],
      [{ ...banner, image_url: '//evil.example/a.png' }, 'body.image_url', 'The picture must be a path of this site (/...) or an https address'],
      [{ ...banner, image_url: null }, 'body.image_url', 'Required'],
      [{ ...banner, image_width: 0 }, 'body.image_width', "The picture's width and height must be whole numbers from 1 to 4000 pixels"],
      [{ ...banner, title: '   ' }, 'body.title', 'Required'],
      [{ ...banner, title_en: 'x'.repeat(121) }, 'body.title_en', 'Too long'],
      [{ ...banner, title: 'a\tb' }, 'body.title', 'Must not contain control characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await operator.call('POST', '/api/ops/featured-images', body);
      expect(res.status, field).toBe(422);
      expect(res.body.error).toMatchObject({ reason: 'VALIDATION', field });
      expect(res.body.message).toBe(message);
    }
    const id = await operator.call('POST', '/api/ops/featured-images', { ...banner, link: 'ftp://x' }, { 'tb-language': 'indonesia' });
    expect(id.body.message).toBe('Tautan harus alamat di situs ini (/...) atau alamat https');
    expect((await operator.call('POST', '/api/ops/featured-images', { ...banner, placement: 'footer' })).status).toBe(422);
    expect((await operator.call('PUT', '/api/ops/featured-images/2147483000', banner, key())).status).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('keeps markup as text: the title comes back as typed, for the page to escape', async () => {
    const res = await operator.call('POST', '/api/ops/featured-images', { ...banner, title: '<img src=x onerror=alert(1)>', active: false });
    expect(res.status).toBe(201);
    expect(res.body.data.title).toBe('<img src=x onerror=alert(1)>');
    await operator.call('DELETE', `/api/ops/featured-images/${res.body.data.id}`, undefined, key());
  });
});
