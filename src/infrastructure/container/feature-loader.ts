// FeatureLoader adapters. DynamicFeatureLoader (http mode) imports a feature's binding module
// (./bindings/<feature>.http.ts, its own chunk with the adapters and their mappers) the first
// time the feature is asked for and binds its ports once; BoundFeatureLoader (memory mode,
// the full http container of the tests) has every feature bound from the start.
import type { Container } from 'inversify';
import type { Feature, FeatureLoader } from '../../application/ports/feature-loader.port';

export type FeatureBinder = (container: Container) => void;
export type FeatureBinders = Readonly<Record<Feature, () => Promise<FeatureBinder>>>;

export class DynamicFeatureLoader implements FeatureLoader {
  private readonly loaded = new Set<Feature>();
  private readonly pending = new Map<Feature, Promise<void>>();

  constructor(private readonly container: Container, private readonly binders: FeatureBinders) {}

  isLoaded(feature: Feature): boolean {
    return this.loaded.has(feature);
  }

  ensure(feature: Feature): Promise<void> {
    if (this.loaded.has(feature)) return Promise.resolve();
    let promise = this.pending.get(feature);
    if (!promise) {
      promise = this.binders[feature]().then(
        (bind) => {
          if (!this.loaded.has(feature)) bind(this.container);
          this.loaded.add(feature);
        },
        (error: unknown) => {
          this.pending.delete(feature); // a failed chunk load: the next call tries again
          throw error;
        },
      );
      this.pending.set(feature, promise);
    }
    return promise;
  }
}

export class BoundFeatureLoader implements FeatureLoader {
  isLoaded(): boolean {
    return true;
  }

  ensure(): Promise<void> {
    return Promise.resolve();
  }
}
