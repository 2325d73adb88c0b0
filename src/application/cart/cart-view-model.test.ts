import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { RatesApi } from '../ports/rates-api.port';
import type { CartLine } from '../../domain/cart';
import { buildPriceLineInput, DEFAULT_BILLING, GUEST_FACTS, priceGroup, type LineChoices, type PricingFacts } from '../../domain/pricing';
import { CartViewModel } from './cart-view-model';
import { FakeAddressApi, FakeCartApi, FakeGuestAddressStore, FakeGuestCartStore, PRODUCTS, fixedRates, guestSession, must } from './fakes.testing';

const BAG = PRODUCTS.bag.url;
const CASE = PRODUCTS.phoneCase.url;
const SHOES = PRODUCTS.shoes.url;

async function world(options: { rates?: RatesApi; loginToken?: string } = {}) {
  const api = new FakeCartApi();
  /** The session's part in a failed check: how many times it was dropped. */
  const session = { drops: 0, dropAfterFailedCartCheck: async () => { session.drops++; } };
  const store = new FakeGuestCartStore();
  const addresses = new FakeGuestAddressStore();
  const account = new FakeAddressApi();
  const rates = options.rates ?? fixedRates();
  /** What the product page's add-to-cart does: CartApi, then the local mirror. */
  const add = async (url: string, quantity: number, productTypeId?: string, choices: LineChoices = {}) => {
    const { code } = await api.addScraped({ url, quantity, productTypeId, ...choices });
    store.upsert(await api.get(code));
    return code;
  };
  const vm = () => new CartViewModel(api, store, addresses, rates, account, guestSession(options.loginToken ?? null), session);
  return { api, store, add, vm, addresses, account, session };
}

/** The expected pricing input of a cart line, built independently of CartPricing. */
function expectedInput(line: CartLine, choices: LineChoices, facts: PricingFacts) {
  return buildPriceLineInput({
    id: line.code, price: line.price, currency: line.currency, quantity: line.quantity, weightGrams: line.weight,
    lengthCm: line.dimensions.length, widthCm: line.dimensions.width, heightCm: line.dimensions.height,
    country: line.country, marketplace: line.marketplace, track: line.packageTrack,
    productType: line.productTypeId === '2' ? { beaMasuk: 20, ppn: 11, pph: 10, pphNonNpwp: 20 } : null, hsCode: null, choices,
  }, facts);
}

const HOME = { name: 'Rumah', address: 'Jl. A 1', provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810', phoneNumber: '081234567890', phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null };
const OFFICE = { ...HOME, name: 'Kantor', address: 'Jl. B 2', phoneNumber: '081234567891' };

const FIXED = { exchangeRates: { IDR: 1, CNY: 2_200, USD: 15_500 }, rules: { taxRequirement: 3 }, billing: DEFAULT_BILLING };

describe('CartViewModel', () => {
  it('mirrors the server lines locally and keeps quantities within [1, max], sending them to the server', async () => {
    const w = await world();
    const bag = await w.add(BAG, 2);
    const caseCode = await w.add(CASE, 1);
    const vm = w.vm();
    await vm.load();
    expect(vm.lines.map((l) => [l.code, l.quantity])).toEqual([[bag, 2], [caseCode, 1]]);
    const caseLine = must(vm.lines[1]);
    vm.decrease(caseLine.id);
    expect(must(vm.lines[1]).quantity).toBe(1);
    for (let i = 0; i < 15; i++) vm.increase(caseLine.id);
    expect(must(vm.lines[1]).quantity).toBe(10);
    vm.setQuantity(caseLine.id, 4);
    await vm.settled();
    expect((await w.api.get(caseCode)).quantity).toBe(4);
    expect(must(w.store.list()[1]).quantity).toBe(4);
  });

  it('a failed quantity edit keeps the quantity and reports the server\'s own message, or none for a bare network failure', async () => {
    const w = await world();
    await w.add(BAG, 2);
    const vm = w.vm();
    await vm.load();
    const id = must(vm.lines[0]).id;
    w.api.edit = async () => { throw new ApiError('UNPROCESSABLE', { message: 'Stok tidak mencukupi' }); };
    vm.setQuantity(id, 5);
    await vm.settled();
    expect(must(vm.lines[0]).quantity).toBe(5);
    expect([vm.error, vm.errorMessage]).toEqual(['update_failed', 'Stok tidak mencukupi']);
    w.api.edit = async () => { throw new ApiError('NETWORK'); };
    vm.setQuantity(id, 6);
    await vm.settled();
    expect([vm.error, vm.errorMessage]).toEqual(['update_failed', null]);
  });

  it('delete removes the line on the server and locally; a line gone on the server is removed on open (check)', async () => {
    const w = await world();
    const bag = await w.add(BAG, 2);
    const caseCode = await w.add(CASE, 1);
    const vm = w.vm();
    await vm.load();
    expect(await vm.remove(must(vm.lines[0]).id)).toBe(true);
    expect((await w.api.list()).map((l) => l.code)).toEqual([caseCode]);
    expect(w.store.list().map((l) => l.code)).toEqual([caseCode]);
    expect(bag).not.toBe(caseCode);
    await w.api.delete([caseCode]);
    const again = w.vm();
    await again.load();
    expect(again.empty).toBe(true);
    expect(again.popup.empty).toBe(true);
  });

  it('a failed check (4xx) clears the local cart and drops the session\'s token and user; a network failure or a 5xx keeps everything', async () => {
    const w = await world();
    await w.add(CASE, 1);
    const vm = w.vm();
    const api = w.api;
    const original = api.check.bind(api);
    api.check = async () => { throw new ApiError('NETWORK'); };
    await vm.load();
    expect(vm.lines).toHaveLength(1);
    expect(vm.error).toBe('load_failed');
    expect(w.session.drops).toBe(0);
    api.check = async () => { throw new ApiError('INTERNAL', { status: 503 }); };
    await vm.load();
    expect(vm.lines).toHaveLength(1);
    expect(w.session.drops).toBe(0);
    vm.toggleSelected(must(vm.lines[0]).id);
    expect(vm.selected).toHaveLength(1);
    api.check = async () => { throw new ApiError('BAD_REQUEST'); };
    await vm.load();
    expect(vm.lines).toHaveLength(0);
    expect(vm.selected).toEqual([]);
    expect(w.store.list()).toHaveLength(0);
    expect(w.session.drops).toBe(1);
    api.check = original;
  });

  it('multi-address: quantities per address (each >= 1) sum to the line quantity and survive a reload', async () => {
    const w = await world();
    await w.add(CASE, 3);
    const a = w.addresses.add(HOME);
    const b = w.addresses.add(OFFICE);
    const vm = w.vm();
    await vm.load();
    const id = must(vm.lines[0]).id;
    vm.setMultiAddress(true);
    vm.allocation.addAddressTo(id, a.id);
    vm.allocation.addAddressTo(id, b.id);
    expect(must(vm.lines[0]).addressQuantities).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect(must(vm.lines[0]).quantity).toBe(4);
    vm.allocation.decreaseAt(id, b.id);
    expect(must(vm.lines[0]).addressQuantities[b.id]).toBe(1);
    vm.allocation.setQuantityAt(id, a.id, 1);
    expect(must(vm.lines[0]).quantity).toBe(2);
    expect(vm.addressSummary.map((s) => s.items.map((i) => i.quantity))).toEqual([[1], [1]]);
    await vm.settled();
    const reloaded = w.vm();
    await reloaded.load();
    expect(reloaded.multiAddress).toBe(true);
    expect(must(reloaded.lines[0]).addressQuantities).toEqual({ [a.id]: 1, [b.id]: 1 });
    expect(must((await w.api.list())[0]).quantity).toBe(2);
  });

  it('signed in: the multi-address quantities point at the account\'s addresses (AddressApi), not the device\'s', async () => {
    const w = await world({ loginToken: 'login' });
    await w.add(CASE, 3);
    w.addresses.add({ ...HOME, name: 'Di perangkat' });
    const home = await w.account.create(HOME);
    const office = await w.account.create(OFFICE);
    const vm = w.vm();
    expect(vm.remote).toBe(true);
    await vm.load();
    expect(vm.addresses.map((a) => a.name)).toEqual(['Rumah', 'Kantor']);
    const id = must(vm.lines[0]).id;
    vm.setMultiAddress(true);
    expect(vm.allocation.freeFor(must(vm.lines[0])).map((a) => a.id)).toEqual([home.id, office.id]);
    vm.allocation.addAddressTo(id, home.id);
    vm.allocation.addAddressTo(id, office.id);
    expect(must(vm.lines[0]).addressQuantities).toEqual({ [home.id]: 3, [office.id]: 1 });
    expect(vm.allocation.rowsOf(must(vm.lines[0]))).toEqual([
      { addressId: home.id, name: 'Rumah', quantity: 3 }, { addressId: office.id, name: 'Kantor', quantity: 1 },
    ]);
    expect(vm.addressSummary.map((s) => [s.address.name, s.items.map((i) => i.quantity)])).toEqual([['Rumah', [3]], ['Kantor', [1]]]);
    await vm.settled();
    expect(must((await w.api.list())[0]).quantity).toBe(4);
    // The quantities are kept on the device for /checkout, which sends to the same addresses.
    expect(must(w.store.list()[0]).addressQuantities).toEqual({ [home.id]: 3, [office.id]: 1 });
  });

  it('a visitor keeps the device\'s addresses; an address the list does not have shows unnamed and can be removed', async () => {
    const w = await world();
    await w.add(CASE, 2);
    const device = w.addresses.add(HOME);
    await w.account.create(OFFICE);
    const vm = w.vm();
    expect(vm.remote).toBe(false);
    expect(vm.addresses.map((a) => a.id)).toEqual([device.id]); // at once, before load
    await vm.load();
    expect(vm.addresses.map((a) => a.id)).toEqual([device.id]);
    const id = must(vm.lines[0]).id;
    vm.setMultiAddress(true);
    vm.allocation.addAddressTo(id, 'elsewhere');
    expect(vm.allocation.rowsOf(must(vm.lines[0]))).toEqual([{ addressId: 'elsewhere', name: null, quantity: 2 }]);
    expect(vm.allocation.isSendable(must(vm.lines[0]))).toBe(false);
    vm.allocation.addAddressTo(id, device.id);
    vm.allocation.removeAddressFrom(id, 'elsewhere');
    expect(must(vm.lines[0]).addressQuantities).toEqual({ [device.id]: 1 });
    expect(vm.allocation.isSendable(must(vm.lines[0]))).toBe(true);
  });

  it('signed in, the account\'s addresses failing to load: the cart still shows, with addresses_failed', async () => {
    const w = await world({ loginToken: 'login' });
    await w.add(CASE, 1);
    w.account.list = async () => { throw new ApiError('NETWORK'); };
    const vm = w.vm();
    await vm.load();
    expect(vm.lines).toHaveLength(1);
    expect(vm.addresses).toEqual([]);
    expect(vm.error).toBe('addresses_failed');
  });

  it('consolidation: joined items are disabled, the last one leaving removes the group; reset; state survives a reload', async () => {
    const w = await world();
    await w.add(BAG, 2);
    await w.add(CASE, 1);
    await w.add(SHOES, 1);
    const vm = w.vm();
    await vm.load();
    const [bag, phoneCase, shoes] = vm.lines.map((l) => l.id) as [string, string, string];
    expect(vm.join()).toBe(false);
    expect(vm.error).toBe('select_items');
    vm.toggleSelected(bag);
    vm.toggleSelected(phoneCase);
    expect(vm.join()).toBe(false);
    expect(vm.error).toBe('group_name_required');
    expect(vm.selected).toEqual([bag, phoneCase]);
    vm.setGroupName('Kiriman Jakarta');
    expect(vm.join()).toBe(true);
    expect(vm.groups).toHaveLength(1);
    expect(vm.lines.filter((l) => l.disabled).map((l) => l.id)).toEqual([bag, phoneCase]);
    vm.increase(bag);
    expect(must(vm.lines[0]).quantity).toBe(2);
    const reloaded = w.vm();
    await reloaded.load();
    expect(reloaded.groups[0]?.name).toBe('Kiriman Jakarta');
    expect(reloaded.groupLinesOf(must(reloaded.groups[0]).id).map((l) => l.id)).toEqual([bag, phoneCase]);
    reloaded.leave(bag);
    reloaded.leave(phoneCase);
    expect(reloaded.groups).toHaveLength(0);
    expect(reloaded.lines.some((l) => l.disabled)).toBe(false);
    reloaded.toggleSelected(shoes);
    reloaded.setGroupName('Sepatu');
    reloaded.join();
    reloaded.resetConsolidation();
    expect(reloaded.groups).toHaveLength(0);
    expect(reloaded.lines.some((l) => l.disabled)).toBe(false);
  });

  it('totals with and without tax are the domain priceGroup over the fixed rate set (the server tax-calculator numbers)', async () => {
    const w = await world();
    await w.add(BAG, 2, '2');
    await w.add(CASE, 3);
    const vm = w.vm();
    await vm.load();
    const totals = must(vm.totals);
    const expected = priceGroup(vm.lines.map((l) => expectedInput(l, {}, GUEST_FACTS)), FIXED);
    expect(totals.withTax).toBe(expected.total);
    expect(totals.tax).toBe(expected.totalTax);
    expect(totals.withoutTax).toBe(expected.total - expected.totalTax);
    expect(totals.tax).toBeGreaterThan(0);
    expect(Number.isInteger(totals.withTax)).toBe(true);
    // Fixed numbers of this rate set: a change in the pricing rules shows here.
    expect({ total: totals.withTax, tax: totals.tax }).toMatchInlineSnapshot(`
      {
        "tax": 29725,
        "total": 835765,
      }
    `);
    expect(vm.cartGroups).toHaveLength(1);
    expect(vm.lineTotal(must(vm.lines[0]))).toBeGreaterThan(0);
  });

  it('prices each line with its stored insurance and NPWP choices, NPWP only with one on file (the server\'s rule)', async () => {
    const w = await world();
    // The bag (1688, all-in) is insured; the case (taxed air) asks for the NPWP rate.
    await w.add(BAG, 2, undefined, { useInsurance: true });
    await w.add(CASE, 3, '2', { usingNpwp: true });
    const plain = await (async () => {
      const other = await world();
      await other.add(BAG, 2);
      await other.add(CASE, 3, '2');
      const vm = other.vm();
      await vm.load();
      return must(vm.totals);
    })();

    const vm = w.vm();
    await vm.load();
    const choices = [{ useInsurance: true, usingNpwp: false }, { useInsurance: false, usingNpwp: true }];
    const noFile = priceGroup(vm.lines.map((l, i) => expectedInput(l, choices[i] ?? {}, GUEST_FACTS)), FIXED);
    expect(must(vm.totals).withTax).toBe(noFile.total);
    expect(noFile.insurance).toBeGreaterThan(0);
    // Insurance is priced; the NPWP rate is not (no NPWP on file).
    expect(must(vm.totals).withTax).toBeGreaterThan(plain.withTax);
    expect(must(vm.totals).tax).toBe(plain.tax);
    expect(noFile.incomeTax).toBeGreaterThan(0);

    w.api.account = { importerMode: false, hasNpwp: true };
    const onFile = w.vm();
    await onFile.load();
    const expected = priceGroup(onFile.lines.map((l, i) => expectedInput(l, choices[i] ?? {}, { ...GUEST_FACTS, hasNpwp: true })), FIXED);
    expect(must(onFile.totals).withTax).toBe(expected.total);
    expect(expected.incomeTax).toBeLessThan(noFile.incomeTax);
    expect(must(onFile.totals).tax).toBeLessThan(plain.tax);
  });

  it('popup: first 3 items and the count of the others', async () => {
    const w = await world();
    for (const url of [BAG, CASE, SHOES, PRODUCTS.earbuds.url]) await w.add(url, 2);
    const vm = w.vm();
    await vm.load();
    expect(vm.popup.items).toHaveLength(3);
    expect(vm.popup.moreCount).toBe(1);
  });
});
