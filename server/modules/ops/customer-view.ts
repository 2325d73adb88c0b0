// What the customer sees of the fulfilment (docs/api/ops.md "The customer's side"): the
// `fulfilment` block of GET cart/history/{code} and the lines of GET cart-or-invoice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import type { ModuleDeps } from '../../ports.ts';
import { defaultMail } from '../auth/mail.ts';
import { freeStorageDaysFrom, materializeOne, type OpsEnv } from './env.ts';
import { newAfterCommit } from './notify.ts';
import type { JobQueue } from '../../jobs/port.ts';
import { reissueExpiredAdditional } from './settle.ts';
import { composeFileStorage } from '../../storage/compose.ts';
import { customerLineWire, loadBundles, loadParcels, parcelWire, publicLineWire, type ViewClock } from './views.ts';
import { courierTrackingUrl } from '../orders/courier.ts';
import '../orders/tables.ts';

/** The ops module's environment of a server (set by opsRoutes; built from the deps otherwise). */
const envs = new WeakMap<Db, OpsEnv>();

export function rememberEnv(env: OpsEnv): void {
  envs.set(env.db, env);
}

export function envOf(deps: ModuleDeps, log: FastifyBaseLogger): OpsEnv {
  return envs.get(deps.db) ?? {
    db: deps.db, config: deps.config, now: deps.ports.now, log,
    storage: deps.ports.photoStorage ?? composeFileStorage(deps.config, deps.ports).photoStorage,
    mail: deps.ports.mail ?? defaultMail(deps.db, deps.config),
    jobs: deps.jobs,
    freeStorageDays: freeStorageDaysFrom(process.env),
  };
}

async function ratingsOf(db: Db, customerId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('ratings').select(['cart_detail_code', 'stars', 'text', 'created_at']).where('customer_id', '=', customerId).where('cart_detail_code', 'in', [...codes]).execute();
}

/** The owner's view of an order's fulfilment; null before it is paid. */
export async function orderFulfilment(env: OpsEnv, order: { id: number; customer_id: number }, c: { now: number; lang: Lang }) {
  const completion = await env.db.selectFrom('orders').select('completed_at').where('id', '=', order.id).executeTakeFirst();
  // Ratings open once the order is completed (orders/completion.ts): until then a line counts as not ratable.
  const completed = completion?.completed_at !== null && completion?.completed_at !== undefined;
  await materializeOne(env, order.id);
  const bundles = await loadBundles(env.db, { orderIds: [order.id] });
  if (bundles.length === 0) return null;
  const view: ViewClock = { ...c, secret: env.config.appSecret };
  const [shipments, parcels, ratings, invoices] = await Promise.all([
    env.db.selectFrom('order_shipments').select(['id', 'shipment_code']).where('order_id', '=', order.id).execute(),
    loadParcels(env.db, { orderIds: [order.id] }),
    ratingsOf(env.db, order.customer_id, bundles.map((b) => b.ol.cart_detail_code)),
    env.db.selectFrom('settlements').innerJoin('invoices', 'invoices.id', 'settlements.invoice_id')
      .select(['invoices.invoice_code', 'invoices.status', 'invoices.total', 'invoices.due_date'])
      .where('settlements.order_id', '=', order.id).orderBy('settlements.id').execute(),
  ]);
  const credits = await env.db.selectFrom('settlements').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('order_id', '=', order.id).where('outcome', '=', 'credit').executeTakeFirstOrThrow();
  const sum = (status: string) => invoices.filter((i) => i.status === status).reduce((n, i) => n + Number(i.total), 0);
  return {
    lines: bundles.map((b) => {
      const rating = ratings.find((r) => r.cart_detail_code === b.ol.cart_detail_code) ?? null;
      return customerLineWire(b, view, { shipmentCode: shipments.find((s) => s.id === b.ol.shipment_id)?.shipment_code ?? '', rating, rated: rating !== null || !completed });
    }),
    parcels: parcels.map((p) => {
      const w = parcelWire(p.row, p.events, p.lineIds, c.lang);
      return {
        parcel_code: w.parcel_code, state: w.state, state_label: w.state_label, timeline: w.timeline.map((e) => ({ state: e.state, at: e.at })),
        carrier: w.carrier, tracking_number: w.tracking_number, customs_hold_reason: w.customs_hold_reason,
        domestic_courier: w.domestic_courier, domestic_tracking_number: w.domestic_tracking_number,
        domestic_tracking_url: w.domestic_courier === null ? null : courierTrackingUrl(w.domestic_courier), line_ids: w.line_ids,
      };
    }),
    settlement: {
      credited: Number(credits.sum),
      additional_due: sum('pending'),
      additional_paid: sum('paid'),
      invoices: invoices.map((i) => ({ invoice_code: i.invoice_code, status: i.status, total: Number(i.total), due_date: i.due_date ? new Date(i.due_date).toISOString() : null })),
    },
  };
}

/** Adds the lines to the tracking view's orders: everyone gets states and dates, the owner everything. */
export async function trackingLines<T extends { order_code: string }>(env: OpsEnv, orders: readonly T[], owner: { id: number } | null, c: { now: number; lang: Lang }) {
  const rows = orders.length === 0 ? [] : await env.db.selectFrom('orders').select(['id', 'order_code', 'customer_id']).where('order_code', 'in', orders.map((o) => o.order_code)).execute();
  const out = [];
  for (const o of orders) {
    const row = rows.find((r) => r.order_code === o.order_code);
    if (!row) {
      out.push({ ...o, lines: [] });
      continue;
    }
    if (owner && owner.id === row.customer_id) {
      const f = await orderFulfilment(env, row, c);
      out.push({ ...o, lines: f?.lines ?? [], parcels: f?.parcels ?? [] });
    } else {
      await materializeOne(env, row.id);
      const bundles = await loadBundles(env.db, { orderIds: [row.id] });
      out.push({ ...o, lines: bundles.map((b) => publicLineWire(b, c.lang)) });
    }
  }
  return out;
}

/**
 * The job that follows a paid invoice (ops/jobs.ts, enqueued by the payment's transaction): brings
 * its order's lines into the fulfilment at once (the `paid` notification and e-mail go out now rather
 * than at the next read; the console and the customer's reads do it lazily too). Idempotent; throws to be retried.
 */
export async function fulfilmentAfterPayment(env: OpsEnv, invoiceId: number): Promise<void> {
  const orders = await env.db.selectFrom('orders').select('id').where('invoice_id', '=', invoiceId).execute();
  for (const o of orders) await materializeOne(env, o.id);
}

/**
 * An expired `additional` invoice issued again (payments/service.ts onAdditionalExpired), in the
 * expiry's transaction, the customer's e-mail a job of it.
 */
export async function reissueAfterExpiry(trx: Db, jobs: JobQueue, invoiceId: number, now: Date): Promise<void> {
  await reissueExpiredAdditional(trx, invoiceId, now, newAfterCommit(jobs));
}
