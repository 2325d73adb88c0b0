// A detail page of spec section 2 whose id is optional (/print-invoice/{id?}, /promo-detail/{id?},
// /ticket-detail/{id?}, /voucher-detail/{id?}) asked without its id: 302 to the list it belongs to
// (src/domain/seo DETAIL_LISTS), its query kept (?lang=en). The browser's router does the same for a
// link inside the app; a temporary redirect, since nothing is moved (docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { DETAIL_LISTS } from '../../../src/domain/seo/index.ts';

export function detailListRoutes(app: FastifyInstance): void {
  for (const [path, list] of Object.entries(DETAIL_LISTS)) {
    for (const address of [path, `${path}/`]) {
      app.get(address, { schema: { hide: true } }, async (request, reply) => {
        const at = request.url.indexOf('?');
        return reply.header('cache-control', 'no-cache').redirect(at < 0 ? list : list + request.url.slice(at), 302);
      });
    }
  }
}
