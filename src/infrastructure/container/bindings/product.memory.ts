// In-memory bindings of the product feature's ports (issue 5). Called by bindMemoryAdapters only,
// so the http entry chunk never carries them.
import type { Container } from 'inversify';
import { BOOKMARK_API } from '../../../application/ports/bookmark-api.port';
import { CATALOG_API } from '../../../application/ports/catalog-api.port';
import { MemoryBookmarkApi } from '../../memory/bookmark.memory';
import { MemoryCatalogApi } from '../../memory/catalog.memory';

export function bindProductMemory(container: Container): void {
  container.bind(CATALOG_API).to(MemoryCatalogApi);
  container.bind(BOOKMARK_API).to(MemoryBookmarkApi);
}
