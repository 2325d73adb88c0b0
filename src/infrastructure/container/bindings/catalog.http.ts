// HTTP bindings of the 'catalog' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { BOOKMARK_API } from '../../../application/ports/bookmark-api.port';
import { CATALOG_API } from '../../../application/ports/catalog-api.port';
import { HttpBookmarkApi } from '../../http/bookmark-api.http';
import { HttpCatalogApi } from '../../http/catalog-api.http';

export function bindCatalogHttp(container: Container): void {
  container.bind(CATALOG_API).to(HttpCatalogApi);
  container.bind(BOOKMARK_API).to(HttpBookmarkApi);
}
