// In-memory BookmarkApi: the signed-in customer's bookmarks (anonymous: UNAUTHORIZED, as the server).
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { Bookmark, BookmarkApi, BookmarkType } from '../../application/ports/bookmark-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';

@injectable()
export class MemoryBookmarkApi implements BookmarkApi {
  private readonly bookmarks = new Map<string, Bookmark[]>();
  private next = 1;

  constructor(@inject(SESSION_STORE) private readonly session: SessionStore) {}

  private mine(): Bookmark[] {
    const token = this.session.loginToken();
    if (!token) throw new ApiError('UNAUTHORIZED');
    const list = this.bookmarks.get(token) ?? [];
    this.bookmarks.set(token, list);
    return list;
  }

  async create(type: BookmarkType, objectId: string): Promise<Bookmark> {
    const list = this.mine();
    const known = list.find((b) => b.type === type && b.objectId === objectId);
    if (known) return { ...known };
    const bookmark: Bookmark = { id: String(this.next++), type, objectId, title: null, imageUrl: null };
    list.push(bookmark);
    return { ...bookmark };
  }

  async list(type: BookmarkType): Promise<Bookmark[]> {
    return this.mine().filter((b) => b.type === type).map((b) => ({ ...b }));
  }

  async delete(id: string): Promise<void> {
    const list = this.mine();
    const index = list.findIndex((b) => b.id === id);
    if (index < 0) throw new ApiError('NOT_FOUND');
    list.splice(index, 1);
  }
}
