// The Instagram adapter of the photo feed port (docs/content-feeds.md), written to the published
// contract of the Instagram Graph API's IG User Media edge
// (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media):
//   GET {graph}/{ig-user-id}/media?fields=id,caption,media_type,media_url,permalink,thumbnail_url,timestamp&limit=<n>&access_token=<token>
// answering {data: [{id, caption?, media_type IMAGE|VIDEO|CAROUSEL_ALBUM, media_url, permalink,
// thumbnail_url (videos), timestamp}], paging}. Errors are {error: {message, type, code}} with a 4xx.
import { getJson } from './http-json.ts';
import { clip, plainText, webAddress } from './text.ts';
import { FeedError, type FeedPhoto, type PhotoFeedPort } from './port.ts';

export const CAPTION_MAX = 300;
export const INSTAGRAM_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp';

export interface InstagramOptions {
  /** The Graph API's versioned base address (INSTAGRAM_GRAPH_URL, default https://graph.facebook.com/v22.0). */
  url: string;
  userId: string;
  accessToken: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createInstagramPhotoFeed(options: InstagramOptions): PhotoFeedPort {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'instagram',
    async latest(count) {
      const params = new URLSearchParams({ fields: INSTAGRAM_FIELDS, limit: String(count), access_token: options.accessToken });
      const body = await getJson(`${base}/${encodeURIComponent(options.userId)}/media?${params.toString()}`, { service: 'Instagram', timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl });
      return photosOf(body, count);
    },
  };
}

const TYPES = new Set(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

/** The photos of an answer; entries without an https picture or an http(s) permalink are left out. */
export function photosOf(body: unknown, limit: number): FeedPhoto[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new FeedError('malformed', 'Instagram: the answer has no data list');
  const out: FeedPhoto[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const m = item as Record<string, unknown>;
    const mediaType = typeof m.media_type === 'string' && TYPES.has(m.media_type) ? (m.media_type as FeedPhoto['mediaType']) : null;
    const id = typeof m.id === 'string' && /^\d{1,40}$/.test(m.id) ? m.id : null;
    // A video's media_url is the video: its thumbnail is the picture.
    const imageUrl = webAddress(mediaType === 'VIDEO' ? m.thumbnail_url : m.media_url, true);
    const link = webAddress(m.permalink);
    if (!mediaType || !id || !imageUrl || !link) continue;
    const time = typeof m.timestamp === 'string' ? Date.parse(m.timestamp) : Number.NaN;
    out.push({
      id, mediaType, imageUrl, link,
      // A caption is plain text (not HTML): kept as written, React escapes it.
      caption: clip(plainText(typeof m.caption === 'string' ? m.caption : ''), CAPTION_MAX),
      timestamp: Number.isFinite(time) ? new Date(time).toISOString() : null,
    });
    if (out.length >= limit) break;
  }
  return out;
}
