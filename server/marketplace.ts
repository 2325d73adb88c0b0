// Composition of the marketplace data and translation ports (docs/marketplace.md): the adapters
// named by configuration, unless a test passes its own. Beside app.ts because it names adapters of
// two modules (the demo adapter lives with the curated catalogue in content/).
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from './ports.ts';
import type { MarketplacePort } from './modules/catalog/marketplace/port.ts';
import type { TranslationPort } from './modules/catalog/translation/port.ts';
import { createDemoMarketplace } from './modules/content/demo-marketplace.ts';
import './modules/catalog/marketplace/service.ts';

/** The translation timeout on a product page: a slow service shows English rather than a slow page. */
export const TRANSLATION_TIMEOUT_MS = 3_000;

export function composeMarketplace(deps: ModuleDeps, log: FastifyBaseLogger): void {
  const { config } = deps;
  deps.ports.log ??= log;
  deps.ports.marketplace ??= marketplaceFromConfig(deps);
  const translation = deps.ports.translation ?? translationFromConfig(deps);
  if (translation) deps.ports.translation = translation;
  void config;
}

function marketplaceFromConfig(deps: ModuleDeps): MarketplacePort {
  if (deps.config.marketplaceProvider === 'onebound') throw new Error('MARKETPLACE_PROVIDER=onebound: adapter not wired yet');
  return createDemoMarketplace(deps);
}

function translationFromConfig(deps: ModuleDeps): TranslationPort | undefined {
  if (deps.config.translationProvider === 'deepl') throw new Error('TRANSLATION_PROVIDER=deepl: adapter not wired yet');
  return undefined;
}
