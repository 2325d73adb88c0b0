// HTTP bindings of the search feature's ports (issue 5). Called by createHttpContainer.
import type { Container } from 'inversify';
import { CONTENT_API } from '../../../application/ports/content-api.port';
import { SEARCH_API } from '../../../application/ports/search-api.port';
import { HttpContentApi } from '../../http/content-api.http';
import { HttpSearchApi } from '../../http/search-api.http';

export function bindSearchHttp(container: Container): void {
  container.bind(CONTENT_API).to(HttpContentApi);
  container.bind(SEARCH_API).to(HttpSearchApi);
}
