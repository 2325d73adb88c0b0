/**
 * /ticket-detail/:id: one ticket with its messages (GET refund/request/{id}); while open or
 * answered the customer may reply (1..2000 characters; the text is kept when the send fails) or
 * withdraw it (after a confirmation, POST refund/request/delete).
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { TICKET_API, TICKET_MESSAGE_MAX, type Ticket, type TicketApi } from '../ports/ticket-api.port';

export const TICKET_DETAIL_VIEW_MODEL = Symbol.for('support.TicketDetailViewModel');

export type TicketLoad = 'idle' | 'loading' | 'loaded' | 'not_found' | 'failed';
export type TicketActionError = 'conflict' | 'failed';

@injectable()
export class TicketDetailViewModel {
  id = '';
  load: TicketLoad = 'idle';
  ticket: Ticket | null = null;
  reply = '';
  replySubmitted = false;
  sending = false;
  replyError: TicketActionError | null = null;
  confirmingWithdraw = false;
  withdrawing = false;
  withdrawError: TicketActionError | null = null;
  withdrawn = false;

  constructor(@inject(TICKET_API) private readonly api: TicketApi) {
    makeObservable<this, 'api'>(this, {
      api: false, id: observable, load: observable, ticket: observable, reply: observable, replySubmitted: observable, sending: observable,
      replyError: observable, confirmingWithdraw: observable, withdrawing: observable, withdrawError: observable, withdrawn: observable,
      open: computed, replyMissing: computed, replyTooLong: computed,
      show: actionBound, setReply: actionBound, sendReply: actionBound, askWithdraw: actionBound, cancelWithdraw: actionBound, withdraw: actionBound,
    });
  }

  /** Open or answered: the customer may reply and withdraw. */
  get open(): boolean {
    return this.ticket?.status === 'open' || this.ticket?.status === 'answered';
  }

  get replyMissing(): boolean {
    return this.replySubmitted && this.reply.trim() === '';
  }

  get replyTooLong(): boolean {
    return this.reply.trim().length > TICKET_MESSAGE_MAX;
  }

  async show(id: string, quietly = false): Promise<void> {
    this.id = id;
    if (!quietly) this.load = 'loading';
    try {
      const ticket = await this.api.get(id);
      runInAction(() => {
        this.ticket = ticket;
        this.load = 'loaded';
      });
    } catch (error) {
      if (quietly) return;
      runInAction(() => {
        this.load = error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed';
      });
    }
  }

  setReply(text: string): void {
    this.reply = text;
    this.replyError = null;
  }

  async sendReply(): Promise<void> {
    this.replySubmitted = true;
    if (this.sending || this.reply.trim() === '' || this.replyTooLong || !this.open) return;
    this.sending = true;
    this.replyError = null;
    try {
      await this.api.reply(this.id, this.reply.trim());
      runInAction(() => {
        this.reply = '';
        this.replySubmitted = false;
        this.sending = false;
      });
      await this.show(this.id, true);
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      runInAction(() => {
        this.sending = false;
        this.replyError = conflict ? 'conflict' : 'failed';
      });
      if (conflict) await this.show(this.id, true);
    }
  }

  askWithdraw(): void {
    this.confirmingWithdraw = true;
    this.withdrawError = null;
  }

  cancelWithdraw(): void {
    if (!this.withdrawing) this.confirmingWithdraw = false;
  }

  async withdraw(): Promise<void> {
    if (this.withdrawing || !this.open) return;
    this.withdrawing = true;
    this.withdrawError = null;
    try {
      await this.api.withdraw(this.id);
      runInAction(() => {
        this.withdrawing = false;
        this.confirmingWithdraw = false;
        this.withdrawn = true;
      });
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      runInAction(() => {
        this.withdrawing = false;
        this.confirmingWithdraw = false;
        this.withdrawError = conflict ? 'conflict' : 'failed';
      });
      if (conflict) await this.show(this.id, true);
    }
  }
}
