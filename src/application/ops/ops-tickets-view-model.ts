/**
 * /ops/tickets (GET ops/tickets?status=&page=) and /ops/tickets/:id (GET ops/tickets/{id}: the
 * messages, answer and resolve). Answering keeps the ticket open to the customer ('answered');
 * resolving approves (the amount credited to the customer's wallet, at most the order's
 * refundable: 422 REFUND_TOO_LARGE) or rejects. Both forms carry one Idempotency-Key per attempt.
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { OPS_API, type OpsApi, type Ticket } from '../ports/ops-api.port';
import { answerForm, anyForm, resolveForm, type AnyOpsForm } from './ops-forms';
import { OPS_KEY_SOURCE } from './ops-order-view-model';
import { OPS_SESSION, OpsSession } from './ops-session';

export const OPS_TICKETS_VIEW_MODEL = Symbol.for('ops.OpsTicketsViewModel');
export const OPS_TICKET_VIEW_MODEL = Symbol.for('ops.OpsTicketViewModel');

export const TICKET_STATUSES = ['open', 'answered', 'approved', 'rejected'] as const;

@injectable()
export class OpsTicketsViewModel {
  status: string | null = 'open';
  page = 1;
  tickets: Ticket[] = [];
  total = 0;
  perPage = 20;
  loading = false;
  failed = false;
  private seq = 0;

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) private readonly session: OpsSession,
  ) {
    makeObservable<this, 'api' | 'session' | 'seq'>(this, {
      api: false, session: false, seq: false,
      status: observable, page: observable, tickets: observableRef, total: observable, perPage: observable, loading: observable, failed: observable,
      load: actionBound,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / Math.max(1, this.perPage)));
  }

  async load(status: string | null, page = 1): Promise<void> {
    const seq = ++this.seq;
    this.status = status;
    this.page = Math.max(1, page);
    this.loading = true;
    this.failed = false;
    try {
      const result = await this.api.tickets(status, this.page);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.tickets = result.items;
        this.total = result.total;
        this.perPage = result.perPage;
        this.loading = false;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      this.session.handle(error);
      runInAction(() => {
        this.failed = true;
        this.loading = false;
      });
    }
  }
}

export type TicketNotice = 'answered' | 'approved' | 'rejected' | 'conflict';

@injectable()
export class OpsTicketViewModel {
  id: string | null = null;
  ticket: Ticket | null = null;
  /** The order's refundable (GET ops/orders/{code}), the ceiling of an approval; null when unknown. */
  refundable: number | null = null;
  loading = false;
  notFound = false;
  failed = false;
  notice: TicketNotice | null = null;
  readonly answer: ReturnType<typeof answerForm>;
  readonly resolve: ReturnType<typeof resolveForm>;
  private currentId = '';

  constructor(
    @inject(OPS_API) private readonly api: OpsApi,
    @inject(OPS_SESSION) readonly session: OpsSession,
    @inject(OPS_KEY_SOURCE) @optional() newKey?: () => string,
  ) {
    this.answer = answerForm(api, () => this.id ?? '', undefined, newKey);
    this.resolve = resolveForm(api, () => this.id ?? '', () => this.refundable, undefined, newKey);
    makeObservable<this, 'api'>(this, {
      api: false, session: false, answer: false, resolve: false,
      id: observable, ticket: observableRef, refundable: observable, loading: observable, notFound: observable, failed: observable, notice: observable,
      load: actionBound, sendAnswer: actionBound, sendResolve: actionBound,
    });
  }

  get canAct(): boolean {
    const status = this.ticket?.status;
    return this.session.can('tickets') && (status === 'open' || status === 'answered');
  }

  async load(id: string, quiet = false): Promise<void> {
    if (this.id !== id) this.ticket = null;
    this.id = id;
    this.currentId = id;
    if (!quiet) this.loading = true;
    this.notFound = false;
    this.failed = false;
    try {
      const ticket = await this.api.ticket(id);
      if (this.currentId !== id) return;
      runInAction(() => {
        this.ticket = ticket;
        this.loading = false;
      });
      void this.loadRefundable(ticket.orderCode);
    } catch (error) {
      if (this.currentId !== id) return;
      this.session.handle(error);
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.failed = true;
        this.loading = false;
      });
    }
  }

  private async loadRefundable(orderCode: string): Promise<void> {
    try {
      const order = await this.api.order(orderCode);
      runInAction(() => {
        this.refundable = order.refundable;
      });
    } catch {
      runInAction(() => {
        this.refundable = null;
      });
    }
  }

  /** POST ops/tickets/{id}/answer, then the ticket reloads. */
  sendAnswer(): Promise<boolean> {
    return this.send(anyForm(this.answer), 'answered');
  }

  /** POST ops/tickets/{id}/resolve, then the ticket reloads. */
  sendResolve(): Promise<boolean> {
    return this.send(anyForm(this.resolve), this.resolve.values.outcome === 'rejected' ? 'rejected' : 'approved');
  }

  private async send(form: AnyOpsForm, notice: TicketNotice): Promise<boolean> {
    if (form.busy) return false;
    runInAction(() => {
      this.notice = null;
    });
    if (!form.valid) {
      await form.submit(); // shows the problems
      return false;
    }
    await form.submit();
    const failure = form.failure;
    if (failure) {
      if (failure.kind === 'unauthorized') this.session.expire();
      if (failure.kind === 'conflict') {
        runInAction(() => {
          this.notice = 'conflict';
        });
        if (this.id) await this.load(this.id, true);
      }
      return false;
    }
    runInAction(() => {
      this.notice = notice;
    });
    form.reset();
    if (this.id) await this.load(this.id, true);
    return true;
  }
}
