/**
 * /checkout (docs/api/orders.md, spec sections 2, 3 'Address'/'Consolidation', 4): the signed-in
 * customer's cart lines (CartApi, mirrored in GuestCartStore with the multi-address quantities and
 * the consolidation groups set on /cart; the rules are src/domain/cart and consolidation), the
 * lines to check out (all by default), one address or several, each shipment's courier, insurance,
 * NPWP (offered when the preview says has_npwp), a voucher, the payment method, and the server's
 * breakdown. Its parts: the multi-address quantities (../cart/line-allocation, shared with /cart),
 * the request of the choices (./checkout-request), the breakdown and the voucher
 * (./checkout-previewer), placing the order with its Idempotency-Key and the PRICE_CHANGED
 * confirmation (./order-placement), the failures as the screen shows them (./checkout-failure), the
 * acknowledgement of restricted goods the preview names (./lartas-acknowledgement).
 */
import { inject, injectable, optional } from 'inversify';
import { ANALYTICS, type AnalyticsSink } from '../privacy/analytics.port';
import { makeAutoObservable, runInAction } from 'mobx';
import { setMultiAddress, type CartLine } from '../../domain/cart';
import { EMPTY_GUEST_CART, reconcile, saveState } from '../cart/cart-lines';
import { LineAllocation } from '../cart/line-allocation';
import { QuantityQueue } from '../cart/quantity-queue';
import { ADDRESS_API, type Address, type AddressApi } from '../ports/address-api.port';
import { CART_API, type CartApi } from '../ports/cart-api.port';
import {
  CHECKOUT_API, type CheckoutApi, type CheckoutRequest, type PaymentGroup, type ShipmentLine, type ShippingOption,
} from '../ports/checkout-api.port';
import { GUEST_CART_STORE, type GuestCartState, type GuestCartStore } from '../ports/guest-cart-store.port';
import type { CheckoutProblem } from './checkout-failure';
import { CheckoutPreviewer } from './checkout-previewer';
import { checkoutRequest } from './checkout-request';
import { newIdempotencyKey } from './idempotency-key';
import { LartasAcknowledgement } from './lartas-acknowledgement';
import { OrderPlacement } from './order-placement';

export { isVoucherReason, type CheckoutFailure, type CheckoutProblem, type VoucherProblem } from './checkout-failure';

export const CHECKOUT_VIEW_MODEL = Symbol.for('checkout.CheckoutViewModel');

@injectable()
export class CheckoutViewModel {
  loading = true;
  loadFailed = false;
  state: GuestCartState = EMPTY_GUEST_CART;
  addresses: Address[] = [];
  /** Ids of the lines to check out. */
  selectedIds: string[] = [];
  /** One-address mode: the address chosen. */
  addressId: string | null = null;
  /** Courier choice per shipment key. */
  shipping: Record<string, { courier: string; service: string }> = {};
  /** null: not chosen here (the server keeps each line's stored choice). */
  useInsurance: boolean | null = null;
  usingNpwp: boolean | null = null;
  paymentGroups: PaymentGroup[] = [];
  paymentGroupsFailed = false;
  paymentMethod: string | null = null;
  submitted = false;
  /** 'Buat Pesanan' pressed while a preview was on its way: waiting for it to place the order. */
  awaitingPreview = false;
  /** Multi-address mode: the lines' quantities per address (the same allocation as /cart's). */
  readonly allocation: LineAllocation;
  /** The server's breakdown of the choices and the voucher on it. */
  readonly previewer: CheckoutPreviewer;
  /** Placing the order: its state, the attempt's key, the PRICE_CHANGED confirmation. */
  readonly placement: OrderPlacement;
  /** The restricted goods (lartas) of the preview and the customer's acknowledgement of them. */
  readonly lartas: LartasAcknowledgement;
  /** Where each attempt's key comes from (tests replace it). */
  newKey: () => string = newIdempotencyKey;
  private readonly quantities: QuantityQueue;
  private reloading = false;

  constructor(
    @inject(CART_API) private readonly cartApi: CartApi,
    @inject(GUEST_CART_STORE) private readonly store: GuestCartStore,
    @inject(ADDRESS_API) private readonly addressApi: AddressApi,
    @inject(CHECKOUT_API) private readonly api: CheckoutApi,
    @inject(ANALYTICS) @optional() private readonly analytics?: AnalyticsSink,
  ) {
    // A changed total (a new address starts at 1) goes to the server; the preview waits for it.
    this.quantities = new QuantityQueue(cartApi);
    this.allocation = new LineAllocation({
      cart: () => this.state.cart,
      addresses: () => this.addresses,
      commit: (cart) => this.commit({ ...this.state, cart }),
      quantityChanged: (line) => this.quantities.send(line),
      changed: () => this.structureChanged(),
    });
    this.previewer = new CheckoutPreviewer(api, {
      request: (overrides) => this.requestWith(overrides),
      settled: () => this.quantities.settled(),
      previewed: (preview) => {
        if (!preview.hasNpwp && this.usingNpwp) this.usingNpwp = false;
      },
      cartChanged: () => void this.reloadCartAndAddresses(),
    });
    this.placement = new OrderPlacement(api, {
      previewAgain: async () => {
        await this.refreshPreview();
        return this.preview?.totals.total ?? null;
      },
      reload: () => this.reloadCartAndAddresses(),
      voucherRefused: (failure) => this.previewer.voucherRefused(failure),
      checkedOut: (codes, placed) => {
        // A conversion for the pixels, sent only with consent (docs/privacy.md).
        this.analytics?.track({ type: 'checkout_placed', currency: 'IDR', value: placed.total, orderCode: placed.orderCode });
        return this.checkedOut(codes);
      },
      lartasRefused: async () => { this.lartas.refused(); await this.refreshPreview(); },
    }, () => this.newKey());
    this.lartas = new LartasAcknowledgement(() => this.preview?.lartas);
    makeAutoObservable<this, 'cartApi' | 'store' | 'addressApi' | 'api' | 'quantities' | 'reloading' | 'analytics'>(
      this,
      {
        cartApi: false, store: false, addressApi: false, api: false, allocation: false, previewer: false, placement: false, lartas: false, quantities: false,
        reloading: false, newKey: false, analytics: false,
      },
      { autoBind: true },
    );
  }

  // ------------------------------------------------------------------ loading

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    this.state = this.store.load();
    const [loaded] = await Promise.all([this.fetchCartAndAddresses(), this.retryPaymentGroups()]);
    runInAction(() => {
      this.loadFailed = !loaded;
      this.selectedIds = this.lines.map((l) => l.id);
      this.loading = false;
    });
    await this.refreshPreview();
  }

  /** The server's cart lines and the customer's addresses (the active one chosen); false when either failed. */
  private async fetchCartAndAddresses(): Promise<boolean> {
    const [lines, addresses] = await Promise.allSettled([this.cartApi.list(), this.addressApi.list()]);
    runInAction(() => {
      if (lines.status === 'fulfilled') this.commit(reconcile(this.store.load(), [], lines.value));
      if (addresses.status === 'fulfilled') this.addresses = addresses.value;
      if (!this.addresses.some((a) => a.id === this.addressId)) this.addressId = (this.addresses.find((a) => a.active) ?? this.addresses[0])?.id ?? null;
    });
    return lines.status === 'fulfilled' && addresses.status === 'fulfilled';
  }

  async retryPaymentGroups(): Promise<void> {
    try {
      const groups = await this.api.paymentGroups();
      runInAction(() => {
        this.paymentGroups = groups;
        this.paymentGroupsFailed = false;
      });
    } catch {
      runInAction(() => {
        this.paymentGroupsFailed = true;
      });
    }
  }

  private commit(state: GuestCartState): void {
    this.state = saveState(this.store, state);
    this.selectedIds = this.selectedIds.filter((id) => this.state.cart.lines.some((l) => l.id === id));
  }

  // ------------------------------------------------------------------ lines

  /** The cart's lines the server knows (a code), in cart order. */
  get lines(): readonly CartLine[] {
    return this.state.cart.lines.filter((l) => l.code !== '');
  }

  get empty(): boolean { return !this.loading && this.lines.length === 0; }

  get selectedLines(): readonly CartLine[] {
    return this.lines.filter((l) => this.selectedIds.includes(l.id));
  }

  isSelected(lineId: string): boolean {
    return this.selectedIds.includes(lineId);
  }

  get allSelected(): boolean {
    return this.lines.length > 0 && this.selectedLines.length === this.lines.length;
  }

  toggleLine(lineId: string): void {
    this.selectedIds = this.isSelected(lineId) ? this.selectedIds.filter((id) => id !== lineId) : [...this.selectedIds, lineId];
    this.structureChanged();
  }

  selectAll(selected: boolean): void {
    this.selectedIds = selected ? this.lines.map((l) => l.id) : [];
    this.structureChanged();
  }

  /** The server's priced line (summed over its shipments) for a cart line. */
  pricedLine(line: CartLine): { total: number; quantity: number } | null {
    if (!this.preview) return null;
    const parts: ShipmentLine[] = this.preview.shipments.flatMap((s) => s.lines.filter((l) => l.cartDetailCode === line.code));
    if (parts.length === 0) return null;
    return { total: parts.reduce((n, l) => n + l.total, 0), quantity: parts.reduce((n, l) => n + l.quantity, 0) };
  }

  /** The consolidation group of a line (set on /cart), if any. */
  groupName(line: CartLine): string | null {
    return this.state.consolidation.groups.find((g) => g.lineIds.includes(line.id))?.name ?? null;
  }

  /** The groups that become consolidated shipments: their selected lines. */
  get consolidations(): { name: string; lines: CartLine[] }[] {
    return this.state.consolidation.groups
      .map((g) => ({ name: g.name, lines: this.selectedLines.filter((l) => g.lineIds.includes(l.id)) }))
      .filter((g) => g.lines.length > 0);
  }

  // ------------------------------------------------------------------ addresses

  get noAddress(): boolean { return !this.loading && !this.loadFailed && this.addresses.length === 0; }

  get multiAddress(): boolean { return this.state.cart.multiAddress; }

  chooseAddress(addressId: string): void {
    if (this.addressId === addressId) return;
    this.addressId = addressId;
    this.structureChanged();
  }

  setMultiAddress(enabled: boolean): void {
    this.commit({ ...this.state, cart: setMultiAddress(this.state.cart, enabled) });
    this.structureChanged();
  }

  /** Selected lines whose allocation cannot be sent: none, or to an address the customer does not have. */
  get unallocatedLines(): readonly CartLine[] {
    return this.multiAddress ? this.selectedLines.filter((l) => !this.allocation.isSendable(l)) : [];
  }

  // ------------------------------------------------------------------ options

  chooseShipping(shipmentKey: string, option: Pick<ShippingOption, 'courier' | 'service'>): void {
    this.shipping = { ...this.shipping, [shipmentKey]: { courier: option.courier, service: option.service } };
    void this.refreshPreview();
  }

  isShippingChosen(shipmentKey: string, option: Pick<ShippingOption, 'courier' | 'service'>): boolean {
    const chosen = this.shipping[shipmentKey] ?? this.preview?.shipments.find((s) => s.key === shipmentKey)?.shipping;
    return chosen !== undefined && chosen !== null && chosen.courier === option.courier && chosen.service === option.service;
  }

  setInsurance(value: boolean): void {
    this.useInsurance = value;
    void this.refreshPreview();
  }

  /** The insurance checkbox: the choice made here, else whether the preview insures anything. */
  get insured(): boolean {
    return this.useInsurance ?? (this.preview !== null && this.preview.totals.insurance > 0);
  }

  /** Offered only when the preview says the customer has an NPWP on file. */
  get npwpOffered(): boolean {
    return this.preview?.hasNpwp === true;
  }

  setNpwp(value: boolean): void {
    this.usingNpwp = value && this.npwpOffered;
    void this.refreshPreview();
  }

  get npwpChosen(): boolean { return this.usingNpwp === true; }

  choosePayment(code: string): void {
    this.paymentMethod = code;
    if (this.placeError?.field === 'body.payment_method') this.placement.dismissError();
  }

  get paymentMethodName(): string | null {
    for (const g of this.paymentGroups) for (const m of g.methods) if (m.code === this.paymentMethod) return m.name;
    return null;
  }

  // ------------------------------------------------------------------ request and preview

  /** The request of the current choices; null when there is nothing to ask yet. */
  requestWith(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest | null {
    const request = this.unallocatedLines.length > 0 ? null : checkoutRequest(this);
    return request && { ...request, ...overrides };
  }

  get request(): CheckoutRequest | null {
    return this.requestWith();
  }

  /** Lines, addresses or groups changed: the shipments (and their keys) change, so do the courier choices. */
  private structureChanged(): void {
    this.shipping = {};
    void this.refreshPreview();
  }

  /** Resolves when the quantities sent so far have been answered. */
  settled(): Promise<unknown> { return this.quantities.settled(); }

  get preview() { return this.previewer.preview; }
  get previewing() { return this.previewer.previewing; }
  get previewError() { return this.previewer.error; }
  get voucherInput() { return this.previewer.voucherInput; }
  get voucherCode() { return this.previewer.voucherCode; }
  get voucherError() { return this.previewer.voucherError; }

  /** Asks the server for the breakdown of the current choices (an older answer arriving late is dropped). */
  refreshPreview(): Promise<void> { return this.previewer.refresh(); }

  setVoucherInput(value: string): void {
    this.previewer.setVoucherInput(value);
  }

  /** 'Pakai': previews with the typed code; a refusal keeps the code typed and the previous breakdown. */
  applyVoucher(): Promise<void> {
    return this.previewer.applyVoucher();
  }

  removeVoucher(): void {
    this.previewer.removeVoucher();
  }

  private async reloadCartAndAddresses(): Promise<void> {
    if (this.reloading) return;
    this.reloading = true;
    try {
      await this.fetchCartAndAddresses();
      runInAction(() => {
        this.shipping = {};
      });
      await this.refreshPreview();
    } finally {
      this.reloading = false;
    }
  }

  /** Everything that keeps the order from being placed now. */
  get problems(): CheckoutProblem[] {
    const out: CheckoutProblem[] = [];
    if (this.selectedLines.length === 0) out.push('select_lines');
    if (this.addresses.length === 0) out.push('no_address');
    if (this.unallocatedLines.length > 0) out.push('allocation_incomplete');
    if (!this.paymentMethod) out.push('payment_required');
    if (this.lartas.missing) out.push('lartas_ack_required');
    if (out.length === 0 && (!this.preview || this.previewing || this.previewError)) out.push('preview_pending');
    return out;
  }

  get placing() { return this.placement.placing; }
  get placeError() { return this.placement.error; }
  get priceChange() { return this.placement.priceChange; }
  get placed() { return this.placement.placed; }
  /** Where the screen goes after placing the order. */
  get invoicePath() { return this.placement.invoicePath; }

  get canPlace(): boolean {
    return !this.placing && !this.loading && this.problems.length === 0 && this.priceChange === null && this.placed === null;
  }

  /**
   * Places the order with the previewed total (sends once while an attempt is on its way). Pressed
   * while the breakdown of the latest choices is on its way: placed once it arrives, not dropped.
   */
  async placeOrder(): Promise<boolean> {
    if (this.placing || this.placed || this.awaitingPreview) return false;
    this.submitted = true;
    if (this.problems.length === 1 && this.problems[0] === 'preview_pending' && !this.previewError) {
      this.awaitingPreview = true;
      await this.previewer.arrived();
      runInAction(() => { this.awaitingPreview = false; });
    }
    if (this.problems.length > 0 || this.priceChange !== null) return this.lartas.heldBack(this.problems);
    const base = this.request;
    const preview = this.preview;
    const paymentMethod = this.paymentMethod;
    if (!base || !preview || !paymentMethod) return false;
    return this.placement.place({ ...base, paymentMethod, expectedTotal: preview.totals.total, ...this.lartas.request });
  }

  /** 'Konfirmasi': place the order again with the new total. */
  async confirmPriceChange(): Promise<boolean> {
    if (!this.priceChange) return false;
    this.placement.dismissPriceChange();
    return this.placeOrder();
  }

  /** The checked-out lines leave the local cart; the rest is reloaded from the server and kept. */
  private async checkedOut(codes: readonly string[]): Promise<void> {
    this.store.remove([...codes]);
    let lines = null;
    try {
      lines = await this.cartApi.list();
    } catch {
      // the local mirror without the checked-out lines is right; the next /cart visit syncs
    }
    runInAction(() => {
      this.commit(reconcile(this.store.load(), [], lines));
    });
  }
}
