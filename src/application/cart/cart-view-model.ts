/**
 * The guest's cart screen (/cart) and the header's cart popup (spec sections 2, 4 and 8).
 * The local state (GuestCartStore: domain Cart + consolidation) mirrors the server's lines
 * under the access token: load() checks it (cart-detail/check -> applyRemovals) and refreshes
 * it from cart-detail/list. Every rule is the domain's (src/domain/cart, consolidation,
 * pricing); totals use priceGroup with RatesApi rates, as the server's tax-calculator does.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  addLineAddress, cartPopupPreview, decreaseAddressQuantity, decreaseQuantity, increaseAddressQuantity, increaseQuantity,
  itemsForAddress, removeLineAddress, setAddressQuantity, setMultiAddress, setQuantity, type CartLine,
} from '../../domain/cart';
import { joinGroup, leaveGroup, resetConsolidation, syncConsolidation } from '../../domain/consolidation';
import { ApiError } from '../ports/api-error';
import { CART_API, type CartApi, type CartLine as ApiCartLine } from '../ports/cart-api.port';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../ports/guest-address-store.port';
import type { Address } from '../ports/address-api.port';
import { GUEST_CART_STORE, type GuestCartState, type GuestCartStore } from '../ports/guest-cart-store.port';
import { RATES_API, type RatesApi } from '../ports/rates-api.port';
import { EMPTY_GUEST_CART, reconcile, serverId } from './cart-lines';
import { CartPricing, EMPTY_PRICING, loadCartPricing } from './cart-pricing';

export const CART_VIEW_MODEL = Symbol.for('cart.CartViewModel');

export type CartError = 'load_failed' | 'rates_failed' | 'delete_failed' | 'update_failed' | 'group_name_required' | 'select_items';

@injectable()
export class CartViewModel {
  state: GuestCartState = EMPTY_GUEST_CART;
  addresses: Address[] = [];
  pricing: CartPricing = EMPTY_PRICING;
  loading = true;
  error: CartError | null = null;
  /** Consolidation form: selected line ids and the new group's name (kept when joining fails). */
  selected: string[] = [];
  groupName = '';
  private groupSeq = 0;
  private edits: Promise<unknown> = Promise.resolve();
  /** The server's last list: the lines' stored choices (insurance, NPWP) price them. */
  private serverLines: readonly ApiCartLine[] = [];

  constructor(
    @inject(CART_API) private readonly api: CartApi,
    @inject(GUEST_CART_STORE) private readonly store: GuestCartStore,
    @inject(GUEST_ADDRESS_STORE) private readonly addressStore: GuestAddressStore,
    @inject(RATES_API) private readonly rates: RatesApi,
  ) {
    makeAutoObservable<this, 'api' | 'store' | 'addressStore' | 'rates' | 'edits' | 'serverLines'>(
      this,
      { api: false, store: false, addressStore: false, rates: false, edits: false, serverLines: false },
      { autoBind: true },
    );
    this.state = store.load();
    this.addresses = addressStore.list();
  }

  /** Local state at once, then the server sync and the rates. */
  async load(): Promise<void> {
    this.loading = true;
    this.state = this.store.load();
    this.addresses = this.addressStore.list();
    const synced = await this.sync();
    const pricing = await loadCartPricing(this.rates, this.state.cart.lines, { cart: this.api, serverLines: this.serverLines });
    runInAction(() => {
      this.pricing = pricing;
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
      // Spec 4: a failed check clears the cart. A network failure is no answer: keep the cart.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        runInAction(() => this.commit(EMPTY_GUEST_CART));
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

  private commit(state: GuestCartState): void {
    const synced = syncConsolidation({ cart: state.cart, consolidation: state.consolidation });
    this.state = { ...synced, allInPriceIds: state.allInPriceIds };
    this.store.save(this.state);
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
    this.pushQuantity(lineId);
  }

  /** Sends the line's quantity to the server, in order; a failure keeps the local quantity. */
  private pushQuantity(lineId: string): void {
    const line = this.lines.find((l) => l.id === lineId);
    if (!line || line.code === '') return;
    const { code, quantity } = line;
    this.edits = this.edits.then(() => this.api.edit(code, { quantity })).catch(() => {
      runInAction(() => {
        this.error = 'update_failed';
      });
    });
  }

  /** Resolves when every quantity sent so far has been answered. */
  settled(): Promise<unknown> {
    return this.edits;
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
        runInAction(() => {
          this.error = 'delete_failed';
        });
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
    this.addresses = this.addressStore.list();
    this.commit({ ...this.state, cart: setMultiAddress(this.state.cart, enabled) });
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
    if (this.lines.find((l) => l.id === lineId)?.quantity !== before) this.pushQuantity(lineId);
  }

  addressName(addressId: string): string {
    return this.addresses.find((a) => a.id === addressId)?.name ?? addressId;
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
