/**
 * /checkout (docs/api/orders.md, spec sections 2, 3 'Address'/'Consolidation', 4): the signed-in
 * customer's cart lines (CartApi, mirrored in GuestCartStore with the multi-address quantities and
 * the consolidation groups set on /cart; the rules are src/domain/cart and consolidation), the
 * lines to check out (all by default), one address or several, each shipment's courier, insurance,
 * NPWP (offered when the preview says has_npwp), a voucher, the payment method, and the server's
 * breakdown (POST cart/checkout/preview). Placing the order sends one Idempotency-Key per attempt,
 * kept until a definite answer: a double click sends once, and retrying after a network failure
 * sends the same key (the server answers the same invoice). A 409 PRICE_CHANGED previews again and
 * asks the customer to confirm the new total.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  addLineAddress, addressIds, decreaseAddressQuantity, increaseAddressQuantity, itemsForAddress, quantityAt, removeLineAddress,
  setAddressQuantity, setMultiAddress, type CartLine,
} from '../../domain/cart';
import { syncConsolidation } from '../../domain/consolidation';
import { EMPTY_GUEST_CART, reconcile } from '../cart/cart-lines';
import { ADDRESS_API, type Address, type AddressApi } from '../ports/address-api.port';
import { ApiError } from '../ports/api-error';
import { CART_API, type CartApi } from '../ports/cart-api.port';
import {
  CHECKOUT_API, type CheckoutApi, type CheckoutPreview, type CheckoutRequest, type PaymentGroup, type PlaceOrderRequest,
  type PlacedOrder, type ShipmentLine, type ShippingOption,
} from '../ports/checkout-api.port';
import { GUEST_CART_STORE, type GuestCartState, type GuestCartStore } from '../ports/guest-cart-store.port';
import { newIdempotencyKey } from './idempotency-key';

export const CHECKOUT_VIEW_MODEL = Symbol.for('checkout.CheckoutViewModel');

/** A failed call as the screen shows it: a known reason (localised), else the server's message. */
export interface CheckoutFailure {
  /** ApiError.reason (VOUCHER_*, PRICE_CHANGED, CART_CHANGED, SEA_NOT_AVAILABLE, ALLOCATION_MISMATCH ...), 'NETWORK' for no answer, or null. */
  reason: string | null;
  message: string;
  /** The line code or body field the server named. */
  field: string | null;
}

/** What keeps the order from being placed (shown after the first attempt). */
export type CheckoutProblem = 'select_lines' | 'no_address' | 'allocation_incomplete' | 'payment_required' | 'preview_pending';

export type VoucherProblem = CheckoutFailure | { reason: 'VOUCHER_REQUIRED'; message: ''; field: null };

function failureOf(error: unknown): CheckoutFailure {
  if (error instanceof ApiError) {
    const noAnswer = error.status === 0 || error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.status >= 500;
    return { reason: error.reason ?? (noAnswer ? 'NETWORK' : null), message: error.message, field: error.field ?? null };
  }
  return { reason: 'NETWORK', message: '', field: null };
}

/** No definite answer: the attempt may have gone through, so its key is kept for the retry. */
function isUncertain(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.reason === 'IDEMPOTENCY_IN_PROGRESS') return true; // the first request with this key is still running
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export const isVoucherReason = (reason: string | null | undefined): boolean => typeof reason === 'string' && reason.startsWith('VOUCHER_');

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
  /** The code as typed (kept when it is refused). */
  voucherInput = '';
  /** The code the preview applies. */
  voucherCode: string | null = null;
  voucherError: VoucherProblem | null = null;
  paymentGroups: PaymentGroup[] = [];
  paymentGroupsFailed = false;
  paymentMethod: string | null = null;
  preview: CheckoutPreview | null = null;
  previewing = false;
  previewError: CheckoutFailure | null = null;
  placing = false;
  placeError: CheckoutFailure | null = null;
  /** 409 PRICE_CHANGED: the total the customer saw and the new one, waiting for a confirmation. */
  priceChange: { from: number; to: number } | null = null;
  /** Set once the order is placed: the screen goes to the invoice. */
  placed: PlacedOrder | null = null;
  submitted = false;
  private attempt: { key: string; fingerprint: string } | null = null;
  private previewSeq = 0;
  private reloading = false;
  private edits: Promise<unknown> = Promise.resolve();
  /** Where each attempt's key comes from (tests replace it). */
  newKey: () => string = newIdempotencyKey;

  constructor(
    @inject(CART_API) private readonly cartApi: CartApi,
    @inject(GUEST_CART_STORE) private readonly store: GuestCartStore,
    @inject(ADDRESS_API) private readonly addressApi: AddressApi,
    @inject(CHECKOUT_API) private readonly api: CheckoutApi,
  ) {
    makeAutoObservable<this, 'cartApi' | 'store' | 'addressApi' | 'api' | 'attempt' | 'previewSeq' | 'reloading' | 'edits'>(
      this,
      { cartApi: false, store: false, addressApi: false, api: false, attempt: false, previewSeq: false, reloading: false, edits: false, newKey: false },
      { autoBind: true },
    );
  }

  // ------------------------------------------------------------------ loading

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    this.state = this.store.load();
    const [lines, addresses, groups] = await Promise.allSettled([this.cartApi.list(), this.addressApi.list(), this.api.paymentGroups()]);
    runInAction(() => {
      if (lines.status === 'fulfilled') this.commit(reconcile(this.store.load(), [], lines.value));
      if (addresses.status === 'fulfilled') this.addresses = addresses.value;
      this.loadFailed = lines.status === 'rejected' || addresses.status === 'rejected';
      if (groups.status === 'fulfilled') this.paymentGroups = groups.value;
      this.paymentGroupsFailed = groups.status === 'rejected';
      this.selectedIds = this.lines.map((l) => l.id);
      const active = this.addresses.find((a) => a.active) ?? this.addresses[0];
      this.addressId = active?.id ?? null;
      this.loading = false;
    });
    await this.refreshPreview();
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
    const synced = syncConsolidation({ cart: state.cart, consolidation: state.consolidation });
    this.state = { ...synced, allInPriceIds: state.allInPriceIds };
    this.store.save(this.state);
    this.selectedIds = this.selectedIds.filter((id) => this.state.cart.lines.some((l) => l.id === id));
  }

  // ------------------------------------------------------------------ lines

  /** The cart's lines the server knows (a code), in cart order. */
  get lines(): readonly CartLine[] {
    return this.state.cart.lines.filter((l) => l.code !== '');
  }

  get empty(): boolean {
    return !this.loading && this.lines.length === 0;
  }

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

  get noAddress(): boolean {
    return !this.loading && !this.loadFailed && this.addresses.length === 0;
  }

  get multiAddress(): boolean {
    return this.state.cart.multiAddress;
  }

  chooseAddress(addressId: string): void {
    if (this.addressId === addressId) return;
    this.addressId = addressId;
    this.structureChanged();
  }

  setMultiAddress(enabled: boolean): void {
    this.commit({ ...this.state, cart: setMultiAddress(this.state.cart, enabled) });
    this.structureChanged();
  }

  addressName(addressId: string): string | null {
    return this.addresses.find((a) => a.id === addressId)?.name ?? null;
  }

  /** Multi-address mode: the line's address quantities (unknown addresses flagged). */
  allocationOf(line: CartLine): { addressId: string; name: string | null; quantity: number }[] {
    return addressIds(line).map((id) => ({ addressId: id, name: this.addressName(id), quantity: quantityAt(line.addressQuantities, id) ?? 0 }));
  }

  /** Addresses a line could still be sent to. */
  addressesFree(line: CartLine): Address[] {
    return this.addresses.filter((a) => quantityAt(line.addressQuantities, a.id) === undefined);
  }

  /** Selected lines whose allocation cannot be sent: none, or to an address the customer does not have. */
  get unallocatedLines(): readonly CartLine[] {
    if (!this.multiAddress) return [];
    const known = new Set(this.addresses.map((a) => a.id));
    return this.selectedLines.filter((l) => {
      const ids = addressIds(l);
      return ids.length === 0 || ids.some((id) => !known.has(id));
    });
  }

  addAddressTo(lineId: string, addressId: string): void {
    this.updateAllocation(lineId, addLineAddress(this.state.cart, lineId, addressId));
  }

  removeAddressFrom(lineId: string, addressId: string): void {
    this.updateAllocation(lineId, removeLineAddress(this.state.cart, lineId, addressId));
  }

  increaseAt(lineId: string, addressId: string): void {
    this.updateAllocation(lineId, increaseAddressQuantity(this.state.cart, lineId, addressId));
  }

  decreaseAt(lineId: string, addressId: string): void {
    this.updateAllocation(lineId, decreaseAddressQuantity(this.state.cart, lineId, addressId));
  }

  setQuantityAt(lineId: string, addressId: string, quantity: number): void {
    this.updateAllocation(lineId, setAddressQuantity(this.state.cart, lineId, addressId, quantity));
  }

  private updateAllocation(lineId: string, cart: GuestCartState['cart']): void {
    if (cart === this.state.cart) return;
    const before = this.lines.find((l) => l.id === lineId)?.quantity;
    this.commit({ ...this.state, cart });
    const line = this.lines.find((l) => l.id === lineId);
    if (line && line.quantity !== before) {
      // The line's total changed (a new address starts at 1): the server's quantity follows.
      const { code, quantity } = line;
      this.edits = this.edits.then(() => this.cartApi.edit(code, { quantity })).catch(() => undefined);
    }
    this.structureChanged();
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

  get npwpChosen(): boolean {
    return this.usingNpwp === true;
  }

  setVoucherInput(value: string): void {
    this.voucherInput = value;
    if (this.voucherError?.reason === 'VOUCHER_REQUIRED') this.voucherError = null;
  }

  choosePayment(code: string): void {
    this.paymentMethod = code;
    if (this.placeError?.field === 'body.payment_method') this.placeError = null;
  }

  get paymentMethodName(): string | null {
    for (const g of this.paymentGroups) for (const m of g.methods) if (m.code === this.paymentMethod) return m.name;
    return null;
  }

  // ------------------------------------------------------------------ request and preview

  /** The request of the current choices; null when there is nothing to ask yet. */
  requestWith(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest | null {
    const lines = this.selectedLines;
    if (lines.length === 0 || this.addresses.length === 0) return null;
    let addresses: CheckoutRequest['addresses'];
    if (this.multiAddress) {
      if (this.unallocatedLines.length > 0) return null;
      addresses = this.addresses.flatMap((address) => {
        const perLine = itemsForAddress(this.state.cart, address.id);
        const items: Record<string, number> = {};
        for (const line of lines) {
          const q = perLine[line.id];
          if (q !== undefined && q > 0) items[line.code] = q;
        }
        return Object.keys(items).length > 0 ? [{ addressId: address.id, items }] : [];
      });
    } else {
      const id = this.addressId ?? this.addresses[0]?.id;
      if (!id) return null;
      addresses = [{ addressId: id }];
    }
    const shipping = Object.entries(this.shipping).map(([shipmentKey, s]) => ({ shipmentKey, courier: s.courier, service: s.service }));
    return {
      cartDetailCodes: lines.map((l) => l.code),
      addresses,
      consolidations: this.consolidations.map((g) => ({ name: g.name, cartDetailCodes: g.lines.map((l) => l.code) })),
      shipping,
      ...(this.useInsurance === null ? {} : { useInsurance: this.useInsurance }),
      ...(this.usingNpwp === null ? {} : { usingNpwp: this.usingNpwp }),
      voucherCode: this.voucherCode,
      ...overrides,
    };
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
  settled(): Promise<unknown> {
    return this.edits;
  }

  /** Asks the server for the breakdown of the current choices (an older answer arriving late is dropped). */
  async refreshPreview(): Promise<void> {
    const seq = ++this.previewSeq;
    await this.edits;
    if (seq !== this.previewSeq) return;
    const request = this.request;
    if (!request) {
      runInAction(() => {
        this.preview = null;
        this.previewing = false;
        this.previewError = null;
      });
      return;
    }
    await this.runPreview(seq, request, false);
  }

  private async runPreview(seq: number, request: CheckoutRequest, applyingVoucher: boolean): Promise<boolean> {
    runInAction(() => {
      this.previewing = true;
      this.previewError = null;
    });
    try {
      const preview = await this.api.preview(request);
      if (seq !== this.previewSeq) return false;
      runInAction(() => {
        this.preview = preview;
        if (!preview.hasNpwp && this.usingNpwp) this.usingNpwp = false;
        this.voucherCode = request.voucherCode ?? null;
        if (applyingVoucher || this.voucherCode) this.voucherError = null;
        this.previewing = false;
      });
      return true;
    } catch (error) {
      if (seq !== this.previewSeq) return false;
      const failure = failureOf(error);
      if (isVoucherReason(failure.reason)) {
        runInAction(() => {
          this.voucherError = failure;
          this.previewing = false;
        });
        // A voucher applied earlier no longer holds (e.g. the minimum spend): preview without it.
        if (!applyingVoucher && request.voucherCode) {
          runInAction(() => {
            this.voucherCode = null;
          });
          return this.runPreview(seq, { ...request, voucherCode: null }, false);
        }
        return false;
      }
      runInAction(() => {
        this.previewError = failure;
        this.previewing = false;
      });
      // Lines checked out elsewhere (another tab): the cart is reloaded once and previewed again.
      if ((failure.reason === 'CART_CHANGED' || failure.reason === 'CART_DETAIL_NOT_FOUND') && !this.reloading) void this.reloadCartAndAddresses();
      return false;
    }
  }

  /** 'Pakai': previews with the typed code; a refusal keeps the code typed and the previous breakdown. */
  async applyVoucher(): Promise<void> {
    const code = this.voucherInput.trim().toUpperCase();
    if (code === '') {
      this.voucherError = { reason: 'VOUCHER_REQUIRED', message: '', field: null };
      return;
    }
    const seq = ++this.previewSeq;
    await this.edits;
    const request = this.requestWith({ voucherCode: code });
    if (!request || seq !== this.previewSeq) return;
    await this.runPreview(seq, request, true);
  }

  removeVoucher(): void {
    this.voucherCode = null;
    this.voucherInput = '';
    this.voucherError = null;
    void this.refreshPreview();
  }

  // ------------------------------------------------------------------ placing the order

  /** Everything that keeps the order from being placed now. */
  get problems(): CheckoutProblem[] {
    const out: CheckoutProblem[] = [];
    if (this.selectedLines.length === 0) out.push('select_lines');
    if (this.addresses.length === 0) out.push('no_address');
    if (this.unallocatedLines.length > 0) out.push('allocation_incomplete');
    if (!this.paymentMethod) out.push('payment_required');
    if (out.length === 0 && (!this.preview || this.previewing || this.previewError)) out.push('preview_pending');
    return out;
  }

  get canPlace(): boolean {
    return !this.placing && !this.loading && this.problems.length === 0 && this.priceChange === null && this.placed === null;
  }

  /**
   * Places the order with the previewed total. Sends once while an attempt is on its way; the
   * attempt's key is kept across a failure without a definite answer (the retry sends it again).
   */
  async placeOrder(): Promise<boolean> {
    if (this.placing || this.placed) return false;
    this.submitted = true;
    if (this.problems.length > 0 || this.priceChange !== null) return false;
    const base = this.request;
    const preview = this.preview;
    const paymentMethod = this.paymentMethod;
    if (!base || !preview || !paymentMethod) return false;
    const request: PlaceOrderRequest = { ...base, paymentMethod, expectedTotal: preview.totals.total };
    const fingerprint = JSON.stringify(request);
    if (!this.attempt || this.attempt.fingerprint !== fingerprint) this.attempt = { key: this.newKey(), fingerprint };
    const key = this.attempt.key;
    this.placing = true;
    this.placeError = null;
    try {
      const placed = await this.api.placeOrder(request, key);
      this.attempt = null;
      await this.afterPlaced(placed, request.cartDetailCodes);
      return true;
    } catch (error) {
      if (!isUncertain(error)) this.attempt = null;
      await this.onPlaceFailure(error, request);
      return false;
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  private async onPlaceFailure(error: unknown, request: PlaceOrderRequest): Promise<void> {
    const failure = failureOf(error);
    switch (failure.reason) {
      case 'PRICE_CHANGED': {
        const from = request.expectedTotal;
        await this.refreshPreview();
        runInAction(() => {
          if (this.preview) this.priceChange = { from, to: this.preview.totals.total };
          else this.placeError = failure;
        });
        return;
      }
      case 'CART_CHANGED':
      case 'CART_DETAIL_NOT_FOUND':
      case 'ADDRESS_NOT_FOUND':
        runInAction(() => {
          this.placeError = failure;
        });
        await this.reloadCartAndAddresses();
        return;
      default:
        if (isVoucherReason(failure.reason)) {
          runInAction(() => {
            this.voucherError = failure;
            this.voucherCode = null;
          });
          await this.refreshPreview();
          return;
        }
        runInAction(() => {
          this.placeError = failure;
        });
    }
  }

  private async reloadCartAndAddresses(): Promise<void> {
    if (this.reloading) return;
    this.reloading = true;
    try {
      await this.reloadNow();
    } finally {
      this.reloading = false;
    }
  }

  private async reloadNow(): Promise<void> {
    const [lines, addresses] = await Promise.allSettled([this.cartApi.list(), this.addressApi.list()]);
    runInAction(() => {
      if (lines.status === 'fulfilled') this.commit(reconcile(this.store.load(), [], lines.value));
      if (addresses.status === 'fulfilled') {
        this.addresses = addresses.value;
        if (!this.addresses.some((a) => a.id === this.addressId)) this.addressId = (this.addresses.find((a) => a.active) ?? this.addresses[0])?.id ?? null;
      }
      this.shipping = {};
    });
    await this.refreshPreview();
  }

  /** 'Konfirmasi': place the order again with the new total. */
  async confirmPriceChange(): Promise<boolean> {
    if (!this.priceChange) return false;
    this.priceChange = null;
    return this.placeOrder();
  }

  cancelPriceChange(): void {
    this.priceChange = null;
  }

  dismissPlaceError(): void {
    this.placeError = null;
  }

  /** The checked-out lines leave the local cart; the rest is reloaded from the server and kept. */
  private async afterPlaced(placed: PlacedOrder, codes: readonly string[]): Promise<void> {
    this.store.remove([...codes]);
    let lines = null;
    try {
      lines = await this.cartApi.list();
    } catch {
      // the local mirror without the checked-out lines is right; the next /cart visit syncs
    }
    runInAction(() => {
      this.commit(reconcile(this.store.load(), [], lines));
      this.placed = placed;
    });
  }

  /** Where the screen goes after placing the order. */
  get invoicePath(): string | null {
    return this.placed ? `/track?nomor=${encodeURIComponent(this.placed.invoiceCode)}` : null;
  }
}
