// In-memory bindings of the search feature's ports (issue 5). Called by bindMemoryAdapters only,
// so the http entry chunk never carries them.
import type { Container } from 'inversify';

export function bindSearchMemory(_container: Container): void {}
