/**
 * Cart line type, defaults and identity (spec sections 3, 5 and 9).
 */
import { normalizeUrl } from '../url';

export type PackageTrack = 'udara' | 'laut';
export const DEFAULT_PACKAGE_TRACK: PackageTrack = 'udara';
export const DEFAULT_MAX_QUANTITY = 10;
export const WHOLESALE_MAX_QUANTITY = 1_000_000;
export const WHOLESALE_MARKETPLACE = '1688';
export const DEFAULT_WEIGHT_GRAMS = 1000;
export const DEFAULT_CURRENCY = 'USD';

export interface Dimensions {
  readonly length: number; // cm
  readonly width: number; // cm
  readonly height: number; // cm
}

export interface CartLine {
  /** cart_detail_id, or a locally generated id for a guest line. */
  readonly id: string;
  /** cart_detail_code; '' until the server has assigned one. */
  readonly code: string;
  readonly name: string;
  readonly url: string;
  readonly image: string;
  /** Variant parts; '' when the product has none. */
  readonly size: string;
  readonly color: string;
  /** Unit price in `currency`. */
  readonly price: number;
  readonly currency: string;
  readonly quantity: number;
  readonly maxQuantity: number;
  /** Grams. */
  readonly weight: number;
  /** True while `weight` is the shop's estimate for the product type (the seller gave none). */
  readonly weightEstimated?: boolean;
  readonly dimensions: Dimensions;
  readonly country: string;
  /** '1688', 'taobao', 'tmall' or any other marketplace name sent by the server. */
  readonly marketplace: string;
  readonly packageTrack: PackageTrack;
  /** catatan */
  readonly note: string;
  readonly productTypeId: string | undefined;
  readonly hsCode: string | undefined;
  readonly packingFeePerUnit: number;
  /** packingFeePerUnit x quantity, kept in step by every quantity change. */
  readonly totalPackingFee: number;
  /** True while the line is in a consolidation group. */
  readonly disabled: boolean;
  /** Multi-address mode: quantity per address id; empty otherwise. */
  readonly addressQuantities: Readonly<Record<string, number>>;
}

export interface Cart {
  readonly lines: readonly CartLine[];
  readonly multiAddress: boolean;
}

export const EMPTY_CART: Cart = { lines: [], multiAddress: false };

/** Fields a caller must give; everything else has a default. */
export type CartLineInput = Pick<CartLine, 'id' | 'name' | 'url' | 'price'> &
  Partial<Omit<CartLine, 'id' | 'name' | 'url' | 'price' | 'totalPackingFee'>>;

const isPositiveFinite = (n: number | undefined): n is number =>
  n !== undefined && Number.isFinite(n) && n >= 1;

/**
 * Max quantity (spec section 5): a scraped maximum (finite, >= 1, floored)
 * wins; without one, the wholesale marketplace (1688) allows 1,000,000 and
 * any other marketplace 10. A scraped 0 or negative value counts as absent.
 */
export function maxQuantityFor(marketplace: string | undefined, scrapedMax?: number): number {
  if (isPositiveFinite(scrapedMax)) return Math.floor(scrapedMax);
  return marketplace?.trim().toLowerCase() === WHOLESALE_MARKETPLACE
    ? WHOLESALE_MAX_QUANTITY
    : DEFAULT_MAX_QUANTITY;
}

/** Floors and clamps a quantity to [1, max]; NaN becomes 1. */
export function clampQuantity(quantity: number, max: number): number {
  const upper = isPositiveFinite(max) ? Math.floor(max) : 1;
  if (Number.isNaN(quantity)) return 1;
  return Math.min(upper, Math.max(1, Math.floor(quantity)));
}

/**
 * Fee per unit x quantity, rounded to 2 decimals to remove binary float
 * noise (0.1 x 3 = 0.3). The fee is in its own currency; the pricing
 * module applies the rate.
 */
export function packingFeeTotal(perUnit: number, quantity: number): number {
  if (!Number.isFinite(perUnit) || !Number.isFinite(quantity)) return 0;
  return Math.round(perUnit * quantity * 100) / 100;
}

const orZero = (n: number | undefined): number => (n !== undefined && Number.isFinite(n) && n > 0 ? n : 0);

/** Builds a line with defaults: weight 1000 g, udara, quantity 1, USD, max by maxQuantityFor. */
export function createCartLine(input: CartLineInput): CartLine {
  const marketplace = input.marketplace ?? 'other';
  const maxQuantity = maxQuantityFor(marketplace, input.maxQuantity);
  const quantity = clampQuantity(input.quantity ?? 1, maxQuantity);
  const packingFeePerUnit = orZero(input.packingFeePerUnit);
  return {
    id: input.id,
    code: input.code ?? '',
    name: input.name,
    url: input.url,
    image: input.image ?? '',
    size: input.size ?? '',
    color: input.color ?? '',
    price: input.price,
    currency: input.currency ?? DEFAULT_CURRENCY,
    quantity,
    maxQuantity,
    weight: input.weight !== undefined && Number.isFinite(input.weight) && input.weight >= 0
      ? input.weight
      : DEFAULT_WEIGHT_GRAMS,
    ...(input.weightEstimated ? { weightEstimated: true } : {}),
    dimensions: {
      length: orZero(input.dimensions?.length),
      width: orZero(input.dimensions?.width),
      height: orZero(input.dimensions?.height),
    },
    country: input.country ?? '',
    marketplace,
    packageTrack: input.packageTrack ?? DEFAULT_PACKAGE_TRACK,
    note: input.note ?? '',
    productTypeId: input.productTypeId,
    hsCode: input.hsCode,
    packingFeePerUnit,
    totalPackingFee: packingFeeTotal(packingFeePerUnit, quantity),
    disabled: input.disabled ?? false,
    addressQuantities: {},
  };
}

/** url + size + color, normalised; '' when the line has no usable url. */
export function variantKey(line: Pick<CartLine, 'url' | 'size' | 'color'>): string {
  const url = normalizeUrl(line.url) ?? line.url.trim();
  if (url === '') return '';
  const part = (s: string): string => s.trim().toLowerCase();
  return `${url}|${part(line.size)}|${part(line.color)}`;
}

/** Same record: same id, or same non-empty cart_detail_code. */
export function isSameRecord(a: CartLine, b: CartLine): boolean {
  return a.id === b.id || (a.code !== '' && a.code === b.code);
}

/**
 * Same product: the same record, or the same url and variant (size, color).
 * Used by addLine and mergeGuestCart to avoid doubled lines.
 */
export function isSameProduct(a: CartLine, b: CartLine): boolean {
  if (isSameRecord(a, b)) return true;
  const key = variantKey(a);
  return key !== '' && key === variantKey(b);
}

/** The cart with one line changed; the same cart object when the line is unknown or unchanged. */
export function mapLine(cart: Cart, lineId: string, change: (line: CartLine) => CartLine): Cart {
  let changed = false;
  const lines = cart.lines.map((line) => {
    if (line.id !== lineId) return line;
    const next = change(line);
    if (next !== line) changed = true;
    return next;
  });
  return changed ? { ...cart, lines } : cart;
}
