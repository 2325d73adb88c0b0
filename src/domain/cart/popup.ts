/**
 * Cart popup and empty states (spec section 2 'Cart popup', section 9).
 */
import type { Cart, CartLine } from './cart-line';

export const CART_POPUP_ITEM_COUNT = 3;
export const CART_POPUP_NAME_LENGTH = 30;
/** Verbatim spec texts; the UI localises through its messages. */
export const CART_TEXTS = {
  popupEmpty: 'Cart masih kosong',
  popupMore: '<n> produk lainnya',
  popupSeeAll: 'Lihat semua item',
  cartEmpty: 'your cart is empty',
  cartEmptyAction: 'Titipin Sekarang',
  added: 'Berhasil ditambahkan ke keranjang',
  addFailed: 'Gagal ditambahkan ke keranjang',
  deleted: 'Cart successfully deleted',
} as const;

export interface CartPopupPreview {
  /** The first lines, at most CART_POPUP_ITEM_COUNT. */
  readonly items: readonly CartLine[];
  /** Lines not shown ('<n> produk lainnya'); 0 hides that text. */
  readonly moreCount: number;
  readonly empty: boolean;
}

export function cartPopupPreview(cart: Cart, count: number = CART_POPUP_ITEM_COUNT): CartPopupPreview {
  const shown = Math.max(0, Math.floor(Number.isFinite(count) ? count : CART_POPUP_ITEM_COUNT));
  const items = cart.lines.slice(0, shown);
  return { items, moreCount: cart.lines.length - items.length, empty: cart.lines.length === 0 };
}

/** '<n> produk lainnya' with n filled in. */
export function moreProductsText(moreCount: number): string {
  return CART_TEXTS.popupMore.replace('<n>', String(moreCount));
}
