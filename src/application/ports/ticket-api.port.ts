// Tickets (refund requests, docs/api/ops.md 'Tickets (refunds)'): POST refund/request, GET
// refund/request/history, GET refund/request/{id}, POST refund/request/{id}/reply, POST
// refund/request/delete. Bound by the 'aftercare' feature.
import type { Page } from './order-api.port';

export type TicketReason = 'damaged' | 'wrong_item' | 'not_received' | 'missing_part' | 'other';
export const TICKET_REASONS: readonly TicketReason[] = ['damaged', 'wrong_item', 'not_received', 'missing_part', 'other'];

/** open -> answered -> approved | rejected. */
export type TicketStatus = 'open' | 'answered' | 'approved' | 'rejected';
export const TICKET_STATUSES: readonly TicketStatus[] = ['open', 'answered', 'approved', 'rejected'];

export const TICKET_MESSAGE_MAX = 2000;

export interface TicketMessage {
  author: 'customer' | 'staff';
  name: string;
  message: string;
  at: string;
}

export interface TicketSummary {
  id: string;
  orderCode: string;
  lineId: string | null;
  reason: string;
  status: string;
  amountRequested: number | null;
  amountRefunded: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface Ticket extends TicketSummary {
  messages: TicketMessage[];
}

export interface TicketInput {
  orderCode: string;
  lineId: string | null;
  reason: TicketReason;
  /** 1..2000 characters. */
  message: string;
  /** Whole rupiah >= 1, or null. */
  amountRequested: number | null;
}

export interface TicketApi {
  /**
   * POST refund/request (with an Idempotency-Key, the same on retries): NOT_FOUND (ORDER_NOT_FOUND,
   * LINE_NOT_FOUND), CONFLICT ORDER_NOT_PAID, UNPROCESSABLE with `field` for a bad body.
   */
  create(input: TicketInput, idempotencyKey: string): Promise<Ticket>;
  /** GET refund/request/history?page=: the caller's, newest first, 20 a page (without messages). */
  list(page?: number): Promise<Page<TicketSummary>>;
  /** GET refund/request/{id}: NOT_FOUND (TICKET_NOT_FOUND). */
  get(id: string): Promise<Ticket>;
  /** POST refund/request/{id}/reply: CONFLICT STATE_CONFLICT once resolved. */
  reply(id: string, message: string): Promise<void>;
  /** POST refund/request/delete: withdraws while open or answered (CONFLICT STATE_CONFLICT once resolved). */
  withdraw(id: string): Promise<void>;
}

export const TICKET_API = Symbol.for('ticket.TicketApi');
