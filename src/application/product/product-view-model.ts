/**
 * /product?url=... and /product/:id: the scraped product, its variant choice, quantity (the
 * domain's max rules), note, package track, product type and NPWP/insurance, the live price
 * breakdown of src/domain/pricing (buildPriceLineInput over productLineDescription, with the
 * server's facts: the item's all-in from billing, the account's importer status and NPWP on file),
 * add to cart (with the chosen insurance and NPWP), bookmark and suggestions. Sea where it is not
 * offered is reported (trackProblem), never switched to air behind the customer's back.
 * The screen reads this and renders; texts are chosen by the screen from the codes below.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { maxQuantityFor, vendorItemOf } from '../../domain/cart';
import {
  allInPriceFromBilling, buildPriceLineInput, checkTrack, DEFAULT_BILLING, isSeaAvailable, PricingError, priceLine,
  type BillingConfig, type ExchangeRates, type LineBreakdown, type PackageTrack, type PricingRules, type TrackProblem,
} from '../../domain/pricing';
import { isApiError } from '../ports/api-error';
import { marketplaceErrorReason, type MarketplaceErrorReason } from '../catalog/marketplace-error';
import { CART_API, GUEST_PRICING_ACCOUNT, type CartApi, type PricingAccount } from '../ports/cart-api.port';
import { BOOKMARK_API, type BookmarkApi } from '../ports/bookmark-api.port';
import { CATALOG_API, type CatalogApi, type CatalogItem } from '../ports/catalog-api.port';
import { PRODUCT_API, type Product, type ProductApi, type ProductOption, type ProductVariation } from '../ports/product-api.port';
import { RATES_API, type KursEntry, type LartasEntry, type ProductType, type RatesApi } from '../ports/rates-api.port';
import { lartasEntryOf, loadLartasEntries } from '../lartas/lartas-entries';
import { loadPricingTables, rateNotesOf } from '../pricing/pricing-tables';
import { loadPricingAccount } from '../pricing/pricing-account';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import { APP_SETTINGS, type AppSettings } from '../shell/app-settings';
import { ADD_TO_CART_USE_CASE, type AddToCartUseCase } from './add-to-cart.use-case';
import { matchOption, productLineDescription, unitPriceFor } from './product-pricing';
import { loadProduct, type ProductAddress } from './load-product';

export type { ProductAddress } from './load-product';

export const PRODUCT_VIEW_MODEL = Symbol.for('product.ProductViewModel');

/** Spec section 9: the not-found message shows for 2000 ms. */
export const NOT_FOUND_NOTICE_MS = 2000;

export type ProductStatus = 'idle' | 'loading' | 'ready' | 'not_found' | 'error';

export type QuantityNotice = 'not_a_number' | 'required' | 'max' | 'min' | null;
export type AddOutcome = 'added' | 'failed' | 'invalid';
export type BookmarkOutcome = 'login_required' | 'added' | 'failed';

@injectable()
export class ProductViewModel {
  status: ProductStatus = 'idle';
  /** Set with status 'error' when the server said why (a slow or unavailable marketplace, the lookup limit). */
  errorReason: MarketplaceErrorReason | null = null;
  /** The marketplace's own texts (Chinese) shown instead of the translation. */
  showOriginal = false;
  notFoundNotice = false;
  redirectUrl: string | null = null;
  product: Product | null = null;
  quantityText = '1';
  quantity = 1;
  quantityNotice: QuantityNotice = null;
  attributes: Record<string, string> = {};
  track: PackageTrack = 'udara';
  productTypeId = '';
  usingNpwp = false;
  useInsurance = false;
  note = '';
  activeImage = 0;
  adding = false;
  bookmarking = false;
  bookmarked = false;
  suggested: CatalogItem[] = [];
  exchangeRates: ExchangeRates = {};
  /** The rates' dates and sources (GET kurs), for the breakdown's rate note. */
  kursEntries: KursEntry[] = [];
  billing: BillingConfig = DEFAULT_BILLING;
  rules: Partial<PricingRules> = {};
  productTypes: ProductType[] = [];
  /** The restricted-goods list (RatesApi.lartas): the warning of the product type chosen. */
  lartasEntries: LartasEntry[] = [];
  /** The server's facts about the account (importer status, NPWP on file); a visitor has neither. */
  account: PricingAccount = GUEST_PRICING_ACCOUNT;
  private noticeTimer: ReturnType<typeof setTimeout> | null = null;
  /** The suggestions' load started by the last product shown (a server render waits for it). */
  private suggestionsLoad: Promise<void> | null = null;

  constructor(
    @inject(PRODUCT_API) private readonly products: ProductApi,
    @inject(RATES_API) private readonly rates: RatesApi,
    @inject(CATALOG_API) private readonly catalog: CatalogApi,
    @inject(BOOKMARK_API) private readonly bookmarks: BookmarkApi,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(ADD_TO_CART_USE_CASE) private readonly addToCart: AddToCartUseCase,
    @inject(APP_SETTINGS) @optional() private readonly settings?: AppSettings,
    @inject(CART_API) @optional() private readonly cart?: CartApi,
  ) {
    makeAutoObservable<this, 'products' | 'rates' | 'catalog' | 'bookmarks' | 'session' | 'addToCart' | 'settings' | 'cart' | 'noticeTimer' | 'suggestionsLoad'>(
      this,
      {
        products: false, rates: false, catalog: false, bookmarks: false, session: false, addToCart: false, settings: false, cart: false, noticeTimer: false, suggestionsLoad: false,
        // The server's data is replaced whole, never changed in place: kept as references, not
        // made deeply observable (that copy took about 20 ms of a phone's main thread at hydration).
        product: observableRef, suggested: observableRef, exchangeRates: observableRef, kursEntries: observableRef, billing: observableRef,
        rules: observableRef, productTypes: observableRef, account: observableRef, lartasEntries: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Rates, billing and product types for the breakdown (failures leave the defaults; kurs missing = no breakdown). */
  async loadRates(): Promise<void> {
    const [tables, account, lartas] = await Promise.all([
      loadPricingTables(this.rates), loadPricingAccount(this.cart, this.session), loadLartasEntries(this.rates),
    ]);
    runInAction(() => {
      this.account = account;
      this.lartasEntries = lartas;
      if (tables.exchangeRates) this.exchangeRates = tables.exchangeRates;
      if (tables.kursEntries) this.kursEntries = tables.kursEntries;
      if (tables.billing) {
        this.billing = tables.billing.billing;
        this.rules = tables.billing.rules;
      }
      if (tables.productTypes) this.productTypes = tables.productTypes;
    });
  }

  /**
   * Loads the product (and the rates). `withSuggestions`: resolves only once the suggestions are
   * there too (a server render shows them in its HTML; otherwise they arrive on their own).
   */
  async load(address: ProductAddress, options: { withSuggestions?: boolean } = {}): Promise<void> {
    this.suggestionsLoad = null;
    this.status = 'loading';
    this.errorReason = null;
    this.redirectUrl = null;
    const rates = this.loadRates();
    try {
      const outcome = await loadProduct(this.products, address, this.settings?.sisterServiceUrl ? [this.settings.sisterServiceUrl] : []);
      await rates;
      runInAction(() => {
        if (outcome.kind === 'product') this.show(outcome.product);
        else if (outcome.kind === 'redirect') this.redirectUrl = outcome.url;
        else this.showNotFound();
      });
      if (options.withSuggestions && this.suggestionsLoad) await this.suggestionsLoad;
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 404) this.showNotFound();
        else {
          this.status = 'error';
          this.errorReason = marketplaceErrorReason(error);
        }
      });
    }
  }

  private show(product: Product): void {
    this.product = product;
    this.attributes = Object.fromEntries(product.variations.filter((v) => v.options.length > 0).map((v) => [v.name, v.options[0] as string]));
    this.productTypeId = product.productTypeId ?? '';
    this.track = 'udara';
    this.activeImage = 0;
    this.showOriginal = false;
    this.setQuantityText(String(this.minQuantity));
    this.status = 'ready';
    this.suggestionsLoad = this.loadSuggested(product.url);
  }

  /** 'Produk tidak tersedia' for 2 seconds, then the page's empty state stays. */
  showNotFound(): void {
    this.status = 'not_found';
    this.notFoundNotice = true;
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => runInAction(() => { this.notFoundNotice = false; }), NOT_FOUND_NOTICE_MS);
  }

  dispose(): void {
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
  }

  async loadSuggested(url: string): Promise<void> {
    try {
      const items = await this.catalog.suggested(url);
      runInAction(() => { this.suggested = items; });
    } catch {
      runInAction(() => { this.suggested = []; });
    }
  }

  get option(): ProductOption | null {
    return this.product ? matchOption(this.product, this.attributes) : null;
  }

  /** Unit price in the store's currency for the chosen variant and quantity. */
  get unitPrice(): number | null {
    return this.product ? unitPriceFor(this.product, this.option, this.quantity) : null;
  }

  /**
   * The gallery: the chosen SKU's own photo first (a marketplace's per-SKU picture), then the
   * product's photos. A variation value's image is its swatch (ProductVariation.images): a chip
   * beside the value, never the main photo.
   */
  get images(): string[] {
    const base = this.product?.images ?? [];
    const variant = this.option?.image;
    return variant && !base.includes(variant) ? [variant, ...base] : base;
  }

  /** Spec section 5: 10 default, 1,000,000 on 1688, otherwise the scraped maximum; the chosen SKU's stock caps it. */
  get maxQuantity(): number {
    if (!this.product) return 1;
    const stock = this.option?.stock;
    const scraped = stock && stock > 0 ? Math.min(stock, this.product.maxQuantity) : this.product.maxQuantity;
    return maxQuantityFor(this.product.marketplace, scraped);
  }

  /** The seller's minimum order (1688 MOQ), at least 1: the server refuses fewer. */
  get minQuantity(): number {
    return Math.max(1, Math.floor(this.product?.minimumOrderQuantity ?? 1));
  }

  /** True when the product's texts are a translation and the marketplace's own are there to show. */
  get hasOriginal(): boolean {
    const original = this.product?.nameOriginal;
    return !!original && original !== this.product?.name;
  }

  toggleOriginal(): void {
    this.showOriginal = this.hasOriginal && !this.showOriginal;
  }

  /** The title as shown: the marketplace's own while showOriginal, else the translation. */
  get title(): string {
    const product = this.product;
    if (!product) return '';
    return this.showOriginal && product.nameOriginal ? product.nameOriginal : product.name;
  }

  /** An axis label as shown. */
  axisLabel(variation: ProductVariation): string {
    return (this.showOriginal ? variation.labelOriginal : undefined) ?? variation.label ?? variation.name;
  }

  /** A variation value as shown (the value itself stays what the SKU and the cart use). */
  valueLabel(variation: ProductVariation, value: string): string {
    return (this.showOriginal ? variation.originals?.[value] : variation.labels?.[value]) ?? value;
  }

  /** The specification as shown. */
  get specification(): { name: string; value: string }[] {
    return (this.product?.specification ?? []).map((row) => (this.showOriginal
      ? { name: row.nameOriginal ?? row.name, value: row.valueOriginal ?? row.value }
      : { name: row.name, value: row.value }));
  }

  setQuantityText(text: string): void {
    this.quantityText = text;
    const t = text.trim();
    if (t === '') {
      this.quantityNotice = 'required';
      return;
    }
    if (!/^\d+$/.test(t)) {
      this.quantityNotice = 'not_a_number';
      return;
    }
    const n = Number(t);
    const clamped = Math.min(this.maxQuantity, Math.max(this.minQuantity, n));
    this.quantity = clamped;
    this.quantityNotice = n > this.maxQuantity ? 'max' : n < this.minQuantity ? 'min' : null;
    if (clamped !== n) this.quantityText = String(clamped);
  }

  increase(): void {
    this.setQuantityText(String(Math.min(this.maxQuantity, this.quantity + 1)));
  }

  decrease(): void {
    this.setQuantityText(String(Math.max(this.minQuantity, this.quantity - 1)));
  }

  selectAttribute(axis: string, value: string): void {
    this.attributes = { ...this.attributes, [axis]: value };
    this.activeImage = 0;
    if (this.quantity > this.maxQuantity) this.setQuantityText(String(this.maxQuantity));
  }

  get seaAvailable(): boolean {
    if (!this.product) return false;
    return isSeaAvailable({ country: this.product.country, marketplace: this.product.marketplace, importerMode: this.account.importerMode }, this.billing);
  }

  /** The track as chosen; sea where it is not offered shows trackProblem (no breakdown, no add). */
  setTrack(track: PackageTrack): void {
    this.track = track;
  }

  /** 'SEA_NOT_AVAILABLE' while sea is chosen where it is not offered (the server would refuse it). */
  get trackProblem(): TrackProblem | null {
    if (!this.product) return null;
    return checkTrack({ country: this.product.country, marketplace: this.product.marketplace, track: this.track }, this.account, this.billing);
  }

  /** The NPWP box is ticked but no NPWP is on file: the income tax stays at the non-NPWP rate. */
  get npwpNotOnFile(): boolean {
    return this.usingNpwp && !this.account.hasNpwp;
  }

  setProductType(id: string): void { this.productTypeId = id; }
  setUsingNpwp(value: boolean): void { this.usingNpwp = value; }
  setUseInsurance(value: boolean): void { this.useInsurance = value; }
  setNote(value: string): void { this.note = value; }
  setActiveImage(index: number): void { this.activeImage = index; }

  get selectedProductType(): ProductType | null {
    return this.productTypes.find((t) => String(t.id) === this.productTypeId) ?? null;
  }

  /** The rate the breakdown uses for the product's currency, with its date and source ('Kurs CNY 1 = Rp 2.260 · ...'). */
  get rateNotes(): KursEntry[] {
    return this.product ? rateNotesOf(this.exchangeRates, this.kursEntries, [this.product.currency]) : [];
  }

  /** The restricted-goods entry of the product type chosen or suggested (src/domain/lartas), or null. */
  get lartas(): LartasEntry | null {
    return lartasEntryOf({ productTypeId: this.productTypeId }, { productTypes: this.productTypes, entries: this.lartasEntries });
  }

  /** The full breakdown (null without a product, or when the currency has no rate). */
  get breakdown(): LineBreakdown | null {
    if (!this.product || this.trackProblem) return null;
    const line = productLineDescription(
      this.product,
      { quantity: this.quantity, track: this.track, attributes: this.attributes, usingNpwp: this.usingNpwp, useInsurance: this.useInsurance },
      this.selectedProductType,
    );
    try {
      const input = buildPriceLineInput(line, {
        isAllInPrice: allInPriceFromBilling(this.product.country, this.billing, this.rules),
        importerMode: this.account.importerMode,
        hasNpwp: this.account.hasNpwp,
        premium: this.account.premium === true,
      });
      return priceLine(input, { exchangeRates: this.exchangeRates, rules: this.rules, billing: this.billing });
    } catch (error) {
      if (error instanceof PricingError) return null;
      throw error;
    }
  }

  get canAdd(): boolean {
    return this.product !== null && !this.adding && this.product.availability !== 'out_of_stock'
      && this.quantityNotice !== 'not_a_number' && this.quantityNotice !== 'required' && this.trackProblem === null;
  }

  async add(): Promise<AddOutcome> {
    const product = this.product;
    if (!product || !this.canAdd) return 'invalid';
    this.adding = true;
    try {
      const option = this.option;
      await this.addToCart.addProduct({
        url: product.url,
        productSlug: product.slug,
        quantity: this.quantity,
        skuId: option?.skuId ?? null,
        variant: option ? null : this.attributes,
        note: this.note.trim() || null,
        packageTrack: this.track,
        productTypeId: this.productTypeId || null,
        usingNpwp: this.usingNpwp,
        useInsurance: this.useInsurance,
        country: product.countryKnown === false ? product.country : null,
        vendor: vendorItemOf(product),
      });
      return 'added';
    } catch {
      return 'failed';
    } finally {
      runInAction(() => { this.adding = false; });
    }
  }

  /** Anonymous: the caller asks for login. Signed in: bookmark/create. */
  async bookmark(): Promise<BookmarkOutcome> {
    if (!this.session.loginToken()) return 'login_required';
    if (!this.product) return 'failed';
    this.bookmarking = true;
    try {
      await this.bookmarks.create('product', this.product.url);
      runInAction(() => { this.bookmarked = true; });
      return 'added';
    } catch {
      return 'failed';
    } finally {
      runInAction(() => { this.bookmarking = false; });
    }
  }
}
