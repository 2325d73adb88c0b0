// GuestCartStore over local storage, key 'titip.guest_cart' (its own key, never in the session).
// The entry is versioned ({v: 2, cart, consolidation, allInPriceIds}); an entry of another
// version or of a wrong shape is discarded alone (the session and addresses are untouched),
// and a single bad line is dropped with the rest kept.
import { inject, injectable } from 'inversify';
import { EMPTY_GUEST_CART, reconcile, upsertApiLine } from '../../application/cart/cart-lines';
import type { CartLine as ApiCartLine } from '../../application/ports/cart-api.port';
import type { GuestCartState, GuestCartStore } from '../../application/ports/guest-cart-store.port';
import type { CartLine } from '../../domain/cart';
import type { ConsolidationGroup } from '../../domain/consolidation';
// Deep import: the store is in the entry chunk (header badge); see cart-lines.ts.
import { syncConsolidation } from '../../domain/consolidation/consolidation';
import { BROWSER_STORAGE, STORAGE_KEYS, readJson, writeJson, type KeyValueStorage } from './browser-storage';

export const GUEST_CART_VERSION = 2;

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isOptStr = (v: unknown): boolean => v === undefined || isStr(v);
const isOptNum = (v: unknown): boolean => v === undefined || isNum(v);

function isQuantities(v: unknown): v is Record<string, number> {
  return isRec(v) && Object.values(v).every((q) => isNum(q) && q >= 1 && Number.isInteger(q));
}

export function isDomainCartLine(v: unknown): v is CartLine {
  if (!isRec(v) || !isRec(v.dimensions)) return false;
  const d = v.dimensions;
  return (
    isStr(v.id) && v.id !== '' && isStr(v.code) && isStr(v.name) && isStr(v.url) && isStr(v.image) && isStr(v.size) && isStr(v.color) &&
    isNum(v.price) && isStr(v.currency) && isNum(v.quantity) && Number.isInteger(v.quantity) && v.quantity >= 1 &&
    isNum(v.maxQuantity) && v.quantity <= v.maxQuantity && isNum(v.weight) && (v.weightEstimated === undefined || typeof v.weightEstimated === 'boolean') && isNum(d.length) && isNum(d.width) && isNum(d.height) &&
    isStr(v.country) && isStr(v.marketplace) && (v.packageTrack === 'udara' || v.packageTrack === 'laut') && isStr(v.note) &&
    isOptStr(v.productTypeId) && isOptStr(v.hsCode) && isNum(v.packingFeePerUnit) && isNum(v.totalPackingFee) &&
    typeof v.disabled === 'boolean' && isQuantities(v.addressQuantities)
  );
}

function isGroup(v: unknown): v is ConsolidationGroup {
  return (
    isRec(v) && isStr(v.id) && isStr(v.name) && Array.isArray(v.lineIds) && v.lineIds.every(isStr) &&
    isOptStr(v.ecommerce) && isOptStr(v.type) && isOptNum(v.packagePrice) && isOptNum(v.totalFreight) &&
    (v.isAllInPrice === undefined || typeof v.isAllInPrice === 'boolean')
  );
}

interface StoredCart {
  v: number;
  cart: { lines: unknown[]; multiAddress: boolean };
  consolidation: { groups: unknown[] };
  allInPriceIds: unknown[];
}

function isStoredCart(v: unknown): v is StoredCart {
  return (
    isRec(v) && v.v === GUEST_CART_VERSION &&
    isRec(v.cart) && Array.isArray(v.cart.lines) && typeof v.cart.multiAddress === 'boolean' &&
    isRec(v.consolidation) && Array.isArray(v.consolidation.groups) && Array.isArray(v.allInPriceIds)
  );
}

/** Restores the domain invariants of a state read back or given (groups, disabled flags). */
function normalise(state: GuestCartState): GuestCartState {
  const synced = syncConsolidation({ cart: state.cart, consolidation: state.consolidation });
  const ids = new Set(synced.cart.lines.map((l) => l.id));
  return { ...synced, allInPriceIds: state.allInPriceIds.filter((id) => ids.has(id)) };
}

@injectable()
export class LocalGuestCartStore implements GuestCartStore {
  constructor(@inject(BROWSER_STORAGE) private readonly storage: KeyValueStorage) {}

  load(): GuestCartState {
    const raw = readJson(this.storage, STORAGE_KEYS.guestCart, isStoredCart);
    if (!raw) return EMPTY_GUEST_CART;
    const lines = raw.cart.lines.filter(isDomainCartLine);
    const groups = raw.consolidation.groups.filter(isGroup);
    const state = normalise({
      cart: { lines, multiAddress: raw.cart.multiAddress },
      consolidation: { groups },
      allInPriceIds: raw.allInPriceIds.filter(isStr),
    });
    if (lines.length !== raw.cart.lines.length || groups.length !== raw.consolidation.groups.length) this.save(state);
    return state;
  }

  save(state: GuestCartState): void {
    const next = normalise(state);
    writeJson(this.storage, STORAGE_KEYS.guestCart, { v: GUEST_CART_VERSION, ...next });
  }

  list(): CartLine[] {
    return [...this.load().cart.lines];
  }

  upsert(line: ApiCartLine): void {
    this.save(upsertApiLine(this.load(), line));
  }

  remove(codes: string[]): void {
    const state = this.load();
    const ids = state.cart.lines.filter((l) => l.code !== '' && codes.includes(l.code)).map((l) => l.id);
    this.save(reconcile(state, ids, null));
  }

  clear(): void {
    this.save(EMPTY_GUEST_CART);
  }
}
