// HTTP bindings of the 'membership' feature (FeatureLoader; issue 12). Filled in as its ports are built.
import type { Container } from 'inversify';

export function bindMembershipHttp(_container: Container): void {
  // no ports yet
}
