// External content the server relays (docs/content-feeds.md): GET content/blog (the blog's latest
// posts) and GET content/photos (the shop's latest photos). The server answers empty lists when the
// services are not configured or fail; the home page then shows no block.

export interface FeedPictureRef {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface BlogPostItem {
  id: number;
  /** Plain text. */
  title: string;
  /** The post on the blog (an absolute http(s) address). */
  link: string;
  /** ISO 8601. */
  date: string;
  /** Plain text. */
  excerpt: string;
  picture: FeedPictureRef | null;
}

export interface FeedPhotoItem {
  id: string;
  /** Plain text ('' when none). */
  caption: string;
  /** The post on the photo-sharing service. */
  link: string;
  imageUrl: string;
  isVideo: boolean;
}

export interface ContentFeedsApi {
  /** The latest blog posts (empty: none or not configured). */
  blog(): Promise<BlogPostItem[]>;
  /** The latest photos (empty: none or not configured). */
  photos(): Promise<FeedPhotoItem[]>;
}

export const CONTENT_FEEDS_API = Symbol.for('content.ContentFeedsApi');
