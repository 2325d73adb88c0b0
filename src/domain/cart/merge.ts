/**
 * Merging the local guest cart into the account cart after login
 * (spec section 4 'After login').
 */
import { withAllocation, withQuantity } from './allocation';
import { isSameProduct, isSameRecord, type Cart, type CartLine } from './cart-line';

const NO_ADDRESSES: Readonly<Record<string, number>> = {};

/**
 * Rules:
 * - Account lines come first, in their order, then guest lines that match
 *   none of them, in their order. No line is lost and none is doubled:
 *   every guest line ends up in exactly one result line.
 * - A guest line matches the first result line that is the same product
 *   (same id, same non-empty code, or same url + size + color).
 * - Same record (same id or code): the quantities describe one cart
 *   detail, so the larger one is kept. Same product under another record:
 *   the quantities are added. Either way capped at the kept line's max.
 * - The kept line's other fields (account line first) are unchanged.
 * - The account cart's multi-address mode is kept; when it is off,
 *   appended guest lines lose their address allocations.
 */
export function mergeGuestCart(accountCart: Cart, guestCart: Cart): Cart {
  const lines: CartLine[] = [...accountCart.lines];
  for (const guest of guestCart.lines) {
    const index = lines.findIndex((line) => isSameProduct(line, guest));
    const target = lines[index];
    if (target === undefined) {
      lines.push(accountCart.multiAddress ? guest : withAllocation(guest, guest.quantity, NO_ADDRESSES));
      continue;
    }
    const quantity = isSameRecord(target, guest)
      ? Math.max(target.quantity, guest.quantity)
      : target.quantity + guest.quantity;
    lines[index] = withQuantity(target, quantity);
  }
  return { lines, multiAddress: accountCart.multiAddress };
}
