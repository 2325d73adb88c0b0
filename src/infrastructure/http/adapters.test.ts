// HTTP adapters over a fake transport: DTO mapping and defensive validation.
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { LocalSessionStore } from '../storage/session.storage';
import { HttpCartApi } from './cart-api.http';
import { HttpClient } from './http-client';
import { HttpInvoiceApi } from './invoice-api.http';
import { HttpProductApi } from './product-api.http';
import { HttpRegionsApi } from './regions-api.http';
import { HttpRatesApi } from './rates-api.http';
import { HttpSocialAccountApi } from './social-account-api.http';

function httpWith(routes: Record<string, { status: number; body: unknown }>): HttpClient {
  const adapter: AxiosAdapter = async (config) => {
    const path = new URL(config.url ?? '').pathname.replace(/^\/api\//, '');
    const reply = routes[`${config.method?.toUpperCase()} ${path}`] ?? { status: 404, body: { action: false, message: 'API route is missing or undefined', error: { code: 'NOT_FOUND' } } };
    return { data: JSON.stringify(reply.body), status: reply.status, statusText: '', headers: {}, config, request: {} };
  };
  return new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session: new LocalSessionStore(new MemoryKeyValueStorage()), adapter, retry: { retries: 0 } });
}

const wireLine = { cart_detail_id: '7', cart_detail_code: 'CD7', flag_scrapped: 1, name: 'Tas', url: 'u', image_urls: ['i1'], marketplace: '1688', country: 'China', price: '45.50', currency: 'cny', qty: '2', weight: '0.8', weight_unit: 'Kg', dimension_length: '0.4', dimension_unit: 'm', package_track: 'laut', catatan: 'merah', hscode: { code: '4202' }, is_all_in_price: false };

describe('HTTP adapters', () => {
  it('connects a social account: the provider\'s sign-in call, answered with the customer and no new token', async () => {
    const customer = { customer_key: 'C1', first_name: 'Budi', notif_email: true, notif_sms: false, has_pin: false, is_affiliate_partner: false };
    const sent: { path: string; body: unknown }[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const path = new URL(config.url ?? '').pathname.replace(/^\/api\//, '');
      sent.push({ path, body: JSON.parse(String(config.data)) });
      const answer = path === 'oauth2/facebook/login'
        ? { action: true, login: true, message: 'Akun Facebook terhubung', customer: { ...customer, facebook_connected: true, google_connected: false } }
        : { action: false, message: 'Akun ini sudah terdaftar: akun Google ini terhubung ke akun Titip lain', error: { code: 'CONFLICT' } };
      return { data: JSON.stringify(answer), status: path === 'oauth2/facebook/login' ? 200 : 409, statusText: '', headers: {}, config, request: {} };
    };
    const auth = new HttpSocialAccountApi(new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session: new LocalSessionStore(new MemoryKeyValueStorage()), adapter, retry: { retries: 0 } }));
    const connected = await auth.connect('facebook', 'EAAtoken');
    expect(connected.message).toBe('Akun Facebook terhubung');
    expect(connected.customer).toMatchObject({ customerKey: 'C1', facebookConnected: true, googleConnected: false });
    await expect(auth.connect('google', 'id-token')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Akun ini sudah terdaftar: akun Google ini terhubung ke akun Titip lain' });
    expect(sent).toEqual([
      { path: 'oauth2/facebook/login', body: { access_token: 'EAAtoken' } },
      { path: 'oauth2/google/login', body: { oauth_token: 'id-token' } },
    ]);
  });

  it('maps a snake_case cart line with strings for numbers and units', async () => {
    const cart = new HttpCartApi(httpWith({ 'GET cart-detail/list': { status: 200, body: { action: true, data: [wireLine] } } }));
    const [line] = await cart.list();
    expect(line).toMatchObject({ id: 7, code: 'CD7', scraped: true, image: 'i1', country: 'china', price: 45.5, currency: 'CNY', quantity: 2, weightGrams: 800, lengthCm: 40, packageTrack: 'laut', note: 'merah', hsCode: '4202' });
  });

  it('a malformed answer is an ApiError, never a crash', async () => {
    const cart = new HttpCartApi(httpWith({ 'GET cart-detail/list': { status: 200, body: { action: true, data: [{ ...wireLine, qty: 'two' }] } } }));
    await expect(cart.list()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', field: 'data[0].qty' });
    const regions = new HttpRegionsApi(httpWith({ 'GET address/provinces': { status: 200, body: { action: true, data: 'oops' } } }));
    await expect(regions.provinces()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });

  it('reads subdistricts from data.data', async () => {
    const regions = new HttpRegionsApi(httpWith({ 'GET address/subdistricts/3171': { status: 200, body: { action: true, data: { data: [{ sub_district_id: 317101, sub_district_name: 'Tebet' }] } } } }));
    expect(await regions.subdistricts('3171')).toEqual([{ id: '317101', name: 'Tebet' }]);
  });

  it('invoices: 404 is an empty list', async () => {
    expect(await new HttpInvoiceApi(httpWith({})).pending()).toEqual([]);
  });

  it('scrape: no price is unavailable; redirect gives the link', async () => {
    const noPrice = new HttpProductApi(httpWith({ 'POST scrap': { status: 200, body: { action: true, data: { name: 'x', price: '' } } } }));
    expect(await noPrice.scrape('https://x')).toMatchObject({ kind: 'unavailable', message: 'Produk tidak tersedia' });
    const redirect = new HttpProductApi(httpWith({ 'POST scrap': { status: 200, body: { action: true, action_type: 'redirect', link: 'https://sister' } } }));
    expect(await redirect.scrape('https://x')).toEqual({ kind: 'redirect', url: 'https://sister' });
  });

  it('kurs list and billing with defaults for missing countries', async () => {
    const rates = new HttpRatesApi(httpWith({
      'GET kurs': { status: 200, body: { action: true, data: [{ code: 'cny', kurs: '2250' }] } },
      'GET apps-info': { status: 200, body: { action: true, billing: { countries: { us: { is_all_in: true, all_in_rate_per_kg: '300000' } } }, rules: { ppn: '11', transaction_price_additional: { total: '0.5' } } } },
    }));
    expect(await rates.kurs()).toEqual({ IDR: 1, CNY: 2250 });
    const billing = await rates.billing();
    expect(billing.billing.countries.us).toMatchObject({ isAllIn: true, allInRatePerKg: 300000 });
    expect(billing.billing.countries.china.seaEnabled).toBe(true);
    expect(billing.rules).toEqual({ ppn: 11, transactionPriceAdditional: 0.5 });
  });

  it('kurs entries carry the date and source; kurs() and kursEntries() asked together make one request', async () => {
    let calls = 0;
    const adapter: AxiosAdapter = async (config) => {
      calls += 1;
      const body = { action: true, data: [{ code: 'CNY', kurs: 2400.5, date: '2026-11-27', source: 'console' }, { code: 'usd', kurs: '16250' }] };
      return { data: JSON.stringify(body), status: 200, statusText: '', headers: {}, config, request: {} };
    };
    const rates = new HttpRatesApi(new HttpClient({ config: { apiBaseUrl: 'http://t/api', scrapeBaseUrl: 'http://t/api' }, session: new LocalSessionStore(new MemoryKeyValueStorage()), adapter, retry: { retries: 0 } }));
    const [map, entries] = await Promise.all([rates.kurs(), rates.kursEntries()]);
    expect(calls).toBe(1);
    expect(map).toEqual({ IDR: 1, CNY: 2400.5, USD: 16250 });
    expect(entries).toEqual([
      { code: 'CNY', kurs: 2400.5, date: '2026-11-27', source: 'console' },
      { code: 'USD', kurs: 16250, date: null, source: null },
    ]);
    await rates.kursEntries();
    expect(calls).toBe(2);
  });
});
