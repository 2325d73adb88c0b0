// The embedded database keeps what it was given across a restart: stopping the server and
// starting it again on the same DATA_DIR keeps registered customers and carts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/db/database.ts';
import { buildApp } from '../../server/app.ts';
import { seedDemoData } from '../../server/seed.ts';
import { TEST_DB } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'titip-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'persist', staticDir: undefined });
  const db = await prepareDatabase({ dataDir: join(dataDir, 'db') });
  await seedDemoData(db, config);
  const app = await buildApp({ config, db });
  return {
    app,
    db,
    async call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, body?: unknown) {
      const res = await app.inject({ method, url, headers: body ? { 'content-type': 'application/json', ...headers } : headers, payload: body ? JSON.stringify(body) : undefined });
      return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
    },
    async stop() {
      await app.close();
      await db.destroy();
    },
  };
}

describe.skipIf(TEST_DB !== 'pglite')('embedded database across a restart', () => {
  it('keeps the access token, its cart line and a customer', async () => {
    const first = await start();
    const token = (await first.call('POST', '/api/token-access/create', {}, { mode: 'create_token' })).json.access_token as string;
    const added = await first.call('POST', '/api/cart/add-to-cart', { AccessToken: token }, { url: 'https://item.taobao.com/item.htm?id=725531908812', quantity: 2 });
    expect(added.status).toBe(200);
    const customer = await createTestCustomer(first.db, { firstName: 'Putri' });
    await first.stop();

    const second = await start();
    const list = await second.call('GET', '/api/cart-detail/list', { AccessToken: token });
    expect(list.status).toBe(200);
    const items = (list.json.data ?? list.json.items) as { cart_detail_code: string; qty?: number; quantity?: number }[];
    expect(items.map((i) => i.cart_detail_code)).toEqual([added.json.cart_detail_code]);
    const profile = await second.call('GET', '/api/customer/profile', customer.headers);
    expect(profile.status).toBe(200);
    expect((profile.json.customer as { first_name: string }).first_name).toBe('Putri');
    await second.stop();
  }, 120_000);
});
