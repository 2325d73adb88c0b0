// Products: POST scrap, GET product/{1688|taobao|tmall}/{id}, POST product-scrap,
// GET scrap/marketplaces, and the demo images at GET media/demo/:file.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PreparedJson, sendPreparedJson } from '../../http/compression.ts';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { MARKETPLACE_DOMAINS } from '../../../src/domain/url/index.ts';
import { lookUpLink, lookUpLinkNow } from './lookup.ts';
import { marketplaceService, visitorOf } from './marketplace/service.ts';
import type { MarketplaceSlug } from './marketplace/port.ts';
import { keptProduct, notFound, productKey, storeProduct, type ProductAnswer } from './scrape.ts';

const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo', 'images');

export const MARKETPLACES: ReadonlyArray<{ slug: MarketplaceSlug; name: string; url: string; wholesale: boolean; search: boolean }> = [
  { slug: '1688', name: '1688', url: 'https://www.1688.com', wholesale: true, search: true },
  { slug: 'taobao', name: 'Taobao', url: 'https://www.taobao.com', wholesale: false, search: true },
  { slug: 'tmall', name: 'Tmall', url: 'https://www.tmall.com', wholesale: false, search: false },
];

/** A product's answer as ok() sends it; the same answer object (a kept one) is serialised and compressed once. */
const preparedAnswers = new WeakMap<ProductAnswer, PreparedJson>();
function sendAnswer(request: FastifyRequest, reply: FastifyReply, data: ProductAnswer): FastifyReply {
  let prepared = preparedAnswers.get(data);
  if (!prepared) {
    prepared = new PreparedJson(JSON.stringify({ action: true, message: 'OK', data }));
    preparedAnswers.set(data, prepared);
  }
  return sendPreparedJson(request, reply, prepared);
}

export async function productRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const marketplace = marketplaceService(deps);

  app.post('/scrap', {
    schema: {
      body: {
        type: 'object', required: ['url'],
        properties: { url: { type: 'string', minLength: 1, maxLength: 4096 }, version: { type: 'string', enum: ['V1', 'V2', 'v1', 'v2'] } },
      },
    },
  }, (request, reply) => {
    const { url } = request.body as { url: string };
    const lang = requestLang(request);
    // The product page's data: a recent answer is sent again at once (marketplace/answer-memo.ts).
    const hit = lookUpLinkNow(deps, url, lang);
    if (hit) return sendAnswer(request, reply, hit);
    return lookUpLink(deps, url, visitorOf(request, lang)).then((data) => sendAnswer(request, reply, data));
  });

  for (const market of ['1688', 'taobao', 'tmall'] as const) {
    app.get(`/product/${market}/:id`, {
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,20}$' } } } },
    }, (request, reply) => {
      const { id } = request.params as { id: string };
      const lang = requestLang(request);
      const hit = marketplace.itemNow(market, id, lang);
      if (hit) return sendAnswer(request, reply, hit);
      return marketplace.item(market, id, visitorOf(request, lang)).then((data) => sendAnswer(request, reply, data));
    });
  }

  app.post('/product-scrap', {
    schema: { body: { type: 'object', required: ['product_slug'], properties: { product_slug: { type: 'string', minLength: 1, maxLength: 120 } } } },
  }, async (request, reply) => {
    const { product_slug: slug } = request.body as { product_slug: string };
    const lang = requestLang(request);
    const product = await keptProduct(deps.db, { slug });
    if (!product) throw notFound(lang);
    // A marketplace item is looked up again (its prices may be due a refresh); a store page is answered as kept.
    const market = product.marketplace as MarketplaceSlug;
    if (product.product_id && MARKETPLACES.some((m) => m.slug === market)) {
      return ok(reply, { data: await marketplace.item(market, product.product_id, visitorOf(request, lang)) });
    }
    const kept = await storeProduct(deps.db, product, productKey(product.url));
    return ok(reply, { data: await marketplace.present(kept.product, kept.slug, lang) });
  });

  app.get('/scrap/marketplaces', async (_request, reply) => {
    return ok(reply, {
      data: MARKETPLACES.map((m) => ({ ...m, country: 'china', currency: 'CNY', domains: MARKETPLACE_DOMAINS[m.slug] })),
    });
  });

  app.get('/media/demo/:file', {
    schema: { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.(svg|png)$' } } } },
  }, async (request, reply) => {
    const { file } = request.params as { file: string };
    let body: Buffer;
    try {
      body = await readFile(join(IMAGES_DIR, file));
    } catch {
      throw new AppError('NOT_FOUND');
    }
    return reply
      .header('content-type', file.endsWith('.svg') ? 'image/svg+xml' : 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body);
  });
}
