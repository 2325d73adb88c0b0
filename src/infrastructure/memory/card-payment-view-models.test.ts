// Paying an invoice by card on /track?nomor= (TrackViewModel.payment, application/payment) on the
// in-memory adapters: the card offered only when the tokenizer says so, the field errors after a
// submit, a refused token (number kept, CVV cleared), the charge with the token sending the page to
// 3-D Secure, the wallet's part with the rest by card, a denied card offering the methods again.
// (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import {
  ApiError, CARD_TOKENIZER, PAGE_REDIRECT, PAYMENT_API, type CardTokenizer, type ChargeOptions, type PageRedirect, type PaymentApi,
} from '../../application/ports';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../application/invoice/track-view-model';
import { must, ready, world, type World } from './checkout-world.testing';
import { MEMORY_ORDER_STORE, type MemoryOrderStore } from './order-store.memory';

const GOOD = { number: '4811 1111 1111 1114', expMonth: '12', expYear: '30', cvv: '123' };

async function cardInvoice(w: World, options: { walletBalance?: number; cardAvailable?: boolean } = {}) {
  must(w.backend.accounts.get('CUST-1')).walletBalance = options.walletBalance ?? 0;
  const redirects: string[] = [];
  w.c.bind<PageRedirect>(PAGE_REDIRECT).toConstantValue((url) => redirects.push(url));
  const cards = w.c.get<CardTokenizer>(CARD_TOKENIZER);
  if (options.cardAvailable === false) cards.config = async () => ({ available: false, scriptUrl: null, clientKey: null, environment: null });
  const api = w.c.get<PaymentApi>(PAYMENT_API);
  const charges: { method: string; options: ChargeOptions; key: string }[] = [];
  const charge = api.charge.bind(api);
  api.charge = async (code, method, chargeOptions, key) => {
    charges.push({ method, options: chargeOptions, key });
    return charge(code, method, chargeOptions, key);
  };
  const vm = await ready(w);
  expect(await vm.placeOrder()).toBe(true);
  const placed = must(vm.placed);
  const track = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
  await track.show(placed.invoiceCode);
  await track.payment.loadOptions();
  return { placed, track, pay: track.payment, redirects, charges, api };
}

function typeCard(pay: TrackViewModel['payment'], card: Partial<typeof GOOD>) {
  for (const [field, value] of Object.entries(card)) pay.card.set(field as keyof typeof GOOD, value);
}

describe('paying an invoice by card', () => {
  it('offers the card when the tokenizer has it, hides it when not', async () => {
    const on = await cardInvoice(await world());
    expect(on.pay.cardAvailable).toBe(true);
    expect(on.pay.methodGroups.map((g) => g.group)).toEqual(['bank_transfer', 'qris', 'ewallet', 'cstore', 'card']);

    const off = await cardInvoice(await world(), { cardAvailable: false });
    expect(off.pay.cardAvailable).toBe(false);
    expect(off.pay.methodGroups.map((g) => g.group)).toEqual(['bank_transfer', 'qris', 'ewallet', 'cstore']);
    off.pay.choose('credit_card');
    expect(off.pay.canPay).toBe(false);
  });

  it('shows the field errors after a submit attempt, and charges nothing', async () => {
    const { pay, charges } = await cardInvoice(await world());
    pay.choose('credit_card');
    expect(pay.cardChosen).toBe(true);
    expect(pay.card.errors).toEqual({});
    expect(await pay.pay()).toBe(false);
    expect(pay.card.errors).toEqual({ number: 'required', expiry: 'required', cvv: 'required' });
    typeCard(pay, { number: '4811111111111115', expMonth: '01', expYear: '24', cvv: '12' });
    expect(pay.card.number).toBe('4811 1111 1111 1115');
    expect(pay.card.errors).toEqual({ number: 'invalid', expiry: 'expired', cvv: 'invalid' });
    typeCard(pay, GOOD);
    expect(pay.card.errors).toEqual({});
    expect(pay.card.brand).toBe('visa');
    expect(charges).toEqual([]);
    expect(pay.error).toBeNull();
  });

  it('a card the gateway refuses shows its error, keeps the number and clears the CVV', async () => {
    const { pay, charges } = await cardInvoice(await world());
    pay.choose('credit_card');
    typeCard(pay, { ...GOOD, number: '4911 1111 1111 1113' });
    expect(await pay.pay()).toBe(false);
    expect(pay.error).toBeInstanceOf(ApiError);
    expect(pay.error).toMatchObject({ reason: 'CARD_DECLINED', message: 'Card is declined by the bank' });
    expect(pay.card.number).toBe('4911 1111 1111 1113');
    expect(pay.card.expMonth).toBe('12');
    expect(pay.card.cvv).toBe('');
    expect(pay.card.errors).toEqual({}); // the CVV's 'required' waits for the next submit
    expect(pay.charging).toBe(false);
    expect(charges).toEqual([]);
  });

  it('charges with the token, forgets the card and sends the page to 3-D Secure; a new token is a new attempt', async () => {
    const { placed, pay, charges, redirects } = await cardInvoice(await world());
    pay.choose('credit_card');
    typeCard(pay, GOOD);
    expect(await pay.pay()).toBe(true);
    expect(charges).toMatchObject([{ method: 'credit_card', options: { useWallet: false, cardToken: 'tok-1114' } }]);
    const url = `https://pay.example.com/3ds/${placed.invoiceCode}-1`;
    expect(redirects).toEqual([url]);
    expect(pay.redirectingTo).toBe(url);
    expect(pay.card).toMatchObject({ number: '', expMonth: '', expYear: '', cvv: '' });
    expect(pay.charge).toMatchObject({ method: 'credit_card', redirectUrl: url, status: 'pending' });
    expect(pay.canPay).toBe(false);

    // Back without finishing 3-D Secure: 'Ganti metode pembayaran', the card again with another token.
    pay.startChange();
    expect(pay.redirectingTo).toBeNull();
    pay.choose('credit_card');
    typeCard(pay, { ...GOOD, number: '5211 1111 1111 1117' });
    expect(await pay.pay()).toBe(true);
    expect(charges[1]?.options.cardToken).toBe('tok-1117');
    expect(charges[1]?.key).not.toBe(charges[0]?.key);
  });

  it('the wallet pays its part and the card the rest; a wallet covering everything needs no card', async () => {
    const { placed, pay, charges, redirects } = await cardInvoice(await world(), { walletBalance: 50_000 });
    pay.choose('credit_card');
    pay.setUseWallet(true);
    expect(pay.cardChosen).toBe(true);
    typeCard(pay, GOOD);
    expect(await pay.pay()).toBe(true);
    expect(charges).toMatchObject([{ method: 'credit_card', options: { useWallet: true, cardToken: 'tok-1114' } }]);
    expect(pay.detail).toMatchObject({ walletUsed: 50_000, amountDue: placed.total - 50_000 });
    expect(redirects).toEqual([`https://pay.example.com/3ds/${placed.invoiceCode}-1`]);

    const rich = await world({ customer: 'CUST-1' });
    const covered = await cardInvoice(rich, { walletBalance: 100_000_000 });
    covered.pay.choose('credit_card');
    covered.pay.setUseWallet(true);
    expect(covered.pay.walletCovers).toBe(true);
    expect(covered.pay.cardChosen).toBe(false);
    expect(await covered.pay.pay()).toBe(true);
    expect(covered.charges).toMatchObject([{ method: 'wallet', options: { useWallet: true } }]);
    expect(covered.pay.paid).toBe(true);
    expect(covered.redirects).toEqual([]);
  });

  it('a denied card leaves the invoice pending: the methods show again with the card preselected', async () => {
    const w = await world();
    const { placed, track, pay } = await cardInvoice(w);
    pay.choose('credit_card');
    typeCard(pay, GOOD);
    await pay.pay();
    expect(pay.choosing).toBe(false);
    const store = w.c.get<MemoryOrderStore>(MEMORY_ORDER_STORE);
    const record = must(store.byInvoice(placed.invoiceCode));
    for (const p of store.payments) p.instructions.status = 'denied';
    record.detail.paymentInstructions = { ...must(record.detail.paymentInstructions), status: 'denied' };
    await track.refresh();
    expect(pay.charge).toBeNull();
    expect(pay.choosing).toBe(true);
    expect(pay.cardDenied).toBe(true);
    expect(pay.method).toBe('credit_card');
  });
});
