// The marketplace of a pasted link (sea freight is not offered on 1688), from src/domain/url.
import type { Marketplace } from '../../domain/pricing';
import { detectMarketplace } from '../../domain/url';

export function classifyMarketplace(url: string): Marketplace {
  try {
    return detectMarketplace(new URL(url.trim()).hostname);
  } catch {
    return 'other';
  }
}
