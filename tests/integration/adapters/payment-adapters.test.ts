// The storefront's payment adapter (PaymentApi over HTTP) and the invoice page's payment panel
// (TrackViewModel.payment) against the real server with its embedded gateway (docs/payments.md):
// charge a BCA VA -> instructions on the invoice; pay it through the development simulator
// (POST /api/dev/pay/{order_id}/settle, the signed notification) -> status paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { PAYMENT_API, type PaymentApi } from '../../../src/application/ports';
import { invoiceModule } from '../../../src/application/invoice/invoice.module';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../../src/application/invoice/track-view-model';
import { addressInput, httpStorefront, register, startAdapterServer } from './storefront';

const DEMO_1688_URL = 'https://detail.1688.com/offer/677102345811.html';

let server: TestServer;

beforeAll(async () => {
  server = await startAdapterServer();
});

afterAll(async () => {
  await server?.close();
});

/** A signed-in customer with a pending invoice (one 1688 line, BCA VA chosen at checkout). */
async function placed() {
  const sf = httpStorefront(server.baseUrl);
  await register(sf, 'payment');
  const address = await sf.addresses.create(await addressInput(sf, 'Rumah Budi'));
  const line = await sf.cart.addScraped({ url: DEMO_1688_URL, quantity: 2 });
  const request = { cartDetailCodes: [line.code], addresses: [{ addressId: address.id }] };
  const preview = await sf.checkout.preview(request);
  const order = await sf.checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total }, `pay-${line.code}`);
  return { sf, order, payments: sf.c.get<PaymentApi>(PAYMENT_API) };
}

async function settle(orderId: string): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/dev/pay/${encodeURIComponent(orderId)}/settle`, { method: 'POST' });
  expect(res.status).toBe(200);
}

describe('payment over HTTP', () => {
  it('charge BCA VA -> instructions (the same key answers the same charge) -> settle -> paid', async () => {
    const { sf, order, payments } = await placed();
    expect(await payments.wallet()).toMatchObject({ balance: 0 });
    expect((await sf.orders.invoice(order.invoiceCode)).paymentInstructions).toBeNull();

    const charge = await payments.charge(order.invoiceCode, 'bca_va', { useWallet: false }, `charge-${order.invoiceCode}`);
    expect(charge).toMatchObject({ invoiceCode: order.invoiceCode, status: 'pending', amount: order.total, walletUsed: 0, amountDue: order.total });
    const va = charge.payment;
    expect(va).toMatchObject({ method: 'bca_va', methodName: 'BCA Virtual Account', bank: 'bca', status: 'pending', qrString: null });
    expect(va?.vaNumber).toMatch(/^\d{8,}$/);
    expect(va?.orderId).toMatch(new RegExp(`^${order.invoiceCode}-\\d+$`));
    expect(Date.parse(va?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const again = await payments.charge(order.invoiceCode, 'bca_va', { useWallet: false }, `charge-${order.invoiceCode}`);
    expect(again.payment?.orderId).toBe(va?.orderId);

    const detail = await sf.orders.invoice(order.invoiceCode);
    expect(detail.paymentInstructions).toEqual(va);
    expect(detail.paidAt).toBeNull();
    expect(await payments.status(order.invoiceCode)).toEqual({ status: 'pending', paidAt: null, amountDue: order.total });

    await settle(va?.orderId ?? '');
    const status = await payments.status(order.invoiceCode);
    expect(status.status).toBe('paid');
    expect(status.amountDue).toBe(0);
    expect(Date.parse(status.paidAt ?? '')).toBeGreaterThan(0);
    const paid = await sf.orders.invoice(order.invoiceCode);
    expect(paid).toMatchObject({ status: 'paid', paidAt: status.paidAt });
    expect(paid.orders[0]?.status).toBe('paid');
    expect((await sf.invoices.pending(['checkout', 'additional'])).map((i) => i.code)).not.toContain(order.invoiceCode);
  });

  it('the invoice page: Bayar, then Ganti metode to QRIS (a new charge), then the simulator pays and the poll shows it paid', async () => {
    const { sf, order } = await placed();
    sf.c.load(invoiceModule);
    const track = sf.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await track.show(order.invoiceCode);
    const pay = track.payment;
    await pay.loadOptions();
    expect(pay.choosing).toBe(true);
    expect(pay.method).toBe('bca_va');
    expect(pay.methodGroups.flatMap((g) => g.methods.map((m) => m.code))).toContain('qris');
    expect(await pay.pay()).toBe(true);
    const first = pay.charge?.orderId ?? '';
    expect(pay.charge?.vaNumber).toBeTruthy();

    pay.startChange();
    pay.choose('qris');
    expect(await pay.pay()).toBe(true);
    expect(pay.charge?.method).toBe('qris');
    expect(pay.charge?.qrString).toBeTruthy();
    expect(pay.charge?.orderId).not.toBe(first);

    await pay.poll();
    expect(pay.paid).toBe(false);
    await settle(pay.charge?.orderId ?? '');
    await pay.poll();
    expect(pay.paid).toBe(true);
    expect(pay.paidHere).toBe(true);
    expect(track.detail?.paidAt).toBeTruthy();
    expect(track.detail?.paymentInstructions?.method).toBe('qris');
  });
});
