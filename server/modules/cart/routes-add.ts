// POST cart/add-to-cart (a scraped, demo or catalog product) and POST cart/add-to-cart-manual.
// Adding the same product and variant again raises that line's quantity (domain addLine).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import type { Db } from '../../db/database.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { Lang } from '../../http/errors.ts';
import { addLine, createCartLine, isSameProduct } from '../../../src/domain/cart/index.ts';
import type { ProductData } from '../catalog/product.ts';
import { lookUpLink } from '../catalog/lookup.ts';
import { marketplaceService, visitorOf } from '../catalog/marketplace/service.ts';
import { isTranslatable } from '../catalog/translation/localise.ts';
import { keptProduct, notFound } from '../catalog/scrape.ts';
import { toCart } from './domain-lines.ts';
import { manualLine, productLine, productPatch, type CommonInput, type LineFields, type ManualInput } from './lines.ts';
import { loadPricingAccount, rateBookFor, type PricingAccount } from './pricing.ts';
import { addManualBody, addToCartBody } from './schemas.ts';
import { serializeOne } from './respond.ts';
import { newCartCode, ownedBy, ownerColumns, ownerOf, type CartRow, type Owner } from './store.ts';
import { cartText } from './texts.ts';

/**
 * Inserts the line, or adds its quantity to the owner's line of the same product and variant
 * (the customer's insurance and NPWP choices, when sent, replace that line's).
 */
export async function addOrMerge(db: Db, lang: Lang, owner: Owner, fields: LineFields, given: CommonInput): Promise<CartRow> {
  const sameKind = await db.selectFrom('cart_details').selectAll().where(ownedBy(owner)).where('kind', '=', fields.kind).orderBy('id').execute();
  const incoming = { id: 'incoming', name: fields.name, url: fields.url, price: Number(fields.price_original), quantity: fields.quantity, maxQuantity: fields.max_quantity, size: fields.size, color: fields.color, marketplace: fields.marketplace };
  const cart = toCart(sameKind);
  const next = addLine(cart, incoming);
  // addLine appends a new line, or keeps the count and raises (capped) the same product's line.
  const match = next.lines.length === cart.lines.length ? cart.lines.find((l) => isSameProduct(l, createCartLine(incoming))) : undefined;
  const target = match ? sameKind.find((row) => String(row.id) === match.id) : undefined;
  if (target) {
    const quantity = next.lines.find((l) => l.id === String(target.id))?.quantity ?? target.quantity;
    const choices = { ...(given.use_insurance !== undefined ? { use_insurance: given.use_insurance } : {}), ...(given.using_npwp !== undefined ? { using_npwp: given.using_npwp } : {}) };
    const patch = { ...(target.kind === 'manual' ? { quantity } : await productPatch(db, lang, target, { quantity }, false)), ...choices };
    return db.updateTable('cart_details').set({ ...patch, updated_at: new Date() }).where('id', '=', target.id).returningAll().executeTakeFirstOrThrow();
  }
  return db.insertInto('cart_details').values({ ...fields, code: newCartCode(), ...ownerColumns(owner), updated_at: new Date() }).returningAll().executeTakeFirstOrThrow();
}

export async function answer(db: Db, row: CartRow, account: PricingAccount) {
  const data = serializeOne(row, await rateBookFor(db, [row]), account);
  return { cart_detail_code: row.code, cart_detail_id: row.id, data };
}

export async function addRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  app.post('/cart/add-to-cart', { schema: { body: addToCartBody } }, async (request, reply) => {
    const owner = ownerOf(request);
    const lang = requestLang(request);
    const body = request.body as CommonInput & { quantity: number; url?: string; product_slug?: string; page_mode?: string };
    let product: ProductData | null = await keptProduct(db, { slug: body.product_slug, url: body.product_slug ? undefined : body.url });
    if (!product && body.url) product = await lookUpLink(deps, body.url, visitorOf(request, lang));
    if (!product) throw notFound(lang);
    // The line takes the title the product page showed (a kept translation; no call to the service).
    if (isTranslatable(product)) product = await marketplaceService(deps).localise(product, lang, { cachedOnly: true });
    const kind = body.page_mode === 'catalog' || body.page_mode === 'catalog-manual' ? 'catalog' : 'scraped';
    const account = await loadPricingAccount(db, owner.customerId);
    const row = await addOrMerge(db, lang, owner, await productLine(db, lang, account, product, body, kind), body);
    return ok(reply, await answer(db, row, account), cartText(lang, 'added'));
  });

  app.post('/cart/add-to-cart-manual', { schema: { body: addManualBody } }, async (request, reply) => {
    const owner = ownerOf(request);
    const lang = requestLang(request);
    const body = request.body as ManualInput & { quantity: number };
    const account = await loadPricingAccount(db, owner.customerId);
    const fields = await manualLine(db, lang, account, body);
    const row = await addOrMerge(db, lang, owner, fields, body);
    return ok(reply, await answer(db, row, account), cartText(lang, 'added'));
  });
}
