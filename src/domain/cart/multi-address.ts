/**
 * Multi-address mode (spec section 4 'Quantity'): each address holds a
 * quantity of a line, the line's quantity is the sum over its addresses,
 * and no address holds less than 1.
 *
 * Invariants kept by every function here:
 * - multiAddress false => every line has no address allocations;
 * - a line with allocations has quantity === sum of them, each >= 1,
 *   and quantity <= maxQuantity.
 * Calls that would break an invariant (unknown line, mode off, no room
 * under the max) return the cart unchanged.
 */
import { addressIds, quantityAt, sumAddressQuantities, withAllocation } from './allocation';
import { mapLine, type Cart, type CartLine } from './cart-line';


const NO_ADDRESSES: Readonly<Record<string, number>> = {};

/**
 * Turns the mode on or off. Turning it off drops every allocation (each
 * line keeps its total quantity); turning it on starts with none.
 */
export function setMultiAddress(cart: Cart, enabled: boolean): Cart {
  if (cart.multiAddress === enabled) return cart;
  const lines = enabled
    ? cart.lines
    : cart.lines.map((line) => withAllocation(line, line.quantity, NO_ADDRESSES));
  return { lines, multiAddress: enabled };
}

export function toggleMultiAddress(cart: Cart): Cart {
  return setMultiAddress(cart, !cart.multiAddress);
}

/**
 * Sends a line to one more address. The first address takes the line's
 * whole quantity; each further address starts at 1 and raises the total by
 * 1, which is refused (cart unchanged) when the line is already at its max.
 */
export function addLineAddress(cart: Cart, lineId: string, addressId: string): Cart {
  if (!cart.multiAddress) return cart;
  return mapLine(cart, lineId, (line) => {
    if (quantityAt(line.addressQuantities, addressId) !== undefined) return line;
    if (addressIds(line).length === 0) return withAllocation(line, line.quantity, { [addressId]: line.quantity });
    if (line.quantity + 1 > line.maxQuantity) return line;
    return withAllocation(line, line.quantity + 1, { ...line.addressQuantities, [addressId]: 1 });
  });
}

function withoutAddress(line: CartLine, addressId: string): CartLine {
  const removed = quantityAt(line.addressQuantities, addressId);
  if (removed === undefined) return line;
  const rest: Record<string, number> = Object.fromEntries(
    Object.entries(line.addressQuantities).filter(([id]) => id !== addressId),
  );
  // The last address leaves its quantity as the line's total.
  if (Object.keys(rest).length === 0) return withAllocation(line, removed, NO_ADDRESSES);
  return withAllocation(line, sumAddressQuantities(rest), rest);
}

/**
 * Takes an address off a line: the total drops by that address's quantity.
 * Removing the last address keeps the line with that quantity and no
 * allocations.
 */
export function removeLineAddress(cart: Cart, lineId: string, addressId: string): Cart {
  return mapLine(cart, lineId, (line) => withoutAddress(line, addressId));
}

/** Removes an address from every line (e.g. after the address was deleted). */
export function removeAddressFromCart(cart: Cart, addressId: string): Cart {
  let changed = false;
  const lines = cart.lines.map((line) => {
    const next = withoutAddress(line, addressId);
    if (next !== line) changed = true;
    return next;
  });
  return changed ? { ...cart, lines } : cart;
}

/**
 * Sets one address's quantity (adding the address if needed), clamped to
 * [1, max - quantities of the other addresses]; the line total becomes the
 * sum. Refused when the other addresses already use the whole max.
 */
export function setAddressQuantity(cart: Cart, lineId: string, addressId: string, quantity: number): Cart {
  if (!cart.multiAddress) return cart;
  return mapLine(cart, lineId, (line) => {
    const others = sumAddressQuantities(line.addressQuantities) - (quantityAt(line.addressQuantities, addressId) ?? 0);
    const room = line.maxQuantity - others;
    if (room < 1) return line;
    const wanted = Number.isNaN(quantity) ? 1 : Math.floor(quantity);
    const value = Math.min(room, Math.max(1, wanted));
    if (quantityAt(line.addressQuantities, addressId) === value) return line;
    const next = { ...line.addressQuantities, [addressId]: value };
    return withAllocation(line, sumAddressQuantities(next), next);
  });
}

export function increaseAddressQuantity(cart: Cart, lineId: string, addressId: string): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  const current = line === undefined ? undefined : quantityAt(line.addressQuantities, addressId);
  return current === undefined ? cart : setAddressQuantity(cart, lineId, addressId, current + 1);
}

export function decreaseAddressQuantity(cart: Cart, lineId: string, addressId: string): Cart {
  const line = cart.lines.find((l) => l.id === lineId);
  const current = line === undefined ? undefined : quantityAt(line.addressQuantities, addressId);
  return current === undefined ? cart : setAddressQuantity(cart, lineId, addressId, current - 1);
}

/** Quantities of every line sent to one address (lineId -> quantity). */
export function itemsForAddress(cart: Cart, addressId: string): Readonly<Record<string, number>> {
  const entries: Array<[string, number]> = [];
  for (const line of cart.lines) {
    const q = quantityAt(line.addressQuantities, addressId);
    if (q !== undefined) entries.push([line.id, q]);
  }
  return Object.fromEntries(entries);
}

/** True when every line has at least one address (ready for a multi-address checkout). */
export function allLinesAllocated(cart: Cart): boolean {
  return cart.lines.every((line) => addressIds(line).length > 0);
}
