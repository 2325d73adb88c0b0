// Stored lines as the domain's cart lines (src/domain/cart), for addLine and mergeGuestCart.
import { createCartLine, type Cart, type CartLine } from '../../../src/domain/cart/index.ts';
import type { CartRow } from './store.ts';

export function toCartLine(row: Pick<CartRow, 'id' | 'code' | 'name' | 'url' | 'image' | 'size' | 'color' | 'price_original' | 'currency' | 'quantity' | 'max_quantity' | 'weight' | 'country' | 'marketplace' | 'catatan'>): CartLine {
  return createCartLine({
    id: String(row.id),
    code: row.code,
    name: row.name,
    url: row.url,
    image: row.image,
    size: row.size,
    color: row.color,
    price: Number(row.price_original),
    currency: row.currency,
    quantity: row.quantity,
    maxQuantity: row.max_quantity,
    weight: Number(row.weight),
    country: row.country,
    marketplace: row.marketplace,
    note: row.catatan,
  });
}

export function toCart(rows: readonly CartRow[]): Cart {
  return { lines: rows.map(toCartLine), multiAddress: false };
}
