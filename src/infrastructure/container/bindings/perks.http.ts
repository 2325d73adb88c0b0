// HTTP bindings of the 'perks' feature (FeatureLoader; issue 12). Filled in as its ports are built.
import type { Container } from 'inversify';

export function bindPerksHttp(_container: Container): void {
  // no ports yet
}
