// POST cart/vendor/{marketplace}/add-to-cart and PUT cart/vendor/{marketplace}/edit: a 1688,
// Taobao or Tmall item added by its marketplace id (what GET product/{marketplace}/{id} answers),
// and edited through the same marketplace. The item is looked up (curated catalogue, then the
// marketplace data port) and kept; name, price, variants and limits come from it, never from the
// body. docs/api/cart.md "Vendor calls".
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { marketplaceService, visitorOf } from '../catalog/marketplace/service.ts';
import { isTranslatable } from '../catalog/translation/localise.ts';
import { keptProduct, notFound } from '../catalog/scrape.ts';
import { checkEditedTrack, productLine, productPatch, type CommonInput } from './lines.ts';
import { loadPricingAccount, rateBookFor } from './pricing.ts';
import { addOrMerge, answer } from './routes-add.ts';
import { serializeOne } from './respond.ts';
import type { VendorMarketplace } from '../../../src/domain/cart/vendor.ts';
import { vendorAddBody, vendorEditBody, vendorParams } from './schemas.ts';
import { ownerOf, rowByCode } from './store.ts';
import { cartText, invalid } from './texts.ts';

type Params = { marketplace: VendorMarketplace };

export async function vendorRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const service = marketplaceService(deps);

  app.post<{ Params: Params; Body: CommonInput & { quantity: number; product_id: string | number } }>('/cart/vendor/:marketplace/add-to-cart', {
    schema: { tags: ['cart'], params: vendorParams, body: vendorAddBody },
  }, async (request, reply) => {
    const owner = ownerOf(request);
    const lang = requestLang(request);
    const { marketplace } = request.params;
    // Looked up as the product page does (kept afterwards); 404 PRODUCT_NOT_FOUND when the marketplace has no such item.
    const shown = await service.item(marketplace, String(request.body.product_id), visitorOf(request, lang));
    let product = await keptProduct(db, { slug: shown.slug });
    if (!product || product.marketplace !== marketplace) throw notFound(lang);
    if (isTranslatable(product)) product = await service.localise(product, lang, { cachedOnly: true });
    const account = await loadPricingAccount(db, owner.customerId);
    const row = await addOrMerge(db, lang, owner, await productLine(db, lang, account, product, request.body, 'scraped'), request.body);
    return ok(reply, { marketplace, product_id: product.product_id, ...await answer(db, row, account) }, cartText(lang, 'added'));
  });

  app.put<{ Params: Params; Body: CommonInput & { cart_detail_code: string } }>('/cart/vendor/:marketplace/edit', {
    schema: { tags: ['cart'], params: vendorParams, body: vendorEditBody },
  }, async (request, reply) => {
    const owner = ownerOf(request);
    const lang = requestLang(request);
    const row = await rowByCode(db, owner, request.body.cart_detail_code);
    // A line of another marketplace, or a manual line (no kept product to re-price from), is not this call's.
    if (row.kind === 'manual' || row.marketplace !== request.params.marketplace) throw invalid(lang, 'marketplace', 'cart_detail_code', 'WRONG_MARKETPLACE');
    const patch = await productPatch(db, lang, row, request.body, row.kind === 'scraped');
    const account = await loadPricingAccount(db, owner.customerId);
    await checkEditedTrack(db, lang, account, row, patch);
    const updated = await db.updateTable('cart_details').set({ ...patch, updated_at: new Date() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return ok(reply, {
      marketplace: request.params.marketplace, cart_detail_code: updated.code, cart_detail_id: updated.id,
      data: serializeOne(updated, await rateBookFor(db, [updated]), account),
    }, cartText(lang, 'updated'));
  });
}
