// HTTP bindings of the 'search' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { SEARCH_API } from '../../../application/ports/search-api.port';
import { HttpSearchApi } from '../../http/search-api.http';

export function bindSearchHttp(container: Container): void {
  container.bind(SEARCH_API).to(HttpSearchApi);
}
