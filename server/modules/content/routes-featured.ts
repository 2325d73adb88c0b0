// Featured images (public; docs/api/content.md "Featured images", docs/banners.md):
//   GET featured-images/header   {data: [banner]}: the active header banners, in order
//   GET featured-images/pop_up   {data: pop-up | null}: the first active pop-up
// banner / pop-up = {id, revision, title, summary, image_url, image_width, image_height, link, action_label}
// in the request's language. Texts are plain text (the storefront renders them as text, never as HTML).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { activeFeatured, publicWire } from './featured-images.ts';

export async function featuredRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const tags = ['content'];
  app.get('/featured-images/header', { schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    return ok(reply, { data: (await activeFeatured(db, 'header')).map((r) => publicWire(r, lang)) });
  });
  app.get('/featured-images/pop_up', { schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    const row = (await activeFeatured(db, 'pop_up'))[0];
    return ok(reply, { data: row ? publicWire(row, lang) : null });
  });
}
