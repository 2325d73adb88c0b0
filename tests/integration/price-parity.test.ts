// Price parity: the breakdown the product page shows (ProductViewModel.breakdown, priced in the
// browser by src/domain/pricing from the RatesApi's rates and the account's facts) equals, to the
// rupiah, what the real server's cart-detail/tax-calculator answers for the line the page added
// to the cart, with the insurance and NPWP chosen on the page.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { startTestServer, type TestServer } from './harness';
import { startStoreServer, type StoreServer } from '../fixtures/store-server';
import { createFullHttpContainer } from '../../src/infrastructure/container/full-http-container';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/infrastructure/config/runtime-config';
import { MemoryKeyValueStorage } from '../../src/infrastructure/storage/browser-storage';
import { HTTP_CLIENT, envelope, type HttpClient } from '../../src/infrastructure/http/http-client';
import { CART_API, SESSION_API, SESSION_STORE, type CartApi, type SessionApi, type SessionStore } from '../../src/application/ports';
import { productModule } from '../../src/application/product/product.module';
import { PRODUCT_VIEW_MODEL, type ProductViewModel } from '../../src/application/product/product-view-model';
import type { LineBreakdown } from '../../src/domain/pricing';
import { createTestCustomer } from './fixtures/customers';

const TAOBAO_JACKET = 'https://item.taobao.com/item.htm?id=725531908812';
const WHOLESALE_BACKPACK = 'https://detail.1688.com/offer/677102345811.html';

let server: TestServer;
let store: StoreServer;

beforeAll(async () => {
  server = await startTestServer();
  const { seedCatalog } = await import('../../server/modules/catalog/seed.ts');
  await seedCatalog(server.db);
  store = await startStoreServer();
});

afterAll(async () => {
  await store?.close();
  await server?.close();
});

/** A visitor's storefront: its own access token, hence its own cart (signed in when a login token is given). */
async function visitor(login?: { token: string; customerKey: string }): Promise<{ container: Container; vm: ProductViewModel }> {
  const base = `${server.baseUrl}/api`;
  const container = createFullHttpContainer({
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: base, scrapeBaseUrl: base },
    storage: new MemoryKeyValueStorage(),
    cookies: null,
    retry: { sleep: async () => undefined },
  });
  const token = await container.get<SessionApi>(SESSION_API).createAccessToken();
  container.get<SessionStore>(SESSION_STORE).setAccessToken(token);
  if (login) {
    container.get<SessionStore>(SESSION_STORE).setLogin(login.token, {
      customerKey: login.customerKey, firstName: 'Test', lastName: 'Customer', email: 'test@example.test', phoneNumber: '', gender: null,
      birthday: null, avatar: null, notifEmail: true, notifSms: false, hasPin: false, isAffiliatePartner: false,
    });
  }
  container.load(productModule);
  return { container, vm: container.get<ProductViewModel>(PRODUCT_VIEW_MODEL) };
}

const COMPONENTS: Array<[keyof LineBreakdown, string]> = [
  ['goodsValue', 'goods_value'], ['usTax', 'us_tax'], ['shippingToWarehouse', 'shipping_to_warehouse'], ['packingFee', 'packing_fee'],
  ['additionalTransaction', 'additional_transaction'], ['insurance', 'insurance'], ['freight', 'freight'], ['allIn', 'all_in'],
  ['importDuty', 'import_duty'], ['vat', 'vat'], ['incomeTax', 'income_tax'], ['transactionFee', 'transaction_fee'],
  ['totalTax', 'total_tax'], ['total', 'total'],
];

/** Adds the page's line, then asks tax-calculator for it; returns the page's and the server's breakdowns. */
async function addAndCompare(container: Container, vm: ProductViewModel) {
  const shown = vm.breakdown;
  if (!shown) throw new Error('the page shows no breakdown');
  const outcome = await vm.add();
  expect(outcome).toBe('added');
  const lines = await container.get<CartApi>(CART_API).list();
  expect(lines).toHaveLength(1);
  const http = container.get<HttpClient>(HTTP_CLIENT);
  const body = envelope(await http.post('cart-detail/tax-calculator', { body: { cart_detail_codes: [lines[0]?.code] } }));
  const data = body.data as { lines: Record<string, unknown>[]; total: number };
  const line = data.lines[0] ?? {};
  for (const [field, wire] of COMPONENTS) {
    expect({ [field]: line[wire] }).toEqual({ [field]: shown[field] });
  }
  expect(data.total).toBe(shown.total);
  return { shown, server: line };
}

describe('price parity: product page vs cart tax-calculator', () => {
  it('a Taobao jacket by air, 3 pieces of the XXL variant (surcharge), product type suggested by the server', async () => {
    const { container, vm } = await visitor();
    await vm.load({ url: TAOBAO_JACKET });
    expect(vm.status).toBe('ready');
    vm.selectAttribute('size', 'XXL');
    vm.setQuantityText('3');
    vm.setTrack('udara');
    expect(vm.unitPrice).toBe(139);
    const { shown } = await addAndCompare(container, vm);
    expect(shown.track).toBe('udara');
    expect(shown.goodsValue).toBeGreaterThan(0);
  });

  it('the same jacket by sea', async () => {
    const { container, vm } = await visitor();
    await vm.load({ url: TAOBAO_JACKET });
    vm.setTrack('laut');
    vm.setQuantityText('2');
    expect(vm.track).toBe('laut');
    const { shown } = await addAndCompare(container, vm);
    expect(shown.track).toBe('laut');
    expect(shown.volumeCbm).toBeGreaterThan(0);
  });

  it('a taxed air line with insurance, NPWP asked without one on file, and a chosen product type', async () => {
    const { container, vm } = await visitor();
    await vm.load({ url: TAOBAO_JACKET });
    vm.setQuantityText('10');
    const other = vm.productTypes.find((t) => String(t.id) !== vm.productTypeId);
    if (other) vm.setProductType(String(other.id));
    vm.setUseInsurance(true);
    vm.setUsingNpwp(true);
    expect(vm.npwpNotOnFile).toBe(true);
    const { shown, server: line } = await addAndCompare(container, vm);
    expect(shown.taxesApplied).toBe(true);
    expect(shown.insurance).toBeGreaterThan(0);
    expect(line.insurance).toBe(shown.insurance);
    const stored = await container.get<CartApi>(CART_API).list();
    expect(stored[0]).toMatchObject({ useInsurance: true, usingNpwp: true });
  });

  it('a signed-in customer with an NPWP on file: the page and the cart both apply the NPWP rate', async () => {
    const customer = await createTestCustomer(server.db);
    const sub = await server.db.selectFrom('sub_districts').select(['id', 'district_id', 'province_id']).orderBy('id').executeTakeFirstOrThrow();
    await server.db.insertInto('addresses').values({
      customer_id: customer.id, name: 'Kantor', address: 'Jl. Sudirman 1', province_id: sub.province_id, district_id: sub.district_id,
      sub_district_id: sub.id, postal_code: null, phone_number: '081234567890', phone_number_2: null, email: null, npwp: '01.234.567.8-901.000',
      npwp_file: null, long: null, lat: null, address_map: null, is_active: true,
    }).execute();
    const { container, vm } = await visitor({ token: customer.token, customerKey: customer.customerKey });
    await vm.load({ url: TAOBAO_JACKET });
    expect(vm.account).toEqual({ importerMode: false, hasNpwp: true, premium: false });
    vm.setQuantityText('10');
    const clothes = vm.productTypes.find((t) => (t.pph ?? 0) > 0);
    if (clothes) vm.setProductType(String(clothes.id));
    const withoutNpwp = vm.breakdown;
    vm.setUsingNpwp(true);
    const { shown } = await addAndCompare(container, vm);
    expect(shown.incomeTax).toBeLessThan(withoutNpwp?.incomeTax ?? 0);
  });

  it('a 1688 wholesale line (tier price, all-in air)', async () => {
    const { container, vm } = await visitor();
    await vm.load({ url: WHOLESALE_BACKPACK });
    expect(vm.seaAvailable).toBe(false);
    vm.setQuantityText('20');
    await addAndCompare(container, vm);
  });

  it('a US store page (JSON-LD, USD, country from the currency)', async () => {
    const { container, vm } = await visitor();
    await vm.load({ url: store.url('/jsonld.html') });
    expect(vm.status).toBe('ready');
    expect(vm.product?.currency).toBe('USD');
    expect(vm.product?.country).toBe('us');
    vm.setQuantityText('2');
    const { shown } = await addAndCompare(container, vm);
    expect(shown.goodsValue).toBeGreaterThan(0);
  });
});
