// Course invoices in the main API (docs/api/courses.md, "Between the services"): an invoice of type
// 'course' for a course-service order, idempotent on order_code; its state; and telling the course
// service when one is paid (a job of the paying transaction, retried until the call succeeds).
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type Lang } from '../../http/errors.ts';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import { dueDateOf } from '../../../src/domain/order/index.ts';
import { newCode } from '../orders/codes.ts';
import '../orders/tables.ts';
import './tables.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export interface CourseInvoiceInput { customer_id: number; order_code: string; total: number; description: string }

/** The invoice of a course order: the one already made for that order_code, else a new pending one (due like premium). */
export async function courseInvoice(db: Db, input: CourseInvoiceInput, now: Date): Promise<{ invoice_code: string; total: number; due_date: string | null; created: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('id', '=', input.customer_id).executeTakeFirst();
    if (!customer) return null;
    const claimed = await trx.insertInto('course_invoice_refs').values({ order_code: input.order_code, customer_id: input.customer_id, invoice_id: null, created_at: now })
      .onConflict((oc) => oc.column('order_code').doNothing()).returning('order_code').executeTakeFirst();
    if (!claimed) {
      // Made before (or being made: the row lock waits for that transaction).
      const ref = await trx.selectFrom('course_invoice_refs').select(['invoice_id', 'customer_id']).where('order_code', '=', input.order_code).forUpdate().executeTakeFirstOrThrow();
      if (ref.customer_id !== input.customer_id || ref.invoice_id === null) return null;
      const invoice = await trx.selectFrom('invoices').select(['invoice_code', 'total', 'due_date']).where('id', '=', ref.invoice_id).executeTakeFirstOrThrow();
      return { invoice_code: invoice.invoice_code, total: Number(invoice.total), due_date: iso(invoice.due_date), created: false };
    }
    let code = newCode('INV', now);
    while (await trx.selectFrom('invoices').select('id').where('invoice_code', '=', code).executeTakeFirst()) code = newCode('INV', now);
    const row = await trx.insertInto('invoices').values({
      customer_id: input.customer_id, invoice_code: code, invoice_type: 'course', status: 'pending', message: input.description.slice(0, 200) || null,
      total: String(input.total), due_date: new Date(dueDateOf(now.getTime())), created_at: now, updated_at: now,
      amounts: JSON.stringify({ total: input.total }), payment_method: null, voucher_id: null, voucher_code: null, voucher_discount: '0', paid_at: null,
    }).returning(['id', 'invoice_code', 'total', 'due_date']).executeTakeFirstOrThrow();
    await trx.updateTable('course_invoice_refs').set({ invoice_id: row.id }).where('order_code', '=', input.order_code).execute();
    return { invoice_code: row.invoice_code, total: Number(row.total), due_date: iso(row.due_date), created: true };
  });
}

/** The invoice's state; a pending invoice past its due date is 'expired' already (the sweep may not have run). */
export async function courseInvoiceState(db: Db, invoiceCode: string, now: Date) {
  const row = await db.selectFrom('invoices').select(['status', 'paid_at', 'customer_id', 'due_date'])
    .where('invoice_code', '=', invoiceCode).where('invoice_type', '=', 'course').executeTakeFirst();
  if (!row) return null;
  const overdue = row.status === 'pending' && row.due_date !== null && new Date(row.due_date).getTime() <= now.getTime();
  return { status: overdue ? 'expired' : row.status, paid_at: iso(row.paid_at), customer_id: row.customer_id, due_date: iso(row.due_date) };
}

/** Milliseconds the paid-call to the course service may take. */
export const COURSE_PAID_CALL_TIMEOUT_MS = 3_000;

/** The job telling the course service that a course invoice was paid (enqueued by the payment's transaction: app.ts). */
export const COURSE_PAID_JOB = 'courses.paid';

/**
 * The job's work: a paid course invoice is told to the course service at COURSE_SERVICE_URL. The
 * call is idempotent there (an order already paid stays paid). Not reached or refused: throws, and
 * the job is retried (the course service's own re-check covers the meantime); an order the course
 * service does not know (404) is logged and not retried: asking again would not make it known.
 */
export async function notifyCoursePaid(db: Db, config: Pick<ServerConfig, 'courseServiceUrl' | 'courseServiceKey'>, invoiceId: number, log: FastifyBaseLogger): Promise<void> {
  const invoice = await db.selectFrom('invoices').select(['invoice_code', 'invoice_type', 'status']).where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice || invoice.invoice_type !== 'course' || invoice.status !== 'paid') return;
  const res = await fetch(`${config.courseServiceUrl}/internal/invoices/${encodeURIComponent(invoice.invoice_code)}/paid`, {
    method: 'POST',
    headers: { 'x-service-key': config.courseServiceKey },
    signal: AbortSignal.timeout(COURSE_PAID_CALL_TIMEOUT_MS),
  });
  if (res.status === 404) {
    log.warn({ invoiceCode: invoice.invoice_code }, 'courses: the course service has no order for a paid invoice');
    return;
  }
  if (!res.ok) throw new Error(`the course service answered ${res.status} to the paid-call of ${invoice.invoice_code}`);
}

/**
 * Before a course invoice is charged (payments' beforeCharge): the course service must know an
 * order behind it. An invoice the course service never recorded (its checkout rolled back after
 * the main API made the invoice) is cancelled and refused (409 COURSE_ORDER_MISSING): nobody pays for
 * a course that would never be given. The course service unreachable: 503, nothing charged.
 * Any other invoice type: nothing to check.
 */
export async function guardCourseCharge(db: Db, config: Pick<ServerConfig, 'courseServiceUrl' | 'courseServiceKey'>, input: { invoiceCode: string; customerId: number; lang: Lang }, now: Date): Promise<void> {
  const invoice = await db.selectFrom('invoices').select(['id', 'invoice_type', 'status']).where('invoice_code', '=', input.invoiceCode)
    .where('customer_id', '=', input.customerId).executeTakeFirst();
  if (!invoice || invoice.invoice_type !== 'course' || invoice.status !== 'pending') return;
  let status: number;
  try {
    const res = await fetch(`${config.courseServiceUrl}/internal/invoices/${encodeURIComponent(input.invoiceCode)}`, {
      headers: { 'x-service-key': config.courseServiceKey }, signal: AbortSignal.timeout(COURSE_PAID_CALL_TIMEOUT_MS),
    });
    status = res.status;
  } catch {
    status = 0;
  }
  if (status === 200) return;
  if (status === 404) {
    await db.updateTable('invoices').set({ status: 'cancelled', updated_at: now }).where('id', '=', invoice.id).where('status', '=', 'pending').execute();
    throw new AppError('CONFLICT', { reason: 'COURSE_ORDER_MISSING', message: COURSE_TEXTS.orderMissing[input.lang] });
  }
  throw new AppError('UNAVAILABLE', { reason: 'COURSE_SERVICE_UNAVAILABLE', message: COURSE_TEXTS.serviceDown[input.lang] });
}

const COURSE_TEXTS = {
  orderMissing: { id: 'Tagihan kursus ini tidak memiliki pesanan dan sudah dibatalkan', en: 'This course invoice has no order and was cancelled' },
  serviceDown: { id: 'Layanan kursus sedang tidak dapat dihubungi, coba lagi nanti', en: 'The course service cannot be reached; try again later' },
} as const;
