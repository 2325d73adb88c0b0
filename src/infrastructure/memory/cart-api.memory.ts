// The in-memory server cart (MemoryCartApi): lines owned by the access token or the customer,
// as the real server keeps them (with the customer's insurance and NPWP choices, sea only where
// offered); priced with the domain like cart-detail/tax-calculator (buildPriceLineInput).
import { inject, injectable, optional } from 'inversify';
import { buildPriceLineInput, checkTrack, DEFAULT_BILLING, priceGroup } from '../../domain/pricing';
import { ApiError } from '../../application/ports/api-error';
import {
  GUEST_PRICING_ACCOUNT,
  type AddScrapedInput, type CartAddResult, type CartApi, type CartGroup, type CartLine, type CartLineEdit, type ManualOrderInput,
  type PricingAccount, type TaxCalculation,
} from '../../application/ports/cart-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { DEMO_HS_CODES, DEMO_KURS, DEMO_PRODUCT_TYPES } from './demo-data';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, productByUrl, requireCustomer } from './memory-helpers';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
@injectable()
export class MemoryCartApi implements CartApi {
  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
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
    this.assertTrack(line);
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
      useInsurance: input.useInsurance ?? false, usingNpwp: input.usingNpwp ?? false,
    });
  }
  async addManual(input: ManualOrderInput): Promise<CartAddResult> {
    if (input.quantity < 1 || input.price < 0) throw new ApiError('UNPROCESSABLE', { field: input.quantity < 1 ? 'quantity' : 'price' });
    return this.add({
      scraped: false, name: input.name, url: input.url, image: input.image, marketplace: 'other', country: input.country, price: input.price,
      currency: input.currency.toUpperCase(), quantity: input.quantity, weightGrams: input.weightGrams, lengthCm: input.lengthCm, widthCm: input.widthCm,
      heightCm: input.heightCm, packageTrack: input.packageTrack, size: input.size ?? null, color: input.color ?? null, note: input.note ?? null,
      productTypeId: input.productTypeId ?? null, hsCode: input.hsCode ?? null, isAllInPrice: false, disabled: false,
      useInsurance: input.useInsurance ?? false, usingNpwp: input.usingNpwp ?? false,
    });
  }
  async edit(code: string, edit: CartLineEdit): Promise<CartLine> {
    const entry = this.mine().find((e) => e.line.code === code);
    if (!entry) throw new ApiError('NOT_FOUND');
    if (edit.quantity !== undefined && edit.quantity < 1) throw new ApiError('UNPROCESSABLE', { field: 'qty' });
    const defined = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
    this.assertTrack({ ...entry.line, ...defined });
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
  private assertTrack(line: Pick<CartLine, 'country' | 'marketplace' | 'packageTrack'>): void {
    const problem = checkTrack({ country: line.country, marketplace: line.marketplace, track: line.packageTrack }, GUEST_PRICING_ACCOUNT, DEFAULT_BILLING);
    if (problem) throw new ApiError('UNPROCESSABLE', { field: 'package_track', reason: problem });
  }
  async pricingAccount(): Promise<PricingAccount> {
    const { customer } = this.owner();
    const addresses = customer ? this.backend.addresses.get(customer) ?? [] : [];
    const premium = customer !== null && (this.backend.premiumUntil.get(customer) ?? 0) > (this.clock?.now() ?? Date.now());
    return { importerMode: false, hasNpwp: addresses.some((a) => (a.npwp ?? '').trim() !== ''), premium };
  }
  async taxCalculator(codes: string[]): Promise<TaxCalculation> {
    const account = await this.pricingAccount();
    const lines = this.mine().filter((e) => codes.includes(e.line.code)).map((e) => e.line);
    const group = priceGroup(
      lines.map((l) => buildPriceLineInput(
        {
          id: l.code, price: l.price, currency: l.currency, quantity: l.quantity, weightGrams: l.weightGrams, lengthCm: l.lengthCm,
          widthCm: l.widthCm, heightCm: l.heightCm, country: l.country, marketplace: l.marketplace, track: l.packageTrack,
          productType: DEMO_PRODUCT_TYPES.find((t) => t.id === l.productTypeId) ?? null,
          hsCode: DEMO_HS_CODES.find((h) => h.code === l.hsCode) ?? null,
          choices: { useInsurance: l.useInsurance, usingNpwp: l.usingNpwp },
        },
        { ...account, isAllInPrice: l.isAllInPrice },
      )),
      { exchangeRates: DEMO_KURS, billing: DEFAULT_BILLING },
    );
    return {
      lines: group.lines.map((b) => ({ code: b.id ?? '', importDuty: b.importDuty, vat: b.vat, incomeTax: b.incomeTax, total: b.total })),
      totalTax: group.totalTax,
      total: group.total,
    };
  }
}
