/**
 * The multi-address quantities of the cart's lines (spec section 4 'Quantity') as /cart and
 * /checkout edit them. The rules are the domain's (src/domain/cart: the first address takes the
 * line's quantity, each further one starts at 1, none goes under 1, the line's quantity is the
 * sum); the screen keeps the local state and the addresses it lists, and sends a line's new total
 * to the server when a change moved it.
 */
import { makeAutoObservable } from 'mobx';
import {
  addLineAddress, addressIds, decreaseAddressQuantity, findLine, increaseAddressQuantity, quantityAt, removeLineAddress,
  setAddressQuantity, type Cart, type CartLine,
} from '../../domain/cart';
import type { Address } from '../ports/address-api.port';

/** What a screen gives the allocation. */
export interface AllocationHost {
  /** The local cart now. */
  cart(): Cart;
  /** The addresses the screen lists (the device's for a visitor, the account's when signed in). */
  addresses(): readonly Address[];
  /** Keeps the changed cart (the screen commits and saves its local state). */
  commit(cart: Cart): void;
  /** The line's total changed (a new address adds 1): the server's quantity follows. */
  quantityChanged(line: CartLine): void;
  /** After every change that went through (the checkout previews again). */
  changed?(): void;
}

export interface AllocationRow {
  addressId: string;
  /** null: an address the screen does not list (set on another device, or before signing in). */
  name: string | null;
  quantity: number;
}

export class LineAllocation {
  constructor(private readonly host: AllocationHost) {
    makeAutoObservable<this, 'host'>(this, { host: false }, { autoBind: true });
  }

  /** The line's addresses and their quantities, in the order they were added. */
  rowsOf(line: CartLine): AllocationRow[] {
    const addresses = this.host.addresses();
    return addressIds(line).map((id) => ({
      addressId: id,
      name: addresses.find((a) => a.id === id)?.name ?? null,
      quantity: quantityAt(line.addressQuantities, id) ?? 0,
    }));
  }

  /** The listed addresses the line is not sent to yet. */
  freeFor(line: CartLine): Address[] {
    return this.host.addresses().filter((a) => quantityAt(line.addressQuantities, a.id) === undefined);
  }

  /** The line goes to at least one address, and only to listed ones. */
  isSendable(line: CartLine): boolean {
    const rows = this.rowsOf(line);
    return rows.length > 0 && rows.every((r) => r.name !== null);
  }

  addAddressTo(lineId: string, addressId: string): void {
    this.apply(lineId, addLineAddress(this.host.cart(), lineId, addressId));
  }

  removeAddressFrom(lineId: string, addressId: string): void {
    this.apply(lineId, removeLineAddress(this.host.cart(), lineId, addressId));
  }

  increaseAt(lineId: string, addressId: string): void {
    this.apply(lineId, increaseAddressQuantity(this.host.cart(), lineId, addressId));
  }

  decreaseAt(lineId: string, addressId: string): void {
    this.apply(lineId, decreaseAddressQuantity(this.host.cart(), lineId, addressId));
  }

  setQuantityAt(lineId: string, addressId: string, quantity: number): void {
    this.apply(lineId, setAddressQuantity(this.host.cart(), lineId, addressId, quantity));
  }

  private apply(lineId: string, cart: Cart): void {
    const current = this.host.cart();
    if (cart === current) return;
    const before = findLine(current, lineId)?.quantity;
    this.host.commit(cart);
    const line = findLine(this.host.cart(), lineId);
    if (line && line.quantity !== before) this.host.quantityChanged(line);
    this.host.changed?.();
  }
}
