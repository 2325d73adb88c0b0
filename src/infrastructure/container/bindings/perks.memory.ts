// In-memory bindings of the 'perks' feature (issue 12). Called by bindMemoryAdapters only.
import type { Container } from 'inversify';

export function bindPerksMemory(_container: Container): void {
  // no ports yet
}
