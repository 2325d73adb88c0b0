// The storefront's checkout and order adapters (CheckoutApi, OrderApi) and the checkout
// view-model driven against the real server over HTTP (docs/api/orders.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import type { CheckoutRequest } from '../../../src/application/ports';
import { addressInput, httpStorefront, register, startAdapterServer } from './storefront';
import { checkoutModule } from '../../../src/application/checkout/checkout.module';
import { CHECKOUT_VIEW_MODEL, type CheckoutViewModel } from '../../../src/application/checkout/checkout-view-model';

const DEMO_1688_URL = 'https://detail.1688.com/offer/677102345811.html';

let server: TestServer;

beforeAll(async () => {
  server = await startAdapterServer();
});

afterAll(async () => {
  await server?.close();
});

const storefront = () => httpStorefront(server.baseUrl);
type Storefront = ReturnType<typeof storefront>;
const customer = (sf: Storefront) => register(sf, 'checkout');

/** A customer with an address and two cart lines (a 1688 product and a manual US order). */
async function ready(): Promise<{ sf: Storefront; addressId: string; codes: string[] }> {
  const sf = storefront();
  await customer(sf);
  const address = await sf.addresses.create(await addressInput(sf, 'Rumah Budi'));
  const a = await sf.cart.addScraped({ url: DEMO_1688_URL, quantity: 2 });
  const b = await sf.cart.addManual({
    url: 'https://shop.example.com/item/9', name: 'Jam tangan', image: null, quantity: 1, price: 20, currency: 'USD',
    weightGrams: 300, lengthCm: 10, widthCm: 10, heightCm: 5, country: 'us', packageTrack: 'udara',
  });
  return { sf, addressId: address.id, codes: [a.code, b.code] };
}

describe('checkout over HTTP', () => {
  it('preview -> place (the same key answers the same invoice) -> invoice, history, bell, tracking', async () => {
    const { sf, addressId, codes } = await ready();
    const request: CheckoutRequest = { cartDetailCodes: codes, addresses: [{ addressId }] };
    const preview = await sf.checkout.preview(request);
    expect(preview.shipments).toHaveLength(1);
    expect(preview.shipments[0]?.key).toBe(`u:${addressId}`);
    expect(preview.shipments[0]?.lines.map((l) => l.cartDetailCode).sort()).toEqual([...codes].sort());
    expect(preview.shipments[0]?.shippingOptions.length).toBeGreaterThan(0);
    const t = preview.totals;
    expect(t.goodsValue).toBeGreaterThan(0);
    expect(t.total).toBe(t.landed + t.domesticShipping - t.voucherDiscount);
    expect(t.landed).toBe(preview.shipments.reduce((n, s) => n + s.summary.total, 0));
    expect(preview.voucher).toBeNull();

    const groups = await sf.checkout.paymentGroups();
    expect(groups.flatMap((g) => g.methods.map((m) => m.code))).toContain('bca_va');

    const key = crypto.randomUUID();
    const placed = await sf.checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: t.total }, key);
    expect(placed.invoiceCode).toMatch(/^INV-/);
    expect(placed.total).toBe(t.total);
    const again = await sf.checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: t.total }, key);
    expect(again.invoiceCode).toBe(placed.invoiceCode);
    expect(await sf.cart.list()).toEqual([]);

    const page = await sf.orders.invoices({ type: 'checkout', status: 'pending' });
    expect(page.items.map((i) => i.code)).toEqual([placed.invoiceCode]);
    expect(page.items[0]).toMatchObject({ total: t.total, orderCodes: [placed.orderCode], recipientName: 'Rumah Budi' });
    expect((await sf.orders.invoices({ status: 'paid' })).items).toEqual([]);
    expect((await sf.invoices.pending()).map((i) => i.code)).toContain(placed.invoiceCode);

    const detail = await sf.orders.invoice(placed.invoiceCode);
    expect(detail.amounts.total).toBe(t.total);
    expect(detail.paymentMethod).toBe('bca_va');
    expect(detail.paymentInstructions).toBeNull();
    expect(detail.orders[0]?.shipments[0]?.address.name).toBe('Rumah Budi');
    expect(detail.orders[0]?.shipments[0]?.lines).toHaveLength(2);
    expect(detail.company.name).not.toBe('');
    // The rates the order was priced with, with their date and source (docs/checkout.md "An order keeps its rates").
    expect(detail.kursUsed?.map((k) => k.code)).toContain('USD');
    expect(detail.kursUsed?.[0]).toMatchObject({ kurs: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), source: 'seed' });

    const history = await sf.orders.orders();
    expect(history.items.map((o) => o.code)).toEqual([placed.orderCode]);
    expect(history.items[0]?.itemCount).toBe(3);
    // The marketplace tabs (docs/orders.md): the counts come with the page, the row says what to do next.
    expect(history.counts).toEqual({ unpaid: 1, packing: 0, shipped: 0, completed: 0, cancelled: 0 });
    expect(history.items[0]).toMatchObject({ tab: 'unpaid', nextAction: 'pay', payInvoiceCode: placed.invoiceCode, totalPaid: 0, total: t.total });
    expect(history.items[0]?.items?.map((i) => i.quantity).sort()).toEqual([1, 2]);
    expect((await sf.orders.orders({ tab: 'shipped' })).items).toEqual([]);
    await expect(sf.orders.confirmReceipt(placed.orderCode)).rejects.toMatchObject({ status: 409, reason: 'ORDER_NOT_DELIVERED' });
    const order = await sf.orders.order(placed.orderCode);
    expect(order.canConfirm).toBe(false);
    expect(order.shipments).toHaveLength(1);
    expect(order.timeline.length).toBeGreaterThan(0);

    const owner = await sf.orders.track(placed.invoiceCode);
    expect(owner.owner).toBe(true);
    expect(owner.orders[0]?.shipments[0]?.recipient?.name).toBe('Rumah Budi');
    expect(owner.orders[0]?.shipments[0]?.lines).toHaveLength(2);

    const stranger = storefront();
    stranger.session.setAccessToken(await stranger.sessionApi.createAccessToken());
    const seen = await stranger.orders.track(placed.orderCode);
    expect(seen.owner).toBe(false);
    expect(seen.invoiceCode).toBe(placed.invoiceCode);
    expect(seen.orders[0]?.shipments[0]).toMatchObject({ recipient: null, lines: [], itemCount: 3 });
    await expect(stranger.orders.track('INV-NOPE-000')).rejects.toMatchObject({ status: 404, reason: 'INVOICE_NOT_FOUND' });

    const other = storefront();
    await customer(other);
    await expect(other.orders.invoice(placed.invoiceCode)).rejects.toMatchObject({ status: 404, reason: 'INVOICE_NOT_FOUND' });
  });

  it('a total that changed answers 409 PRICE_CHANGED and writes nothing', async () => {
    const { sf, addressId, codes } = await ready();
    const request: CheckoutRequest = { cartDetailCodes: codes, addresses: [{ addressId }] };
    const { totals } = await sf.checkout.preview(request);
    await expect(sf.checkout.placeOrder({ ...request, paymentMethod: 'qris', expectedTotal: totals.total + 1 }, crypto.randomUUID()))
      .rejects.toMatchObject({ status: 409, reason: 'PRICE_CHANGED' });
    expect((await sf.cart.list()).map((l) => l.code).sort()).toEqual([...codes].sort());
    expect((await sf.orders.invoices()).items).toEqual([]);
  });

  it('vouchers: an unknown code is refused with its reason, a good one is discounted', async () => {
    const { sf, addressId, codes } = await ready();
    const request: CheckoutRequest = { cartDetailCodes: codes, addresses: [{ addressId }] };
    await expect(sf.checkout.preview({ ...request, voucherCode: 'NOPE' }))
      .rejects.toMatchObject({ status: 422, reason: 'VOUCHER_NOT_FOUND', field: 'body.voucher_code' });
    const plain = await sf.checkout.preview(request);
    const discounted = await sf.checkout.preview({ ...request, voucherCode: 'hemat10' });
    expect(discounted.voucher?.code).toBe('HEMAT10');
    expect(discounted.totals.voucherDiscount).toBe(Math.min(50_000, Math.floor(plain.totals.landed / 10)));
    expect(discounted.totals.total).toBe(plain.totals.total - discounted.totals.voucherDiscount);
  });

  it('several addresses and a consolidation go to cart/checkout-consolidate; a wrong split is ALLOCATION_MISMATCH', async () => {
    const { sf, addressId, codes } = await ready();
    const office = await sf.addresses.create(await addressInput(sf, 'Kantor Budi'));
    const [bag, watch] = codes as [string, string];
    const request: CheckoutRequest = {
      cartDetailCodes: codes,
      addresses: [{ addressId, items: { [bag]: 1, [watch]: 1 } }, { addressId: office.id, items: { [bag]: 1 } }],
      consolidations: [{ name: 'Kiriman 1', cartDetailCodes: [bag] }],
    };
    const preview = await sf.checkout.preview(request);
    expect(preview.shipments.map((s) => s.key)).toEqual([`g0:${addressId}`, `g0:${office.id}`, `u:${addressId}`]);
    expect(preview.shipments[0]).toMatchObject({ consolidated: true, name: 'Kiriman 1' });
    await expect(sf.checkout.preview({ ...request, addresses: [{ addressId, items: { [bag]: 1, [watch]: 1 } }] }))
      .rejects.toMatchObject({ status: 422, reason: 'ALLOCATION_MISMATCH' });
    const placed = await sf.checkout.placeOrder({ ...request, paymentMethod: 'gopay', expectedTotal: preview.totals.total }, crypto.randomUUID());
    expect((await sf.orders.invoice(placed.invoiceCode)).orders[0]?.shipments).toHaveLength(3);
  });

  it('the checkout view-model places an order through the HTTP adapters', async () => {
    const { sf, codes } = await ready();
    sf.c.load(checkoutModule);
    const vm = sf.c.get<CheckoutViewModel>(CHECKOUT_VIEW_MODEL);
    await vm.load();
    expect(vm.loadFailed).toBe(false);
    expect(vm.selectedLines.map((l) => l.code).sort()).toEqual([...codes].sort());
    expect(vm.preview?.totals.total).toBeGreaterThan(0);
    vm.setVoucherInput('NOPE');
    await vm.applyVoucher();
    expect(vm.voucherError?.reason).toBe('VOUCHER_NOT_FOUND');
    vm.choosePayment('bca_va');
    expect(await vm.placeOrder()).toBe(true);
    expect(vm.invoicePath).toMatch(/^\/track\?nomor=INV-/);
    expect(await sf.cart.list()).toEqual([]);
  });
});

describe('receipt confirmed over HTTP', () => {
  it('confirms a delivered order (the same answer twice) and lists it under Selesai', async () => {
    const { sf, addressId, codes } = await ready();
    const request: CheckoutRequest = { cartDetailCodes: codes, addresses: [{ addressId }] };
    const preview = await sf.checkout.preview(request);
    const placed = await sf.checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total }, crypto.randomUUID());
    // Delivered as the console would leave it (the walk through the console: orders-completion.test.ts).
    const row = await server.db.selectFrom('orders').select('id').where('order_code', '=', placed.orderCode).executeTakeFirstOrThrow();
    await server.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', row.id).execute();
    await server.db.insertInto('order_events').values({ order_id: row.id, shipment_id: null, status: 'delivered', at: new Date(), note: null }).execute();

    const before = await sf.orders.orders({ tab: 'shipped' });
    expect(before.items[0]).toMatchObject({ code: placed.orderCode, nextAction: 'confirm_receipt', autoCompleteDays: 7 });
    expect((await sf.orders.order(placed.orderCode))).toMatchObject({ canConfirm: true });
    const done = await sf.orders.confirmReceipt(placed.orderCode);
    expect(done).toMatchObject({ code: placed.orderCode, completedBy: 'customer' });
    expect(await sf.orders.confirmReceipt(placed.orderCode)).toEqual(done);
    const after = await sf.orders.orders({ tab: 'completed' });
    expect(after.counts).toMatchObject({ shipped: 0, completed: 1 });
    expect(after.items[0]).toMatchObject({ code: placed.orderCode, tab: 'completed', completedAt: done.completedAt, autoCompleteAt: null });

    const stranger = storefront();
    await customer(stranger);
    await expect(stranger.orders.confirmReceipt(placed.orderCode)).rejects.toMatchObject({ status: 404, reason: 'ORDER_NOT_FOUND' });
  });
});
