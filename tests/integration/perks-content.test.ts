// Issue 12, the 'perks' part (docs/perks.md): promotions (public list of running ones, detail,
// ended = 404 PROMO_ENDED, the new-customer promotion; the home's banners and pop-up are
// featured-images.test.ts) and favorites (bookmarks) paging and ownership as /favorites uses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import { BOOKMARK_PAGE_SIZE } from '../../server/modules/content/routes-bookmark.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let guest: ReturnType<typeof sessionClient>;
beforeAll(async () => {
  server = await startTestServer();
  guest = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token, lang: 'indonesia' });
});
afterAll(async () => server?.close());

const promoId = async (slug: string) => (await server.db.selectFrom('content_promotions').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('promotions', () => {
  it('lists the running promotions with their pictures and codes, not the ended one', async () => {
    const res = await guest('GET', '/api/promo');
    expect(res.status).toBe(200);
    const slugs = (res.body.data as Json[]).map((p) => p.slug);
    expect(slugs).toEqual(['hemat-10-persen', 'pelanggan-baru', 'potongan-ongkir']);
    expect(res.body.data[0]).toMatchObject({ title: 'Hemat 10% untuk semua titipan', voucher_code: 'HEMAT10', image_url: '/api/media/demo/backpack-1.svg' });
    const image = await fetch(`${server.baseUrl}${res.body.data[0].image_url}`);
    expect(image.status).toBe(200);
  });

  it('answers a promotion with its paragraphs; an ended one 404 PROMO_ENDED; an unknown one 404 PROMO_NOT_FOUND', async () => {
    const detail = await guest('GET', `/api/promo/${await promoId('potongan-ongkir')}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.paragraphs).toEqual([
      'Belanja minimal Rp 200.000 dan masukkan kode ONGKIR25 di checkout untuk potongan Rp 25.000.',
      'Berlaku satu kali per pelanggan.',
    ]);
    const ended = await guest('GET', `/api/promo/${await promoId('harbolnas-2024')}`);
    expect(ended.status).toBe(404);
    expect(ended.body.error.reason).toBe('PROMO_ENDED');
    expect(ended.body.message).toBe('Promo ini sudah berakhir');
    const unknown = await guest('GET', '/api/promo/2147483000');
    expect(unknown.body.error.reason).toBe('PROMO_NOT_FOUND');
    expect((await guest('GET', '/api/promo/abc')).status).toBe(422);
  });

  it('a promotion that has not started is not shown yet', async () => {
    const row = await server.db.insertInto('content_promotions').values({
      slug: 'nanti', title: 'Nanti', title_en: 'Later', summary: 's', summary_en: 's', body: 'b', body_en: 'b', image_url: '/api/media/demo/tea-1.svg',
      voucher_code: null, audience: 'all', starts_at: '2999-01-01T00:00:00Z', ends_at: null, sort: 99,
    }).returning('id').executeTakeFirstOrThrow();
    expect(((await guest('GET', '/api/promo')).body.data as Json[]).map((p) => p.slug)).not.toContain('nanti');
    expect((await guest('GET', `/api/promo/${row.id}`)).body.error.reason).toBe('PROMO_NOT_FOUND');
  });

  it('the new-customer promotion', async () => {
    const fresh = await guest('GET', '/api/promo/new-customer');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ slug: 'pelanggan-baru', voucher_code: 'BARU50', audience: 'new_customer' });
  });
});

describe('favorites as /favorites reads them', () => {
  it("the product page's bookmark by the product's url is stored as the product's slug", async () => {
    const api = sessionClient(server.baseUrl, { accessToken: (await createAccessToken(server.db)).token, loginToken: (await createTestCustomer(server.db)).token });
    const item = ((await guest('GET', '/api/product/1688/feeds')).body.data as Json[])[0];
    const created = await api('POST', '/api/bookmark/create', { type: 'product', object_id: item.url });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ object_id: item.product_slug, product: { product_title: item.product_title } });
    expect((await api('POST', '/api/bookmark/create', { type: 'product', object_id: 'https://item.taobao.com/item.htm?id=1' })).status).toBe(404);
  });

  it('pages of BOOKMARK_PAGE_SIZE, newest first; another customer\'s favorite 404', async () => {
    const session = async () => (await createAccessToken(server.db)).token;
    const alice = await createTestCustomer(server.db);
    const bob = sessionClient(server.baseUrl, { accessToken: await session(), loginToken: (await createTestCustomer(server.db)).token });
    const feed = [
      ...(await guest('GET', '/api/product/1688/feeds?limit=50')).body.data as Json[],
      ...(await guest('GET', '/api/product/taobao/feeds?limit=50')).body.data as Json[],
    ];
    const slugs = [...new Set(feed.map((i) => i.product_slug as string))];
    expect(slugs.length).toBeGreaterThan(BOOKMARK_PAGE_SIZE + 2);
    const count = BOOKMARK_PAGE_SIZE + 2;
    await server.db.insertInto('bookmarks').values(Array.from({ length: count }, (_, i) => ({
      customer_id: alice.id, type: 'product', object_id: slugs[i] ?? 'x', created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }))).execute();
    const total = count;
    const api = sessionClient(server.baseUrl, { accessToken: await session(), loginToken: alice.token });
    const first = await api('GET', '/api/bookmark?type=product&page=1');
    expect(first.body).toMatchObject({ page: 1, total, last_page: 2 });
    expect(first.body.data.length).toBe(BOOKMARK_PAGE_SIZE);
    expect(first.body.data[0].object_id).toBe(slugs[count - 1]);
    const second = await api('GET', '/api/bookmark?type=product&page=2');
    expect((second.body.data as Json[]).map((b) => b.object_id)).toEqual([slugs[1], slugs[0]]);
    expect(first.body.data[0].product).not.toBeNull();
    const times = (first.body.data as Json[]).map((b) => b.created_at as string);
    expect([...times].sort().reverse()).toEqual(times);
    const id = first.body.data[0].id as number;
    expect((await bob('GET', `/api/bookmark/${id}`)).status).toBe(404);
    expect((await bob('DELETE', '/api/bookmark/delete', { bookmark_id: id })).status).toBe(404);
    expect((await api('DELETE', '/api/bookmark/delete', { bookmark_id: id })).status).toBe(200);
    expect((await api('GET', '/api/bookmark?type=product&page=1')).body.total).toBe(total - 1);
  });
});
