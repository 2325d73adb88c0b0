/**
 * The bindings of /tickets and /ticket-detail/:id ('aftercare' feature: TicketApi) and of
 * /tickets-create (also 'checkout': OrderApi, the orders and lines to name), loaded with their pages.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { TICKET_DETAIL_VIEW_MODEL, TicketDetailViewModel } from './ticket-detail-view-model';
import { TICKETS_CREATE_VIEW_MODEL, TicketsCreateViewModel } from './tickets-create-view-model';
import { TICKETS_VIEW_MODEL, TicketsViewModel } from './tickets-view-model';

export const ticketsModule = withFeatures(['aftercare'], new ContainerModule(({ bind }) => {
  bind(TICKETS_VIEW_MODEL).to(TicketsViewModel).inTransientScope();
  bind(TICKET_DETAIL_VIEW_MODEL).to(TicketDetailViewModel).inTransientScope();
}));

export const ticketCreateModule = withFeatures(['aftercare', 'checkout'], new ContainerModule(({ bind }) => {
  bind(TICKETS_CREATE_VIEW_MODEL).to(TicketsCreateViewModel).inTransientScope();
}));
