/**
 * /tickets-create: a new ticket (POST refund/request) on one of the customer's paid orders,
 * optionally one of its lines. Everything typed is kept (also after a failed send); each field's
 * error shows after the field was left or the form sent; a server refusal naming a field shows
 * under it (order not found, not paid, line not found ...). One Idempotency-Key per attempt (kept
 * while the outcome is unknown, so sending again creates one ticket). The orders to choose from are
 * the first page of the history, without the unpaid ones; an order given in the address (?order=)
 * is chosen (and listed) even when it is not among them.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { PaymentAttempt } from '../payment/payment-attempt';
import { ApiError } from '../ports/api-error';
import type { CustomerLine } from '../ports/fulfilment-api.port';
import { ORDER_API, type OrderApi, type OrderSummary } from '../ports/order-api.port';
import { TICKET_API, type Ticket, type TicketApi, type TicketInput } from '../ports/ticket-api.port';
import { checkTicket, EMPTY_TICKET, fieldOfRefusal, ticketInput, type TicketField, type TicketFieldError, type TicketFields } from './ticket-form';

export const TICKETS_CREATE_VIEW_MODEL = Symbol.for('support.TicketsCreateViewModel');

const UNPAID = new Set(['awaiting_payment', 'expired', 'cancelled']);

@injectable()
export class TicketsCreateViewModel {
  fields: TicketFields = { ...EMPTY_TICKET };
  touched: Partial<Record<TicketField, boolean>> = {};
  submitted = false;
  orders: OrderSummary[] = [];
  ordersFailed = false;
  /** The chosen order's lines (after payment), to name one. */
  lines: CustomerLine[] = [];
  sending = false;
  /** The server's refusals by field. */
  refused: Partial<Record<TicketField, TicketFieldError>> = {};
  /** A refusal naming no field, or no answer. */
  failed = false;
  created: Ticket | null = null;
  private readonly attempt = new PaymentAttempt<TicketInput>();
  private linesSeq = 0;

  constructor(
    @inject(TICKET_API) private readonly tickets: TicketApi,
    @inject(ORDER_API) private readonly orderApi: OrderApi,
  ) {
    makeObservable<this, 'tickets' | 'orderApi' | 'attempt' | 'linesSeq'>(this, {
      tickets: false, orderApi: false, attempt: false, linesSeq: false,
      fields: observable, touched: observable, submitted: observable, orders: observable, ordersFailed: observable, lines: observable,
      sending: observable, refused: observable, failed: observable, created: observable,
      errors: computed, valid: computed, start: actionBound, set: actionBound, leave: actionBound, submit: actionBound,
    });
  }

  /** Loads the orders to choose from; `order` / `line` from the address are chosen. */
  async start(order: string | null, line: string | null): Promise<void> {
    if (order) this.fields = { ...this.fields, orderCode: order.trim(), lineId: line?.trim() ?? '' };
    const lines = this.fields.orderCode ? this.loadLines(this.fields.orderCode) : Promise.resolve();
    try {
      const page = await this.orderApi.orders({ page: 1 });
      runInAction(() => {
        this.orders = page.items.filter((o) => !UNPAID.has(o.status));
        this.ordersFailed = false;
      });
    } catch {
      runInAction(() => {
        this.ordersFailed = true;
      });
    }
    await lines;
  }

  set(field: TicketField, value: string): void {
    this.fields = { ...this.fields, [field]: value };
    const { [field]: _cleared, ...rest } = this.refused;
    this.refused = rest;
    this.failed = false;
    if (field === 'orderCode') {
      this.fields = { ...this.fields, lineId: '' };
      void this.loadLines(value);
    }
  }

  leave(field: TicketField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  get errors(): Partial<Record<TicketField, TicketFieldError>> {
    return checkTicket(this.fields);
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The error shown under a field: its own check (after leaving it or sending), else the server's refusal. */
  errorOf(field: TicketField): TicketFieldError | null {
    const own = this.errors[field];
    if (own && (this.submitted || this.touched[field])) return own;
    return this.refused[field] ?? null;
  }

  /** Sends the ticket (nothing while one is on its way or a field is wrong); true when created. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (this.sending || !this.valid) return false;
    const input = ticketInput(this.fields);
    this.sending = true;
    this.failed = false;
    this.refused = {};
    try {
      const ticket = await this.attempt.send(input, (key) => this.tickets.create(input, key));
      runInAction(() => {
        this.created = ticket;
        this.sending = false;
      });
      return true;
    } catch (error) {
      const named = error instanceof ApiError ? fieldOfRefusal(error.field, error.reason) : null;
      runInAction(() => {
        this.sending = false;
        if (named) this.refused = { [named.field]: named.error };
        else this.failed = true;
      });
      return false;
    }
  }

  private async loadLines(orderCode: string): Promise<void> {
    const seq = ++this.linesSeq;
    runInAction(() => {
      this.lines = [];
    });
    if (orderCode.trim() === '') return;
    try {
      const order = await this.orderApi.order(orderCode.trim());
      if (seq !== this.linesSeq) return;
      runInAction(() => {
        this.lines = order.fulfilment?.lines ?? [];
        if (!this.orders.some((o) => o.code === order.code) && !UNPAID.has(order.status)) this.orders = [order, ...this.orders];
      });
    } catch {
      // the order field shows the server's refusal on send
    }
  }
}
