// TicketApi over HTTP (docs/api/ops.md 'Tickets (refunds)'): POST refund/request (with an
// Idempotency-Key), GET refund/request/history?page=, GET refund/request/{id}, POST
// refund/request/{id}/reply, POST refund/request/delete.
import { inject, injectable } from 'inversify';
import type { Page } from '../../application/ports/order-api.port';
import type { Ticket, TicketApi, TicketInput, TicketMessage, TicketSummary } from '../../application/ports/ticket-api.port';
import { dataList, iso, isObject, list, malformed, obj, optNum, optStr, rupiah, str, type Json } from './dto';
import { HTTP_CLIENT, IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';

const optAmount = (value: unknown, path: string): number | null => (value === undefined || value === null ? null : rupiah(value, path));

function toMessage(value: unknown, path: string): TicketMessage {
  const row = obj(value, path);
  const author = str(row.author, `${path}.author`);
  if (author !== 'customer' && author !== 'staff') throw malformed(`${path}.author`);
  return { author, name: optStr(row.name, `${path}.name`) ?? '', message: str(row.message, `${path}.message`), at: iso(row.at, `${path}.at`) };
}

function toSummary(value: unknown, path: string): TicketSummary {
  const row: Json = obj(value, path);
  return {
    id: str(row.ticket_id, `${path}.ticket_id`),
    orderCode: str(row.order_code, `${path}.order_code`),
    lineId: optStr(row.line_id, `${path}.line_id`),
    reason: str(row.reason, `${path}.reason`),
    status: str(row.status, `${path}.status`),
    amountRequested: optAmount(row.amount_requested, `${path}.amount_requested`),
    amountRefunded: optAmount(row.amount_refunded, `${path}.amount_refunded`),
    createdAt: iso(row.created_at, `${path}.created_at`),
    updatedAt: optStr(row.updated_at, `${path}.updated_at`) ?? str(row.created_at, `${path}.created_at`),
  };
}

export function toTicket(value: unknown, path = 'data'): Ticket {
  const row = obj(value, path);
  return {
    ...toSummary(row, path),
    messages: row.messages === undefined || row.messages === null ? [] : list(row.messages, `${path}.messages`, toMessage),
  };
}

@injectable()
export class HttpTicketApi implements TicketApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async create(input: TicketInput, idempotencyKey: string): Promise<Ticket> {
    const body: Json = { order_code: input.orderCode, reason: input.reason, message: input.message };
    if (input.lineId !== null) body.line_id = /^\d+$/.test(input.lineId) ? Number(input.lineId) : input.lineId;
    if (input.amountRequested !== null) body.amount_requested = input.amountRequested;
    const response = await this.http.post('refund/request', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    return toTicket(envelope(response).data);
  }

  async list(page = 1): Promise<Page<TicketSummary>> {
    const requested = Number.isInteger(page) && page > 0 ? page : 1;
    const body = envelope(await this.http.get('refund/request/history', { query: { page: requested } }));
    const items = dataList(body).map((r, i) => toSummary(r, `data[${i}]`));
    const meta = isObject(body.meta) ? body.meta : {};
    return {
      items,
      page: Math.max(1, Math.round(optNum(meta.page, 'meta.page', requested))),
      perPage: Math.max(1, Math.round(optNum(meta.per_page, 'meta.per_page', 20))),
      total: Math.max(0, Math.round(optNum(meta.total, 'meta.total', (requested - 1) * 20 + items.length))),
    };
  }

  async get(id: string): Promise<Ticket> {
    return toTicket(envelope(await this.http.get(`refund/request/${encodeURIComponent(id)}`)).data);
  }

  async reply(id: string, message: string): Promise<void> {
    envelope(await this.http.post(`refund/request/${encodeURIComponent(id)}/reply`, { body: { message } }));
  }

  async withdraw(id: string): Promise<void> {
    const ticketId = /^\d+$/.test(id) ? Number(id) : id;
    envelope(await this.http.post('refund/request/delete', { body: { ticket_id: ticketId } }));
  }
}
