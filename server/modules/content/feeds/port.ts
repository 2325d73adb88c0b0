// The external content ports (docs/content-feeds.md): the blog's latest posts, the shop's latest
// photos on the photo-sharing service, and the country of a visitor's address. Each is configured by
// environment (BLOG_FEED_URL; INSTAGRAM_USER_ID with INSTAGRAM_ACCESS_TOKEN; IPINFO_TOKEN) and absent
// when not: the storefront then shows no block and knows no country. Adapters throw FeedError; the
// routes (../routes-feeds.ts) answer an empty list or an unknown country instead, never an error.

/** A picture with the size the page reserves for it; width/height null when the service gives none. */
export interface FeedPicture {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface BlogPost {
  id: number;
  /** Plain text (the service's HTML reduced to text). */
  title: string;
  /** The post's https/http address on the blog. */
  link: string;
  /** ISO 8601 date-time (UTC). */
  date: string;
  /** Plain text, at most EXCERPT_MAX characters. */
  excerpt: string;
  picture: FeedPicture | null;
}

export interface FeedPhoto {
  id: string;
  /** Plain text, at most CAPTION_MAX characters ('' when none). */
  caption: string;
  /** The post's page on the photo-sharing service. */
  link: string;
  /** The image (the video's thumbnail for a video). */
  imageUrl: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  /** ISO 8601 date-time. */
  timestamp: string | null;
}

export class FeedError extends Error {
  constructor(
    readonly kind: 'refused' | 'timeout' | 'unavailable' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface BlogFeedPort {
  readonly name: string;
  /** The latest posts, newest first. Throws FeedError. */
  latest(count: number): Promise<BlogPost[]>;
}

export interface PhotoFeedPort {
  readonly name: string;
  /** The latest photos, newest first. Throws FeedError. */
  latest(count: number): Promise<FeedPhoto[]>;
}

export interface IpCountryPort {
  readonly name: string;
  /** The ISO 3166-1 alpha-2 country of a public address, null when the service knows none. Throws FeedError. */
  country(ip: string): Promise<string | null>;
}

declare module '../../../ports.ts' {
  interface ServerPorts {
    /** The blog feed (BLOG_FEED_URL); tests pass one built on a local fake. */
    blogFeed: BlogFeedPort;
    /** The photo feed (INSTAGRAM_USER_ID and INSTAGRAM_ACCESS_TOKEN). */
    photoFeed: PhotoFeedPort;
    /** The IP-country lookup (IPINFO_TOKEN). */
    ipCountry: IpCountryPort;
  }
}
