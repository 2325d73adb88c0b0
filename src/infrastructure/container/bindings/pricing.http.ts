// HTTP bindings of the 'pricing' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { RATES_API } from '../../../application/ports/rates-api.port';
import { HttpRatesApi } from '../../http/rates-api.http';
import { UPLOAD_API } from '../../../application/ports/upload-api.port';
import { HttpUploadApi } from '../../http/upload-api.http';

export function bindPricingHttp(container: Container): void {
  container.bind(RATES_API).to(HttpRatesApi);
  // The manual order's picture upload (the manual order is the pricing feature's screen that uploads).
  container.bind(UPLOAD_API).to(HttpUploadApi);
}
