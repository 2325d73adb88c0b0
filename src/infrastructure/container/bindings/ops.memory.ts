// In-memory bindings of the 'ops' feature: the staff session store over the container's storage and
// the console's memory API over its own seeded world (memory/ops.memory.ts: staff accounts, orders,
// parcels and tickets; stories and unit tests). Called by bindMemoryAdapters only.
import type { Container } from 'inversify';
import { OPS_API, STAFF_SESSION_STORE } from '../../../application/ports/ops-api.port';
import { MemoryOpsApi } from '../../memory/ops.memory';
import { OPS_FEATURED_API } from '../../../application/ports/ops-featured-api.port';
import { MemoryOpsFeaturedApi } from '../../memory/ops-featured.memory';
import { OPS_MEMBERSHIP_API } from '../../../application/ports/ops-membership-api.port';
import { MemoryOpsMembershipApi } from '../../memory/ops-membership.memory';
import { LocalStaffSessionStore } from '../../storage/ops-staff.storage';

export function bindOpsMemory(container: Container): void {
  container.bind(STAFF_SESSION_STORE).to(LocalStaffSessionStore);
  container.bind(MemoryOpsApi).toSelf();
  container.bind(OPS_API).toService(MemoryOpsApi);
  container.bind(MemoryOpsMembershipApi).toSelf().inSingletonScope();
  container.bind(OPS_MEMBERSHIP_API).toService(MemoryOpsMembershipApi);
  container.bind(MemoryOpsFeaturedApi).toSelf().inSingletonScope();
  container.bind(OPS_FEATURED_API).toService(MemoryOpsFeaturedApi);
}
