/**
 * The operators' announcement pop-up (featured-images/pop_up; docs/banners.md), offered to the
 * announcement modal once per device and revision (popUpFlag): the home page asks for it once the
 * browser is idle, so it never delays the first paint. A failed call shows nothing (decoration).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { popUpFlag } from '../../domain/featured';
import { CONTENT_API, type ContentApi } from '../ports/content-api.port';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementViewModel } from '../shell/announcement-view-model';

export const POP_UP_OFFER_VIEW_MODEL = Symbol.for('home.PopUpOfferViewModel');

@injectable()
export class PopUpOfferViewModel {
  /** True once the pop-up was asked for (offered, already seen, none, or failed). */
  settled = false;

  constructor(
    @inject(CONTENT_API) private readonly content: ContentApi,
    @inject(ANNOUNCEMENT_VIEW_MODEL) private readonly announcements: AnnouncementViewModel,
  ) {
    makeAutoObservable<this, 'content' | 'announcements'>(this, { content: false, announcements: false }, { autoBind: true });
  }

  /**
   * Asks for the pop-up and offers it; returns whether it shows. `canShow` is asked once the pop-up
   * has arrived: false (another dialog is open, say) leaves it for a later visit, unmarked.
   */
  async offer(canShow: () => boolean = () => true): Promise<boolean> {
    try {
      const popUp = await this.content.popUp();
      if (popUp === null || !canShow()) return false;
      return this.announcements.offer(popUpFlag(popUp.id, popUp.revision), {
        title: popUp.title, body: popUp.summary, picture: popUp.picture, link: popUp.link, actionLabel: popUp.actionLabel,
      });
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.settled = true;
      });
    }
  }
}
