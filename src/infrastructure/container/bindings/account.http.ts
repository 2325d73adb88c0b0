// HTTP bindings of the 'account' feature (FeatureLoader; issue 12). Filled in as its ports are built.
import type { Container } from 'inversify';

export function bindAccountHttp(_container: Container): void {
  // no ports yet
}
