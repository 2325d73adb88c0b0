// The visitor's cart kept on the device (never inside the persisted session, spec section 9):
// the domain's Cart (lines with their multi-address quantities, the multi-address flag) and
// the consolidation groups, plus the server facts the domain line does not carry (which lines
// are priced all-in). The lines mirror the server's lines under the access token; the API's
// lines enter through `upsert` (mapped by src/application/cart/cart-lines.ts, in one place).
import type { Cart, CartLine } from '../../domain/cart';
import type { Consolidation } from '../../domain/consolidation';
import type { CartLine as ApiCartLine } from './cart-api.port';

export interface GuestCartState {
  readonly cart: Cart;
  readonly consolidation: Consolidation;
  /** Ids of the lines the server prices all-in (is_all_in_price). */
  readonly allInPriceIds: readonly string[];
}

export interface GuestCartStore {
  /** The stored state (an absent or corrupted entry reads as the empty state). */
  load(): GuestCartState;
  /** Stores the state; the consolidation invariants are restored first. */
  save(state: GuestCartState): void;
  /** The local lines (domain lines). */
  list(): CartLine[];
  /**
   * Adds an API line, or refreshes the line with the same id or code: the server's fields and
   * quantity win, the line's address quantities and group stay (kept consistent by the domain).
   */
  upsert(line: ApiCartLine): void;
  /** Removes the lines with these cart_detail_codes (and prunes their groups). */
  remove(codes: string[]): void;
  clear(): void;
}

export const GUEST_CART_STORE = Symbol.for('cart.GuestCartStore');
