// Composition of the marketplace data and translation ports (docs/marketplace.md): the adapters
// named by configuration, unless a test passes its own. Beside app.ts because it names adapters of
// two modules (the demo adapter lives with the curated catalogue in content/).
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from './ports.ts';
import type { MarketplacePort } from './modules/catalog/marketplace/port.ts';
import type { TranslationPort } from './modules/catalog/translation/port.ts';
import { createDemoMarketplace } from './modules/content/demo-marketplace.ts';
import { createOneboundMarketplace } from './modules/catalog/marketplace/onebound/adapter.ts';
import { createDeeplTranslator, deeplUrlFor } from './modules/catalog/translation/deepl.ts';
import './modules/catalog/marketplace/service.ts';

/** The translation timeout on a product page: a slow service shows English rather than a slow page. */
export const TRANSLATION_TIMEOUT_MS = 3_000;

export function composeMarketplace(deps: ModuleDeps, log: FastifyBaseLogger): void {
  deps.ports.log ??= log;
  deps.ports.marketplace ??= marketplaceFromConfig(deps);
  const translation = deps.ports.translation ?? translationFromConfig(deps);
  if (translation) deps.ports.translation = translation;
}

function marketplaceFromConfig(deps: ModuleDeps): MarketplacePort {
  const { config } = deps;
  if (config.marketplaceProvider === 'onebound' && config.oneboundApiKey && config.oneboundApiSecret) {
    // Failures are logged once, by the marketplace service (with the provider's code).
    return createOneboundMarketplace({ url: config.oneboundApiUrl, key: config.oneboundApiKey, secret: config.oneboundApiSecret });
  }
  return createDemoMarketplace(deps);
}

function translationFromConfig(deps: ModuleDeps): TranslationPort | undefined {
  const { config } = deps;
  if (config.translationProvider !== 'deepl' || !config.deeplApiKey) return undefined;
  return createDeeplTranslator({ url: config.deeplApiUrl ?? deeplUrlFor(config.deeplApiKey), key: config.deeplApiKey, timeoutMs: TRANSLATION_TIMEOUT_MS });
}
