// ContentFeedsApi in memory (docs/content-feeds.md): the offline shop has no blog or photo feed
// configured, so both lists are empty (the home page shows no block), unless a test gives some.
import { injectable } from 'inversify';
import type { BlogPostItem, ContentFeedsApi, FeedPhotoItem } from '../../application/ports/content-feeds-api.port';

@injectable()
export class MemoryContentFeedsApi implements ContentFeedsApi {
  posts: BlogPostItem[] = [];
  photoList: FeedPhotoItem[] = [];

  blog(): Promise<BlogPostItem[]> {
    return Promise.resolve(this.posts.map((p) => ({ ...p })));
  }

  photos(): Promise<FeedPhotoItem[]> {
    return Promise.resolve(this.photoList.map((p) => ({ ...p })));
  }
}
