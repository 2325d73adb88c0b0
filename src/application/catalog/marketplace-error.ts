/**
 * Why a marketplace lookup or search failed, when the server said (docs/marketplace.md "Failures"):
 * the marketplace was slow, could not be reached, or the visitor looked up too many new products
 * in a minute. The product and results pages show their own words for each, with "try again".
 */
import { isApiError } from '../ports/api-error';

export type MarketplaceErrorReason = 'timeout' | 'unavailable' | 'limited';

const REASONS: Readonly<Record<string, MarketplaceErrorReason>> = {
  MARKETPLACE_TIMEOUT: 'timeout',
  SCRAPE_TIMEOUT: 'timeout',
  MARKETPLACE_UNAVAILABLE: 'unavailable',
  SCRAPE_FAILED: 'unavailable',
  LOOKUP_LIMITED: 'limited',
};

export function marketplaceErrorReason(error: unknown): MarketplaceErrorReason | null {
  return isApiError(error) && error.reason ? REASONS[error.reason] ?? null : null;
}
