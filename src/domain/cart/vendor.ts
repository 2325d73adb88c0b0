/**
 * The vendor calls of spec section 7 (cart/vendor/{marketplace}/add-to-cart and /edit): the
 * marketplaces they take and which products and lines go through them. One definition for the
 * storefront and the server (server/modules/cart/schemas.ts).
 */

/** The marketplaces of cart/vendor/{marketplace} (spec section 1: 1688, Taobao, Tmall). */
export const VENDOR_MARKETPLACES = ['1688', 'taobao', 'tmall'] as const;
export type VendorMarketplace = (typeof VENDOR_MARKETPLACES)[number];

/** A marketplace item id as the marketplaces give it (digits; GET product/{marketplace}/{id}). */
const ITEM_ID = /^[0-9]{1,20}$/;

export function isVendorMarketplace(marketplace: string): marketplace is VendorMarketplace {
  return (VENDOR_MARKETPLACES as readonly string[]).includes(marketplace);
}

export interface VendorItem {
  marketplace: VendorMarketplace;
  productId: string;
}

/**
 * The vendor item a product is added as: a product of 1688, Taobao or Tmall with its marketplace
 * id; null for anything else (a store in the US, a product without an id), which is added by link.
 */
export function vendorItemOf(product: { marketplace: string; productId?: string | null }): VendorItem | null {
  const id = product.productId?.trim() ?? '';
  if (!isVendorMarketplace(product.marketplace) || !ITEM_ID.test(id)) return null;
  return { marketplace: product.marketplace, productId: id };
}

/**
 * The vendor edit of a cart line: a scraped line of 1688, Taobao or Tmall. Manual lines (typed by
 * the customer) and catalog lines keep their own edit calls (cart-detail/edit-manual, edit-catalog).
 */
export function vendorEditOf(line: { kind: 'scraped' | 'manual' | 'catalog'; marketplace: string }): VendorMarketplace | null {
  return line.kind === 'scraped' && isVendorMarketplace(line.marketplace) ? line.marketplace : null;
}
