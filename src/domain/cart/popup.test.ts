import { describe, expect, it } from 'vitest';
import { addLine } from './cart';
import { EMPTY_CART } from './cart-line';
import { CART_TEXTS, cartPopupPreview, moreProductsText } from './popup';

const cartWith = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}`, name: `P${i}`, url: `https://s.com/${i}`, price: 1 })).reduce(
    addLine,
    EMPTY_CART,
  );

describe('cartPopupPreview', () => {
  it('shows the first three and counts the rest', () => {
    const preview = cartPopupPreview(cartWith(5));
    expect(preview.items.map((l) => l.id)).toEqual(['0', '1', '2']);
    expect(preview.moreCount).toBe(2);
    expect(preview.empty).toBe(false);
    expect(moreProductsText(preview.moreCount)).toBe('2 produk lainnya');
  });

  it('handles short and empty carts', () => {
    expect(cartPopupPreview(cartWith(3)).moreCount).toBe(0);
    expect(cartPopupPreview(EMPTY_CART)).toEqual({ items: [], moreCount: 0, empty: true });
    expect(cartPopupPreview(cartWith(2), -1).moreCount).toBe(2);
  });

  it('exports the spec texts', () => {
    expect(CART_TEXTS.popupEmpty).toBe('Cart masih kosong');
    expect(CART_TEXTS.popupSeeAll).toBe('Lihat semua item');
    expect(CART_TEXTS.cartEmptyAction).toBe('Titipin Sekarang');
  });
});
