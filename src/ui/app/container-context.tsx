/** The Inversify container reaches React through this context. */
import { createContext, use, useContext, useState } from 'react';
import type { Container, ContainerModule } from 'inversify';
import { featuresOf } from '../../application/feature-module';
import { FEATURE_LOADER, type FeatureLoader } from '../../application/ports/feature-loader.port';

export const ContainerContext = createContext<Container | null>(null);

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerContext is missing: render inside <ContainerContext value={container}>');
  return container;
}

/** A singleton service (session, header badges ...). */
export function useService<T>(token: symbol): T {
  return useContainer().get<T>(token);
}

/**
 * Loads a page's own bindings (a ContainerModule shipped in the page's lazy chunk) into the
 * container the first time the page needs them; later calls find the token bound.
 */
export function ensureModule(container: Container, token: symbol, module: ContainerModule): void {
  if (!container.isBound(token)) container.load(module);
}

/**
 * Suspends until the features a module needs (withFeatures, application/feature-module.ts) have
 * their ports bound: FeatureLoader.ensure(feature) loads the feature's adapters the first time
 * (http mode; memory containers have every feature bound). A failed load throws to the nearest
 * error boundary (ErrorPage, which reloads once for a stale chunk).
 */
export function useFeatures(module: ContainerModule | undefined): void {
  const container = useContainer();
  if (!module || !container.isBound(FEATURE_LOADER)) return;
  const loader = container.get<FeatureLoader>(FEATURE_LOADER);
  for (const feature of featuresOf(module)) {
    // ensure() returns the same promise while pending, as use() needs.
    if (!loader.isLoaded(feature)) use(loader.ensure(feature));
  }
}

/**
 * The screen's own transient view-model, created once per mounted screen. `module` binds the
 * token when only this screen uses it (route-scoped bindings, see storefront.module.ts); the
 * screen suspends first while the module's features load (useFeatures).
 */
export function useViewModel<T>(token: symbol, module?: ContainerModule): T {
  const container = useContainer();
  useFeatures(module);
  const [vm] = useState(() => {
    if (module) ensureModule(container, token, module);
    return container.get<T>(token);
  });
  return vm;
}
