/**
 * The one place where the API's cart lines (ports/cart-api.port) become domain cart lines
 * (src/domain/cart) and the local mirror is reconciled with the server's lines. Pricing inputs:
 * ./cart-pricing.ts (the domain's buildPriceLineInput).
 */
// Deep imports on purpose: the guest cart store (in the entry chunk, for the header badge) uses
// this file, and the pricing domain must stay out of the entry (it loads with the cart's chunks).
import { applyRemovals, setQuantity } from '../../domain/cart/cart';
import { createCartLine, isSameRecord, EMPTY_CART, type Cart, type CartLine } from '../../domain/cart/cart-line';
import { EMPTY_CONSOLIDATION, syncConsolidation } from '../../domain/consolidation/consolidation';
import type { CartLine as ApiCartLine } from '../ports/cart-api.port';
import type { GuestCartState, GuestCartStore } from '../ports/guest-cart-store.port';

export const EMPTY_GUEST_CART: GuestCartState = { cart: EMPTY_CART, consolidation: EMPTY_CONSOLIDATION, allInPriceIds: [] };

/** Domain line of an API line (id = String(cart_detail_id), code = cart_detail_code). */
export function fromApiLine(line: ApiCartLine): CartLine {
  return createCartLine({
    id: String(line.id),
    code: line.code,
    name: line.name,
    url: line.url,
    image: line.image ?? '',
    size: line.size ?? '',
    color: line.color ?? '',
    price: line.price,
    currency: line.currency,
    quantity: line.quantity,
    maxQuantity: line.maxQuantity,
    weight: line.weightGrams,
    weightEstimated: line.weightEstimated === true,
    dimensions: { length: line.lengthCm, width: line.widthCm, height: line.heightCm },
    country: line.country,
    marketplace: line.marketplace,
    packageTrack: line.packageTrack,
    note: line.note ?? '',
    productTypeId: line.productTypeId ?? undefined,
    hsCode: line.hsCode ?? undefined,
  });
}

/** The server's id of a local line (cart-detail/check takes numbers). */
export function serverId(line: CartLine): number | null {
  const id = Number(line.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Adds or refreshes one API line in the local state. A known line (same id or code) takes the
 * server's fields and quantity (multi-address quantities follow the domain's setQuantity) and
 * keeps its addresses and group; a new line is added with the domain's addLine.
 */
export function upsertApiLine(state: GuestCartState, api: ApiCartLine): GuestCartState {
  const incoming = fromApiLine(api);
  const existing = state.cart.lines.find((l) => isSameRecord(l, incoming));
  let cart: Cart;
  if (existing === undefined) {
    // The server decides whether an add merges into a line (it does for the same product and
    // variant): the mirror keeps whatever lines the server has.
    cart = { ...state.cart, lines: [...state.cart.lines, incoming] };
  } else {
    const refreshed: CartLine = {
      ...incoming,
      id: existing.id,
      quantity: existing.quantity,
      addressQuantities: existing.addressQuantities,
      disabled: existing.disabled,
      totalPackingFee: existing.totalPackingFee,
    };
    cart = setQuantity({ ...state.cart, lines: state.cart.lines.map((l) => (l === existing ? refreshed : l)) }, existing.id, incoming.quantity);
  }
  const allIn = new Set(state.allInPriceIds);
  const id = existing?.id ?? incoming.id;
  if (api.isAllInPrice) allIn.add(id);
  else allIn.delete(id);
  const synced = syncConsolidation({ cart, consolidation: state.consolidation });
  return { ...synced, allInPriceIds: [...allIn] };
}

/**
 * The local state after the server's list: removed ids dropped, every server line upserted in
 * the server's order of arrival (local-only order is kept for known lines).
 */
export function reconcile(state: GuestCartState, removedIds: readonly string[], serverLines: readonly ApiCartLine[] | null): GuestCartState {
  const pruned = syncConsolidation({ cart: applyRemovals(state.cart, removedIds), consolidation: state.consolidation });
  let next: GuestCartState = { ...pruned, allInPriceIds: state.allInPriceIds };
  if (serverLines !== null) {
    const onServer = new Set(serverLines.map((l) => String(l.id)));
    // A line the server no longer lists is gone there too (deleted elsewhere).
    const gone = next.cart.lines.filter((l) => serverId(l) !== null && !onServer.has(l.id)).map((l) => l.id);
    next = { ...syncConsolidation({ cart: applyRemovals(next.cart, gone), consolidation: next.consolidation }), allInPriceIds: next.allInPriceIds };
    for (const line of serverLines) next = upsertApiLine(next, line);
  }
  const ids = new Set(next.cart.lines.map((l) => l.id));
  return { ...next, allInPriceIds: next.allInPriceIds.filter((id) => ids.has(id)) };
}

/** Saves a screen's new local state; returns it as saved (consolidation invariants restored). */
export function saveState(store: GuestCartStore, state: GuestCartState): GuestCartState {
  const synced = syncConsolidation({ cart: state.cart, consolidation: state.consolidation });
  const saved: GuestCartState = { ...synced, allInPriceIds: state.allInPriceIds };
  store.save(saved);
  return saved;
}
