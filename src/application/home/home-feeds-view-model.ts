/**
 * The home page's external content (docs/content-feeds.md): the blog's latest articles and the
 * shop's latest photos, loaded once the page is idle. Decoration only: a failed call, or a feed the
 * server has not configured, leaves its list empty and the page shows no block.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CONTENT_FEEDS_API, type BlogPostItem, type ContentFeedsApi, type FeedPhotoItem } from '../ports/content-feeds-api.port';

export const HOME_FEEDS_VIEW_MODEL = Symbol.for('home.HomeFeedsViewModel');

@injectable()
export class HomeFeedsViewModel {
  posts: BlogPostItem[] = [];
  photos: FeedPhotoItem[] = [];
  /** True once both calls have answered (or failed). */
  settled = false;

  constructor(@inject(CONTENT_FEEDS_API) private readonly feeds: ContentFeedsApi) {
    makeAutoObservable<this, 'feeds'>(this, { feeds: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const [posts, photos] = await Promise.all([
      this.feeds.blog().catch(() => []),
      this.feeds.photos().catch(() => []),
    ]);
    runInAction(() => {
      this.posts = posts;
      this.photos = photos;
      this.settled = true;
    });
  }
}
