// Story helper of the restricted-goods (lartas) stories: a cosmetics line in the story's cart (the
// memory product type 5, under BPOM's cosmetics entry).
import type { Container } from 'inversify';
import { CART_API, type CartApi } from '../../../application/ports/cart-api.port';

export async function addCosmeticsLine(c: Container): Promise<void> {
  await c.get<CartApi>(CART_API).addScraped({ url: 'https://item.taobao.com/item.htm?id=655443322110', quantity: 1, productTypeId: '5' });
}
