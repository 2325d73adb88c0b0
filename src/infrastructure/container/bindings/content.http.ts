// HTTP bindings of the 'content' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { CONTENT_API } from '../../../application/ports/content-api.port';
import { HttpContentApi } from '../../http/content-api.http';

export function bindContentHttp(container: Container): void {
  container.bind(CONTENT_API).to(HttpContentApi);
}
