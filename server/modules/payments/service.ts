// Paying an invoice (docs/payments.md): the charge (wallet part and gateway part, in one
// transaction with the invoice row locked), the gateway's notification, the expiry sweep, and the
// gateway chosen by the configuration. Routes (routes.ts) and the dev page call these.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { Lang } from '../../http/errors.ts';
import { isInvoiceStatus } from '../../../src/domain/order/index.ts';
import {
  chargeExpiryMinutes, decideNotification, gatewayTakes, isPaymentStatus, mapGatewayStatus, methodKind, walletShare, type MethodKind,
} from '../../../src/domain/payment/index.ts';
import { restoreCartLines } from './restore-cart.ts';
import type { ChargeMethod, ChargeRequest, ChargeResult, NotificationBody, PaymentGateway } from './gateway.ts';
import { cardConfigOf, type CardConfig } from './card-config.ts';
import { createEmbeddedGateway, embeddedClientKey, embeddedServerKey, type EmbeddedGateway } from './embedded-gateway.ts';
import { createMidtransGateway } from './midtrans-gateway.ts';
import { lockWallet, moveWallet, walletHeldBy } from './ledger.ts';
import { moveInvoiceOrders } from './order-states.ts';
import { paymentError } from './texts.ts';
import { grantPremium } from '../membership/premium.ts';
import { invoicePaymentWire, type PaymentRow } from './wire.ts';
import type { JobQueue } from '../../jobs/port.ts';
import { defineGatewayCancel, EXPIRY_SWEEP_JOB, queueGatewayCancels } from './jobs.ts';
import '../orders/tables.ts';
import '../cart/tables.ts';
import './tables.ts';

export interface Payments {
  readonly gateway: PaymentGateway;
  /** The embedded gateway (also when another one is configured: it signs /dev/pay's simulations only for its own charges). */
  readonly embedded: EmbeddedGateway;
  charge(input: ChargeInput): Promise<Awaited<ReturnType<typeof invoicePaymentWire>>>;
  notify(rawBody: string, body: NotificationBody, lang: Lang): Promise<{ order_id: string; outcome: string }>;
  /** Posts a notification body through POST /api/payment/notification (the simulator's way in). */
  deliver(payload: string): Promise<{ status: number; body: unknown }>;
  /** Closes every pending invoice past its due date at `now`; answers the invoice codes closed. */
  sweep(now?: Date): Promise<string[]>;
  /** What the browser needs to tokenise a card (GET payment/card-config); available false: no card payments here. */
  cardConfig(): CardConfig;
  /**
   * Whether the configured gateway takes the method `code` (payment-groups lists only those; a charge
   * of another is 422 PAYMENT_METHOD_UNAVAILABLE): its kinds, the card only when card-config is
   * available, the wallet always.
   */
  offers(code: string): boolean;
}



export interface ChargeInput {
  customerId: number;
  invoiceCode: string;
  method: string;
  useWallet: boolean;
  cardToken?: string;
  /** Where the card's 3-D Secure page sends the customer back (the invoice page). */
  returnUrl?: string;
  lang: Lang;
}

/** Attempts of one charge call (the same order id each time) before 504. */
export const CHARGE_ATTEMPTS = 3;

function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'TIMEOUT' || code === 'UNAVAILABLE' || code === 'ETIMEDOUT' || code === 'ECONNRESET' || code === 'ECONNABORTED';
}

function chargeMethodOf(kind: MethodKind, cardToken: string | undefined, returnUrl: string | undefined): ChargeMethod {
  switch (kind.kind) {
    case 'bank_transfer': return { kind: 'bank_transfer', bank: kind.bank };
    case 'echannel': return { kind: 'echannel' };
    case 'qris': return { kind: 'qris' };
    // The app sends the customer back to the invoice page after paying.
    case 'gopay': return { kind: 'gopay', ...(returnUrl ? { callbackUrl: returnUrl } : {}) };
    case 'shopeepay': return { kind: 'shopeepay', ...(returnUrl ? { callbackUrl: returnUrl } : {}) };
    case 'cstore': return { kind: 'cstore', store: kind.store };
    case 'credit_card': return { kind: 'credit_card', tokenId: cardToken ?? '', ...(returnUrl ? { callbackUrl: returnUrl } : {}) };
    case 'wallet': throw new Error('the wallet is not charged at the gateway');
  }
}

/** gross_amount as sent ("24145.00") equals the charge's integer amount. */
export function amountMatches(gross: string, amount: number): boolean {
  return /^\d{1,15}(\.\d{1,2})?$/.test(gross) && Number(gross) === amount;
}

export interface PaymentsOptions {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  gateway?: PaymentGateway;
  log: FastifyBaseLogger;
  /** Background work (cancels at the gateway, the expiry sweep, what follows a payment). */
  jobs: JobQueue;
  /**
   * Called inside the transaction that paid an invoice (once, on its move to paid): it enqueues what
   * follows (the fulfilment, a course invoice's paid-call), which runs once that transaction commits.
   */
  onInvoicePaid?: (trx: Db, invoice: { id: number; type: string }) => Promise<void>;
  /**
   * Called inside the transaction that expired an `additional` invoice (the ops module issues it
   * again: server/modules/ops/settle.ts reissueExpiredAdditional; its e-mail is a job of that transaction).
   */
  onAdditionalExpired?: (trx: Db, invoiceId: number, now: Date) => Promise<void>;
  /** Asked before an invoice is charged (a course invoice must have its course order: server/modules/courses); throws to refuse. */
  beforeCharge?: (input: { invoiceCode: string; customerId: number; lang: Lang }) => Promise<void>;
  /** Sends a request through the app (app.inject), for the simulator's notifications. */
  inject: (request: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }) => Promise<{ statusCode: number; body: string }>;
}

export function createPayments(opts: PaymentsOptions): Payments {
  const { db, config, log, jobs } = opts;
  const embedded = createEmbeddedGateway({
    db, serverKey: embeddedServerKey(config.appSecret), clientKey: embeddedClientKey(config.appSecret), now: opts.now, simulator: config.env !== 'production',
  });
  const gateway: PaymentGateway = opts.gateway ?? (config.paymentGatewayUrl
    ? createMidtransGateway({ url: config.paymentGatewayUrl, serverKey: config.paymentGatewayServerKey ?? '', clientKey: config.paymentGatewayClientKey ?? '' })
    : embedded);

  const cardConfig = (): CardConfig => cardConfigOf(config, gateway, embedded);
  const offers = (code: string): boolean => gatewayTakes(code, gateway.methods) && (code !== 'credit_card' || cardConfig().available);

  async function chargeWithRetry(request: ChargeRequest, lang: Lang): Promise<ChargeResult> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= CHARGE_ATTEMPTS; attempt += 1) {
      try {
        return await gateway.charge(request);
      } catch (err) {
        lastError = err;
        if (!isRetryable(err)) break;
        log.warn({ orderId: request.orderId, attempt, err }, 'payment charge: gateway did not answer, retrying with the same order id');
      }
    }
    if (isRetryable(lastError)) throw paymentError('GATEWAY_TIMEOUT', lang, 'gatewayTimeout', 'PAYMENT_GATEWAY_TIMEOUT');
    // A card the gateway refuses (a bad, used or lapsed token; a refused card): the customer's to fix.
    if (request.method.kind === 'credit_card' && (lastError as { code?: unknown } | null)?.code === 'REJECTED') {
      log.warn({ orderId: request.orderId, err: lastError }, 'payment charge: card refused by the gateway');
      throw paymentError('UNPROCESSABLE', lang, 'cardRejected', 'CARD_REJECTED', 'body.card_token');
    }
    log.error({ orderId: request.orderId, err: lastError }, 'payment charge refused by the gateway');
    throw paymentError('BAD_GATEWAY', lang, 'gatewayError', 'PAYMENT_GATEWAY_ERROR');
  }

  // Charges closed here are cancelled at the gateway by a job once their transaction commits (the
  // gateway's own expiry closes them otherwise); overdue invoices are closed by a recurring job.
  defineGatewayCancel(jobs, gateway, log);
  jobs.every(EXPIRY_SWEEP_JOB, config.paymentExpirySweepMs, async () => { await sweep(); }, { first: 'after-interval' });

  /** The invoice paid now: its orders and shipments `paid`, other open charges cancelled (at the gateway by a job), what follows enqueued. */
  async function payInvoice(trx: Db, invoiceId: number, at: Date, exceptPaymentId: number | null): Promise<void> {
    const paid = await trx.updateTable('invoices').set({ status: 'paid', paid_at: at, updated_at: at }).where('id', '=', invoiceId).where('status', '=', 'pending')
      .returning(['invoice_type', 'customer_id', 'total']).executeTakeFirst();
    // A top-up invoice paid: its amount into the wallet, once (only the pending -> paid move gets here).
    if (paid?.invoice_type === 'topup') {
      await moveWallet(trx, { customerId: paid.customer_id, kind: 'topup', amount: Number(paid.total), invoiceId, note: 'topup', now: at });
    }
    // A premium invoice paid: one premium period, once per invoice (membership module, docs/membership.md).
    if (paid?.invoice_type === 'premium') await grantPremium(trx, { customerId: paid.customer_id, invoiceId, at });
    await moveInvoiceOrders(trx, invoiceId, 'paid', at);
    let others = trx.updateTable('payments').set({ status: 'cancelled', updated_at: at }).where('invoice_id', '=', invoiceId).where('status', '=', 'pending');
    if (exceptPaymentId !== null) others = others.where('id', '!=', exceptPaymentId);
    const cancelled = await others.returning('order_id').execute();
    await queueGatewayCancels(jobs, trx, cancelled.map((c) => c.order_id));
    if (paid && opts.onInvoicePaid) await opts.onInvoicePaid(trx, { id: invoiceId, type: paid.invoice_type });
  }

  const charge: Payments['charge'] = async (input) => {
    const { lang } = input;
    const kind = methodKind(input.method);
    // An unknown method, or one the configured gateway does not take (the card without its client library).
    if (!kind || !offers(input.method)) throw paymentError('UNPROCESSABLE', lang, 'methodUnavailable', 'PAYMENT_METHOD_UNAVAILABLE', 'body.payment_method');
    if (kind.kind === 'credit_card' && !input.cardToken) throw paymentError('UNPROCESSABLE', lang, 'cardTokenRequired', 'CARD_TOKEN_REQUIRED', 'body.card_token');
    if (opts.beforeCharge) await opts.beforeCharge({ invoiceCode: input.invoiceCode, customerId: input.customerId, lang });
    return db.transaction().execute(async (trx) => {
      const now = opts.now();
      const invoice = await trx.selectFrom('invoices').selectAll()
        .where('invoice_code', '=', input.invoiceCode).where('customer_id', '=', input.customerId).forUpdate().executeTakeFirst();
      if (!invoice) throw paymentError('NOT_FOUND', lang, 'invoiceNotFound', 'INVOICE_NOT_FOUND');
      const dueAt = invoice.due_date ? new Date(invoice.due_date).getTime() : null;
      if (invoice.status !== 'pending' || (dueAt !== null && dueAt <= now.getTime())) {
        throw paymentError('CONFLICT', lang, 'notPending', 'INVOICE_NOT_PENDING');
      }
      if (invoice.invoice_type === 'topup' && (input.useWallet || kind.kind === 'wallet')) {
        throw paymentError('UNPROCESSABLE', lang, 'topupFromWallet', 'TOPUP_FROM_WALLET', input.useWallet ? 'body.use_wallet' : 'body.payment_method');
      }
      let due = Number(invoice.total) - await walletHeldBy(trx, invoice.id);
      const open = await trx.selectFrom('payments').selectAll().where('invoice_id', '=', invoice.id).where('status', '=', 'pending').forUpdate().executeTakeFirst();
      let openCancelled = false;
      const cancelOpen = async () => {
        if (!open || openCancelled) return;
        openCancelled = true;
        try {
          await gateway.cancel(open.order_id);
        } catch (err) {
          log.warn({ orderId: open.order_id, err }, 'payment: the open charge could not be cancelled');
          throw paymentError('CONFLICT', lang, 'cancelFailed', 'PAYMENT_CANCEL_FAILED');
        }
        await trx.updateTable('payments').set({ status: 'cancelled', updated_at: now }).where('id', '=', open.id).execute();
      };

      if ((input.useWallet || kind.kind === 'wallet') && due > 0) {
        const balance = await lockWallet(trx, input.customerId);
        if (kind.kind === 'wallet' && balance < due) throw paymentError('UNPROCESSABLE', lang, 'insufficient', 'INSUFFICIENT_BALANCE');
        const take = walletShare(due, balance, true);
        if (take > 0) {
          await cancelOpen();
          await moveWallet(trx, { customerId: input.customerId, kind: 'payment', amount: take, invoiceId: invoice.id, now });
          due -= take;
        }
      }
      await trx.updateTable('invoices').set({ payment_method: input.method, updated_at: now }).where('id', '=', invoice.id).execute();

      if (due <= 0) {
        await cancelOpen();
        await payInvoice(trx, invoice.id, now, null);
        return invoicePaymentWire(trx, invoice, 'paid', undefined);
      }
      if (kind.kind === 'wallet') throw paymentError('UNPROCESSABLE', lang, 'insufficient', 'INSUFFICIENT_BALANCE');

      // The same method for the same amount while its charge is open: the same charge (two tabs get one VA).
      const stillOpen = open !== undefined && !openCancelled;
      // Not for a card: a new card attempt (a new token) is a new charge.
      if (open && stillOpen && kind.kind !== 'credit_card' && open.method === input.method && Number(open.amount) === due
        && (open.expires_at === null || new Date(open.expires_at).getTime() > now.getTime())) {
        return invoicePaymentWire(trx, invoice, 'pending', open);
      }
      if (stillOpen) await cancelOpen();

      const count = await trx.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
      const orderId = `${invoice.invoice_code}-${Number(count.n) + 1}`;
      const customer = await trx.selectFrom('customers').select(['first_name', 'last_name', 'email', 'phone_number']).where('id', '=', input.customerId).executeTakeFirstOrThrow();
      const expiryMinutes = chargeExpiryMinutes(kind, now.getTime(), dueAt, config.paymentQrisExpiryMinutes);
      const inserted = await trx.insertInto('payments').values({
        invoice_id: invoice.id, customer_id: input.customerId, method: input.method, gateway: gateway.name, order_id: orderId,
        transaction_id: null, amount: due, status: 'pending', instructions: JSON.stringify({}), expires_at: null, paid_at: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      const result = await chargeWithRetry({
        orderId, grossAmount: due, method: chargeMethodOf(kind, input.cardToken, input.returnUrl), expiryMinutes,
        customer: { firstName: customer.first_name, lastName: customer.last_name, email: customer.email, phone: customer.phone_number },
      }, lang);
      const closed = result.status === 'deny' || result.status === 'cancel' || result.status === 'expire';
      const row = await trx.updateTable('payments').set({
        transaction_id: result.transactionId,
        status: closed ? (result.status === 'deny' ? 'denied' : result.status === 'cancel' ? 'cancelled' : 'expired') : 'pending',
        instructions: JSON.stringify({
          va_number: result.vaNumber ?? null, bank: result.bank ?? null, biller_code: result.billerCode ?? null, bill_key: result.billKey ?? null,
          qr_string: result.qrString ?? null, redirect_url: result.redirectUrl ?? null,
          qr_url: result.qrUrl ?? null, deeplink_url: result.deeplinkUrl ?? null, payment_code: result.paymentCode ?? null, store: result.store ?? null,
        }),
        expires_at: result.expiresAt ? new Date(result.expiresAt) : new Date(now.getTime() + expiryMinutes * 60_000),
        updated_at: now,
      }).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
      return invoicePaymentWire(trx, invoice, 'pending', row);
    });
  };

  const notify: Payments['notify'] = async (rawBody, body, lang) => {
    if (!gateway.verifyNotification(body)) {
      log.warn({ orderId: body.order_id }, 'payment notification with a bad signature refused');
      throw paymentError('FORBIDDEN', lang, 'badSignature', 'BAD_SIGNATURE');
    }
    const mapped = mapGatewayStatus(body.transaction_status, body.fraud_status);
    const outcome = await db.transaction().execute(async (trx) => {
      const now = opts.now();
      const record = (paymentId: number | null, result: string) => trx.insertInto('payment_notifications').values({
        order_id: body.order_id, payment_id: paymentId, transaction_status: body.transaction_status, raw_body: rawBody, outcome: result, received_at: now,
      }).execute();
      // Locks in the charge's order (invoice, then its charge, then the wallet), so the two never deadlock.
      const found = await trx.selectFrom('payments').select('invoice_id').where('order_id', '=', body.order_id).executeTakeFirst();
      if (found) await trx.selectFrom('invoices').select('id').where('id', '=', found.invoice_id).forUpdate().executeTakeFirst();
      const payment = found && await trx.selectFrom('payments').selectAll().where('order_id', '=', body.order_id).forUpdate().executeTakeFirst();
      if (!payment) {
        await record(null, 'unknown_order');
        return 'unknown_order';
      }
      if (!amountMatches(body.gross_amount, Number(payment.amount))) {
        await record(payment.id, 'amount_mismatch');
        return 'amount_mismatch';
      }
      const invoice = await trx.selectFrom('invoices').select(['id', 'status', 'customer_id']).where('id', '=', payment.invoice_id).executeTakeFirstOrThrow();
      const credited = await trx.selectFrom('wallet_entries').select('id').where('payment_id', '=', payment.id).executeTakeFirst();
      const paymentStatus = isPaymentStatus(payment.status) ? payment.status : 'pending';
      const invoiceStatus = isInvoiceStatus(invoice.status) ? invoice.status : 'pending';
      const decision = decideNotification(paymentStatus, invoiceStatus, mapped, paymentStatus === 'paid' && !credited);
      if (decision.payment) {
        await trx.updateTable('payments').set({
          status: decision.payment, updated_at: now, ...(decision.payment === 'paid' ? { paid_at: now } : {}),
          ...(body.transaction_id && !payment.transaction_id ? { transaction_id: body.transaction_id } : {}),
        }).where('id', '=', payment.id).execute();
      }
      if (decision.invoice === 'paid') {
        await payInvoice(trx, invoice.id, now, payment.id);
      }
      if (decision.invoice === 'refunded') {
        await trx.updateTable('invoices').set({ status: 'refunded', updated_at: now }).where('id', '=', invoice.id).execute();
        await moveInvoiceOrders(trx, invoice.id, 'refunded', now);
      }
      if (decision.creditWallet) {
        await moveWallet(trx, { customerId: payment.customer_id, kind: 'refund', amount: Number(payment.amount), invoiceId: invoice.id, paymentId: payment.id, note: 'late_payment', now });
      }
      await record(payment.id, decision.outcome);
      return decision.outcome;
    });
    if (outcome === 'unknown_order') {
      // Also a notification racing the charge's transaction: 404 makes the gateway send it again.
      throw paymentError('NOT_FOUND', lang, 'paymentNotFound', 'PAYMENT_NOT_FOUND');
    }
    if (outcome === 'amount_mismatch') {
      log.warn({ orderId: body.order_id, grossAmount: body.gross_amount }, 'payment notification: amount mismatch');
      throw paymentError('UNPROCESSABLE', lang, 'amountMismatch', 'AMOUNT_MISMATCH', 'body.gross_amount');
    }
    return { order_id: body.order_id, outcome };
  };

  async function expireInvoice(invoiceId: number, now: Date): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).where('status', '=', 'pending').forUpdate().executeTakeFirst();
      if (!invoice || invoice.due_date === null || new Date(invoice.due_date).getTime() >= now.getTime()) return null;
      const open = await trx.updateTable('payments').set({ status: 'expired', updated_at: now })
        .where('invoice_id', '=', invoice.id).where('status', '=', 'pending').returning('order_id').execute();
      await queueGatewayCancels(jobs, trx, open.map((o) => o.order_id));
      await trx.updateTable('invoices').set({ status: 'expired', updated_at: now }).where('id', '=', invoice.id).execute();
      await moveInvoiceOrders(trx, invoice.id, 'expired', new Date(invoice.due_date));
      const held = await walletHeldBy(trx, invoice.id);
      if (held > 0) await moveWallet(trx, { customerId: invoice.customer_id, kind: 'refund', amount: held, invoiceId: invoice.id, note: 'invoice_expired', now });
      // A top-up, premium or course invoice has no voucher, no orders and no cart lines to give back here
      // (a course order's voucher lives in the course service, which learns the expiry itself).
      if (invoice.invoice_type === 'topup' || invoice.invoice_type === 'premium' || invoice.invoice_type === 'course') return invoice.invoice_code;
      // An additional invoice has no orders nor cart lines of its own: the line's settlement is issued again.
      if (invoice.invoice_type === 'additional') {
        if (opts.onAdditionalExpired) await opts.onAdditionalExpired(trx, invoice.id, now);
        return invoice.invoice_code;
      }
      const uses = await trx.deleteFrom('voucher_uses').where('invoice_id', '=', invoice.id).returning('voucher_id').execute();
      for (const use of uses) {
        await trx.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '-', 1) })).where('id', '=', use.voucher_id).where('used_count', '>', 0).execute();
      }
      await restoreCartLines(trx, invoice.id, invoice.customer_id, now);
      return invoice.invoice_code;
    });
  }

  const sweep: Payments['sweep'] = async (at) => {
    const now = at ?? opts.now();
    const due = await db.selectFrom('invoices').select('id').where('status', '=', 'pending').where('due_date', 'is not', null)
      .where('due_date', '<', now).orderBy('due_date').limit(200).execute();
    const closed: string[] = [];
    for (const { id } of due) {
      try {
        const code = await expireInvoice(id, now);
        if (code) closed.push(code);
      } catch (err) {
        log.error({ invoiceId: id, err }, 'payment expiry: could not close an invoice');
      }
    }
    return closed;
  };

  const deliver: Payments['deliver'] = async (payload) => {
    const res = await opts.inject({ method: 'POST', url: '/api/payment/notification', headers: { 'content-type': 'application/json' }, payload });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) as unknown : null };
  };

  return { gateway, embedded, charge, notify, deliver, sweep, cardConfig, offers };
}

export type { PaymentRow };
