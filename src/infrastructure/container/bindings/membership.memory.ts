// In-memory bindings of the 'membership' feature (issue 12). Called by bindMemoryAdapters only.
// One MembershipApi per container: it holds the applications and partners of the memory world.
import type { Container } from 'inversify';
import { MEMBERSHIP_API } from '../../../application/ports/membership-api.port';
import { MemoryMembershipApi } from '../../memory/membership.memory';

export function bindMembershipMemory(container: Container): void {
  container.bind(MemoryMembershipApi).toSelf().inSingletonScope();
  container.bind(MEMBERSHIP_API).toService(MemoryMembershipApi);
}
