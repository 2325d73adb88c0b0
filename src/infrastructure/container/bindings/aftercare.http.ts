// HTTP bindings of the 'aftercare' feature (FeatureLoader): RatingApi (rating a delivered line,
// the product page's reviews) and TicketApi (refund tickets), loaded with a dynamic import the first
// time the rating form, the reviews or a ticket screen needs them.
import type { Container } from 'inversify';
import { RATING_API } from '../../../application/ports/rating-api.port';
import { TICKET_API } from '../../../application/ports/ticket-api.port';
import { HttpRatingApi } from '../../http/rating-api.http';
import { HttpTicketApi } from '../../http/ticket-api.http';

export function bindAftercareHttp(container: Container): void {
  container.bind(RATING_API).to(HttpRatingApi);
  container.bind(TICKET_API).to(HttpTicketApi);
}
