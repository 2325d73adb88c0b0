/**
 * Cart operations (spec section 4 'Quantity', 'Cart sync'). Every function
 * returns a new cart; an unknown line id returns the same cart unchanged.
 */
import { withQuantity } from './allocation';
import { createCartLine, isSameProduct, mapLine, packingFeeTotal, type Cart, type CartLine, type CartLineInput } from './cart-line';


export function findLine(cart: Cart, lineId: string): CartLine | undefined {
  return cart.lines.find((line) => line.id === lineId);
}

/**
 * Adds a product. A line for the same product (same id, same code, or same
 * url + size + color) gets the added quantity on top of its own, capped at
 * its max; its other fields are kept. Otherwise the normalised line
 * (createCartLine) is appended, without address allocations.
 */
export function addLine(cart: Cart, input: CartLineInput): Cart {
  const incoming = createCartLine(input);
  const existing = cart.lines.find((line) => isSameProduct(line, incoming));
  if (existing === undefined) return { ...cart, lines: [...cart.lines, incoming] };
  return mapLine(cart, existing.id, (line) => withQuantity(line, line.quantity + incoming.quantity));
}

/** Quantity + 1, capped at the line's max. */
export function increaseQuantity(cart: Cart, lineId: string): Cart {
  return mapLine(cart, lineId, (line) => withQuantity(line, line.quantity + 1));
}

/** Quantity - 1, never below 1 (nor below one per address in multi-address mode). */
export function decreaseQuantity(cart: Cart, lineId: string): Cart {
  return mapLine(cart, lineId, (line) => withQuantity(line, line.quantity - 1));
}

/** Quantity clamped to [1, max] (floored; NaN -> 1); updates totalPackingFee. */
export function setQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  return mapLine(cart, lineId, (line) => withQuantity(line, quantity));
}

export function removeLine(cart: Cart, lineId: string): Cart {
  const lines = cart.lines.filter((line) => line.id !== lineId);
  return lines.length === cart.lines.length ? cart : { ...cart, lines };
}

/**
 * Applies the server's cart-detail/check answer: every line whose id or
 * code is listed in `removedIds` is dropped.
 */
export function applyRemovals(cart: Cart, removedIds: readonly string[]): Cart {
  if (removedIds.length === 0) return cart;
  const removed = new Set(removedIds);
  const lines = cart.lines.filter((line) => !removed.has(line.id) && !(line.code !== '' && removed.has(line.code)));
  return lines.length === cart.lines.length ? cart : { ...cart, lines };
}

export type EditableLineFields = Partial<
  Pick<CartLine, 'note' | 'packageTrack' | 'productTypeId' | 'hsCode' | 'packingFeePerUnit'>
>;

/**
 * Edits descriptive fields; a new packing fee per unit recomputes the total.
 * Identity fields (id, code, url, size, color) are not editable here, so
 * an edit can never make two lines the same product: change a variant by
 * removing the line and adding the new one.
 */
export function updateLine(cart: Cart, lineId: string, patch: EditableLineFields): Cart {
  return mapLine(cart, lineId, (line) => {
    const next = { ...line, ...patch };
    const fee = Number.isFinite(next.packingFeePerUnit) && next.packingFeePerUnit > 0 ? next.packingFeePerUnit : 0;
    return { ...next, packingFeePerUnit: fee, totalPackingFee: packingFeeTotal(fee, next.quantity) };
  });
}

/** Number of lines (the header badge counts lines, not units). */
export function lineCount(cart: Cart): number {
  return cart.lines.length;
}

/** Sum of quantities over all lines. */
export function totalQuantity(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Lines not held in a consolidation group. */
export function enabledLines(cart: Cart): readonly CartLine[] {
  return cart.lines.filter((line) => !line.disabled);
}
