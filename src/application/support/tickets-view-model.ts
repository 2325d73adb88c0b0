/**
 * /tickets: the customer's tickets (refund requests, GET refund/request/history), newest first,
 * 20 a page; the page lives in the address (?page=).
 */
import { inject, injectable } from 'inversify';
import { PagedHistory, type HistoryFilters } from '../invoice/paged-history';
import { TICKET_API, type TicketApi, type TicketSummary } from '../ports/ticket-api.port';

export const TICKETS_VIEW_MODEL = Symbol.for('support.TicketsViewModel');

export interface TicketQuery {
  page: number;
}

const FILTERS: HistoryFilters<TicketQuery> = {};

@injectable()
export class TicketsViewModel extends PagedHistory<TicketQuery, TicketSummary> {
  constructor(@inject(TICKET_API) api: TicketApi) {
    super(FILTERS, (query) => api.list(query.page));
  }
}
