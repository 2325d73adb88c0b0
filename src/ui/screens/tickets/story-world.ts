// Story helpers of the ticket screens: the story's paid order with two tickets on it.
import type { Container } from 'inversify';
import { TICKET_API, type TicketApi } from '../../../application/ports/ticket-api.port';
import { orderPaid } from '../invoice/fulfilment/story-world';
import { FIRST_STORY_ORDER } from '../invoice/story-helpers';

/**
 * Two tickets on the paid order; their ids, newest first. The memory ids are deterministic (the
 * store's sequence after the order's two lines): the newest, on the damaged bag, is '4'.
 */
export async function withTickets(c: Container): Promise<string[]> {
  const { first } = await orderPaid(c);
  const api = c.get<TicketApi>(TICKET_API);
  const a = await api.create({ orderCode: FIRST_STORY_ORDER, lineId: null, reason: 'not_received', message: 'Paket belum sampai', amountRequested: null }, 'story-t1');
  const b = await api.create({ orderCode: FIRST_STORY_ORDER, lineId: first.lineId, reason: 'damaged', message: 'Tas robek', amountRequested: 50_000 }, 'story-t2');
  return [b.id, a.id];
}

export const NEWEST_STORY_TICKET = '4';
