// Ratings after delivery and the reviews they become (docs/api/ops.md): rating?cart_code,
// rating/insert (once per cart line, after delivery and the order's completion), review/product (a product's reviews), and
// the newest reviews GET review appends (latestCustomerReviews).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import type { OpsEnv } from './env.ts';
import * as s from './schemas.ts';
import { opsError, opsText } from './texts.ts';
import '../orders/tables.ts';

export const REVIEWS_PER_PAGE = 20;

const iso = (d: Date | string): string => new Date(d).toISOString();
const shortName = (first: string, last: string): string => `${first.trim()}${last.trim() ? ` ${last.trim()[0]?.toUpperCase()}.` : ''}`.trim() || 'Titipers';

async function linesOf(db: Db, customerId: number, cartCode: string) {
  return db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .leftJoin('fulfilment_lines', 'fulfilment_lines.order_line_id', 'order_lines.id')
    .select(['order_lines.id', 'order_lines.name', 'order_lines.image', 'order_lines.url', 'order_lines.item', 'fulfilment_lines.state', 'orders.completed_at'])
    .where('orders.customer_id', '=', customerId).where('order_lines.cart_detail_code', '=', cartCode).orderBy('order_lines.id').execute();
}

/** The newest customers' reviews with a text, in the shape of GET review. */
export async function latestCustomerReviews(db: Db, limit = 12) {
  const rows = await db.selectFrom('ratings').innerJoin('customers', 'customers.id', 'ratings.customer_id')
    .select(['ratings.id', 'ratings.stars', 'ratings.text', 'ratings.product_title', 'customers.first_name', 'customers.last_name'])
    .where('ratings.text', '<>', '').orderBy('ratings.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: `r${r.id}`, name: shortName(r.first_name, r.last_name), city: '', rating: r.stars, text: r.text, product_title: r.product_title }));
}

export async function ratingRoutes(app: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;

  app.get<{ Querystring: { cart_code: string } }>('/rating', { schema: { querystring: s.ratingQuery } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const code = request.query.cart_code.trim();
    const lines = await linesOf(db, customerId, code);
    const first = lines[0];
    if (!first) throw opsError('NOT_FOUND', lang, 'lineNotFound', 'LINE_NOT_FOUND');
    const rating = await db.selectFrom('ratings').select(['stars', 'text', 'created_at']).where('customer_id', '=', customerId).where('cart_detail_code', '=', code).executeTakeFirst();
    return ok(reply, {
      data: {
        cart_code: code, name: first.name, image: first.image,
        // Ratings open once the order is completed (receipt confirmed, or automatically: docs/orders.md).
        can_rate: rating === undefined && lines.some((l) => l.state === 'delivered' && l.completed_at !== null),
        rating: rating ? { stars: rating.stars, text: rating.text, created_at: iso(rating.created_at) } : null,
      },
    });
  });

  app.post<{ Body: { cart_code: string; stars: number; text?: string } }>('/rating/insert', { schema: { body: s.ratingBody } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const code = request.body.cart_code.trim();
    const lines = await linesOf(db, customerId, code);
    if (lines.length === 0) throw opsError('NOT_FOUND', lang, 'lineNotFound', 'LINE_NOT_FOUND', 'body.cart_code');
    const delivered = lines.find((l) => l.state === 'delivered');
    if (!delivered) throw opsError('CONFLICT', lang, 'notDelivered', 'NOT_DELIVERED', 'body.cart_code');
    if (delivered.completed_at === null) throw opsError('CONFLICT', lang, 'notCompleted', 'ORDER_NOT_COMPLETED', 'body.cart_code');
    const now = env.now();
    const productId = delivered.item.product_id;
    const row = await db.insertInto('ratings').values({
      customer_id: customerId, cart_detail_code: code, order_line_id: delivered.id, product_url: delivered.url,
      product_id: productId === null || productId === undefined ? null : String(productId), product_title: delivered.name,
      stars: request.body.stars, text: (request.body.text ?? '').trim(), created_at: now,
    }).onConflict((oc) => oc.columns(['customer_id', 'cart_detail_code']).doNothing()).returning(['stars', 'text', 'created_at']).executeTakeFirst();
    if (!row) throw opsError('CONFLICT', lang, 'alreadyRated', 'ALREADY_RATED', 'body.cart_code');
    return ok(reply, { data: { cart_code: code, stars: row.stars, text: row.text, created_at: iso(row.created_at) } }, opsText(lang, 'ok'), 201);
  });

  app.get<{ Querystring: { url?: string; product_id?: string; page: number } }>('/review/product', { schema: { querystring: s.productReviewsQuery } }, async (request, reply) => {
    const { url, product_id: productId, page } = request.query;
    let base = db.selectFrom('ratings');
    if (url) base = base.where('product_url', '=', url.trim());
    else if (productId) base = base.where('product_id', '=', productId.trim());
    else base = base.where('ratings.id', '=', 0); // qualified: the list joins customers (id in both)
    const [rows, stats] = await Promise.all([
      base.innerJoin('customers', 'customers.id', 'ratings.customer_id')
        .select(['ratings.id', 'ratings.stars', 'ratings.text', 'ratings.created_at', 'customers.first_name', 'customers.last_name'])
        .orderBy('ratings.id', 'desc').limit(REVIEWS_PER_PAGE).offset((page - 1) * REVIEWS_PER_PAGE).execute(),
      base.select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.avg<string>('stars').as('avg')]).executeTakeFirstOrThrow(),
    ]);
    const total = Number(stats.n);
    return ok(reply, {
      data: rows.map((r) => ({ id: `r${r.id}`, name: shortName(r.first_name, r.last_name), rating: r.stars, text: r.text, created_at: iso(r.created_at) })),
      meta: { page, per_page: REVIEWS_PER_PAGE, total, average: total === 0 ? null : Math.round(Number(stats.avg) * 10) / 10 },
    });
  });
}
