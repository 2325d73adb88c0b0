// The issue-25 calls as the storefront's HTTP adapters make them (a recording fake transport):
// cart/vendor/{marketplace}/add-to-cart and /edit, category/{slug}, shipping/pricev2.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpCartApi } from './cart-api.http';
import { HttpCatalogApi } from './catalog-api.http';
import { HttpClient } from './http-client';
import { HttpShippingApi } from './shipping-api.http';

interface Sent { method: string; path: string; body: unknown }

function recording(routes: Record<string, unknown>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(config.url ?? '');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = config.method?.toUpperCase() ?? 'GET';
    sent.push({ method, path: path + url.search, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    const body = routes[`${method} ${path}`];
    const status = body === undefined ? 404 : 200;
    const data = body ?? { action: false, message: 'API route is missing or undefined', error: { code: 'NOT_FOUND' } };
    return { data: JSON.stringify(data), status, statusText: '', headers: {}, config, request: {} };
  };
  const http = new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session: new LocalSessionStore(new MemoryKeyValueStorage()), adapter, retry: { retries: 0 } });
  return { http, sent };
}

const line = (over: Record<string, unknown>) => ({
  cart_detail_id: 9, cart_detail_code: 'CD9', flag_scrapped: true, kind: 'scraped', name: 'Kaos', url: 'https://detail.1688.com/offer/652318870214.html',
  marketplace: '1688', country: 'china', price: 12.8, currency: 'CNY', qty: 2, weight: 220, package_track: 'udara', is_all_in_price: false, ...over,
});

describe('cart/vendor over HTTP', () => {
  it('adds a marketplace item by its id, without a link, a slug or any amount', async () => {
    const { http, sent } = recording({ 'POST cart/vendor/taobao/add-to-cart': { action: true, cart_detail_id: 9, cart_detail_code: 'CD9' } });
    const result = await new HttpCartApi(http).addScraped({ url: 'https://item.taobao.com/item.htm?id=725531908812', productSlug: 'jaket-x', quantity: 2, color: 'Khaki', vendor: { marketplace: 'taobao', productId: '725531908812' } });
    expect(result).toEqual({ id: 9, code: 'CD9' });
    expect(sent).toEqual([{ method: 'POST', path: 'cart/vendor/taobao/add-to-cart', body: { product_id: '725531908812', quantity: 2, package_track: 'udara', color: 'Khaki' } }]);
  });

  it('adds anything else by link (cart/add-to-cart)', async () => {
    const { http, sent } = recording({ 'POST cart/add-to-cart': { action: true, cart_detail_id: 1, cart_detail_code: 'CD1' } });
    await new HttpCartApi(http).addScraped({ url: 'https://shop.example.com/x', productSlug: 'x', quantity: 1 });
    expect(sent[0]).toMatchObject({ path: 'cart/add-to-cart', body: { url: 'https://shop.example.com/x', product_slug: 'x' } });
  });

  it('edits a scraped marketplace line through its vendor call, a catalog line through edit-catalog', async () => {
    const scraped = recording({ 'GET cart-detail/CD9': { action: true, data: line({}) }, 'PUT cart/vendor/1688/edit': { action: true } });
    await new HttpCartApi(scraped.http).edit('CD9', { quantity: 20, note: 'Dua lusin' });
    expect(scraped.sent.find((s) => s.method === 'PUT')).toEqual({ method: 'PUT', path: 'cart/vendor/1688/edit', body: { cart_detail_code: 'CD9', quantity: 20, catatan: 'Dua lusin' } });
    const catalog = recording({ 'GET cart-detail/CD9': { action: true, data: line({ kind: 'catalog', marketplace: 'tmall' }) }, 'PUT cart-detail/edit-catalog': { action: true } });
    await new HttpCartApi(catalog.http).edit('CD9', { quantity: 3 });
    expect(catalog.sent.find((s) => s.method === 'PUT')?.path).toBe('cart-detail/edit-catalog');
  });
});

describe('category/{slug} over HTTP', () => {
  it('reads the category (its label) and its items', async () => {
    const { http, sent } = recording({
      'GET category/pakaian-pria': {
        action: true, category: { slug: 'pakaian-pria', name: 'Pakaian Pria', name_en: "Men's clothing", label: "Men's clothing", count: 2, marketplaces: ['1688'] },
        data: [{ product_title: 'Kaos', image_url: '/i.png', price: 28900, price_original: 12.8, currency: 'CNY', url: 'https://detail.1688.com/offer/1.html', product_slug: 'kaos', category: 'Pakaian Pria', category_slug: 'pakaian-pria' }],
        page: 1, per_page: 20, total: 2, last_page: 1,
      },
    });
    const page = await new HttpCatalogApi(http).category('pakaian-pria');
    expect(sent[0]?.path).toBe('category/pakaian-pria?page=1');
    expect(page).toMatchObject({ category: { slug: 'pakaian-pria', name: "Men's clothing", count: 2 }, page: 1, lastPage: 1, total: 2 });
    expect(page.items[0]).toMatchObject({ title: 'Kaos', priceRupiah: 28900, categorySlug: 'pakaian-pria' });
  });

  it('an unknown slug is an ApiError NOT_FOUND', async () => {
    const { http } = recording({});
    await expect(new HttpCatalogApi(http).category('tidak-ada')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('shipping/pricev2 over HTTP', () => {
  it('sends grams for one destination and reads its quotes', async () => {
    const { http, sent } = recording({
      'POST shipping/pricev2': { action: true, data: [{ index: 0, sub_district_id: 317106, weight: 1200, details: [{ courier: 'JNE', service: 'REG', description: 'Layanan Reguler', price: 20000, etd: '1-2' }], cheapest: null }] },
    });
    const quotes = await new HttpShippingApi(http).price('317106', 1200);
    expect(sent[0]).toEqual({ method: 'POST', path: 'shipping/pricev2', body: { destinations: [{ sub_district_id: 317106, weight: 1200 }] } });
    expect(quotes).toEqual([{ courier: 'JNE', service: 'REG', price: 20000, etd: '1-2' }]);
  });
});
