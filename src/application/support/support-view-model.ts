/**
 * The floating chat box and the footer contact buttons (spec section 7 'Support',
 * section 8 'Chat window blocked'). A popup must be opened synchronously on the
 * click (or browsers block it), so the screen opens a blank window first and
 * hands it here; the link is loaded into it when it arrives.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SUPPORT_API, type SupportApi, type SupportTopic } from '../ports/support-api.port';
import { ANALYTICS, type AnalyticsSink } from '../privacy/analytics.port';

export const SUPPORT_VIEW_MODEL = Symbol.for('support.SupportViewModel');

/** A window opened by the screen (window.open('', '_blank')), or null when the browser blocked it. */
export interface PopupHandle {
  navigate(url: string): void;
  close(): void;
}

export type OpenResult = 'opened' | 'blocked' | 'failed';

@injectable()
export class SupportViewModel {
  topics: SupportTopic[] = [];
  loading = false;
  loaded = false;
  open = false;
  busyTopicId: string | null = null;

  constructor(
    @inject(SUPPORT_API) private readonly support: SupportApi,
    @inject(ANALYTICS) @optional() private readonly analytics?: AnalyticsSink,
  ) {
    makeAutoObservable<this, 'support' | 'analytics'>(this, { support: false, analytics: false }, { autoBind: true });
  }

  toggle(): void {
    this.open = !this.open;
    if (this.open && !this.loaded && !this.loading) void this.load();
  }

  close(): void {
    this.open = false;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const topics = await this.support.topics();
      runInAction(() => {
        this.topics = topics;
        this.loaded = true;
      });
    } catch {
      // silent: the box shows the empty state and may retry when reopened
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  openTopic(topicId: string, popup: PopupHandle | null): Promise<OpenResult> {
    return this.openLink(() => this.support.contactLinkForTopic(topicId), popup, topicId);
  }

  openContact(type: 'cs' | 'sales', popup: PopupHandle | null): Promise<OpenResult> {
    return this.openLink(() => this.support.contactLink(type), popup, null);
  }

  private async openLink(fetchLink: () => Promise<string>, popup: PopupHandle | null, topicId: string | null): Promise<OpenResult> {
    if (popup === null) return 'blocked';
    this.busyTopicId = topicId;
    try {
      const link = await fetchLink();
      popup.navigate(link);
      // Spec section 7: a topic's contact also fires an ads conversion (only with consent; docs/privacy.md).
      if (topicId !== null) this.analytics?.track({ type: 'support_contact', topicId });
      return 'opened';
    } catch {
      popup.close();
      return 'failed';
    } finally {
      runInAction(() => {
        this.busyTopicId = null;
      });
    }
  }
}
