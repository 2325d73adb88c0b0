/**
 * The guest's cart screen (/cart) and the header's cart popup (spec sections 2, 4 and 8).
 * The local state (GuestCartStore: domain Cart + consolidation) mirrors the server's lines
 * under the access token: load() checks it (cart-detail/check -> applyRemovals) and refreshes
 * it from cart-detail/list. Every rule is the domain's (src/domain/cart, consolidation,
 * pricing); totals use priceGroup with RatesApi rates, as the server's tax-calculator does.
 * Multi-address quantities point at the addresses /checkout sends to: the account's (AddressApi)
 * when signed in, the device's (GuestAddressStore) for a visitor.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  cartPopupPreview, decreaseQuantity, findLine, increaseQuantity, itemsForAddress, setMultiAddress, setQuantity, type CartLine,
} from '../../domain/cart';
import { joinGroup, leaveGroup, resetConsolidation } from '../../domain/consolidation';
import { ADDRESS_API, type Address, type AddressApi } from '../ports/address-api.port';
import { ApiError } from '../ports/api-error';
import { CART_API, type CartApi, type CartLine as ApiCartLine } from '../ports/cart-api.port';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../ports/guest-address-store.port';
import { GUEST_CART_STORE, type GuestCartState, type GuestCartStore } from '../ports/guest-cart-store.port';
import { RATES_API, type LartasEntry, type RatesApi } from '../ports/rates-api.port';
import { applicableLartas } from '../../domain/lartas';
import { lartasLookupOfMaps, loadLartasEntries } from '../lartas/lartas-entries';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';
import { EMPTY_GUEST_CART, reconcile, saveState, serverId } from './cart-lines';
import { CartPricing, EMPTY_PRICING, loadCartPricing } from './cart-pricing';
import { LineAllocation } from './line-allocation';
import { QuantityQueue } from './quantity-queue';
import { serverMessage } from '../session/server-message';

export const CART_VIEW_MODEL = Symbol.for('cart.CartViewModel');

/** What the cart asks of the session when its check fails (SessionViewModel). */
export type CartCheckSession = Pick<SessionViewModel, 'dropAfterFailedCartCheck'>;

export type CartError = 'load_failed' | 'rates_failed' | 'delete_failed' | 'update_failed' | 'addresses_failed' | 'group_name_required' | 'select_items';

@injectable()
export class CartViewModel {
  state: GuestCartState = EMPTY_GUEST_CART;
  addresses: Address[] = [];
  pricing: CartPricing = EMPTY_PRICING;
  /** The restricted-goods list (RatesApi.lartas): each line's warning. */
  lartasEntries: LartasEntry[] = [];
  loading = true;
  error: CartError | null = null;
  /** The server's own message of a failed quantity edit (set with 'update_failed'), or null: the screen's text. */
  errorMessage: string | null = null;
  /** Consolidation form: selected line ids and the new group's name (kept when joining fails). */
  selected: string[] = [];
  groupName = '';
  /** Per-address quantities of the lines (multi-address mode). */
  readonly allocation: LineAllocation;
  private groupSeq = 0;
  private readonly quantities: QuantityQueue;
  /** The server's last list: the lines' stored choices (insurance, NPWP) price them. */
  private serverLines: readonly ApiCartLine[] = [];

  constructor(
    @inject(CART_API) private readonly api: CartApi,
    @inject(GUEST_CART_STORE) private readonly store: GuestCartStore,
    @inject(GUEST_ADDRESS_STORE) private readonly addressStore: GuestAddressStore,
    @inject(RATES_API) private readonly rates: RatesApi,
    @inject(ADDRESS_API) private readonly addressApi: AddressApi,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(SESSION_VIEW_MODEL) private readonly sessionState: CartCheckSession,
  ) {
    this.quantities = new QuantityQueue(api, (error) => this.fail('update_failed', serverMessage(error)));
    this.allocation = new LineAllocation({
      cart: () => this.state.cart,
      addresses: () => this.addresses,
      commit: (cart) => this.commit({ ...this.state, cart }),
      quantityChanged: (line) => this.quantities.send(line),
    });
    makeAutoObservable<this, 'api' | 'store' | 'addressStore' | 'rates' | 'addressApi' | 'session' | 'sessionState' | 'quantities' | 'serverLines'>(
      this,
      {
        api: false, store: false, addressStore: false, rates: false, addressApi: false, session: false, sessionState: false, allocation: false, quantities: false,
        serverLines: false,
      },
      { autoBind: true },
    );
    this.state = store.load();
    if (!this.remote) this.addresses = addressStore.list();
  }

  /** Signed in: the account's addresses (the ones /checkout sends to); a visitor: the device's. */
  get remote(): boolean {
    return this.session.loginToken() !== null;
  }

  /** Local state at once, then the server sync, the addresses and the rates. */
  async load(): Promise<void> {
    this.loading = true;
    this.state = this.store.load();
    const [synced] = await Promise.all([this.sync(), this.loadAddresses()]);
    const [pricing, lartas] = await Promise.all([
      loadCartPricing(this.rates, this.state.cart.lines, { cart: this.api, serverLines: this.serverLines }),
      loadLartasEntries(this.rates),
    ]);
    runInAction(() => {
      this.pricing = pricing;
      this.lartasEntries = lartas;
      if (!synced) this.error = 'load_failed';
      else if (pricing.failed) this.error = 'rates_failed';
      this.loading = false;
    });
  }

  private async sync(): Promise<boolean> {
    const ids = this.state.cart.lines.map(serverId).filter((id): id is number => id !== null);
    let removed: number[] = [];
    try {
      removed = ids.length > 0 ? await this.api.check(ids) : [];
    } catch (error) {
      // Spec 4: a failed check (a 4xx answer) clears the cart with its checkout items, and the
      // session's access token and user (a new anonymous token follows). A network failure (no
      // answer, status 0) or a 5xx keeps everything.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        runInAction(() => this.commit(EMPTY_GUEST_CART));
        await this.sessionState.dropAfterFailedCartCheck();
        return true;
      }
      return false;
    }
    let lines = null;
    try {
      lines = await this.api.list();
    } catch {
      // keep the local lines
    }
    if (lines !== null) this.serverLines = lines;
    runInAction(() => this.commit(reconcile(this.store.load(), removed.map(String), lines)));
    return lines !== null;
  }

  /** The device's addresses at once; the account's from the server (the last list stays on a failure). */
  private async loadAddresses(): Promise<void> {
    if (!this.remote) {
      this.addresses = this.addressStore.list();
      return;
    }
    try {
      const addresses = await this.addressApi.list();
      runInAction(() => {
        this.addresses = addresses;
      });
    } catch {
      this.fail('addresses_failed');
    }
  }

  private fail(error: CartError, message: string | null = null): void {
    this.error = error;
    this.errorMessage = message;
  }

  private commit(state: GuestCartState): void {
    this.state = saveState(this.store, state);
    this.selected = this.selected.filter((id) => this.state.cart.lines.some((l) => l.id === id && !l.disabled));
  }

  get lines(): readonly CartLine[] {
    return this.state.cart.lines;
  }

  get empty(): boolean {
    return this.lines.length === 0;
  }

  get multiAddress(): boolean {
    return this.state.cart.multiAddress;
  }

  get groups() { return this.state.consolidation.groups; }

  /** The server's grouping (is_all_in_price groups, non-all-in first) with their breakdowns. */
  get cartGroups() {
    return this.pricing.groups(this.lines, this.state.allInPriceIds);
  }

  /** Sum over the groups: landed total with taxes, and without them. */
  get totals(): { withTax: number; withoutTax: number; tax: number } | null {
    return this.pricing.totals(this.lines, this.state.allInPriceIds);
  }

  /** Subtotal with tax of one line, priced as its own group (the server's sub_total_with_tax). */
  lineTotal(line: CartLine): number | null {
    return this.pricing.lineTotal(line, this.state.allInPriceIds.includes(line.id));
  }

  /** The restricted-goods entry of a line (src/domain/lartas over the rates' product types and HS codes), or null. */
  lartasOf(line: CartLine): LartasEntry | null {
    const tables = this.pricing.tables;
    if (!tables) return null;
    return applicableLartas(line, lartasLookupOfMaps(tables.productTypes, tables.hsCodes), this.lartasEntries);
  }

  get popup() {
    return cartPopupPreview(this.state.cart);
  }

  increase(lineId: string): void {
    this.changeQuantity(lineId, (s) => increaseQuantity(s.cart, lineId));
  }

  decrease(lineId: string): void {
    this.changeQuantity(lineId, (s) => decreaseQuantity(s.cart, lineId));
  }

  setQuantity(lineId: string, quantity: number): void {
    this.changeQuantity(lineId, (s) => setQuantity(s.cart, lineId, quantity));
  }

  private changeQuantity(lineId: string, change: (s: GuestCartState) => GuestCartState['cart']): void {
    const line = this.lines.find((l) => l.id === lineId);
    if (!line || line.disabled) return;
    const cart = change(this.state);
    if (cart === this.state.cart) return;
    this.commit({ ...this.state, cart });
    const changed = findLine(this.state.cart, lineId);
    if (changed) this.quantities.send(changed);
  }

  /** Resolves when every quantity sent so far has been answered. */
  settled(): Promise<unknown> {
    return this.quantities.settled();
  }

  /**
   * Deletes a line: on the server (DELETE cart-detail/delete, also for guests: the line lives
   * under the access token) then locally. True when deleted; a failure keeps the line.
   */
  async remove(lineId: string): Promise<boolean> {
    const line = this.lines.find((l) => l.id === lineId);
    if (!line) return false;
    try {
      if (line.code !== '') await this.api.delete([line.code]);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) {
        this.fail('delete_failed');
        return false;
      }
    }
    runInAction(() => {
      const state = this.store.load();
      this.commit(reconcile(state, [line.id], null));
    });
    return true;
  }

  dismissError(): void {
    this.error = null;
  }

  setMultiAddress(enabled: boolean): void {
    if (enabled) void this.loadAddresses();
    this.commit({ ...this.state, cart: setMultiAddress(this.state.cart, enabled) });
  }

  /** Per-address summary: the lines and quantities each address receives. */
  get addressSummary(): { address: Address; items: { line: CartLine; quantity: number }[] }[] {
    return this.addresses.map((address) => {
      const items = itemsForAddress(this.state.cart, address.id);
      return {
        address,
        items: this.lines.filter((l) => items[l.id] !== undefined).map((line) => ({ line, quantity: items[line.id] ?? 0 })),
      };
    });
  }

  toggleSelected(lineId: string): void {
    this.selected = this.selected.includes(lineId) ? this.selected.filter((id) => id !== lineId) : [...this.selected, lineId];
  }

  setGroupName(name: string): void {
    this.groupName = name;
    if (this.error === 'group_name_required' && name.trim() !== '') this.error = null;
  }

  /** Joins the selected lines into a new group named groupName, or into an existing group. */
  join(groupId?: string): boolean {
    if (this.selected.length === 0) {
      this.error = 'select_items';
      return false;
    }
    const existing = groupId ? this.groups.find((g) => g.id === groupId) : undefined;
    if (!existing && this.groupName.trim() === '') {
      this.error = 'group_name_required';
      return false;
    }
    this.groupSeq += 1;
    const ref = existing ?? { id: `group-${Date.now().toString(36)}-${this.groupSeq}`, name: this.groupName };
    let cs = { cart: this.state.cart, consolidation: this.state.consolidation };
    for (const id of this.selected) cs = joinGroup(cs, id, ref);
    this.commit({ ...this.state, ...cs });
    this.selected = [];
    this.groupName = '';
    this.error = null;
    return true;
  }

  leave(lineId: string): void {
    const cs = leaveGroup({ cart: this.state.cart, consolidation: this.state.consolidation }, lineId);
    this.commit({ ...this.state, ...cs });
  }

  resetConsolidation(): void {
    const cs = resetConsolidation({ cart: this.state.cart, consolidation: this.state.consolidation });
    this.commit({ ...this.state, ...cs });
  }

  groupLinesOf(groupId: string): readonly CartLine[] {
    const group = this.groups.find((g) => g.id === groupId);
    return group ? group.lineIds.flatMap((id) => this.lines.filter((l) => l.id === id)) : [];
  }
}
