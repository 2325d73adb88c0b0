// The in-memory server cart (MemoryCartApi): lines owned by the access token or the customer,
// as the real server keeps them; priced with the domain like cart-detail/tax-calculator.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { AddScrapedInput, CartAddResult, CartApi, CartGroup, CartLine, CartLineEdit, ManualOrderInput, TaxCalculation } from '../../application/ports/cart-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { DEMO_KURS } from './demo-data';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, productByUrl, requireCustomer } from './memory-helpers';
@injectable()
export class MemoryCartApi implements CartApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {}

  private owner(): { customer: string | null; access: string | null } {
    const token = this.session.loginToken();
    if (token) {
      const customer = this.backend.loginTokens.get(token);
      if (!customer) throw new ApiError('UNAUTHORIZED');
      return { customer, access: null };
    }
    const access = this.session.accessToken();
    if (!access || !this.backend.accessTokens.has(access)) throw new ApiError('UNAUTHORIZED');
    return { customer: null, access };
  }
  private mine() {
    const { customer, access } = this.owner();
    return this.backend.cart.filter((e) => (customer ? e.ownerCustomer === customer : e.ownerCustomer === null && e.ownerAccess === access));
  }
  private add(line: Omit<CartLine, 'id' | 'code'>): CartAddResult {
    const { customer, access } = this.owner();
    const id = this.backend.nextId();
    const code = `CD${String(id).padStart(6, '0')}`;
    this.backend.cart.push({ line: { ...line, id, code }, ownerCustomer: customer, ownerAccess: access });
    return { id, code };
  }
  async addScraped(input: AddScrapedInput): Promise<CartAddResult> {
    const product = productByUrl(input.url);
    if (!product) throw new ApiError('UNPROCESSABLE', { message: 'Gagal ditambahkan ke keranjang', reason: 'SCRAPE_FAILED' });
    if (input.quantity < 1 || input.quantity > product.maxQuantity) throw new ApiError('UNPROCESSABLE', { field: 'quantity' });
    return this.add({
      scraped: true, name: product.name, url: product.url, image: product.images[0] ?? null, marketplace: product.marketplace, country: product.country,
      price: product.price, currency: product.currency, quantity: input.quantity, weightGrams: product.weightGrams, lengthCm: product.lengthCm,
      widthCm: product.widthCm, heightCm: product.heightCm, packageTrack: input.packageTrack ?? 'udara', size: input.size ?? null,
      color: input.color ?? null, note: input.note ?? null, productTypeId: input.productTypeId ?? null, hsCode: null, isAllInPrice: false, disabled: false,
    });
  }
  async addManual(input: ManualOrderInput): Promise<CartAddResult> {
    if (input.quantity < 1 || input.price < 0) throw new ApiError('UNPROCESSABLE', { field: input.quantity < 1 ? 'quantity' : 'price' });
    return this.add({
      scraped: false, name: input.name, url: input.url, image: input.image, marketplace: 'other', country: input.country, price: input.price,
      currency: input.currency.toUpperCase(), quantity: input.quantity, weightGrams: input.weightGrams, lengthCm: input.lengthCm, widthCm: input.widthCm,
      heightCm: input.heightCm, packageTrack: input.packageTrack, size: input.size ?? null, color: input.color ?? null, note: input.note ?? null,
      productTypeId: input.productTypeId ?? null, hsCode: input.hsCode ?? null, isAllInPrice: false, disabled: false,
    });
  }
  async edit(code: string, edit: CartLineEdit): Promise<CartLine> {
    const entry = this.mine().find((e) => e.line.code === code);
    if (!entry) throw new ApiError('NOT_FOUND');
    if (edit.quantity !== undefined && edit.quantity < 1) throw new ApiError('UNPROCESSABLE', { field: 'qty' });
    const defined = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
    entry.line = { ...entry.line, ...defined };
    return copy(entry.line);
  }
  async list(): Promise<CartLine[]> {
    return this.mine().map((e) => copy(e.line));
  }
  async listGroup(): Promise<CartGroup[]> {
    const lines = await this.list();
    const groups: CartGroup[] = [];
    for (const allIn of [false, true]) {
      const group = lines.filter((l) => l.isAllInPrice === allIn);
      if (group.length) groups.push({ isAllInPrice: allIn, lines: group });
    }
    return groups;
  }
  async get(code: string): Promise<CartLine> {
    const entry = this.mine().find((e) => e.line.code === code);
    if (!entry) throw new ApiError('NOT_FOUND');
    return copy(entry.line);
  }
  async delete(codes: string[]): Promise<void> {
    const mine = new Set(this.mine());
    for (let i = this.backend.cart.length - 1; i >= 0; i--) {
      const entry = this.backend.cart[i];
      if (entry && mine.has(entry) && codes.includes(entry.line.code)) this.backend.cart.splice(i, 1);
    }
  }
  async check(ids: number[]): Promise<number[]> {
    const present = new Set(this.mine().map((e) => e.line.id));
    return ids.filter((id) => !present.has(id));
  }
  async pushGuestToCustomer(codes: string[]): Promise<void> {
    const customer = requireCustomer(this.backend, this.session).customer.customerKey;
    const access = this.session.accessToken();
    for (const entry of this.backend.cart) {
      if (entry.ownerCustomer === null && entry.ownerAccess === access && codes.includes(entry.line.code)) {
        entry.ownerCustomer = customer;
        entry.ownerAccess = null;
      }
    }
  }
  async taxCalculator(codes: string[]): Promise<TaxCalculation> {
    const lines = this.mine().filter((e) => codes.includes(e.line.code)).map((e) => e.line);
    const result = lines.map((l) => {
      const value = Math.round(l.price * l.quantity * (DEMO_KURS[l.currency] ?? 1));
      const importDuty = Math.round((value * 7.5) / 100);
      const vat = Math.round(((value + importDuty) * 11) / 100);
      return { code: l.code, importDuty, vat, incomeTax: 0, total: value + importDuty + vat };
    });
    return {
      lines: result,
      totalTax: result.reduce((s, l) => s + l.importDuty + l.vat + l.incomeTax, 0),
      total: result.reduce((s, l) => s + l.total, 0),
    };
  }
}
