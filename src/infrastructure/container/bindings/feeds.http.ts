// HTTP bindings of the 'feeds' feature (docs/content-feeds.md): the blog's and photo feed's adapter,
// loaded only when the home page's external content block asks for it (after idle), so it stays out
// of the home route's start JavaScript; the full http container of the tests imports it statically.
import type { Container } from 'inversify';
import { CONTENT_FEEDS_API } from '../../../application/ports/content-feeds-api.port';
import { HttpContentFeedsApi } from '../../http/content-feeds-api.http';

export function bindFeedsHttp(container: Container): void {
  container.bind(CONTENT_FEEDS_API).to(HttpContentFeedsApi);
}
