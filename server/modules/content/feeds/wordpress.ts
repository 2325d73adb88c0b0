// The WordPress adapter of the blog feed port (docs/content-feeds.md), written to the published
// contract of the REST API's posts endpoint (https://developer.wordpress.org/rest-api/reference/posts/):
//   GET {site}/wp-json/wp/v2/posts?per_page=<n>&_embed
// answering a JSON array of posts, each with `id`, `date_gmt`, `link`, `title.rendered` and
// `excerpt.rendered` (HTML), and with `_embed` the featured image in `_embedded['wp:featuredmedia'][0]`
// (`source_url`, `alt_text`, `media_details.width/height` and `media_details.sizes.<name>`).
// The HTML is reduced to text here (text.ts); the storefront never renders it.
import { getJson } from './http-json.ts';
import { clip, htmlToText, webAddress } from './text.ts';
import { FeedError, type BlogFeedPort, type BlogPost, type FeedPicture } from './port.ts';

export const EXCERPT_MAX = 200;
export const TITLE_MAX = 160;

export interface WordPressOptions {
  /** The blog's address (e.g. https://blog.example.com); the API is under /wp-json. */
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createWordPressBlogFeed(options: WordPressOptions): BlogFeedPort {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'wordpress',
    async latest(count) {
      const params = new URLSearchParams({ per_page: String(count), _embed: '1' });
      const body = await getJson(`${base}/wp-json/wp/v2/posts?${params.toString()}`, { service: 'WordPress', timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl });
      return postsOf(body, count);
    },
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const rendered = (v: unknown): string => (isObject(v) && typeof v.rendered === 'string' ? v.rendered : typeof v === 'string' ? v : '');
const size = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 100_000 ? v : null);

/** The date as ISO 8601 UTC: date_gmt (no zone in WordPress' answer: it is UTC), else date. */
function isoDate(post: Json): string | null {
  const raw = typeof post.date_gmt === 'string' ? `${post.date_gmt.replace(/Z$/, '')}Z` : typeof post.date === 'string' ? post.date : null;
  if (raw === null) return null;
  const time = Date.parse(raw);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The featured image: a medium size when the site made one (lighter), else the original. */
function pictureOf(post: Json, title: string): FeedPicture | null {
  const embedded = isObject(post._embedded) ? post._embedded['wp:featuredmedia'] : undefined;
  const media: unknown = Array.isArray(embedded) ? embedded[0] : undefined;
  if (!isObject(media)) return null;
  const details = isObject(media.media_details) ? media.media_details : {};
  const sizes = isObject(details.sizes) ? details.sizes : {};
  const alt = clip(htmlToText(typeof media.alt_text === 'string' ? media.alt_text : ''), 200) || title;
  for (const name of ['medium_large', 'medium']) {
    const s = sizes[name];
    if (!isObject(s)) continue;
    const url = webAddress(s.source_url, true);
    if (url) return { url, width: size(s.width), height: size(s.height), alt };
  }
  const url = webAddress(media.source_url, true);
  return url ? { url, width: size(details.width), height: size(details.height), alt } : null;
}

/** The posts of an answer; entries without a title, an http(s) link or a date are left out. */
export function postsOf(body: unknown, limit: number): BlogPost[] {
  if (!Array.isArray(body)) throw new FeedError('malformed', 'WordPress: the answer is not a list of posts');
  const out: BlogPost[] = [];
  for (const post of body) {
    if (!isObject(post)) continue;
    const title = clip(htmlToText(rendered(post.title)), TITLE_MAX);
    const link = webAddress(post.link);
    const date = isoDate(post);
    const id = typeof post.id === 'number' && Number.isInteger(post.id) ? post.id : null;
    if (!title || !link || !date || id === null) continue;
    out.push({ id, title, link, date, excerpt: clip(htmlToText(rendered(post.excerpt)), EXCERPT_MAX), picture: pictureOf(post, title) });
    if (out.length >= limit) break;
  }
  return out;
}
