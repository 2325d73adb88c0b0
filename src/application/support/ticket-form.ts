/**
 * The fields of a new ticket (/tickets-create) as typed, and their checks: the order (required),
 * the line (optional), the reason (required), the message (1..2000 characters) and the amount asked
 * (optional: whole rupiah >= 1; 'Rp', spaces and '.' thousands separators are accepted). Pure.
 */
import { TICKET_MESSAGE_MAX, TICKET_REASONS, type TicketInput, type TicketReason } from '../ports/ticket-api.port';

export interface TicketFields {
  orderCode: string;
  lineId: string;
  reason: string;
  message: string;
  amount: string;
}

export type TicketField = keyof TicketFields;

export type TicketFieldError =
  | 'order_required' | 'order_not_found' | 'order_not_paid' | 'line_not_found' | 'reason_required'
  | 'message_required' | 'message_too_long' | 'amount_not_number' | 'amount_min' | 'invalid';

export const EMPTY_TICKET: TicketFields = { orderCode: '', lineId: '', reason: '', message: '', amount: '' };

/** The amount typed, as whole rupiah; null when empty; NaN when it is not a whole number. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/rp/gi, '').replace(/[\s.]/g, '');
  if (clean === '') return null;
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

export const isTicketReason = (value: string): value is TicketReason => (TICKET_REASONS as readonly string[]).includes(value);

export function checkTicket(fields: TicketFields): Partial<Record<TicketField, TicketFieldError>> {
  const errors: Partial<Record<TicketField, TicketFieldError>> = {};
  if (fields.orderCode.trim() === '') errors.orderCode = 'order_required';
  if (!isTicketReason(fields.reason)) errors.reason = 'reason_required';
  const message = fields.message.trim();
  if (message === '') errors.message = 'message_required';
  else if (message.length > TICKET_MESSAGE_MAX) errors.message = 'message_too_long';
  const amount = parseAmount(fields.amount);
  if (amount !== null && Number.isNaN(amount)) errors.amount = 'amount_not_number';
  else if (amount !== null && amount < 1) errors.amount = 'amount_min';
  return errors;
}

/** The request of valid fields (checkTicket found nothing). */
export function ticketInput(fields: TicketFields): TicketInput {
  const amount = parseAmount(fields.amount);
  return {
    orderCode: fields.orderCode.trim(),
    lineId: fields.lineId.trim() === '' ? null : fields.lineId.trim(),
    reason: isTicketReason(fields.reason) ? fields.reason : 'other',
    message: fields.message.trim(),
    amountRequested: amount === null || Number.isNaN(amount) ? null : amount,
  };
}

/** The field a server refusal names (error.field, else its reason). */
export function fieldOfRefusal(field: string | undefined, reason: string | undefined): { field: TicketField; error: TicketFieldError } | null {
  if (reason === 'ORDER_NOT_FOUND') return { field: 'orderCode', error: 'order_not_found' };
  if (reason === 'ORDER_NOT_PAID') return { field: 'orderCode', error: 'order_not_paid' };
  if (reason === 'LINE_NOT_FOUND') return { field: 'lineId', error: 'line_not_found' };
  const byField: Record<string, TicketField> = {
    'body.order_code': 'orderCode', 'body.line_id': 'lineId', 'body.reason': 'reason', 'body.message': 'message', 'body.amount_requested': 'amount',
  };
  const name = field ? byField[field] : undefined;
  return name ? { field: name, error: 'invalid' } : null;
}
