// Restricted goods (lartas) through the storefront's HTTP adapters against the real server: the
// rates' links and the lartas list give the same entry as the server's cart line (one rule,
// src/domain/lartas); the preview's `lartas` mapped; the checkout view-model held back without the
// acknowledgement and placing the order with it; the stored acknowledgement on the invoice and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { RATES_API, type RatesApi } from '../../../src/application/ports';
import { checkoutModule } from '../../../src/application/checkout/checkout.module';
import { CHECKOUT_VIEW_MODEL, type CheckoutViewModel } from '../../../src/application/checkout/checkout-view-model';
import { lartasEntryOf } from '../../../src/application/lartas/lartas-entries';
import { addressInput, httpStorefront, register, startAdapterServer } from './storefront';

const SERUM_URL = 'https://item.taobao.com/item.htm?id=736655443322';

let server: TestServer;
beforeAll(async () => {
  server = await startAdapterServer();
});
afterAll(async () => server?.close());

describe('lartas over HTTP', () => {
  it('the storefront finds the entry the server tags the line with, and checks out only with the acknowledgement', async () => {
    const sf = httpStorefront(server.baseUrl);
    await register(sf, 'lartas');
    await sf.addresses.create(await addressInput(sf, 'Rumah Budi'));
    const rates = sf.c.get<RatesApi>(RATES_API);
    const [types, entries] = await Promise.all([rates.productTypes(), rates.lartas()]);
    const kosmetik = types.find((t) => t.lartasId === 'bpom-kosmetik');
    expect(kosmetik).toBeDefined();
    expect(entries.find((e) => e.id === 'bpom-kosmetik')).toMatchObject({ name: 'Kosmetik', nameEn: 'Cosmetics', authority: 'BPOM' });

    const added = await sf.cart.addScraped({ url: SERUM_URL, quantity: 1, productTypeId: kosmetik?.id ?? null });
    const [line] = await sf.cart.list();
    expect(line?.code).toBe(added.code);
    const hsCodes = await rates.hsCodes('3304');
    const mine = lartasEntryOf({ productTypeId: line?.productTypeId, hsCode: line?.hsCode }, { productTypes: types, hsCodes, entries })?.id;
    const wire = await fetch(`${server.baseUrl}/api/cart-detail/list`, {
      headers: { accesstoken: sf.session.accessToken() ?? '', authorization: `Token ${sf.session.loginToken() ?? ''}` },
    }).then((r) => r.json() as Promise<{ data: { lartas_id: string | null }[] }>);
    expect(mine).toBe('bpom-kosmetik');
    expect(wire.data.map((l) => l.lartas_id)).toEqual([mine]);

    sf.c.load(checkoutModule);
    const vm = sf.c.get<CheckoutViewModel>(CHECKOUT_VIEW_MODEL);
    await vm.load();
    expect(vm.preview?.lartas?.entries.map((e) => [e.entry.id, e.entry.authority, e.cartDetailCodes])).toEqual([['bpom-kosmetik', 'BPOM', [added.code]]]);
    vm.choosePayment('bca_va');
    expect(await vm.placeOrder()).toBe(false);
    expect(vm.problems).toEqual(['lartas_ack_required']);
    vm.lartas.setAcknowledged(true);
    expect(await vm.placeOrder()).toBe(true);
    const placed = vm.placed;
    if (!placed) throw new Error('not placed');
    const invoice = await sf.orders.invoice(placed.invoiceCode);
    expect(invoice.orders[0]?.lartasAck).toMatchObject({ lartasIds: ['bpom-kosmetik'], textVersion: '1', entries: [expect.objectContaining({ id: 'bpom-kosmetik', authority: 'BPOM' })] });
    expect((await sf.orders.order(placed.orderCode)).lartasAck?.lartasIds).toEqual(['bpom-kosmetik']);
  });

  it('the server refuses what the client would not send: a placed order without the acknowledgement is 422 LARTAS_ACK_REQUIRED', async () => {
    const sf = httpStorefront(server.baseUrl);
    await register(sf, 'lartas2');
    const address = await sf.addresses.create(await addressInput(sf, 'Rumah Budi'));
    const types = await sf.c.get<RatesApi>(RATES_API).productTypes();
    const added = await sf.cart.addScraped({ url: SERUM_URL, quantity: 1, productTypeId: types.find((t) => t.lartasId === 'bpom-kosmetik')?.id ?? null });
    const request = { cartDetailCodes: [added.code], addresses: [{ addressId: address.id }] };
    const preview = await sf.checkout.preview(request);
    const error = await sf.checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total }, crypto.randomUUID()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, reason: 'LARTAS_ACK_REQUIRED', field: 'body.lartas_ack' });
  });
});
