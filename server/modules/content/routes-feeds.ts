// External content (docs/content-feeds.md): GET content/blog (the blog's latest posts), GET
// content/photos (the shop's latest photos) and GET geo/country (the visitor's country from the
// address the request came from, TRUST_PROXY deciding which one: server/shared/trust-proxy.ts).
// The browser never calls the services: the server does, with a short deadline, and keeps the
// answers for a while. Not configured, failing, slow or malformed: an empty list / a null country
// with 200, never an error to the customer (a warning in the log).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok } from '../../http/envelope.ts';
import { isNonPublicIp, parseIpLiteral } from '../../../src/domain/url/index.ts';
import { ExternalCache } from './feeds/cache.ts';
import { blogFeedOf, ipCountryOf, photoFeedOf } from './feeds/compose.ts';
import type { BlogPost, FeedPhoto } from './feeds/port.ts';

const tags = ['content'];
export const BLOG_POSTS = 3;
export const FEED_PHOTOS = 6;
/** How long a failed call's empty answer is kept before the service is asked again. */
export const FEED_FAILURE_TTL_MS = 60_000;
/** A visitor's country is kept an hour per address, for at most this many addresses. */
export const COUNTRY_TTL_MS = 3_600_000;
export const COUNTRY_CACHE_SIZE = 10_000;

/** The address as the lookup needs it (an IPv4-mapped IPv6 address as IPv4); null when not public. */
export function publicAddress(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  const literal = parseIpLiteral(plain);
  if (literal === undefined || isNonPublicIp(literal)) return null;
  return plain;
}

export async function feedRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const blog = blogFeedOf(deps);
  const photos = photoFeedOf(deps);
  const ipCountry = ipCountryOf(deps);
  const ttlMs = deps.config.contentFeedTtlMs;
  const blogCache = new ExternalCache<BlogPost[]>({ ttlMs, failureTtlMs: FEED_FAILURE_TTL_MS, size: 1 });
  const photoCache = new ExternalCache<FeedPhoto[]>({ ttlMs, failureTtlMs: FEED_FAILURE_TTL_MS, size: 1 });
  const countryCache = new ExternalCache<string | null>({ ttlMs: ttlMs > 0 ? COUNTRY_TTL_MS : 0, failureTtlMs: FEED_FAILURE_TTL_MS, size: COUNTRY_CACHE_SIZE });

  const warn = (service: string) => (error: unknown) => {
    app.log.warn({ service, err: error instanceof Error ? error.message : String(error) }, 'external content unavailable');
  };

  app.get('/content/blog', { schema: { tags, summary: "The blog's latest posts (empty when not configured or unavailable)" } }, async (_request, reply) => {
    const posts = blog ? await blogCache.get('latest', () => blog.latest(BLOG_POSTS), (e) => (warn(blog.name)(e), [])) : [];
    return ok(reply, {
      data: {
        configured: blog !== undefined,
        posts: posts.map((p) => ({ id: p.id, title: p.title, link: p.link, date: p.date, excerpt: p.excerpt, picture: p.picture })),
      },
    });
  });

  app.get('/content/photos', { schema: { tags, summary: "The shop's latest photos (empty when not configured or unavailable)" } }, async (_request, reply) => {
    const list = photos ? await photoCache.get('latest', () => photos.latest(FEED_PHOTOS), (e) => (warn(photos.name)(e), [])) : [];
    return ok(reply, {
      data: {
        configured: photos !== undefined,
        photos: list.map((p) => ({ id: p.id, caption: p.caption, link: p.link, image_url: p.imageUrl, media_type: p.mediaType, timestamp: p.timestamp })),
      },
    });
  });

  app.get('/geo/country', { schema: { tags, summary: "The visitor's country (ISO 3166-1 alpha-2), null when unknown" } }, async (request, reply) => {
    const address = publicAddress(request.ip);
    const country = ipCountry && address !== null
      ? await countryCache.get(address, () => ipCountry.country(address), (e) => (warn(ipCountry.name)(e), null))
      : null;
    reply.header('cache-control', 'private, max-age=3600');
    return ok(reply, { data: { country } });
  });
}
