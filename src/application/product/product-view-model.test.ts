import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../ports/product-api.port';
import { ProductViewModel } from './product-view-model';
import { matchOption, unitPriceFor } from './product-pricing';
import { allowedRedirect } from './redirect-allowlist';
import { demoProduct, FakeCart, fakeBookmarks, fakeCatalog, fakeProducts, fakeRates, fakeSession, WHOLESALE } from './fakes.testing';

const TAOBAO = demoProduct().url;

function setup(loginToken: string | null = null) {
  const cart = new FakeCart();
  const session = fakeSession(loginToken);
  const products = fakeProducts();
  const vm = new ProductViewModel(products, fakeRates(), fakeCatalog(), fakeBookmarks(), session, cart.useCase(session));
  return { vm, cart, products };
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

afterEach(() => vi.useRealTimers());

describe('ProductViewModel', () => {
  it('loads a product with its breakdown, and the breakdown follows quantity and track', async () => {
    const { vm } = setup();
    await vm.load({ url: TAOBAO });
    expect(vm.status).toBe('ready');
    expect(vm.seaAvailable).toBe(true);
    const air = must(vm.breakdown);
    expect(air.total).toBeGreaterThan(air.goodsValue);
    vm.increase();
    expect(vm.quantity).toBe(2);
    expect(must(vm.breakdown).goodsValue).toBe(air.goodsValue * 2);
    vm.setTrack('laut');
    expect(must(vm.breakdown).track).toBe('laut');
    expect(must(vm.breakdown).total).not.toBe(air.total);
  });

  it('notes the rate of the product\'s currency with its date and source', async () => {
    const { vm } = setup();
    expect(vm.rateNotes).toEqual([]);
    await vm.load({ url: TAOBAO });
    expect(vm.rateNotes).toEqual([{ code: 'CNY', kurs: 2260, date: '2026-11-27', source: 'console' }]);
  });

  it('clamps typed quantities to [1, max] and refuses non-numbers without losing the text', async () => {
    const { vm } = setup();
    await vm.load({ url: TAOBAO });
    vm.setQuantityText('50');
    expect(vm.quantity).toBe(10);
    expect(vm.quantityText).toBe('10');
    expect(vm.quantityNotice).toBe('max');
    vm.setQuantityText('0');
    expect(vm.quantity).toBe(1);
    vm.setQuantityText('dua');
    expect(vm.quantityText).toBe('dua');
    expect(vm.quantityNotice).toBe('not_a_number');
    expect(vm.canAdd).toBe(false);
    vm.decrease();
    expect(vm.quantity).toBe(1);
  });

  it('offers no sea on 1688 (sea asked for is reported, not switched to air) and a million as the max', async () => {
    const { vm, cart } = setup();
    await vm.load({ url: WHOLESALE.url });
    expect(vm.seaAvailable).toBe(false);
    expect(vm.breakdown).not.toBeNull();
    vm.setTrack('laut');
    expect(vm.track).toBe('laut');
    expect(vm.trackProblem).toBe('SEA_NOT_AVAILABLE');
    expect(vm.breakdown).toBeNull();
    expect(vm.canAdd).toBe(false);
    expect(await vm.add()).toBe('invalid');
    expect(cart.scraped).toHaveLength(0);
    vm.setTrack('udara');
    expect(vm.trackProblem).toBeNull();
    expect(vm.breakdown?.track).toBe('udara');
    expect(vm.maxQuantity).toBe(1_000_000);
  });

  it('sends the chosen insurance and NPWP with the line, and prices NPWP only with one on file', async () => {
    const { vm, cart } = setup();
    await vm.load({ url: TAOBAO });
    vm.setQuantityText('10');
    vm.setProductType('2');
    expect(must(vm.breakdown).insurance).toBe(0);
    vm.setUseInsurance(true);
    const insured = must(vm.breakdown);
    expect(insured.insurance).toBeGreaterThan(0);
    expect(insured.incomeTax).toBeGreaterThan(0);
    vm.setUsingNpwp(true);
    // A visitor has no NPWP on file: the income tax stays at the non-NPWP rate.
    expect(vm.npwpNotOnFile).toBe(true);
    expect(must(vm.breakdown).incomeTax).toBe(insured.incomeTax);
    expect(await vm.add()).toBe('added');
    expect(cart.scraped[0]).toMatchObject({ useInsurance: true, usingNpwp: true });
  });

  it('prices with the account\'s facts: NPWP on file lowers the income tax, importers may ship 1688 by sea', async () => {
    const signedIn = (facts: { importerMode: boolean; hasNpwp: boolean }) => {
      const cart = new FakeCart();
      const session = fakeSession('login');
      const api = { ...cart.api, pricingAccount: async () => facts } as typeof cart.api;
      return new ProductViewModel(fakeProducts(), fakeRates(), fakeCatalog(), fakeBookmarks(), session, cart.useCase(session), undefined, api);
    };
    const npwp = signedIn({ importerMode: false, hasNpwp: true });
    await npwp.load({ url: TAOBAO });
    expect(npwp.account).toEqual({ importerMode: false, hasNpwp: true, premium: false });
    npwp.setQuantityText('10');
    npwp.setProductType('2');
    const withoutNpwp = must(npwp.breakdown);
    expect(withoutNpwp.incomeTax).toBeGreaterThan(0);
    npwp.setUsingNpwp(true);
    expect(npwp.npwpNotOnFile).toBe(false);
    expect(must(npwp.breakdown).incomeTax).toBeLessThan(withoutNpwp.incomeTax);

    const importer = signedIn({ importerMode: true, hasNpwp: false });
    await importer.load({ url: WHOLESALE.url });
    expect(importer.seaAvailable).toBe(true);
    importer.setTrack('laut');
    expect(importer.trackProblem).toBeNull();
    expect(must(importer.breakdown).freight).toBe(0);
  });

  it('shows not found for 2 seconds, then stays on the empty state', async () => {
    vi.useFakeTimers();
    const { vm } = setup();
    await vm.load({ url: 'https://example.com/nothing' });
    expect(vm.status).toBe('not_found');
    expect(vm.notFoundNotice).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(vm.notFoundNotice).toBe(false);
    expect(vm.status).toBe('not_found');
  });

  it('follows a redirect only to an allowed host', async () => {
    const { vm, products } = setup();
    const api = products;
    vi.spyOn(api, 'scrape').mockResolvedValueOnce({ kind: 'redirect', url: 'https://evil.example.net/phish' });
    await vm.load({ url: 'https://s.click.taobao.com/x' });
    expect(vm.redirectUrl).toBeNull();
    expect(vm.status).toBe('not_found');
    vi.spyOn(api, 'scrape').mockResolvedValueOnce({ kind: 'redirect', url: 'https://item.taobao.com/item.htm?id=1' });
    await vm.load({ url: 'https://s.click.taobao.com/y' });
    expect(vm.redirectUrl).toBe('https://item.taobao.com/item.htm?id=1');
  });

  it('adds to the server cart and mirrors the line in the guest cart', async () => {
    const { vm, cart } = setup();
    await vm.load({ url: TAOBAO });
    vm.setNote('warna hitam');
    expect(await vm.add()).toBe('added');
    expect(cart.scraped[0]).toMatchObject({ url: TAOBAO, note: 'warna hitam', quantity: 1, packageTrack: 'udara' });
    expect(cart.mirrored).toHaveLength(1);
  });

  it('reports a failed add and keeps the choices', async () => {
    const { vm, cart } = setup();
    await vm.load({ url: TAOBAO });
    cart.fail = true;
    vm.setQuantityText('3');
    expect(await vm.add()).toBe('failed');
    expect(vm.quantity).toBe(3);
  });

  it('asks an anonymous visitor to log in before bookmarking, and bookmarks for a customer', async () => {
    const { vm } = setup();
    await vm.load({ url: TAOBAO });
    expect(await vm.bookmark()).toBe('login_required');
    const signedIn = setup('login');
    await signedIn.vm.load({ url: TAOBAO });
    expect(await signedIn.vm.bookmark()).toBe('added');
    expect(signedIn.vm.bookmarked).toBe(true);
  });

  it('does not mirror a customer\'s line in the guest cart', async () => {
    const { vm, cart } = setup('login');
    await vm.load({ url: TAOBAO });
    expect(await vm.add()).toBe('added');
    expect(cart.mirrored).toHaveLength(0);
  });

  it('puts the chosen SKU\'s photo first in the gallery, never a colour value\'s swatch', async () => {
    const product = demoProduct({
      images: ['https://img.example/1.jpg'],
      variations: [{ name: 'color', options: ['Merah', 'Biru'], images: { Merah: 'https://img.example/swatch-merah.svg', Biru: 'https://img.example/swatch-biru.svg' } }],
      options: [
        { skuId: 'a', attributes: { color: 'Merah' }, price: 12.9, stock: 5, image: null },
        { skuId: 'b', attributes: { color: 'Biru' }, price: 12.9, stock: 5, image: 'https://img.example/biru.jpg' },
      ],
    });
    const vm = new ProductViewModel(fakeProducts([product]), fakeRates(), fakeCatalog(), fakeBookmarks(), fakeSession(), new FakeCart().useCase(fakeSession()));
    await vm.load({ url: product.url });
    vm.selectAttribute('color', 'Merah');
    expect(vm.images).toEqual(['https://img.example/1.jpg']);
    vm.selectAttribute('color', 'Biru');
    expect(vm.images).toEqual(['https://img.example/biru.jpg', 'https://img.example/1.jpg']);
  });

  it('looks a /product/:id up on the marketplaces in turn', async () => {
    const { vm } = setup();
    await vm.load({ id: '610947572360' });
    expect(vm.product?.marketplace).toBe('1688');
    await vm.load({ id: 'abc' });
    expect(vm.status).toBe('not_found');
  });
});

describe('product pricing helpers', () => {
  const product = {
    productId: '1', name: 'x', url: 'u', slug: null, marketplace: '1688', country: 'china', price: 10, priceOriginal: 10, currency: 'CNY',
    images: [], description: '', category: null, weightGrams: 100, lengthCm: 0, widthCm: 0, heightCm: 0, maxQuantity: 100, minimumOrderQuantity: 1,
    variations: [{ name: 'color', options: ['Merah', 'Biru'] }],
    options: [{ skuId: 'a', attributes: { color: 'Merah' }, price: 10, stock: 5, image: null }, { skuId: 'b', attributes: { color: 'Biru' }, price: 12, stock: 5, image: null }],
    priceTiers: [{ minQuantity: 1, price: 10 }, { minQuantity: 10, price: 8 }],
  } satisfies Product;

  it('chooses the SKU and prices the tier plus its surcharge', () => {
    const blue = matchOption(product, { color: 'Biru' });
    expect(blue?.skuId).toBe('b');
    expect(unitPriceFor(product, blue, 1)).toBe(12);
    expect(unitPriceFor(product, blue, 10)).toBe(10);
    expect(matchOption(product, {})).toBeNull();
  });

  it('allows redirects to marketplaces and the sister service only', () => {
    expect(allowedRedirect('https://detail.1688.com/offer/1.html')).not.toBeNull();
    expect(allowedRedirect('javascript:alert(1)')).toBeNull();
    expect(allowedRedirect('https://1688.com.evil.net/')).toBeNull();
    expect(allowedRedirect('https://kirim.example.com/a', ['https://kirim.example.com'])).toBe('https://kirim.example.com/a');
  });
});
