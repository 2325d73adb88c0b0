// HTTP bindings of the product feature's ports (issue 5). Called by createHttpContainer.
import type { Container } from 'inversify';
import { BOOKMARK_API } from '../../../application/ports/bookmark-api.port';
import { CATALOG_API } from '../../../application/ports/catalog-api.port';
import { HttpBookmarkApi } from '../../http/bookmark-api.http';
import { HttpCatalogApi } from '../../http/catalog-api.http';

export function bindProductHttp(container: Container): void {
  container.bind(CATALOG_API).to(HttpCatalogApi);
  container.bind(BOOKMARK_API).to(HttpBookmarkApi);
}
