// HTTP bindings of the 'ops' feature (the operations console, docs/operations-console.md): the
// staff session store (its own storage key) and OpsApi over the console's own HttpClient (staff
// header, a 401 clears the staff session and never calls the customer's /logout hook). Loaded
// with a dynamic import the first time an /ops page needs it: a customer's pages never load it.
import type { Container } from 'inversify';
import { OPS_API, STAFF_SESSION_STORE, type StaffSessionStore } from '../../../application/ports/ops-api.port';
import { SESSION_STORE, type SessionStore } from '../../../application/ports/session-store.port';
import type { RuntimeConfig } from '../../config/runtime-config';
import { HttpOpsApi, OPS_HTTP_CLIENT, createOpsHttpClient } from '../../http/ops-api.http';
import { OPS_FEATURED_API } from '../../../application/ports/ops-featured-api.port';
import { HttpOpsFeaturedApi } from '../../http/ops-featured-api.http';
import { OPS_MEMBERSHIP_API } from '../../../application/ports/ops-membership-api.port';
import { HttpOpsMembershipApi } from '../../http/ops-membership-api.http';
import { LocalStaffSessionStore } from '../../storage/ops-staff.storage';
import { RUNTIME_CONFIG } from '../base-container';

export function bindOpsHttp(container: Container): void {
  container.bind(STAFF_SESSION_STORE).to(LocalStaffSessionStore);
  container.bind(OPS_HTTP_CLIENT).toDynamicValue((ctx) => createOpsHttpClient(
    ctx.get<RuntimeConfig>(RUNTIME_CONFIG),
    ctx.get<SessionStore>(SESSION_STORE),
    ctx.get<StaffSessionStore>(STAFF_SESSION_STORE),
  ));
  container.bind(OPS_API).to(HttpOpsApi);
  // The membership module's console calls (applications, affiliate partners; docs/membership.md).
  container.bind(OPS_MEMBERSHIP_API).to(HttpOpsMembershipApi);
  // The home's banners and pop-up (docs/banners.md).
  container.bind(OPS_FEATURED_API).to(HttpOpsFeaturedApi);
}
