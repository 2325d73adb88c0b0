// HTTP bindings of the 'pricing' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { RATES_API } from '../../../application/ports/rates-api.port';
import { HttpRatesApi } from '../../http/rates-api.http';

export function bindPricingHttp(container: Container): void {
  container.bind(RATES_API).to(HttpRatesApi);
}
