/**
 * /chat (spec section 2: query `auth`, `topic-id`): a message to customer service, sent with
 * POST chat {auth, topic, message}, which answers a WhatsApp link with the whole message
 * prefilled; the screen opens a blank window inside the click (or the browser blocks it) and the
 * link is loaded into it. `auth` is the name the sender gives (prefilled from the query or the
 * signed-in customer's name), `topic-id` preselects a support topic. Nothing typed is lost when
 * the call fails.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SUPPORT_API, type SupportApi, type SupportTopic } from '../ports/support-api.port';
import type { OpenResult, PopupHandle } from './support-view-model';

export const CHAT_PAGE_VIEW_MODEL = Symbol.for('support.ChatPageViewModel');

export const CHAT_NAME_MAX = 120;
export const CHAT_MESSAGE_MAX = 2000;

export type ChatProblem = 'messageRequired' | 'messageTooLong' | 'nameTooLong';

@injectable()
export class ChatPageViewModel {
  topics: SupportTopic[] = [];
  topicsFailed = false;
  name = '';
  topicId = '';
  message = '';
  problems: ChatProblem[] = [];
  sending = false;

  constructor(@inject(SUPPORT_API) private readonly support: SupportApi) {
    makeAutoObservable<this, 'support'>(this, { support: false }, { autoBind: true });
  }

  /** The query's values (and the signed-in customer's name when the query has none). */
  start(query: { auth: string | null; topicId: string | null }, customerName: string): void {
    this.name = (query.auth ?? customerName).trim().slice(0, CHAT_NAME_MAX);
    this.topicId = query.topicId && /^\d{1,9}$/.test(query.topicId) ? query.topicId : '';
    void this.loadTopics();
  }

  async loadTopics(): Promise<void> {
    try {
      const topics = await this.support.topics();
      runInAction(() => {
        this.topics = topics;
        this.topicsFailed = false;
        if (this.topicId && !topics.some((t) => t.id === this.topicId)) this.topicId = '';
      });
    } catch {
      runInAction(() => {
        this.topicsFailed = true;
      });
    }
  }

  setName(value: string): void {
    this.name = value;
  }

  setTopic(value: string): void {
    this.topicId = value;
  }

  setMessage(value: string): void {
    this.message = value;
    if (this.problems.length > 0) this.problems = this.check();
  }

  private check(): ChatProblem[] {
    const problems: ChatProblem[] = [];
    if (this.message.trim() === '') problems.push('messageRequired');
    else if (this.message.length > CHAT_MESSAGE_MAX) problems.push('messageTooLong');
    if (this.name.trim().length > CHAT_NAME_MAX) problems.push('nameTooLong');
    return problems;
  }

  /** Validates, then loads the link into `popup` (opened by the click); 'invalid' shows the problems. */
  async send(popup: () => PopupHandle | null): Promise<OpenResult | 'invalid'> {
    this.problems = this.check();
    if (this.problems.length > 0) return 'invalid';
    const window = popup();
    if (window === null) return 'blocked';
    this.sending = true;
    try {
      const link = await this.support.chat({ auth: this.name.trim() || null, topic: this.topicId || null, message: this.message.trim() });
      window.navigate(link);
      return 'opened';
    } catch {
      window.close();
      return 'failed';
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
