/**
 * A route-scoped ContainerModule tagged with the features (ports) its bindings need, so that
 * useViewModel(token, module) waits for FeatureLoader.ensure(feature) before resolving:
 *   export const homeModule = withFeatures(['content'], new ContainerModule(...));
 */
import type { ContainerModule } from 'inversify';
import type { Feature } from './ports/feature-loader.port';

const featuresByModule = new WeakMap<ContainerModule, readonly Feature[]>();

export function withFeatures(features: readonly Feature[], module: ContainerModule): ContainerModule {
  featuresByModule.set(module, features);
  return module;
}

/** The features a module needs (none for an untagged module). */
export function featuresOf(module: ContainerModule): readonly Feature[] {
  return featuresByModule.get(module) ?? [];
}
