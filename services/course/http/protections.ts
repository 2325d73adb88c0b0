// Browser protections of the course service (docs/courses.md): browsers call its API from the
// storefront's pages (CORS) and load its lesson videos and posters. Every answer: nosniff, and HSTS
// in production. The API's answers also: `default-src 'none'; frame-ancestors 'none'` and DENY
// (nothing of it is a page to show or frame), and `Cache-Control: no-store` when the request carries
// the customer's token (Authorization): enrolments, progress, certificates are theirs alone. The
// media (/media/) keep their caching (a signed video URL is private for an hour, a poster public)
// and get no policy: the storefront's pages, another origin, load them (no
// Cross-Origin-Resource-Policy either, for the same reason).
// One callback per hook, constant headers (the main server's API does the same: server/http/browser-protections.ts).
import type { FastifyInstance } from 'fastify';
import type { CourseConfig } from '../config.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

export function installCourseProtections(app: FastifyInstance, config: Pick<CourseConfig, 'env'>): void {
  const production = config.env === 'production';
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (production) reply.header('strict-transport-security', HSTS);
    if (!request.url.startsWith('/media/')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('x-frame-options', 'DENY');
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
