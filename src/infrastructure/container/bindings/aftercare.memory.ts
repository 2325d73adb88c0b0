// In-memory bindings of the 'aftercare' feature (ratings, reviews, tickets) and of the customer
// notifications (eager in http mode: the bell), over the MemoryFulfilmentStore the checkout's
// memory bindings bind. Called by bindMemoryAdapters only.
import type { Container } from 'inversify';
import { CUSTOMER_NOTIFICATION_API } from '../../../application/ports/customer-notification-api.port';
import { RATING_API } from '../../../application/ports/rating-api.port';
import { TICKET_API } from '../../../application/ports/ticket-api.port';
import { MemoryCustomerNotificationApi, MemoryRatingApi, MemoryTicketApi } from '../../memory/aftercare.memory';

export function bindAftercareMemory(container: Container): void {
  container.bind(RATING_API).to(MemoryRatingApi);
  container.bind(TICKET_API).to(MemoryTicketApi);
  container.bind(CUSTOMER_NOTIFICATION_API).to(MemoryCustomerNotificationApi);
}
