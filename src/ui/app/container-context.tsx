/** The Inversify container reaches React through this context. */
import { createContext, use, useContext, useState } from 'react';
import type { Container, ContainerModule } from 'inversify';
import { featuresOf } from '../../application/feature-module';
import { FEATURE_LOADER, type Feature, type FeatureLoader } from '../../application/ports/feature-loader.port';

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
 * A promise use() returns from at once (it reads the fields React sets on a promise it has seen): for
 * a use() that must be called on every render, also when there is nothing to wait for, so the hooks
 * after it are the same in a render that suspended and in React's replay of it.
 */
export const NOTHING_TO_WAIT_FOR: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const featureThenables = new WeakMap<FeatureLoader, Map<string, Promise<void>>>();

/**
 * One promise per feature and loader, for use(): the pending load, or, for a feature already loaded, a
 * promise marked fulfilled so use() returns at once instead of suspending. A failed load is forgotten
 * (the next render tries again, as FeatureLoader.ensure does).
 */
function featureThenable(loader: FeatureLoader, feature: Feature): Promise<void> {
  let thenables = featureThenables.get(loader);
  if (!thenables) featureThenables.set(loader, (thenables = new Map()));
  let thenable = thenables.get(feature);
  if (!thenable) {
    if (loader.isLoaded(feature)) {
      thenable = NOTHING_TO_WAIT_FOR;
    } else {
      const loading = loader.ensure(feature);
      thenable = loading;
      loading.catch(() => {
        if (thenables.get(feature) === loading) thenables.delete(feature);
      });
    }
    thenables.set(feature, thenable);
  }
  return thenable;
}

/**
 * Suspends until the features a module needs (withFeatures, application/feature-module.ts) have
 * their ports bound: FeatureLoader.ensure(feature) loads the feature's adapters the first time
 * (http mode; memory containers have every feature bound). A failed load throws to the nearest
 * error boundary (ErrorPage, which reloads once for a stale chunk).
 *
 * use() is called for every feature on every render, loaded or not. Calling it only while a feature
 * is loading made the hooks after it change between a render that suspended and React's replay of
 * that render once the load finished (link prefetch can finish it in between): React error #467
 * ('Update hook called on initial render'), recovered by a synchronous render (#520), which the
 * crawl caught on the account pages.
 */
export function useFeatures(module: ContainerModule | undefined): void {
  const container = useContainer();
  if (!module || !container.isBound(FEATURE_LOADER)) return;
  const loader = container.get<FeatureLoader>(FEATURE_LOADER);
  for (const feature of featuresOf(module)) use(featureThenable(loader, feature));
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
