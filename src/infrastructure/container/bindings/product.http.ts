// HTTP bindings of the 'product' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { PRODUCT_API } from '../../../application/ports/product-api.port';
import { HttpProductApi } from '../../http/product-api.http';

export function bindProductHttp(container: Container): void {
  container.bind(PRODUCT_API).to(HttpProductApi);
}
