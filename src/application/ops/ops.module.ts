/**
 * The bindings of the operations console (/ops pages), loaded with their chunk; they need the
 * 'ops' feature (OpsApi, StaffSessionStore), which a customer's pages never load. OpsSession is one
 * per app (the layout and every page share the signed-in staff); the pages' view-models are transient.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { OPS_APPLICATIONS_VIEW_MODEL, OpsApplicationsViewModel } from './ops-applications-view-model';
import { OPS_LOGIN_VIEW_MODEL, OpsLoginViewModel } from './ops-login-view-model';
import { OPS_ORDER_VIEW_MODEL, OpsOrderViewModel } from './ops-order-view-model';
import { OPS_QUEUES_VIEW_MODEL, OpsQueuesViewModel } from './ops-queues-view-model';
import { OPS_RATES_VIEW_MODEL, OpsRatesViewModel } from './ops-rates-view-model';
import { OPS_FEATURED_VIEW_MODEL, OpsFeaturedViewModel } from './ops-featured-view-model';
import { OPS_SECURITY_VIEW_MODEL, OpsSecurityViewModel } from './ops-security-view-model';
import { OPS_SESSION, OpsSession } from './ops-session';
import { OPS_TICKET_VIEW_MODEL, OPS_TICKETS_VIEW_MODEL, OpsTicketViewModel, OpsTicketsViewModel } from './ops-tickets-view-model';

export const opsModule = withFeatures(['ops'], new ContainerModule(({ bind }) => {
  bind(OPS_SESSION).to(OpsSession).inSingletonScope();
  bind(OPS_LOGIN_VIEW_MODEL).to(OpsLoginViewModel).inTransientScope();
  bind(OPS_QUEUES_VIEW_MODEL).to(OpsQueuesViewModel).inTransientScope();
  bind(OPS_ORDER_VIEW_MODEL).to(OpsOrderViewModel).inTransientScope();
  bind(OPS_TICKETS_VIEW_MODEL).to(OpsTicketsViewModel).inTransientScope();
  bind(OPS_TICKET_VIEW_MODEL).to(OpsTicketViewModel).inTransientScope();
  bind(OPS_APPLICATIONS_VIEW_MODEL).to(OpsApplicationsViewModel).inTransientScope();
  bind(OPS_RATES_VIEW_MODEL).to(OpsRatesViewModel).inTransientScope();
  bind(OPS_FEATURED_VIEW_MODEL).to(OpsFeaturedViewModel).inTransientScope();
  bind(OPS_SECURITY_VIEW_MODEL).to(OpsSecurityViewModel).inTransientScope();
}));
