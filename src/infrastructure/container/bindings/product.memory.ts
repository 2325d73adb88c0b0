// In-memory bindings of the product feature's ports (issue 5). Called by bindMemoryAdapters only,
// so the http entry chunk never carries them.
import type { Container } from 'inversify';

export function bindProductMemory(_container: Container): void {}
