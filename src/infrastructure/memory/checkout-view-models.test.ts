// The checkout and invoice view-models (src/application/checkout, src/application/invoice) on the
// in-memory adapters, as Storybook and the serverless mode run them. (Application tests may not
// import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../application/ports';
import { INVOICE_DETAIL_VIEW_MODEL, type InvoiceDetailViewModel } from '../../application/invoice/invoice-detail-view-model';
import { INVOICE_HISTORY_VIEW_MODEL, invoiceQueryOf, type InvoiceHistoryViewModel } from '../../application/invoice/invoice-history-view-model';
import { ORDER_HISTORY_VIEW_MODEL, type OrderHistoryViewModel } from '../../application/invoice/order-history-view-model';
import { TRACK_VIEW_MODEL, type TrackViewModel } from '../../application/invoice/track-view-model';
import { ADDRESS, OFFICE, must, ready, world, type World } from './checkout-world.testing';

describe('CheckoutViewModel', () => {
  it('checks out every line by default to the active address and shows the server breakdown', async () => {
    const w = await world();
    const vm = await ready(w);
    expect(vm.selectedLines.map((l) => l.code)).toEqual(w.codes);
    expect(vm.request).toMatchObject({ cartDetailCodes: w.codes, addresses: [{ addressId: must(w.addresses[0]).id }] });
    expect(vm.request?.addresses[0]?.items).toBeUndefined();
    const preview = must(vm.preview);
    expect(preview.shipments).toHaveLength(1);
    const t = preview.totals;
    expect(t.goodsValue).toBeGreaterThan(0);
    expect(t.domesticShipping).toBeGreaterThan(0);
    expect(t.total).toBe(t.landed + t.domesticShipping - t.voucherDiscount);
    expect(vm.paymentGroups.map((g) => g.group)).toEqual(['bank_transfer', 'qris', 'ewallet', 'cstore', 'card', 'wallet']);
    expect(vm.pricedLine(must(vm.lines[0]))?.total).toBeGreaterThan(0);
    expect(vm.canPlace).toBe(true);
  });

  it('a double click places one order; the checked-out lines leave the cart, the rest stays; the bell and the history see it', async () => {
    const w = await world({ items: 3 });
    const vm = await ready(w);
    vm.toggleLine(must(vm.lines[2]).id);
    await vm.refreshPreview();
    const keys: string[] = [];
    const place = w.api.placeOrder.bind(w.api);
    w.api.placeOrder = (req, key) => {
      keys.push(key);
      return place(req, key);
    };
    const total = must(vm.preview).totals.total;
    const [first, second] = await Promise.all([vm.placeOrder(), vm.placeOrder()]);
    expect([first, second]).toEqual([true, false]);
    expect(keys).toHaveLength(1);
    const placed = must(vm.placed);
    expect(placed.total).toBe(total);
    expect(vm.invoicePath).toBe(`/track?nomor=${placed.invoiceCode}`);
    expect((await w.cart.list()).map((l) => l.code)).toEqual([w.codes[2]]);
    expect(w.store.list().map((l) => l.code)).toEqual([w.codes[2]]);
    expect((await w.bell.pending()).map((i) => i.code)).toEqual([placed.invoiceCode]);
    const page = await w.orders.invoices();
    expect(page.items.map((i) => [i.code, i.total, i.status])).toEqual([[placed.invoiceCode, total, 'pending']]);
    const detail = await w.orders.invoice(placed.invoiceCode);
    expect(detail.amounts.total).toBe(total);
    expect(detail.paymentMethod).toBe('bca_va');
  });

  it('"Buat Pesanan" pressed while the breakdown is on its way places the order once it arrives', async () => {
    const w = await world({ items: 2 });
    const vm = await ready(w);
    const preview = w.api.preview.bind(w.api);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    w.api.preview = async (req) => {
      await gate;
      return preview(req);
    };
    vm.toggleLine(must(vm.lines[1]).id);
    const refreshing = vm.refreshPreview();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.previewing).toBe(true);
    const placing = vm.placeOrder();
    await Promise.resolve();
    expect(vm.awaitingPreview).toBe(true);
    expect(await vm.placeOrder()).toBe(false); // a second press while waiting sends nothing
    release();
    await refreshing;
    expect(await placing).toBe(true);
    expect(vm.awaitingPreview).toBe(false);
    expect(must(vm.placed).total).toBe(must(vm.preview).totals.total);
    expect((await w.orders.invoices()).items).toHaveLength(1);
  });

  it('a network failure keeps the attempt key: the retry sends the same key and gets the same invoice', async () => {
    const w = await world();
    const vm = await ready(w);
    const keys: string[] = [];
    const place = w.api.placeOrder.bind(w.api);
    let dropAnswer = true;
    w.api.placeOrder = async (req, key) => {
      keys.push(key);
      const result = await place(req, key);
      if (dropAnswer) {
        dropAnswer = false;
        throw new ApiError('NETWORK'); // the order went through, the answer was lost
      }
      return result;
    };
    expect(await vm.placeOrder()).toBe(false);
    expect(vm.placeError?.reason).toBe('NETWORK');
    expect(await vm.placeOrder()).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect((await w.orders.invoices()).items).toHaveLength(1);
    expect(must(vm.placed).invoiceCode).toBe(must((await w.orders.invoices()).items[0]).code);
  });

  it('409 IDEMPOTENCY_IN_PROGRESS keeps the key too; a refusal with an answer drops it', async () => {
    const w = await world();
    const vm = await ready(w);
    const keys: string[] = [];
    const place = w.api.placeOrder.bind(w.api);
    const answers: (ApiError | null)[] = [
      new ApiError('CONFLICT', { reason: 'IDEMPOTENCY_IN_PROGRESS' }),
      new ApiError('UNPROCESSABLE', { reason: 'SOMETHING_ELSE', message: 'Nope' }),
      null,
    ];
    w.api.placeOrder = async (req, key) => {
      keys.push(key);
      const answer = answers.shift();
      if (answer) throw answer;
      return place(req, key);
    };
    expect(await vm.placeOrder()).toBe(false);
    expect(vm.placeError?.reason).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await vm.placeOrder()).toBe(false);
    expect(vm.placeError?.message).toBe('Nope');
    expect(await vm.placeOrder()).toBe(true);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('lines checked out in another tab: the preview answers CART_CHANGED, the cart reloads and the rest is previewed', async () => {
    const w = await world({ items: 2 });
    const other = await ready(w); // a second tab, opened before the first one places the order
    const first = await ready(w);
    first.toggleLine(must(first.lines[1]).id);
    await first.refreshPreview();
    expect(await first.placeOrder()).toBe(true);
    const previews: (string | null)[] = [];
    const preview = w.api.preview.bind(w.api);
    w.api.preview = async (req) => {
      try {
        return await preview(req);
      } catch (error) {
        previews.push(error instanceof ApiError ? error.reason ?? null : null);
        throw error;
      }
    };
    other.setInsurance(true);
    await vi.waitFor(() => expect(other.lines.map((l) => l.code)).toEqual([w.codes[1]]));
    await vi.waitFor(() => expect(other.preview?.shipments[0]?.lines.map((l) => l.cartDetailCode)).toEqual([w.codes[1]]));
    expect(previews).toEqual(['CART_CHANGED']);
    expect(other.previewError).toBeNull();
  });

  it('409 PRICE_CHANGED previews again and asks to confirm the new total; the confirmation places it', async () => {
    const w = await world();
    const vm = await ready(w);
    const before = must(vm.preview).totals.total;
    const entry = must(w.backend.cart.find((e) => e.line.code === w.codes[0]));
    entry.line = { ...entry.line, price: entry.line.price + 10 };
    expect(await vm.placeOrder()).toBe(false);
    expect((await w.orders.invoices()).items).toHaveLength(0);
    const change = must(vm.priceChange);
    expect(change.from).toBe(before);
    expect(change.to).toBeGreaterThan(before);
    expect(vm.canPlace).toBe(false);
    expect(await vm.confirmPriceChange()).toBe(true);
    expect(must(vm.placed).total).toBe(change.to);
  });

  it('voucher: a refused code keeps the typed text and says why; a good one shows the discount', async () => {
    const w = await world();
    const vm = await ready(w);
    const without = must(vm.preview).totals.total;
    vm.setVoucherInput('nope');
    await vm.applyVoucher();
    expect(vm.voucherError?.reason).toBe('VOUCHER_NOT_FOUND');
    expect(vm.voucherInput).toBe('nope');
    expect(vm.voucherCode).toBeNull();
    vm.setVoucherInput('LAMA');
    await vm.applyVoucher();
    expect(vm.voucherError?.reason).toBe('VOUCHER_EXPIRED');
    vm.setVoucherInput('');
    await vm.applyVoucher();
    expect(vm.voucherError?.reason).toBe('VOUCHER_REQUIRED');
    vm.setVoucherInput('hemat10');
    await vm.applyVoucher();
    expect(vm.voucherError).toBeNull();
    expect(vm.voucherCode).toBe('HEMAT10');
    const t = must(vm.preview).totals;
    expect(t.voucherDiscount).toBeGreaterThan(0);
    expect(t.voucherDiscount).toBeLessThanOrEqual(50_000);
    expect(t.total).toBe(without - t.voucherDiscount);
    expect(must(vm.preview).voucher?.code).toBe('HEMAT10');
    vm.removeVoucher();
    await vm.refreshPreview();
    expect(must(vm.preview).totals.total).toBe(without);
  });

  it('several addresses: the multi-address quantities of the cart go per address, consolidation groups become shipments', async () => {
    const w = await world({ items: 2, addresses: [ADDRESS, OFFICE] });
    const vm = await ready(w);
    const [home, office] = w.addresses;
    const [bag, phoneCase] = vm.lines;
    vm.setMultiAddress(true);
    expect(vm.unallocatedLines).toHaveLength(2);
    expect(vm.problems).toContain('allocation_incomplete');
    vm.allocation.addAddressTo(must(bag).id, must(home).id);
    vm.allocation.addAddressTo(must(bag).id, must(office).id); // +1 at the office: the line's total grows by one
    vm.allocation.addAddressTo(must(phoneCase).id, must(office).id);
    await vm.settled();
    await vm.refreshPreview();
    expect(vm.unallocatedLines).toHaveLength(0);
    const bagQuantity = must(vm.lines[0]).quantity;
    expect((await w.cart.get(must(bag).code)).quantity).toBe(bagQuantity);
    expect(vm.request?.addresses).toEqual([
      { addressId: must(home).id, items: { [must(bag).code]: bagQuantity - 1 } },
      { addressId: must(office).id, items: { [must(bag).code]: 1, [must(phoneCase).code]: 1 } },
    ]);
    expect(must(vm.preview).shipments.map((s) => s.key)).toEqual([`u:${must(home).id}`, `u:${must(office).id}`]);

    // A group set on /cart: its lines ship together per address.
    const state = w.store.load();
    w.store.save({ ...state, consolidation: { groups: [{ id: 'g-1', name: 'Kiriman Bandung', lineIds: [must(phoneCase).id], ecommerce: undefined, type: undefined, packagePrice: undefined, isAllInPrice: undefined, totalFreight: undefined }] } });
    const again = await ready(w);
    expect(again.request?.consolidations).toEqual([{ name: 'Kiriman Bandung', cartDetailCodes: [must(phoneCase).code] }]);
    expect(must(again.preview).shipments.map((s) => [s.key, s.consolidated])).toEqual([
      [`g0:${must(office).id}`, true], [`u:${must(home).id}`, false], [`u:${must(office).id}`, false],
    ]);
    // Courier choice per shipment
    const shipment = must(must(again.preview).shipments[0]);
    const dearest = must(shipment.shippingOptions.reduce((a, b) => (b.price > a.price ? b : a)));
    again.chooseShipping(shipment.key, dearest);
    await again.refreshPreview();
    expect(must(again.preview).shipments[0]?.shipping).toMatchObject({ courier: dearest.courier, service: dearest.service, price: dearest.price });
    expect(again.isShippingChosen(shipment.key, dearest)).toBe(true);
    expect(await again.placeOrder()).toBe(true);
  });

  it('no address yet: the screen links to /address and nothing can be placed', async () => {
    const w = await world({ addresses: [] });
    const vm = await ready(w);
    expect(vm.noAddress).toBe(true);
    expect(vm.preview).toBeNull();
    expect(vm.problems).toContain('no_address');
    expect(await vm.placeOrder()).toBe(false);
  });

  it('NPWP is offered only when the preview says the customer has one; insurance changes the total', async () => {
    const w = await world();
    const vm = await ready(w);
    expect(vm.npwpOffered).toBe(false);
    vm.setNpwp(true);
    expect(vm.usingNpwp).toBe(false);
    const before = must(vm.preview).totals;
    vm.setInsurance(true);
    await vm.refreshPreview();
    expect(must(vm.preview).totals.insurance).toBeGreaterThan(before.insurance);
    const w2 = await world({ addresses: [{ ...ADDRESS, npwp: '01.234.567.8-901.000' }] });
    const vm2 = await ready(w2);
    expect(vm2.npwpOffered).toBe(true);
    vm2.setNpwp(true);
    await vm2.refreshPreview();
    expect(vm2.request?.usingNpwp).toBe(true);
  });

  it('a sea line from where sea is not offered is refused with the line named', async () => {
    const w = await world({ items: 1 });
    const entry = must(w.backend.cart[0]);
    entry.line = { ...entry.line, packageTrack: 'laut' }; // 1688: no sea
    const vm = await ready(w);
    expect(vm.previewError).toMatchObject({ reason: 'SEA_NOT_AVAILABLE', field: w.codes[0] });
    expect(vm.problems).toContain('preview_pending');
  });
});

describe('invoice view-models', () => {
  async function placed(w: World) {
    const vm = await ready(w);
    expect(await vm.placeOrder()).toBe(true);
    return must(vm.placed);
  }

  it('track: anyone sees statuses and dates; the owner also names, lines and the invoice', async () => {
    const w = await world();
    const order = await placed(w);
    const track = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await track.show(order.invoiceCode);
    expect(track.owner).toBe(true);
    const shipment = must(track.result?.orders[0]?.shipments[0]);
    expect(shipment.recipient?.name).toBe('Rumah Budi');
    expect(shipment.lines.length).toBeGreaterThan(0);
    expect(track.detail?.amounts.total).toBe(order.total);
    expect(track.paymentState).toBe('awaiting_payment');

    w.session.clearLogin();
    const anonymous = w.c.get<TrackViewModel>(TRACK_VIEW_MODEL);
    await anonymous.show(order.orderCode);
    expect(anonymous.owner).toBe(false);
    expect(anonymous.result?.invoiceCode).toBe(order.invoiceCode);
    const seen = must(anonymous.result?.orders[0]?.shipments[0]);
    expect(seen.recipient).toBeNull();
    expect(seen.lines).toEqual([]);
    expect(seen.timeline.length).toBeGreaterThan(0);
    expect(anonymous.detail).toBeNull();

    await anonymous.show('INV-NOPE');
    expect(anonymous.notFound).toBe(true);
    anonymous.setInput('  ');
    expect(anonymous.submit()).toBeNull();
    expect(anonymous.inputMissing).toBe(true);
  });

  it('invoice history filters by type and status; detail; order history opens an order', async () => {
    const w = await world({ items: 1 });
    const order = await placed(w);
    const history = w.c.get<InvoiceHistoryViewModel>(INVOICE_HISTORY_VIEW_MODEL);
    await history.show(invoiceQueryOf(new URLSearchParams('type=checkout&status=pending')));
    expect(history.rows.map((r) => r.code)).toEqual([order.invoiceCode]);
    await history.show(invoiceQueryOf(new URLSearchParams('status=paid&bogus=1')));
    expect(history.query).toEqual({ type: null, status: 'paid', page: 1 });
    expect(history.empty).toBe(true);

    const detail = w.c.get<InvoiceDetailViewModel>(INVOICE_DETAIL_VIEW_MODEL);
    await detail.load(order.invoiceCode);
    expect(detail.paymentState).toBe('awaiting_payment');
    expect(detail.recipients.map((r) => r.name)).toEqual(['Rumah Budi']);
    expect(detail.lines).toHaveLength(1);
    await detail.load('INV-OTHER');
    expect(detail.notFound).toBe(true);

    const orders = w.c.get<OrderHistoryViewModel>(ORDER_HISTORY_VIEW_MODEL);
    await orders.show({ tab: null, status: null, page: 1 });
    expect(orders.rows.map((r) => r.code)).toEqual([order.orderCode]);
    // Placed, not paid: under Belum Bayar, with the counts of every tab.
    expect(orders.counts).toEqual({ unpaid: 1, packing: 0, shipped: 0, completed: 0, cancelled: 0 });
    await orders.show({ tab: 'shipped', status: null, page: 1 });
    expect(orders.empty).toBe(true);
    await orders.show({ tab: 'unpaid', status: null, page: 1 });
    expect(orders.rows.map((r) => r.tab)).toEqual(['unpaid']);
    expect(await orders.confirmReceipt(order.orderCode)).toBe(false);
    expect(orders.confirming[order.orderCode]).toBe('not_delivered');
    await orders.toggle(order.orderCode);
    const opened = orders.opened[order.orderCode];
    expect(opened?.kind === 'loaded' ? opened.order.shipments.length : 0).toBe(1);
    await orders.show({ tab: null, status: 'delivered', page: 1 });
    expect(orders.empty).toBe(true);
  });

  it("another customer's invoice is not found in their history, only trackable without details", async () => {
    const w = await world({ items: 1 });
    const order = await placed(w);
    // a second customer on the same backend
    const key = 'CUST-2';
    w.backend.accounts.set(key, { ...must(w.backend.accounts.get('CUST-1')), customer: { ...must(w.backend.accounts.get('CUST-1')).customer, customerKey: key } });
    const token = w.backend.token('login');
    w.backend.loginTokens.set(token, key);
    w.session.setLogin(token, must(w.backend.accounts.get(key)).customer);
    await expect(w.orders.invoice(order.invoiceCode)).rejects.toMatchObject({ status: 404, reason: 'INVOICE_NOT_FOUND' });
    expect((await w.orders.track(order.invoiceCode)).owner).toBe(false);
  });
});
