// The payments module's calls (docs/payments.md): POST payment/charge, GET payment/status/{code},
// POST payment/notification (the gateway's, public), GET wallet, and outside production the
// simulator's POST dev/pay/{order_id}/settle|expire. The wallet's top-up, bank accounts and
// withdrawals are in wallet-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { AppError } from '../../http/errors.ts';
import { IDEMPOTENCY_HEADER } from '../../http/security.ts';
import { invoiceStatusOf } from '../orders/views.ts';
import type { NotificationBody } from './gateway.ts';
import type { SimulatedAction } from './embedded-gateway.ts';
import type { Payments } from './service.ts';
import { paymentError, paymentText } from './texts.ts';
import { ledgerBalance, walletHeldBy } from './ledger.ts';
import { walletRoutes } from './wallet-routes.ts';
import { cardRoutes, savedCardToken } from './card-routes.ts';

const tags = ['payments'];
const str = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });

const chargeBody = {
  type: 'object',
  required: ['invoice_code', 'payment_method'],
  additionalProperties: false,
  properties: {
    invoice_code: str(64),
    payment_method: str(32),
    use_wallet: { type: 'boolean' },
    card_token: str(512),
    // A saved card of the customer's (payment/credit-card): charged with its saved token; 3-D Secure still applies.
    saved_card_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  not: { required: ['card_token', 'saved_card_id'] },
} as const;

const notificationBody = {
  type: 'object',
  required: ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'],
  properties: {
    order_id: str(64), status_code: str(8), gross_amount: str(32), signature_key: str(256), transaction_status: str(32),
    fraud_status: { type: 'string', maxLength: 32 }, transaction_id: { type: 'string', maxLength: 128 }, payment_type: { type: 'string', maxLength: 64 },
  },
} as const;

/** Raw bodies of notifications, kept as received for payment_notifications. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export async function paymentsRoutes(app: FastifyInstance, deps: ModuleDeps, payments: Payments): Promise<void> {
  const { db } = deps;
  const signedIn = async (request: FastifyRequest) => { requireCustomer(request); };

  app.post<{ Body: { invoice_code: string; payment_method: string; use_wallet?: boolean; card_token?: string; saved_card_id?: number } }>('/payment/charge', {
    preValidation: signedIn, schema: { tags, body: chargeBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const customerId = requireCustomer(request);
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || key.trim() === '') {
      throw paymentError('UNPROCESSABLE', lang, 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', `headers.${IDEMPOTENCY_HEADER}`);
    }
    const invoiceCode = request.body.invoice_code.trim().toUpperCase();
    const savedId = request.body.saved_card_id;
    const cardToken = savedId === undefined ? request.body.card_token : await savedCardToken(db, customerId, savedId, lang);
    // The card's 3-D Secure page brings the customer back to the invoice page.
    const origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const data = await payments.charge({
      customerId, invoiceCode, method: request.body.payment_method,
      useWallet: request.body.use_wallet === true, cardToken, lang,
      returnUrl: `${origin}/track?nomor=${encodeURIComponent(invoiceCode)}`,
    });
    return ok(reply, { data }, paymentText(lang, data.status === 'paid' ? 'paid' : 'charged'));
  });

  // What the browser needs to tokenise a card with the gateway's client library (public: a client key is public).
  app.get('/payment/card-config', { schema: { tags } }, async (request, reply) =>
    ok(reply, { data: payments.cardConfig() }, paymentText(requestLang(request), 'cardConfig')));

  app.get<{ Params: { invoice_code: string } }>('/payment/status/:invoice_code', {
    preValidation: signedIn,
    schema: { tags, params: { type: 'object', required: ['invoice_code'], properties: { invoice_code: str(64) } } },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const invoice = await db.selectFrom('invoices').select(['id', 'status', 'due_date', 'paid_at', 'total'])
      .where('customer_id', '=', requireCustomer(request)).where('invoice_code', '=', request.params.invoice_code.trim().toUpperCase()).executeTakeFirst();
    if (!invoice) throw paymentError('NOT_FOUND', lang, 'invoiceNotFound', 'INVOICE_NOT_FOUND');
    const status = invoiceStatusOf(invoice, deps.ports.now().getTime());
    const amountDue = status === 'pending' ? Math.max(0, Number(invoice.total) - await walletHeldBy(db, invoice.id)) : 0;
    return ok(reply, {
      data: { status, paid_at: invoice.paid_at === null ? null : new Date(invoice.paid_at).toISOString(), amount_due: amountDue },
    }, paymentText(lang, 'status'));
  });

  await app.register(async (scope) => {
    // The body as sent is recorded with the notification; then parsed as JSON (in place of the /api
    // scope's parser, security.ts).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST', { reason: 'MALFORMED_JSON' }), undefined);
      }
    });
    scope.post<{ Body: NotificationBody }>('/payment/notification', { schema: { tags, body: notificationBody } }, async (request, reply) => {
      const lang = requestLang(request);
      const raw = rawBodies.get(request) ?? JSON.stringify(request.body);
      const data = await payments.notify(raw, request.body, lang);
      return ok(reply, { data }, paymentText(lang, 'notification'));
    });
  });

  app.get('/wallet', { preValidation: signedIn, schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    const customerId = requireCustomer(request);
    const [balance, entries] = await Promise.all([
      ledgerBalance(db, customerId),
      db.selectFrom('wallet_entries').leftJoin('invoices', 'invoices.id', 'wallet_entries.invoice_id')
        .select(['wallet_entries.id', 'wallet_entries.kind', 'wallet_entries.amount', 'invoices.invoice_code', 'wallet_entries.created_at'])
        .where('wallet_entries.customer_id', '=', customerId).orderBy('wallet_entries.id', 'desc').limit(50).execute(),
    ]);
    return ok(reply, {
      data: {
        balance,
        entries: entries.map((e) => ({ id: e.id, kind: e.kind, amount: Number(e.amount), invoice_code: e.invoice_code, created_at: new Date(e.created_at).toISOString() })),
      },
    }, paymentText(lang, 'wallet'));
  });

  await walletRoutes(app, deps);
  await cardRoutes(app, deps, payments);

  if (deps.config.env !== 'production') {
    app.post<{ Params: { order_id: string; action: 'settle' | 'expire' } }>('/dev/pay/:order_id/:action', {
      schema: {
        tags: ['dev'], summary: 'The embedded gateway sends its signed notification for a charge (not in production)',
        params: { type: 'object', required: ['order_id', 'action'], properties: { order_id: str(64), action: { type: 'string', enum: ['settle', 'expire'] } } },
      },
    }, async (request, reply) => {
      const result = await simulate(payments, request.params.order_id, request.params.action);
      return reply.status(result.status).send(result.body);
    });
  }
}

/** Builds the embedded gateway's notification and posts it through POST /api/payment/notification (so its verification runs). */
export async function simulate(payments: Payments, orderId: string, action: SimulatedAction): Promise<{ status: number; body: unknown }> {
  const body = await payments.embedded.simulatedNotification(orderId, action);
  if (!body) return { status: 404, body: { action: false, message: 'Pembayaran tidak ditemukan', error: { code: 'NOT_FOUND', reason: 'PAYMENT_NOT_FOUND', message: 'Pembayaran tidak ditemukan' } } };
  return payments.deliver(JSON.stringify(body));
}
