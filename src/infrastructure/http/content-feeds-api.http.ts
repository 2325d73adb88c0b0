// ContentFeedsApi over HTTP (docs/content-feeds.md): GET content/blog and GET content/photos. The
// server already reduced the services' HTML to text; links and pictures are checked again here
// (absolute http(s) links, https pictures), and an entry that fails the check is left out.
import { inject, injectable } from 'inversify';
import type { BlogPostItem, ContentFeedsApi, FeedPhotoItem, FeedPictureRef } from '../../application/ports/content-feeds-api.port';
import { isObject, num, obj, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

/** The address when absolute http(s) (https only for a picture), else null. */
export function webLink(value: unknown, httpsOnly = false): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return null;
    return url.username || url.password ? null : url.href;
  } catch {
    return null;
  }
}

function list(body: Json, key: string): unknown[] {
  const data = isObject(body.data) ? body.data : {};
  return Array.isArray(data[key]) ? data[key] : [];
}

const dimension = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

function picture(value: unknown, path: string): FeedPictureRef | null {
  if (!isObject(value)) return null;
  const url = webLink(value.url, true);
  if (url === null) return null;
  return { url, width: dimension(value.width), height: dimension(value.height), alt: str(value.alt ?? '', `${path}.alt`) };
}

export function toBlogPosts(body: Json): BlogPostItem[] {
  return list(body, 'posts').flatMap((value, i) => {
    const row = obj(value, `data.posts[${i}]`);
    const link = webLink(row.link);
    if (link === null) return [];
    return [{
      id: num(row.id, `data.posts[${i}].id`), title: str(row.title, `data.posts[${i}].title`), link,
      date: str(row.date, `data.posts[${i}].date`), excerpt: str(row.excerpt ?? '', `data.posts[${i}].excerpt`),
      picture: picture(row.picture, `data.posts[${i}].picture`),
    }];
  });
}

export function toFeedPhotos(body: Json): FeedPhotoItem[] {
  return list(body, 'photos').flatMap((value, i) => {
    const row = obj(value, `data.photos[${i}]`);
    const link = webLink(row.link);
    const imageUrl = webLink(row.image_url, true);
    if (link === null || imageUrl === null) return [];
    return [{ id: str(row.id, `data.photos[${i}].id`), caption: str(row.caption ?? '', `data.photos[${i}].caption`), link, imageUrl, isVideo: row.media_type === 'VIDEO' }];
  });
}

@injectable()
export class HttpContentFeedsApi implements ContentFeedsApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async blog(): Promise<BlogPostItem[]> {
    return toBlogPosts(envelope(await this.http.get('content/blog')));
  }

  async photos(): Promise<FeedPhotoItem[]> {
    return toFeedPhotos(envelope(await this.http.get('content/photos')));
  }
}
