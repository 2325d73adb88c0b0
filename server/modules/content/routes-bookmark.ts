// Bookmarks (favorites) of the signed-in customer: POST bookmark/create {type:'product', object_id},
// GET bookmark?type=product&page=1, GET bookmark/{id}, DELETE bookmark/delete {bookmark_id | object_id}.
// object_id is a product slug (product_slug of the catalog lists, or the slug of a scraped product);
// create also takes the product's url (the product page's), stored as the product's slug.
// Another customer's bookmark answers 404.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import type { ProductData } from '../catalog/product.ts';
import { loadCatalog, type CatalogItem } from './catalog-view.ts';
import { productKey } from '../catalog/scrape.ts';
import './tables.ts';

export const BOOKMARK_PAGE_SIZE = 20;
const TEXTS = {
  added: { id: 'Berhasil ditambahkan ke favorit', en: 'Successfully added to favorites' },
  deleted: { id: 'Berhasil dihapus dari favorit', en: 'Successfully deleted from favorites' },
  unknownProduct: { id: 'Produk tidak tersedia', en: 'Product not available' },
};

type Product = Pick<CatalogItem, 'product_title' | 'image_url' | 'url' | 'product_slug' | 'category' | 'marketplace'> & { price: number | null; scraped_product: boolean };

/** The products behind object_ids: demo catalog items or scraped products, by slug. */
async function productsBySlug(db: Db, slugs: string[]): Promise<Map<string, Product>> {
  const out = new Map<string, Product>();
  if (slugs.length === 0) return out;
  for (const item of await loadCatalog(db)) if (slugs.includes(item.product_slug)) out.set(item.product_slug, item);
  const missing = slugs.filter((s) => !out.has(s));
  if (missing.length > 0) {
    const rows = await db.selectFrom('scraped_products').select(['slug', 'data']).where('slug', 'in', missing).execute();
    for (const row of rows) {
      const p = row.data as ProductData;
      out.set(row.slug, { product_title: p.name, image_url: p.image_urls[0] ?? p.image, url: p.url, product_slug: row.slug, category: p.category ?? '', marketplace: p.marketplace, price: null, scraped_product: true });
    }
  }
  return out;
}

/**
 * The product page bookmarks the product by its link: a product url is resolved to the product's
 * slug (a demo catalog item by its url or marketplace id, else a scraped product by its url).
 */
async function slugOf(db: Db, objectId: string): Promise<string> {
  if (!/^https?:\/\//i.test(objectId)) return objectId;
  const key = productKey(objectId);
  const item = (await loadCatalog(db)).find((i) => i.url === objectId || i.product_key === key);
  if (item) return item.product_slug;
  const scraped = await db.selectFrom('scraped_products').select('slug').where('url', '=', objectId).executeTakeFirst();
  return scraped?.slug ?? objectId;
}

function view(row: { id: number; type: string; object_id: string; created_at: Date | string }, products: Map<string, Product>) {
  return { id: row.id, type: row.type, object_id: row.object_id, created_at: new Date(row.created_at).toISOString(), product: products.get(row.object_id) ?? null };
}

export async function bookmarkRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const notFound = () => new AppError('NOT_FOUND', { reason: 'UNKNOWN_BOOKMARK' });

  app.post<{ Body: { type: 'product'; object_id: string } }>('/bookmark/create', {
    schema: { body: { type: 'object', required: ['type', 'object_id'], additionalProperties: false, properties: { type: { type: 'string', enum: ['product'] }, object_id: { type: 'string', minLength: 1, maxLength: 2048 } } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const { type } = request.body;
    const objectId = await slugOf(db, request.body.object_id);
    const products = await productsBySlug(db, [objectId]);
    if (!products.has(objectId)) throw new AppError('NOT_FOUND', { reason: 'UNKNOWN_PRODUCT', field: 'body.object_id', message: t(lang, TEXTS.unknownProduct) });
    const inserted = await db.insertInto('bookmarks').values({ customer_id: customerId, type, object_id: objectId })
      .onConflict((oc) => oc.columns(['customer_id', 'type', 'object_id']).doNothing()).returningAll().executeTakeFirst();
    const row = inserted ?? await db.selectFrom('bookmarks').selectAll().where('customer_id', '=', customerId).where('type', '=', type).where('object_id', '=', objectId).executeTakeFirstOrThrow();
    return ok(reply, { data: view(row, products) }, t(lang, TEXTS.added), inserted ? 201 : 200);
  });

  app.get<{ Querystring: { type: 'product'; page: number } }>('/bookmark', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { type: { type: 'string', enum: ['product'], default: 'product' }, page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 } } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const { type, page } = request.query;
    const base = db.selectFrom('bookmarks').where('customer_id', '=', customerId).where('type', '=', type);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(BOOKMARK_PAGE_SIZE).offset((page - 1) * BOOKMARK_PAGE_SIZE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const products = await productsBySlug(db, rows.map((r) => r.object_id));
    const total = Number(count.n);
    return ok(reply, { data: rows.map((r) => view(r, products)), page, per_page: BOOKMARK_PAGE_SIZE, total, last_page: Math.max(1, Math.ceil(total / BOOKMARK_PAGE_SIZE)) });
  });

  app.get<{ Params: { id: number } }>('/bookmark/:id', {
    schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const row = await db.selectFrom('bookmarks').selectAll().where('id', '=', request.params.id).where('customer_id', '=', customerId).executeTakeFirst();
    if (!row) throw notFound();
    return ok(reply, { data: view(row, await productsBySlug(db, [row.object_id])) });
  });

  app.delete<{ Body: { bookmark_id?: number; object_id?: string; type?: 'product' } }>('/bookmark/delete', {
    schema: {
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: { bookmark_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, object_id: { type: 'string', minLength: 1, maxLength: 120 }, type: { type: 'string', enum: ['product'] } },
        anyOf: [{ required: ['bookmark_id'] }, { required: ['object_id'] }],
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const { bookmark_id: id, object_id: objectId, type = 'product' } = request.body;
    let query = db.deleteFrom('bookmarks').where('customer_id', '=', customerId);
    query = id !== undefined ? query.where('id', '=', id) : query.where('type', '=', type).where('object_id', '=', objectId ?? '');
    const deleted = await query.returning('id').execute();
    if (deleted.length === 0) throw notFound();
    return ok(reply, { deleted: deleted.map((d) => d.id) }, t(requestLang(request), TEXTS.deleted));
  });
}
