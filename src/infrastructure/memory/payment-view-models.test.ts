// Paying an invoice on /track?nomor= (TrackViewModel.payment, application/payment) on the in-memory
// adapters: methods, the charge's instructions, one Idempotency-Key per attempt, changing the method,
// the wallet, polling until paid. (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError, CHECKOUT_API, PAYMENT_API, PAYMENT_SIMULATOR, type CheckoutApi, type PaymentApi, type PaymentSimulator } from '../../application/ports';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../application/invoice/track-view-model';
import { clockText, timeLeft } from '../../application/payment/countdown';
import { PaymentAttempt } from '../../application/payment/payment-attempt';
import { must, ready, world, type World } from './checkout-world.testing';

async function invoice(w: World, walletBalance = 0, method?: string) {
  const account = must(w.backend.accounts.get('CUST-1'));
  account.walletBalance = walletBalance;
  const vm = await ready(w);
  if (method) vm.choosePayment(method);
  expect(await vm.placeOrder()).toBe(true);
  const placed = must(vm.placed);
  const track = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
  await track.show(placed.invoiceCode);
  await track.payment.loadOptions();
  return { placed, track, pay: track.payment, api: w.c.get<PaymentApi>(PAYMENT_API), sim: w.c.get<PaymentSimulator>(PAYMENT_SIMULATOR) };
}

describe('the invoice payment panel', () => {
  it('offers the chargeable methods with the invoice\'s preselected; Bayar shows the VA number, the countdown and polls', async () => {
    const w = await world();
    const { placed, pay } = await invoice(w);
    expect(pay.choosing).toBe(true);
    expect(pay.method).toBe('bca_va');
    // Every group payment-groups lists (e-wallets and stores since issue 23); the card: the memory tokenizer takes cards.
    expect(pay.methodGroups.map((g) => g.group)).toEqual(['bank_transfer', 'qris', 'ewallet', 'cstore', 'card']);
    expect(pay.payBlockedReason).toBeNull();
    expect(pay.walletOffered).toBe(false);
    expect(pay.polling).toBe(false);
    expect(pay.countdown).toBe('24:00:00'); // the due date, 24 h after checkout on the fixed clock

    expect(await pay.pay()).toBe(true);
    const charge = must(pay.charge);
    expect(charge).toMatchObject({ method: 'bca_va', methodName: 'BCA Virtual Account', bank: 'bca', vaNumber: '8077700000001', status: 'pending', orderId: `${placed.invoiceCode}-1` });
    expect(pay.choosing).toBe(false);
    expect(pay.polling).toBe(true);
    expect(pay.countdown).toBe('24:00:00');
    expect(pay.detail?.amountDue).toBe(placed.total);
  });

  it('a lost answer keeps the key: Bayar again sends the same key and the gateway charges once', async () => {
    const w = await world();
    const { pay, api, sim } = await invoice(w);
    const keys: string[] = [];
    const charge = api.charge.bind(api);
    let drop = true;
    api.charge = async (...args) => {
      keys.push(args[3]);
      const result = await charge(...args);
      if (drop) {
        drop = false;
        throw new ApiError('NETWORK');
      }
      return result;
    };
    expect(await pay.pay()).toBe(false);
    expect(pay.error).toBeInstanceOf(ApiError);
    expect(await pay.pay()).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await sim.openPayments()).toHaveLength(1);
  });

  it('Ganti metode: another method charges again and the open charge is cancelled; QRIS and Mandiri have their fields', async () => {
    const w = await world();
    const { placed, pay, sim } = await invoice(w);
    await pay.pay();
    pay.startChange();
    expect(pay.choosing).toBe(true);
    pay.choose('qris');
    expect(await pay.pay()).toBe(true);
    expect(pay.charge).toMatchObject({ method: 'qris', orderId: `${placed.invoiceCode}-2` });
    expect(pay.charge?.qrString).toContain(`${placed.invoiceCode}-2`);
    expect(pay.countdown).toBe('00:15:00');
    expect((await sim.openPayments()).map((p) => p.orderId)).toEqual([`${placed.invoiceCode}-2`]);
    pay.startChange();
    pay.choose('mandiri_bill');
    await pay.pay();
    expect(pay.charge).toMatchObject({ billerCode: '70012', billKey: '100000003', vaNumber: null });
  });

  it('polling: the gateway settles -> the invoice reloads as paid with its receipt; the bell and the order follow', async () => {
    const w = await world();
    const { placed, track, pay, sim } = await invoice(w);
    await pay.pay();
    await pay.poll();
    expect(pay.paid).toBe(false);
    await sim.settle(must(pay.charge?.orderId));
    await pay.poll();
    expect(pay.paid).toBe(true);
    expect(pay.paidHere).toBe(true);
    expect(pay.polling).toBe(false);
    expect(track.detail?.paidAt).toBe(new Date(Date.UTC(2024, 2, 1, 3)).toISOString());
    expect(track.status).toBe('paid');
    expect(track.result?.orders[0]?.status).toBe('paid');
    expect(await w.bell.pending()).toEqual([]);
    expect((await w.orders.invoices({ status: 'paid' })).items.map((i) => i.code)).toEqual([placed.invoiceCode]);
    await sim.settle(`${placed.invoiceCode}-1`); // a repeat changes nothing
    expect((await w.orders.invoice(placed.invoiceCode)).status).toBe('paid');
  });

  it('the wallet: offered above 0; part of the amount from it, the rest by VA; covering everything pays at once', async () => {
    const w = await world();
    const { placed, pay, api } = await invoice(w, 50_000);
    expect(pay.walletOffered).toBe(true);
    pay.setUseWallet(true);
    expect(pay.walletCovers).toBe(false);
    await pay.pay();
    expect(pay.detail).toMatchObject({ walletUsed: 50_000, amountDue: placed.total - 50_000 });
    expect(pay.charge?.vaNumber).toBeTruthy();
    expect((await api.wallet()).balance).toBe(0);
    expect((await api.wallet()).entries).toMatchObject([{ kind: 'payment', amount: -50_000, invoiceCode: placed.invoiceCode }]);

    const rich = await world({ customer: 'CUST-2' });
    const account = must(rich.backend.accounts.get('CUST-2'));
    account.walletBalance = 100_000_000;
    const vm = await ready(rich);
    await vm.placeOrder();
    const track = rich.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await track.show(must(vm.placed).invoiceCode);
    await track.payment.loadOptions();
    track.payment.setUseWallet(true);
    expect(track.payment.walletCovers).toBe(true);
    expect(await track.payment.pay()).toBe(true);
    expect(track.payment.paid).toBe(true);
    expect(track.detail?.walletUsed).toBe(must(vm.placed).total);
    expect(account.walletBalance).toBe(100_000_000 - must(vm.placed).total);
  });

  it('a refused charge shows the server\'s reason and asks with a new key next time', async () => {
    const w = await world();
    const { pay, api } = await invoice(w);
    const keys: string[] = [];
    const charge = api.charge.bind(api);
    api.charge = async (...args) => {
      keys.push(args[3]);
      if (keys.length === 1) throw new ApiError('UNPROCESSABLE', { reason: 'PAYMENT_METHOD_UNSUPPORTED', message: 'Metode pembayaran belum tersedia' });
      return charge(...args);
    };
    expect(await pay.pay()).toBe(false);
    expect((pay.error as ApiError).reason).toBe('PAYMENT_METHOD_UNSUPPORTED');
    expect(await pay.pay()).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('payment helpers', () => {
  it('the countdown text counts hours past a day', () => {
    expect(clockText(timeLeft(1000 + 90_061_000, 1000))).toBe('25:01:01');
    expect(clockText(timeLeft(0, 5000))).toBe('00:00:00');
  });

  it('an attempt keeps its key only while the outcome is unknown', () => {
    let n = 0;
    const attempt = new PaymentAttempt<{ m: string }>(() => `k${++n}`);
    expect(attempt.keyFor({ m: 'a' })).toBe('k1');
    attempt.answered(new ApiError('GATEWAY_TIMEOUT'));
    expect(attempt.keyFor({ m: 'a' })).toBe('k1');
    expect(attempt.keyFor({ m: 'b' })).toBe('k2');
    attempt.answered();
    expect(attempt.keyFor({ m: 'b' })).toBe('k3');
  });
});

describe('the memory gateway', () => {
  it('answers the open charge for the same method and amount; refuses what the server refuses', async () => {
    const w = await world();
    const { placed, api } = await invoice(w);
    const first = await api.charge(placed.invoiceCode, 'bca_va', { useWallet: false }, 'a');
    const second = await api.charge(placed.invoiceCode, 'bca_va', { useWallet: false }, 'b');
    expect(second.payment?.orderId).toBe(first.payment?.orderId);
    await expect(api.charge(placed.invoiceCode, 'ovo', { useWallet: false }, 'c')).rejects.toMatchObject({ reason: 'PAYMENT_METHOD_UNAVAILABLE' });
    await expect(api.charge(placed.invoiceCode, 'wallet', { useWallet: true }, 'd')).rejects.toMatchObject({ reason: 'INSUFFICIENT_BALANCE' });
    expect((await api.wallet()).entries).toEqual([]);
  });
});

describe('issue 23: the checkout\'s method preselected, e-wallets and stores paid, a disabled Bayar says why', () => {
  it.each([
    ['gopay', { deeplinkUrl: expect.stringMatching(/gopay/), qrString: expect.stringMatching(/^000201/) }],
    ['shopeepay', { deeplinkUrl: expect.stringMatching(/shopeepay/), qrString: null }],
    ['alfamart', { store: 'alfamart', paymentCode: expect.stringMatching(/^TTP\d+$/) }],
    ['indomaret', { store: 'indomaret', paymentCode: expect.stringMatching(/^8127\d+$/) }],
  ])('%s chosen at checkout: preselected, Bayar enabled, its instructions shown, then paid', async (method, shape) => {
    const w = await world();
    const { pay, sim } = await invoice(w, 0, method);
    expect(pay.method).toBe(method);
    expect(pay.canPay).toBe(true);
    expect(pay.payBlockedReason).toBeNull();
    expect(await pay.pay()).toBe(true);
    expect(must(pay.charge)).toMatchObject({ method, status: 'pending', ...shape });
    await sim.settle(must(pay.charge?.orderId));
    await pay.poll();
    expect(pay.paid).toBe(true);
  });

  it('nothing chosen: Bayar disabled and the reason says to choose; choosing enables it', async () => {
    const w = await world();
    const { pay } = await invoice(w);
    pay.method = null;
    expect(pay.canPay).toBe(false);
    expect(pay.payBlockedReason).toBe('choose');
    pay.choose('indomaret');
    expect(pay.canPay).toBe(true);
    expect(pay.payBlockedReason).toBeNull();
  });

  it('the checkout\'s method no longer offered (a gateway without e-wallets): nothing preselected, the reason says so', async () => {
    const w = await world();
    const { placed } = await invoice(w, 0, 'gopay');
    const checkout = w.c.get<CheckoutApi>(CHECKOUT_API);
    const all = await checkout.paymentGroups(placed.invoiceCode);
    checkout.paymentGroups = async () => all.filter((g) => g.group !== 'ewallet');
    const track = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await track.show(placed.invoiceCode);
    await track.payment.loadOptions();
    const pay = track.payment;
    expect(pay.detail?.paymentMethod).toBe('gopay');
    expect(pay.method).toBeNull();
    expect(pay.canPay).toBe(false);
    expect(pay.payBlockedReason).toBe('unavailable');
    pay.choose('gopay'); // not offered: still disabled, the reason says to choose one that is
    expect(pay.canPay).toBe(false);
    expect(pay.payBlockedReason).toBe('choose');
    pay.choose('bca_va');
    expect(pay.canPay).toBe(true);
    expect(pay.payBlockedReason).toBeNull();
  });
});
