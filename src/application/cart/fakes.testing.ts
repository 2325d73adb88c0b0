// Test fakes of the cart and address ports (application tests may not use the adapters).
import { normalizeActive } from '../../domain/address';
import { syncConsolidation } from '../../domain/consolidation';
import { ApiError } from '../ports/api-error';
import type { Address, AddressApi, AddressInput, NpwpFile } from '../ports/address-api.port';
import type { GeocodeApi, GeocodeCandidate } from '../ports/geocode-api.port';
import type { AddScrapedInput, CartAddResult, CartApi, CartGroup, CartLine as ApiCartLine, CartLineEdit, ManualOrderInput, PricingAccount, TaxCalculation } from '../ports/cart-api.port';
import type { GuestAddressStore } from '../ports/guest-address-store.port';
import type { GuestCartState, GuestCartStore } from '../ports/guest-cart-store.port';
import type { RatesApi } from '../ports/rates-api.port';
import type { RegionsApi } from '../ports/regions-api.port';
import type { SessionStore } from '../ports/session-store.port';
import { DEFAULT_BILLING } from '../../domain/pricing';
import { EMPTY_GUEST_CART, reconcile, upsertApiLine } from './cart-lines';

export interface FakeProduct { url: string; name: string; marketplace: ApiCartLine['marketplace']; price: number; weightGrams: number; maxQuantity: number }

export const PRODUCTS: Record<'bag' | 'phoneCase' | 'shoes' | 'earbuds', FakeProduct> = {
  bag: { url: 'https://detail.1688.com/offer/610947572360.html', name: 'Tas ransel kanvas pria', marketplace: '1688', price: 45.5, weightGrams: 800, maxQuantity: 1_000_000 },
  phoneCase: { url: 'https://item.taobao.com/item.htm?id=655443322110', name: 'Casing ponsel silikon', marketplace: 'taobao', price: 12.9, weightGrams: 100, maxQuantity: 10 },
  shoes: { url: 'https://detail.tmall.com/item.htm?id=700011122233', name: 'Sepatu lari ringan', marketplace: 'tmall', price: 259, weightGrams: 1200, maxQuantity: 10 },
  earbuds: { url: 'https://item.taobao.com/item.htm?id=1', name: 'Earbuds', marketplace: 'taobao', price: 99, weightGrams: 300, maxQuantity: 10 },
};

/** The server's cart under one owner. */
export class FakeCartApi implements CartApi {
  lines: ApiCartLine[] = [];
  /** What GET cart/pricing-account answers. */
  account: PricingAccount = { importerMode: false, hasNpwp: false };
  private seq = 100;

  async addScraped(input: AddScrapedInput): Promise<CartAddResult> {
    const p = Object.values(PRODUCTS).find((x) => x.url === input.url);
    if (!p) throw new ApiError('NOT_FOUND');
    this.seq += 1;
    const line: ApiCartLine = {
      id: this.seq, code: `CD${this.seq}`, scraped: true, name: p.name, url: p.url, image: null, marketplace: p.marketplace, country: 'china',
      price: p.price, currency: 'CNY', quantity: input.quantity, weightGrams: p.weightGrams, lengthCm: 0, widthCm: 0, heightCm: 0,
      packageTrack: input.packageTrack ?? 'udara', size: null, color: null, note: input.note ?? null, productTypeId: input.productTypeId ?? null,
      hsCode: null, isAllInPrice: false, disabled: false, maxQuantity: p.maxQuantity,
      useInsurance: input.useInsurance ?? false, usingNpwp: input.usingNpwp ?? false,
    };
    this.lines.push(line);
    return { id: line.id, code: line.code };
  }
  async addManual(_input: ManualOrderInput): Promise<CartAddResult> {
    throw new ApiError('BAD_REQUEST');
  }
  async edit(code: string, edit: CartLineEdit): Promise<ApiCartLine> {
    const line = await this.get(code);
    Object.assign(this.lines.find((l) => l.code === code) ?? {}, edit.quantity === undefined ? {} : { quantity: edit.quantity });
    return { ...line, ...(edit.quantity === undefined ? {} : { quantity: edit.quantity }) };
  }
  async list(): Promise<ApiCartLine[]> {
    return this.lines.map((l) => ({ ...l }));
  }
  async listGroup(): Promise<CartGroup[]> {
    return [{ isAllInPrice: false, lines: await this.list() }];
  }
  async get(code: string): Promise<ApiCartLine> {
    const line = this.lines.find((l) => l.code === code);
    if (!line) throw new ApiError('NOT_FOUND');
    return { ...line };
  }
  async delete(codes: string[]): Promise<void> {
    if (codes.some((c) => !this.lines.some((l) => l.code === c))) throw new ApiError('NOT_FOUND');
    this.lines = this.lines.filter((l) => !codes.includes(l.code));
  }
  async check(ids: number[]): Promise<number[]> {
    return ids.filter((id) => !this.lines.some((l) => l.id === id));
  }
  async pushGuestToCustomer(): Promise<void> {}
  async taxCalculator(): Promise<TaxCalculation> {
    return { lines: [], total: 0, totalTax: 0 };
  }
  async pricingAccount(): Promise<PricingAccount> {
    return { ...this.account };
  }
}

/** GuestCartStore over a variable (the storage adapter is tested in src/infrastructure/storage). */
export class FakeGuestCartStore implements GuestCartStore {
  state: GuestCartState = EMPTY_GUEST_CART;
  load(): GuestCartState {
    return this.state;
  }
  save(state: GuestCartState): void {
    this.state = { ...syncConsolidation({ cart: state.cart, consolidation: state.consolidation }), allInPriceIds: state.allInPriceIds };
  }
  list() {
    return [...this.state.cart.lines];
  }
  upsert(line: ApiCartLine): void {
    this.save(upsertApiLine(this.state, line));
  }
  remove(codes: string[]): void {
    this.save(reconcile(this.state, this.state.cart.lines.filter((l) => codes.includes(l.code)).map((l) => l.id), null));
  }
  clear(): void {
    this.state = EMPTY_GUEST_CART;
  }
}

export class FakeGuestAddressStore implements GuestAddressStore {
  addresses: Address[] = [];
  private seq = 0;
  list(): Address[] {
    return this.addresses.map((a) => ({ ...a }));
  }
  add(input: AddressInput): Address {
    this.seq += 1;
    const address: Address = { ...input, id: `local-${this.seq}`, active: this.addresses.length === 0 };
    this.addresses.push(address);
    return address;
  }
  update(id: string, input: AddressInput): Address | null {
    const current = this.addresses.find((a) => a.id === id);
    if (!current) return null;
    Object.assign(current, input);
    return current;
  }
  remove(id: string): void {
    this.addresses = this.addresses.filter((a) => a.id !== id);
    this.fixActive();
  }
  setActive(id: string): void {
    if (this.addresses.some((a) => a.id === id)) this.addresses = this.addresses.map((a) => ({ ...a, active: a.id === id }));
  }
  clear(): void {
    this.addresses = [];
  }
  private fixActive(): void {
    const mapped = normalizeActive(this.addresses.map((a) => ({ ...a, provinceName: '', districtName: '', subDistrictName: '', phoneNumber2: '', email: '', npwp: '', npwpFile: undefined, longitude: undefined, latitude: undefined, addressMap: undefined, shippingPrice: undefined })));
    this.addresses = this.addresses.map((a, i) => ({ ...a, active: mapped[i]?.active ?? false }));
  }
}

export const fixedRates = (): RatesApi => ({
  kurs: async () => ({ IDR: 1, CNY: 2_200, USD: 15_500 }),
  kursEntries: async () => [{ code: 'CNY', kurs: 2_200, date: '2024-03-01', source: 'seed' }, { code: 'USD', kurs: 15_500, date: '2024-03-01', source: 'seed' }],
  billing: async () => ({ billing: DEFAULT_BILLING, rules: { taxRequirement: 3 } }),
  productTypes: async () => [{ id: '2', name: 'Tas', beaMasuk: 20, ppn: 11, pph: 10, pphNonNpwp: 20 }],
  hsCodes: async () => [],
  lartas: async () => [],
});

export const fakeRegions = (): RegionsApi => ({
  provinces: async () => [{ id: '31', name: 'DKI Jakarta' }],
  districts: async () => [{ id: '3171', name: 'Kota Jakarta Selatan' }],
  subdistricts: async () => [{ id: '317101', name: 'Tebet' }],
  searchSubdistricts: async () => [],
  villages: async () => [{ id: '3171011001', name: 'Tebet Barat' }, { id: '3171011002', name: 'Tebet Timur' }],
});

export const guestSession = (loginToken: string | null = null): SessionStore =>
  ({ loginToken: () => loginToken, accessToken: () => 'access' }) as unknown as SessionStore;

export class FakeAddressApi implements AddressApi {
  addresses: Address[] = [];
  async list() { return this.addresses.map((a) => ({ ...a })); }
  async create(input: AddressInput) { const a = { ...input, id: String(this.addresses.length + 1), active: this.addresses.length === 0 }; this.addresses.push(a); return a; }
  async update(id: string, input: AddressInput) { const a = { ...input, id, active: false }; this.addresses = this.addresses.map((x) => (x.id === id ? a : x)); return a; }
  async delete(id: string) { this.addresses = this.addresses.filter((a) => a.id !== id); }
  uploads: { id: string; fileName: string }[] = [];
  async uploadNpwp(id: string, file: NpwpFile) {
    this.uploads.push({ id, fileName: file.fileName });
    return this.document(id, { url: `blob:${file.fileName}`, contentType: 'application/pdf', name: file.fileName, size: file.data.size, uploadedAt: null });
  }
  async removeNpwp(id: string) { return this.document(id, null); }
  private document(id: string, npwpDocument: Address['npwpDocument']) {
    this.addresses = this.addresses.map((a) => (a.id === id ? { ...a, npwpDocument } : a));
    const found = this.addresses.find((a) => a.id === id);
    if (!found) throw new Error('no such address');
    return { ...found };
  }
}

/** A geocoder answering `places` (none: not configured), counting its lookups; `fail` makes the next one fail. */
export class FakeGeocodeApi implements GeocodeApi {
  lookups: string[] = [];
  fail: ApiError | null = null;
  constructor(private readonly places: GeocodeCandidate[] = []) {}
  async status() { return { available: this.places.length > 0, attribution: this.places.length > 0 ? 'Data © OpenStreetMap contributors' : null }; }
  async geocode(address: string) {
    this.lookups.push(address);
    const failure = this.fail;
    this.fail = null;
    if (failure) throw failure;
    return this.places.map((p) => ({ ...p }));
  }
}

export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}
