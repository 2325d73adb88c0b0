// Bookmarks (favorites): login required, create / list / read / delete, ownership (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createAccessToken } from './fixtures/tokens.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { sessionClient } from '../fixtures/session-client.ts';
import type { Json } from './fixtures/http.ts';

let server: TestServer;
let alice: ReturnType<typeof sessionClient>;
let bob: ReturnType<typeof sessionClient>;
let guest: ReturnType<typeof sessionClient>;
let slugs: string[];
let titles: string[];

beforeAll(async () => {
  server = await startTestServer();
  const session = async () => (await createAccessToken(server.db)).token;
  alice = sessionClient(server.baseUrl, { accessToken: await session(), loginToken: (await createTestCustomer(server.db)).token });
  bob = sessionClient(server.baseUrl, { accessToken: await session(), loginToken: (await createTestCustomer(server.db)).token });
  guest = sessionClient(server.baseUrl, { accessToken: await session() });
  const feed = (await guest('GET', '/api/product/1688/feeds')).body.data as Json[];
  slugs = feed.map((i) => i.product_slug);
  titles = feed.map((i) => i.product_title);
});
afterAll(async () => server.close());

describe('bookmarks', () => {
  it('require login', async () => {
    expect((await guest('POST', '/api/bookmark/create', { type: 'product', object_id: slugs[0] })).status).toBe(401);
    expect((await guest('GET', '/api/bookmark?type=product&page=1')).status).toBe(401);
  });

  it('create, list, read and delete; a repeat is not a duplicate', async () => {
    const created = await alice('POST', '/api/bookmark/create', { type: 'product', object_id: slugs[0] });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Successfully added to favorites');
    expect(created.body.data.product.product_title).toBe(titles[0]);
    const again = await alice('POST', '/api/bookmark/create', { type: 'product', object_id: slugs[0] });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);
    await alice('POST', '/api/bookmark/create', { type: 'product', object_id: slugs[1] });
    const list = await alice('GET', '/api/bookmark?type=product&page=1');
    expect(list.body).toMatchObject({ page: 1, total: 2, last_page: 1 });
    expect(list.body.data.map((b: Json) => b.object_id).sort()).toEqual([slugs[0], slugs[1]].sort());
    const one = await alice('GET', `/api/bookmark/${created.body.data.id}`);
    expect(one.body.data.object_id).toBe(slugs[0]);
    const byObject = await alice('DELETE', '/api/bookmark/delete', { object_id: slugs[1] });
    expect(byObject.status).toBe(200);
    const byId = await alice('DELETE', '/api/bookmark/delete', { bookmark_id: created.body.data.id });
    expect(byId.body.message).toBe('Successfully deleted from favorites');
    expect((await alice('GET', '/api/bookmark')).body.total).toBe(0);
  });

  it("another customer's bookmark answers 404", async () => {
    const created = await alice('POST', '/api/bookmark/create', { type: 'product', object_id: slugs[2] });
    const id = created.body.data.id;
    expect((await bob('GET', `/api/bookmark/${id}`)).status).toBe(404);
    expect((await bob('DELETE', '/api/bookmark/delete', { bookmark_id: id })).status).toBe(404);
    expect((await bob('GET', '/api/bookmark')).body.data).toEqual([]);
    expect((await alice('GET', `/api/bookmark/${id}`)).status).toBe(200);
  });

  it('validates input', async () => {
    expect((await alice('POST', '/api/bookmark/create', { type: 'product', object_id: 'no-such-product' })).status).toBe(404);
    expect((await alice('POST', '/api/bookmark/create', { type: 'shop', object_id: slugs[0] })).status).toBe(422);
    expect((await alice('DELETE', '/api/bookmark/delete', {})).status).toBe(422);
    expect((await alice('GET', '/api/bookmark/abc')).status).toBe(422);
  });
});
