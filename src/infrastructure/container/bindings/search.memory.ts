// In-memory bindings of the search feature's ports (issue 5). Called by bindMemoryAdapters only,
// so the http entry chunk never carries them.
import type { Container } from 'inversify';
import { CONTENT_API } from '../../../application/ports/content-api.port';
import { SEARCH_API } from '../../../application/ports/search-api.port';
import { MemoryContentApi } from '../../memory/content.memory';
import { CONTENT_FEEDS_API } from '../../../application/ports/content-feeds-api.port';
import { MemoryContentFeedsApi } from '../../memory/content-feeds.memory';
import { MemorySearchApi } from '../../memory/search.memory';

export function bindSearchMemory(container: Container): void {
  container.bind(CONTENT_API).to(MemoryContentApi);
  container.bind(CONTENT_FEEDS_API).to(MemoryContentFeedsApi);
  container.bind(SEARCH_API).to(MemorySearchApi);
}
