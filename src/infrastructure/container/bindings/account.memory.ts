// In-memory bindings of the 'account' feature (issue 12). Called by bindMemoryAdapters only.
import type { Container } from 'inversify';

export function bindAccountMemory(_container: Container): void {
  // no ports yet
}
