// Restricted goods (lartas) in the view-models on the in-memory adapters (Storybook, serverless):
// the product page, calculator and cart expose the entry of the product type or HS code; the
// checkout asks for the acknowledgement only when the preview names entries, holds the order back
// without it (and asks for the focus), and places it with it; the memory checkout answers 422
// LARTAS_ACK_REQUIRED as the server does.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_VIEW_MODEL, type CalculatorViewModel } from '../../application/calculator/calculator-view-model';
import { calculatorModule } from '../../application/calculator/calculator.module';
import { CART_VIEW_MODEL, type CartViewModel } from '../../application/cart/cart-view-model';
import { PRODUCT_VIEW_MODEL, type ProductViewModel } from '../../application/product/product-view-model';
import { productModule } from '../../application/product/product.module';
import { ApiError } from '../../application/ports';
import { LARTAS_ACK_TEXT_VERSION } from '../../domain/lartas';
import { must, ready, world, type World } from './checkout-world.testing';
import { DEMO_PRODUCTS } from './demo-data';

/** A cosmetics line (demo product type 5, bpom-kosmetik) added to the world's cart. */
async function addCosmetics(w: World): Promise<string> {
  const product = must(DEMO_PRODUCTS[1]);
  return (await w.cart.addScraped({ url: product.url, quantity: 1, productTypeId: '5' })).code;
}

describe('product page, calculator and cart: the entry of the product type or HS code', () => {
  it('the product page follows the product type chosen', async () => {
    const w = await world({ items: 0 });
    w.c.load(productModule);
    const vm = w.c.get<ProductViewModel>(PRODUCT_VIEW_MODEL);
    await vm.load({ url: must(DEMO_PRODUCTS[1]).url, id: undefined, marketplace: null });
    expect(vm.status).toBe('ready');
    expect(vm.lartas).toBeNull();
    vm.setProductType('5');
    expect(vm.lartas).toMatchObject({ id: 'bpom-kosmetik', name: 'Kosmetik', nameEn: 'Cosmetics', authority: 'BPOM' });
    vm.setProductType('6');
    expect(vm.lartas?.id).toBe('telekomunikasi');
    vm.setProductType('2');
    expect(vm.lartas).toBeNull();
  });

  it('the calculator follows the product type chosen', async () => {
    const w = await world({ items: 0 });
    w.c.load(calculatorModule);
    const vm = w.c.get<CalculatorViewModel>(CALCULATOR_VIEW_MODEL);
    await vm.load();
    expect(vm.lartas).toBeNull();
    vm.setField('productTypeId', '5');
    expect(vm.lartas?.id).toBe('bpom-kosmetik');
    vm.setField('productTypeId', '');
    expect(vm.lartas).toBeNull();
  });

  it('the cart marks each restricted line, the HS code first', async () => {
    const w = await world({ items: 1 });
    const cosmetics = await addCosmetics(w);
    const earphones = await w.cart.addManual({
      url: 'https://shop.example/earphones', name: 'Earphone', image: null, price: 20, currency: 'USD', country: 'us', quantity: 1,
      weightGrams: 200, lengthCm: 0, widthCm: 0, heightCm: 0, packageTrack: 'udara', productTypeId: '5', hsCode: '8518.30.10',
    });
    const vm = w.c.get<CartViewModel>(CART_VIEW_MODEL);
    await vm.load();
    const entryOf = (code: string) => vm.lartasOf(must(vm.lines.find((l) => l.code === code)))?.id ?? null;
    expect(entryOf(must(w.codes[0]))).toBeNull();
    expect(entryOf(cosmetics)).toBe('bpom-kosmetik');
    expect(entryOf(earphones.code)).toBe('telekomunikasi');
  });
});

describe('checkout: the acknowledgement', () => {
  it('is not asked without restricted lines: the order is placed as before', async () => {
    const w = await world({ items: 2 });
    const vm = await ready(w);
    expect(must(vm.preview).lartas).toEqual({ textVersion: LARTAS_ACK_TEXT_VERSION, entries: [] });
    expect(vm.lartas.required).toBe(false);
    expect(vm.problems).toEqual([]);
    expect(await vm.placeOrder()).toBe(true);
    expect((await w.orders.invoice(must(vm.placed).invoiceCode)).orders[0]?.lartasAck).toBeNull();
  });

  it('is required with a restricted line: the order is held back and the box asks for the focus', async () => {
    const w = await world({ items: 1 });
    const code = await addCosmetics(w);
    const vm = await ready(w);
    expect(vm.lartas.required).toBe(true);
    expect(vm.lartas.entries.map((e) => [e.entry.id, e.cartDetailCodes])).toEqual([['bpom-kosmetik', [code]]]);
    expect(vm.problems).toEqual(['lartas_ack_required']);
    expect(vm.canPlace).toBe(false);
    const calls: unknown[] = [];
    const place = w.api.placeOrder.bind(w.api);
    w.api.placeOrder = (req, key) => { calls.push(req); return place(req, key); };
    expect(await vm.placeOrder()).toBe(false);
    expect(calls).toEqual([]);
    expect(vm.lartas.focusRequest).toBe(1);
    expect(vm.submitted).toBe(true);

    vm.lartas.setAcknowledged(true);
    expect(vm.problems).toEqual([]);
    expect(await vm.placeOrder()).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ lartasAck: { accepted: true, lartasIds: ['bpom-kosmetik'], textVersion: LARTAS_ACK_TEXT_VERSION } });
    const placed = must(vm.placed);
    const invoice = await w.orders.invoice(placed.invoiceCode);
    expect(invoice.orders[0]?.lartasAck).toMatchObject({ lartasIds: ['bpom-kosmetik'], textVersion: LARTAS_ACK_TEXT_VERSION, acknowledgedAt: expect.any(String) });
    expect((await w.orders.order(placed.orderCode)).lartasAck?.entries.map((e) => e.id)).toEqual(['bpom-kosmetik']);
  });

  it('the box covers the entries of the lines chosen: unticking a line that leaves no restricted goods drops it', async () => {
    const w = await world({ items: 1 });
    await addCosmetics(w);
    const vm = await ready(w);
    vm.lartas.setAcknowledged(true);
    expect(vm.lartas.acknowledged).toBe(true);
    vm.toggleLine(must(vm.lines[1]).id);
    await vm.refreshPreview();
    expect(vm.lartas.required).toBe(false);
    expect(vm.lartas.request).toEqual({});
    expect(vm.problems).toEqual([]);
    vm.toggleLine(must(vm.lines[1]).id);
    await vm.refreshPreview();
    expect(vm.lartas.acknowledged).toBe(true);
  });

  it('a new entry unticks the box', async () => {
    const w = await world({ items: 0 });
    await addCosmetics(w);
    const vm = await ready(w);
    vm.lartas.setAcknowledged(true);
    await w.cart.addScraped({ url: must(DEMO_PRODUCTS[2]).url, quantity: 1, productTypeId: '6' });
    await vm.load();
    expect(vm.lartas.entries.map((e) => e.entry.id)).toEqual(['bpom-kosmetik', 'telekomunikasi']);
    expect(vm.lartas.acknowledged).toBe(false);
    expect(vm.problems).toContain('lartas_ack_required');
  });

  it('a refusal by the server unticks the box, previews again and asks for the focus', async () => {
    const w = await world({ items: 1 });
    await addCosmetics(w);
    const vm = await ready(w);
    vm.lartas.setAcknowledged(true);
    const place = w.api.placeOrder.bind(w.api);
    w.api.placeOrder = async (req, key) => place({ ...req, lartasAck: { accepted: true, lartasIds: ['telekomunikasi'], textVersion: LARTAS_ACK_TEXT_VERSION } }, key);
    expect(await vm.placeOrder()).toBe(false);
    expect(vm.placeError?.reason).toBe('LARTAS_ACK_REQUIRED');
    expect(vm.lartas.acknowledged).toBe(false);
    expect(vm.lartas.focusRequest).toBe(1);
    expect(vm.placed).toBeNull();
  });
});

describe('the memory checkout refuses as the server does', () => {
  it('422 LARTAS_ACK_REQUIRED without, with the wrong entries or an old text; places with exactly the entries', async () => {
    const w = await world({ items: 0 });
    const code = await addCosmetics(w);
    const request = { cartDetailCodes: [code], addresses: [{ addressId: must(w.addresses[0]).id }] };
    const preview = await w.api.preview(request);
    const order = { ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total };
    const refusal = async (extra: object, key: string) => {
      const error = await w.api.placeOrder({ ...order, ...extra }, key).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    };
    expect(await refusal({}, 'k1')).toMatchObject({ status: 422, reason: 'LARTAS_ACK_REQUIRED', field: 'body.lartas_ack' });
    const ack = (lartasIds: string[], textVersion = LARTAS_ACK_TEXT_VERSION) => ({ lartasAck: { accepted: true, lartasIds, textVersion } });
    expect((await refusal(ack(['telekomunikasi']), 'k2')).reason).toBe('LARTAS_ACK_REQUIRED');
    expect((await refusal(ack(['bpom-kosmetik'], '0'), 'k3')).reason).toBe('LARTAS_ACK_REQUIRED');
    expect((await refusal({ lartasAck: { accepted: false, lartasIds: ['bpom-kosmetik'], textVersion: LARTAS_ACK_TEXT_VERSION } }, 'k4')).reason).toBe('LARTAS_ACK_REQUIRED');
    const placed = await w.api.placeOrder({ ...order, ...ack(['bpom-kosmetik']) }, 'k5');
    expect(await w.api.placeOrder({ ...order, ...ack(['bpom-kosmetik']) }, 'k5')).toEqual(placed);
    expect((await w.orders.order(placed.orderCode)).lartasAck?.lartasIds).toEqual(['bpom-kosmetik']);
  });
});
