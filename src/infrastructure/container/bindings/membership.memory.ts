// In-memory bindings of the 'membership' feature (issue 12). Called by bindMemoryAdapters only.
import type { Container } from 'inversify';

export function bindMembershipMemory(_container: Container): void {
  // no ports yet
}
