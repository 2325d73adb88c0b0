import { inject, injectable } from 'inversify';
import type { Bookmark, BookmarkApi, BookmarkType } from '../../application/ports/bookmark-api.port';
import { dataList, isObject, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function toBookmark(value: unknown, path: string, fallback?: { type: BookmarkType; objectId: string }): Bookmark {
  const row = obj(value, path);
  const object = isObject(row.object) ? row.object : isObject(row.product) ? row.product : {};
  return {
    id: str(pick(row, 'bookmark_id', 'id') ?? '', `${path}.id`),
    type: 'product',
    objectId: str(pick(row, 'object_id') ?? fallback?.objectId ?? '', `${path}.object_id`),
    title: optStr(pick(object, 'product_title', 'name') ?? pick(row, 'product_title', 'name'), `${path}.title`),
    imageUrl: optStr(pick(object, 'image_url', 'image') ?? pick(row, 'image_url', 'image'), `${path}.image_url`),
  };
}

@injectable()
export class HttpBookmarkApi implements BookmarkApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async create(type: BookmarkType, objectId: string): Promise<Bookmark> {
    const body = envelope(await this.http.post('bookmark/create', { body: { type, object_id: objectId }, idempotent: true }));
    return toBookmark(isObject(body.data) ? body.data : body, 'data', { type, objectId });
  }

  async list(type: BookmarkType, page = 1): Promise<Bookmark[]> {
    const body = envelope(await this.http.get('bookmark', { query: { type, page } }));
    return dataList(body).map((row, i) => toBookmark(row, `data[${i}]`));
  }

  async delete(id: string): Promise<void> {
    await this.http.delete('bookmark/delete', { body: { bookmark_id: id } });
  }
}
