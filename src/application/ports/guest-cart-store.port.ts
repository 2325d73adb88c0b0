// The visitor's cart lines kept on the device (never inside the persisted session, spec section 9).
import type { CartLine } from './cart-api.port';

export interface GuestCartStore {
  list(): CartLine[];
  /** Adds a line, or replaces the line with the same code. */
  upsert(line: CartLine): void;
  remove(codes: string[]): void;
  /** Removes the lines whose id is listed (cart-detail/check removeds). */
  removeIds(ids: number[]): void;
  replace(lines: CartLine[]): void;
  clear(): void;
}

export const GUEST_CART_STORE = Symbol.for('cart.GuestCartStore');
