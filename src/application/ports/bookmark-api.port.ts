// Bookmarks (favorites) of a signed-in customer (spec sections 3 'Bookmark', 7 'Orders and
// engagement'): POST bookmark/create {type, object_id}, GET bookmark?type&page, DELETE bookmark/delete.

export type BookmarkType = 'product';

export interface Bookmark {
  id: string;
  type: BookmarkType;
  /** The bookmarked object: a product's link. */
  objectId: string;
  title: string | null;
  imageUrl: string | null;
}

export interface BookmarkApi {
  /** Login required (ApiError UNAUTHORIZED otherwise). */
  create(type: BookmarkType, objectId: string): Promise<Bookmark>;
  list(type: BookmarkType, page?: number): Promise<Bookmark[]>;
  delete(id: string): Promise<void>;
}

export const BOOKMARK_API = Symbol.for('bookmark.BookmarkApi');
