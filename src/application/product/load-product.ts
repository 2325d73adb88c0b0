/**
 * Finds the product of /product?url=... (scrape) or /product/:id (a marketplace id: on the given
 * marketplace, else 1688, Taobao and Tmall in turn). A redirect answer is followed only to an
 * allowed host (redirect-allowlist.ts); anything else unknown is 'not_found'.
 */
import { isApiError } from '../ports/api-error';
import type { Product, ProductApi } from '../ports/product-api.port';
import { allowedRedirect } from './redirect-allowlist';

export interface ProductAddress {
  url?: string | null;
  id?: string | null;
  marketplace?: string | null;
}

export type LoadOutcome = { kind: 'product'; product: Product } | { kind: 'redirect'; url: string } | { kind: 'not_found' };

const MARKETPLACE_IDS = ['1688', 'taobao', 'tmall'] as const;

export async function loadProduct(products: ProductApi, address: ProductAddress, extraRedirectUrls: readonly string[] = []): Promise<LoadOutcome> {
  if (address.url) {
    const outcome = await products.scrape(address.url);
    if (outcome.kind === 'product') return outcome;
    const target = outcome.kind === 'redirect' ? allowedRedirect(outcome.url, extraRedirectUrls) : null;
    return target ? { kind: 'redirect', url: target } : { kind: 'not_found' };
  }
  const id = address.id?.trim() ?? '';
  if (!/^\d+$/.test(id)) return { kind: 'not_found' };
  const preferred = MARKETPLACE_IDS.find((m) => m === address.marketplace);
  for (const marketplace of preferred ? [preferred] : MARKETPLACE_IDS) {
    try {
      return { kind: 'product', product: await products.byMarketplaceId(marketplace, id) };
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
  }
  return { kind: 'not_found' };
}
