// Checkout re-checks a provider line's price (docs/marketplace.md "Checkout"): before the preview
// and before placing the order, every marketplace line whose kept prices are older than
// MARKETPLACE_PRICE_TTL_MS is looked up again (prices only). A changed unit price is written to the
// line, so the quote's total changes and the existing "price changed" confirmation (409
// PRICE_CHANGED) shows the customer the new total. A variant now sold out, or an item gone, stops
// the checkout with its name; a provider that cannot be asked lets kept prices younger than
// MARKETPLACE_CHECKOUT_MAX_STALE_MS through, older ones wait (503, retryable).
import type { ModuleDeps } from '../../ports.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { marketplaceService } from '../catalog/marketplace/service.ts';
import { mergePrices } from '../catalog/marketplace/prepare.ts';
import type { ProductData } from '../catalog/product.ts';
import { checkPrice } from './refs.ts';
import { unitPrice } from './lines.ts';
import './tables.ts';

export const RECHECK_TEXTS = {
  gone: {
    id: '{name} sudah tidak dijual di marketplace. Hapus dari keranjang untuk melanjutkan.',
    en: '{name} is no longer sold on the marketplace. Remove it from the cart to continue.',
  },
  soldOut: {
    id: 'Varian {name} sudah habis di penjual. Ganti varian atau hapus dari keranjang.',
    en: 'The chosen variant of {name} is sold out at the seller. Choose another variant or remove it from the cart.',
  },
  unchecked: {
    id: 'Harga {name} belum dapat diperiksa ulang ke marketplace. Silakan coba lagi sebentar lagi.',
    en: 'The price of {name} cannot be checked with the marketplace right now. Please try again shortly.',
  },
};

const say = (lang: Lang, text: { id: string; en: string }, name: string) => t(lang, text).replace('{name}', name.slice(0, 80));

/** Re-checks the caller's marketplace lines among `codes`; updates changed prices. Throws AppError (409, 503). */
export async function recheckProviderPrices(deps: ModuleDeps, customerId: number, codes: readonly string[], lang: Lang): Promise<void> {
  if (codes.length === 0) return;
  const service = marketplaceService(deps);
  if (service.provider === 'demo') return;
  const rows = await deps.db.selectFrom('cart_details')
    .select(['id', 'name', 'marketplace', 'product_id', 'sku_id', 'quantity', 'price_original', 'product'])
    .where('customer_id', '=', customerId).where('code', 'in', [...codes]).where('kind', '=', 'scraped')
    .where('marketplace', 'in', ['1688', 'taobao', 'tmall']).where('product_id', 'is not', null)
    .execute();
  const nowMs = deps.ports.now().getTime();
  const checked = new Map<string, Awaited<ReturnType<typeof service.pricesForCheckout>>>();
  for (const row of rows) {
    const key = `${row.marketplace}:${row.product_id}`;
    if (!checked.has(key)) checked.set(key, await service.pricesForCheckout(row.marketplace, row.product_id as string));
    const prices = checked.get(key);
    if (!prices) continue;
    if (prices.kind === 'gone') throw new AppError('CONFLICT', { reason: 'PRODUCT_UNAVAILABLE', field: 'body.cart_detail_codes', message: say(lang, RECHECK_TEXTS.gone, row.name) });
    if (prices.kind === 'unchecked' && nowMs - prices.checkedAt.getTime() > deps.config.marketplaceCheckoutMaxStaleMs) {
      throw new AppError('UNAVAILABLE', { reason: 'PRICE_UNCHECKED', message: say(lang, RECHECK_TEXTS.unchecked, row.name) });
    }
    const option = row.sku_id ? prices.product.options.find((o) => o.sku_id === row.sku_id) : undefined;
    if (row.sku_id && (!option || (option.stock !== null && option.stock <= 0))) {
      throw new AppError('CONFLICT', { reason: 'OUT_OF_STOCK', field: 'body.cart_detail_codes', message: say(lang, RECHECK_TEXTS.soldOut, row.name) });
    }
    const price = checkPrice(lang, unitPrice(prices.product, option, row.quantity));
    if (Number(price) === Number(row.price_original)) continue;
    const product = mergePrices(row.product as unknown as ProductData, prices.product);
    await deps.db.updateTable('cart_details')
      .set({ price_original: price, product: JSON.stringify(product), updated_at: deps.ports.now() })
      .where('id', '=', row.id).execute();
  }
}
