// After payment on the in-memory adapters (docs/api/ops.md 'The customer's side'): the order
// detail's lines (states, photos, weights, settlements, parcels), the decision and the cancel with
// their Idempotency-Keys and wallet credits, the anonymous vs the owner's tracking, ratings, tickets,
// the notifications and the bell. (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import {
  ApiError, CHECKOUT_API, PAYMENT_API, PAYMENT_SIMULATOR, type CheckoutApi, type PaymentApi, type PaymentSimulator,
} from '../../application/ports';
import { FULFILMENT_API, FULFILMENT_SIMULATOR, type FulfilmentApi, type FulfilmentSimulator } from '../../application/ports/fulfilment-api.port';
import { TICKET_API, type TicketApi } from '../../application/ports/ticket-api.port';
import { CUSTOMER_NOTIFICATION_API, type CustomerNotificationApi } from '../../application/ports/customer-notification-api.port';
import { ORDER_HISTORY_VIEW_MODEL, type OrderHistoryViewModel } from '../../application/invoice/order-history-view-model';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../application/invoice/track-view-model';
import { compareWeight } from '../../application/fulfilment/line-view';
import { ratingModule } from '../../application/fulfilment/rating.module';
import { RATING_FORM_VIEW_MODEL, type RatingFormViewModel } from '../../application/fulfilment/rating-form-view-model';
import { PRODUCT_REVIEWS_VIEW_MODEL, type ProductReviewsViewModel } from '../../application/fulfilment/product-reviews-view-model';
import { NotificationViewModel } from '../../application/notification/notification-view-model';
import { INVOICE_API, type InvoiceApi } from '../../application/ports/invoice-api.port';
import { ticketCreateModule, ticketsModule } from '../../application/support/tickets.module';
import { TICKETS_CREATE_VIEW_MODEL, type TicketsCreateViewModel } from '../../application/support/tickets-create-view-model';
import { TICKET_DETAIL_VIEW_MODEL, type TicketDetailViewModel } from '../../application/support/ticket-detail-view-model';
import { TICKETS_VIEW_MODEL, type TicketsViewModel } from '../../application/support/tickets-view-model';
import { DEMO_PRODUCTS } from './demo-data';
import { must, world, type World } from './checkout-world.testing';

/** The cart ordered to the first address and paid by BCA VA (the gateway settles it). */
async function paidOrder(w: World) {
  const checkout = w.c.get<CheckoutApi>(CHECKOUT_API);
  const request = { cartDetailCodes: w.codes, addresses: [{ addressId: must(w.addresses[0]).id }] };
  const preview = await checkout.preview(request);
  const placed = await checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total }, 'k-place');
  const charged = await w.c.get<PaymentApi>(PAYMENT_API).charge(placed.invoiceCode, 'bca_va', { useWallet: false }, 'k-charge');
  await w.c.get<PaymentSimulator>(PAYMENT_SIMULATOR).settle(must(charged.payment?.orderId));
  const sim = w.c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR);
  const lines = sim.lines(placed.orderCode);
  return { placed, sim, lines, first: must(lines[0]), second: must(lines[1]) };
}

async function openedOrder(w: World, code: string) {
  const vm = w.c.get<OrderHistoryViewModel>(ORDER_HISTORY_VIEW_MODEL);
  await vm.toggle(code);
  const state = vm.opened[code];
  if (state?.kind !== 'loaded') throw new Error(`order not loaded: ${state?.kind}`);
  return { vm, order: state.order, fulfilment: must(state.order.fulfilment) };
}

const balance = (w: World) => must(w.backend.accounts.get('CUST-1')).walletBalance;

describe('the order detail after payment', () => {
  it('has no fulfilment before payment; once paid every line starts at paid with its timeline', async () => {
    const w = await world();
    const checkout = w.c.get<CheckoutApi>(CHECKOUT_API);
    const request = { cartDetailCodes: w.codes, addresses: [{ addressId: must(w.addresses[0]).id }] };
    const preview = await checkout.preview(request);
    const placed = await checkout.placeOrder({ ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total }, 'k1');
    expect((await w.orders.order(placed.orderCode)).fulfilment).toBeNull();
    const w2 = await world();
    const { placed: paid } = await paidOrder(w2);
    const { fulfilment } = await openedOrder(w2, paid.orderCode);
    expect(fulfilment.lines).toHaveLength(2);
    expect(fulfilment.lines.map((l) => l.state)).toEqual(['paid', 'paid']);
    expect(fulfilment.lines[0]?.timeline.map((t) => t.state)).toEqual(['paid']);
    expect(fulfilment.lines[0]?.canCancel).toBe(true);
  });

  it('shows the purchase, the photos, the measured weight against the estimate, storage and the settlements', async () => {
    const w = await world();
    const { placed, sim, first, second } = await paidOrder(w);
    const higher = sim.purchase(first.lineId, 60);
    expect(higher?.outcome).toBe('additional_invoice');
    sim.purchase(second.lineId);
    const lighter = sim.receive(first.lineId, { measuredGrams: first.weight.estimatedGrams - 200, photos: 3 });
    expect(lighter).toMatchObject({ outcome: 'credit', amount: 200 * first.quantity * 60 });
    const { fulfilment } = await openedOrder(w, placed.orderCode);
    const line = must(fulfilment.lines.find((l) => l.lineId === first.lineId));
    expect(line.state).toBe('at_warehouse');
    expect(line.timeline.map((t) => t.state)).toEqual(['paid', 'purchased', 'at_warehouse']);
    expect(line.photos).toHaveLength(3);
    expect(compareWeight(line.weight)).toMatchObject({ direction: 'lighter', differenceGrams: -200 });
    expect(line.storage).toMatchObject({ freeDays: 30, daysLeft: 30, ended: false });
    expect(line.purchase?.pricePaid).toBe(60);
    expect(fulfilment.settlement.credited).toBe(200 * first.quantity * 60);
    expect(fulfilment.settlement.invoices).toHaveLength(1);
    expect(fulfilment.settlement.invoices[0]).toMatchObject({ status: 'pending', invoiceCode: higher?.invoiceCode });
    // The additional invoice is on the bell and payable like any invoice.
    const pending = await w.c.get<InvoiceApi>(INVOICE_API).pending(['additional']);
    expect(pending.map((i) => i.code)).toContain(higher?.invoiceCode);
  });

  it('a decision asks first, then moves the line with one key; refund credits the wallet and reloads the order', async () => {
    const w = await world();
    const { placed, sim, first } = await paidOrder(w);
    sim.purchase(first.lineId);
    sim.receive(first.lineId, { measuredGrams: first.weight.estimatedGrams, problem: 'Warna tidak sesuai' });
    const { vm, fulfilment } = await openedOrder(w, placed.orderCode);
    expect(fulfilment.lines.find((l) => l.lineId === first.lineId)).toMatchObject({ state: 'needs_decision', canDecide: true, problem: { reason: 'Warna tidak sesuai' } });
    const api = w.c.get<FulfilmentApi>(FULFILMENT_API);
    const keys: string[] = [];
    const decide = api.decide.bind(api);
    let drop = true;
    api.decide = async (...args) => {
      keys.push(args[2]);
      const answer = await decide(...args);
      if (drop) {
        drop = false;
        throw new ApiError('NETWORK');
      }
      return answer;
    };
    const before = balance(w);
    vm.actions.ask({ kind: 'decide', lineId: first.lineId, choice: 'refund' });
    await vm.actions.confirm();
    expect(vm.actions.errorOf(first.lineId)).toBe('failed');
    expect(vm.actions.prompt).not.toBeNull(); // still asking: the answer was lost
    await vm.actions.confirm();
    expect(keys[0]).toBe(keys[1]); // the same key: the server answers once
    expect(vm.actions.doneOf(first.lineId)).toMatchObject({ kind: 'decided', choice: 'refund' });
    const credited = must(vm.actions.doneOf(first.lineId)).credited;
    expect(credited).toBeGreaterThan(0);
    expect(balance(w) - before).toBe(credited);
    const state = vm.opened[placed.orderCode];
    expect(state?.kind === 'loaded' && state.order.fulfilment?.lines.find((l) => l.lineId === first.lineId)?.state).toBe('refunded');
    expect(state?.kind === 'loaded' && state.order.fulfilment?.settlement.credited).toBe(credited);
  });

  it('a decision refused because the line moved meanwhile says so and reloads', async () => {
    const w = await world();
    const { placed, sim, first } = await paidOrder(w);
    sim.purchase(first.lineId);
    sim.receive(first.lineId, { measuredGrams: 500, problem: 'Rusak' });
    const { vm } = await openedOrder(w, placed.orderCode);
    await w.c.get<FulfilmentApi>(FULFILMENT_API).decide(first.lineId, 'accept', 'other-tab');
    vm.actions.ask({ kind: 'decide', lineId: first.lineId, choice: 'return_to_seller' });
    await vm.actions.confirm();
    expect(vm.actions.errorOf(first.lineId)).toBe('conflict');
    expect(vm.actions.prompt).toBeNull();
    const state = vm.opened[placed.orderCode];
    expect(state?.kind === 'loaded' && state.order.fulfilment?.lines.find((l) => l.lineId === first.lineId)?.state).toBe('at_warehouse');
  });

  it('cancels a paid line after the confirmation; the line share goes to the wallet; a purchased line cannot be', async () => {
    const w = await world();
    const { placed, sim, first, second } = await paidOrder(w);
    sim.purchase(second.lineId);
    const { vm } = await openedOrder(w, placed.orderCode);
    const before = balance(w);
    vm.actions.ask({ kind: 'cancel', lineId: first.lineId });
    vm.actions.dismiss();
    expect(vm.actions.prompt).toBeNull();
    await vm.actions.confirm(); // nothing asked: nothing sent
    expect(balance(w)).toBe(before);
    vm.actions.ask({ kind: 'cancel', lineId: first.lineId });
    await vm.actions.confirm();
    const done = must(vm.actions.doneOf(first.lineId));
    expect(done.kind).toBe('cancelled');
    expect(done.credited).toBeGreaterThan(0);
    expect(balance(w) - before).toBe(done.credited);
    const state = vm.opened[placed.orderCode];
    const line = state?.kind === 'loaded' ? state.order.fulfilment?.lines.find((l) => l.lineId === first.lineId) : undefined;
    expect(line?.timeline.map((t) => t.state)).toEqual(['paid', 'cancelled', 'refunded']);
    await expect(w.c.get<FulfilmentApi>(FULFILMENT_API).cancel(second.lineId, 'k')).rejects.toMatchObject({ status: 409, reason: 'STATE_CONFLICT' });
  });

  it('?order= focuses one order; an unknown one reads not found', async () => {
    const w = await world();
    const { placed } = await paidOrder(w);
    const vm = w.c.get<OrderHistoryViewModel>(ORDER_HISTORY_VIEW_MODEL);
    await vm.focus(placed.orderCode);
    expect(vm.focused).toBe(placed.orderCode);
    expect(vm.opened[placed.orderCode]?.kind).toBe('loaded');
    await vm.focus('ORD-NOPE');
    expect(vm.opened['ORD-NOPE']?.kind).toBe('not_found');
  });
});

describe('tracking after payment', () => {
  it('anyone sees each line\'s state and dates only; the owner the full lines, parcels and the line actions', async () => {
    const w = await world();
    const { placed, sim, first, second } = await paidOrder(w);
    for (const l of [first, second]) {
      sim.purchase(l.lineId);
      sim.receive(l.lineId, { measuredGrams: 700 });
    }
    const parcel = sim.ship([first.lineId, second.lineId], 'SF Express', 'SF123456789');
    sim.advance(parcel, 'in_customs');
    const owner = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await owner.show(placed.invoiceCode);
    const order = must(owner.result?.orders[0]);
    expect(order.fulfilment?.parcels[0]).toMatchObject({ parcelCode: parcel, carrier: 'SF Express', trackingNumber: 'SF123456789', state: 'in_customs' });
    expect(order.fulfilment?.lines[0]?.photos.length).toBeGreaterThan(0);
    expect(owner.actions.available).toBe(true);
    w.session.clearLogin();
    const anyone = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await anyone.show(placed.orderCode);
    const seen = must(anyone.result?.orders[0]);
    expect(seen.fulfilment).toBeNull();
    expect(seen.lines.map((l) => l.state)).toEqual(['in_customs', 'in_customs']);
    expect(Object.keys(must(seen.lines[0])).sort()).toEqual(['lineId', 'parcelCode', 'state', 'stateLabel', 'timeline']);
    expect(seen.lines[0]?.timeline.map((t) => t.state)).toEqual(['paid', 'purchased', 'at_warehouse', 'packed', 'shipped', 'in_customs']);
  });
});

describe('ratings and reviews', () => {
  it('rates a delivered line once: stars required, text kept on failure; the review shows on the product', async () => {
    const w = await world();
    w.c.load(ratingModule);
    const { sim, first } = await paidOrder(w);
    const form = w.c.get<RatingFormViewModel>(RATING_FORM_VIEW_MODEL);
    await form.open(first.cartDetailCode);
    expect(form.canRate).toBe(false); // not delivered
    sim.purchase(first.lineId);
    sim.receive(first.lineId, { measuredGrams: 700 });
    const parcel = sim.ship([first.lineId], 'SF', 'SF1');
    for (const s of ['in_customs', 'customs_cleared', 'out_for_delivery', 'delivered']) sim.advance(parcel, s);
    await form.open(first.cartDetailCode);
    expect(form.canRate).toBe(true);
    await form.submit();
    expect(form.starsMissing).toBe(true);
    form.setStars(4);
    form.setText('Bagus sekali');
    await form.submit();
    expect(form.saved).toMatchObject({ stars: 4, text: 'Bagus sekali' });
    const again = w.c.get<RatingFormViewModel>(RATING_FORM_VIEW_MODEL);
    await again.open(first.cartDetailCode);
    expect(again.canRate).toBe(false);
    expect(again.target?.rating?.stars).toBe(4);
    const reviews = w.c.get<ProductReviewsViewModel>(PRODUCT_REVIEWS_VIEW_MODEL);
    const product = must(DEMO_PRODUCTS.find((p) => p.name === first.name));
    await reviews.show({ url: product.url });
    expect(reviews.reviews[0]).toMatchObject({ rating: 4, text: 'Bagus sekali', name: 'Budi S.' });
  });

  it('an already-rated answer keeps the form closed; reviews of a product without ratings are empty', async () => {
    const w = await world();
    w.c.load(ratingModule);
    const reviews = w.c.get<ProductReviewsViewModel>(PRODUCT_REVIEWS_VIEW_MODEL);
    await reviews.show({ url: DEMO_PRODUCTS[0]?.url ?? '' });
    expect(reviews.average).toBe(4.5);
    expect(reviews.total).toBe(2);
    await reviews.show({ url: 'https://example.com/none' });
    expect(reviews.empty).toBe(true);
    expect(reviews.average).toBeNull();
  });
});

describe('tickets', () => {
  it('validates with clear errors, keeps what was typed on a failure, creates once per key and opens the ticket', async () => {
    const w = await world();
    w.c.load(ticketsModule, ticketCreateModule);
    const { placed, first } = await paidOrder(w);
    const vm = w.c.get<TicketsCreateViewModel>(TICKETS_CREATE_VIEW_MODEL);
    await vm.start(placed.orderCode, first.lineId);
    expect(vm.orders.map((o) => o.code)).toContain(placed.orderCode);
    expect(vm.lines.map((l) => l.lineId)).toContain(first.lineId);
    expect(vm.fields.lineId).toBe(first.lineId);
    vm.set('amount', '12,5');
    vm.leave('amount');
    expect(vm.errorOf('amount')).toBe('amount_not_number');
    expect(vm.errorOf('message')).toBeNull(); // not left yet
    expect(await vm.submit()).toBe(false);
    expect(vm.errorOf('reason')).toBe('reason_required');
    expect(vm.errorOf('message')).toBe('message_required');
    vm.set('reason', 'damaged');
    vm.set('message', 'Tas robek di jahitan');
    vm.set('amount', 'Rp 50.000');
    const api = w.c.get<TicketApi>(TICKET_API);
    const create = api.create.bind(api);
    const keys: string[] = [];
    let fail = true;
    api.create = async (input, key) => {
      keys.push(key);
      if (fail) {
        fail = false;
        throw new ApiError('INTERNAL');
      }
      return create(input, key);
    };
    expect(await vm.submit()).toBe(false);
    expect(vm.failed).toBe(true);
    expect(vm.fields).toMatchObject({ reason: 'damaged', message: 'Tas robek di jahitan', amount: 'Rp 50.000' });
    expect(await vm.submit()).toBe(true);
    expect(keys[0]).toBe(keys[1]);
    const created = must(vm.created);
    expect(created).toMatchObject({ status: 'open', amountRequested: 50_000, lineId: first.lineId, reason: 'damaged' });

    const list = w.c.get<TicketsViewModel>(TICKETS_VIEW_MODEL);
    await list.show({ page: 1 });
    expect(list.rows.map((t) => t.id)).toEqual([created.id]);

    const detail = w.c.get<TicketDetailViewModel>(TICKET_DETAIL_VIEW_MODEL);
    await detail.show(created.id);
    expect(detail.open).toBe(true);
    w.c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR).answerTicket(created.id, 'Mohon kirim foto kerusakan.');
    await detail.show(created.id);
    expect(detail.ticket?.status).toBe('answered');
    await detail.sendReply();
    expect(detail.replyMissing).toBe(true);
    detail.setReply('Foto sudah saya kirim lewat chat.');
    await detail.sendReply();
    expect(detail.ticket?.status).toBe('open');
    expect(detail.ticket?.messages.map((m) => m.author)).toEqual(['customer', 'staff', 'customer']);
    detail.askWithdraw();
    await detail.withdraw();
    expect(detail.withdrawn).toBe(true);
    await list.reload();
    expect(list.empty).toBe(true);
  });

  it('a server refusal naming the order shows under it; a resolved ticket cannot be replied to or withdrawn', async () => {
    const w = await world();
    w.c.load(ticketsModule, ticketCreateModule);
    const { placed } = await paidOrder(w);
    const vm = w.c.get<TicketsCreateViewModel>(TICKETS_CREATE_VIEW_MODEL);
    await vm.start('ORD-LAIN', null);
    vm.set('reason', 'other');
    vm.set('message', 'Halo');
    expect(await vm.submit()).toBe(false);
    expect(vm.errorOf('orderCode')).toBe('order_not_found');
    vm.set('orderCode', placed.orderCode);
    expect(vm.errorOf('orderCode')).toBeNull();
    expect(await vm.submit()).toBe(true);
    const id = must(vm.created).id;
    w.c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR).resolveTicket(id, 'approved', 25_000);
    const detail = w.c.get<TicketDetailViewModel>(TICKET_DETAIL_VIEW_MODEL);
    await detail.show(id);
    expect(detail.open).toBe(false);
    expect(detail.ticket?.amountRefunded).toBe(25_000);
  });
});

describe('notifications and the bell', () => {
  it('lists the moves newest first with links, counts the unread and marks them read', async () => {
    const w = await world();
    const { placed, sim, first } = await paidOrder(w);
    const extra = sim.purchase(first.lineId, 99);
    sim.receive(first.lineId, { measuredGrams: 100, problem: 'Rusak' });
    const vm = new NotificationViewModel(w.c.get<InvoiceApi>(INVOICE_API), w.c.get<CustomerNotificationApi>(CUSTOMER_NOTIFICATION_API));
    await vm.load();
    expect(vm.notifications.map((n) => n.kind)).toEqual(['decision_needed', 'price_difference', 'arrived', 'price_difference', 'purchased']);
    expect(vm.unread).toBe(5);
    expect(vm.rows.map((r) => r.code)).toContain(extra?.invoiceCode); // the additional invoice is pending
    await vm.markRead(must(vm.notifications[0]).id);
    expect(vm.unread).toBe(4);
    await vm.markAllRead();
    expect(vm.unread).toBe(0);
    expect(vm.notifications.every((n) => n.read)).toBe(true);
    expect(placed.orderCode).toBeTruthy();
  });
});

describe('/history by tab, and receipt confirmed (docs/orders.md)', () => {
  it('moves a paid order from Dikemas to Dikirim, then on "Pesanan Diterima" to Selesai with its counts, and shows the courier page', async () => {
    const w = await world();
    const { placed, sim, first, second } = await paidOrder(w);
    const vm = w.c.get<OrderHistoryViewModel>(ORDER_HISTORY_VIEW_MODEL);
    await vm.show({ tab: 'packing', status: null, page: 1 });
    expect(vm.rows.map((r) => [r.code, r.nextAction])).toEqual([[placed.orderCode, 'track']]);
    expect(vm.counts).toMatchObject({ packing: 1, shipped: 0 });

    for (const l of [first, second]) {
      sim.purchase(l.lineId);
      sim.receive(l.lineId, { measuredGrams: l.weight.estimatedGrams, photos: 1 });
    }
    const parcel = sim.ship([first.lineId, second.lineId], 'SF Express', 'SF1');
    sim.advance(parcel, 'in_customs');
    sim.advance(parcel, 'customs_cleared');
    sim.advance(parcel, 'out_for_delivery', { courier: 'SiCepat', trackingNumber: 'SCP-1' });
    sim.advance(parcel, 'delivered');

    await vm.show({ tab: 'shipped', status: null, page: 1 });
    expect(vm.rows[0]).toMatchObject({ code: placed.orderCode, nextAction: 'confirm_receipt', autoCompleteDays: 7 });
    await vm.toggle(placed.orderCode);
    const opened = vm.opened[placed.orderCode];
    const order = opened?.kind === 'loaded' ? opened.order : null;
    expect(order?.canConfirm).toBe(true);
    expect(order?.fulfilment?.parcels[0]?.domesticTrackingUrl).toBe('https://www.sicepat.com/checkAwb');

    const sent = vm.confirmReceipt(placed.orderCode);
    expect(vm.confirming[placed.orderCode]).toBe('sending');
    expect(await vm.confirmReceipt(placed.orderCode)).toBe(false); // a second press while on its way sends nothing
    expect(await sent).toBe(true);
    expect(vm.confirming[placed.orderCode]).toBeUndefined();
    expect(vm.rows).toEqual([]); // no longer under Dikirim
    expect(vm.counts).toMatchObject({ shipped: 0, completed: 1 });
    const reloaded = vm.opened[placed.orderCode];
    expect(reloaded?.kind === 'loaded' ? reloaded.order.canConfirm : null).toBe(false);
    await vm.show({ tab: 'completed', status: null, page: 1 });
    expect(vm.rows[0]).toMatchObject({ code: placed.orderCode, tab: 'completed', nextAction: 'rate', completedBy: 'customer' });
  });
});
