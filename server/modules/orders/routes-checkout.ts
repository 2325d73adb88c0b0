// POST cart/checkout/preview, POST cart/checkout and POST cart/checkout-consolidate (signed path).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { IDEMPOTENCY_HEADER } from '../../http/security.ts';
import { recheckProviderPrices } from '../cart/recheck.ts';
import { buildQuote, type CheckoutBody } from './checkout.ts';
import { tariffCourier, type CourierPort } from './courier.ts';
import { lartasPreviewWire } from './lartas-ack.ts';
import { placeOrder } from './place.ts';
import { checkoutBody, previewBody } from './schemas.ts';
import { orderError, orderText } from './texts.ts';
import { voucherWire } from './vouchers.ts';
import { previewShipmentWire, totalsWire } from './wire.ts';

const tags = ['checkout'];

export async function checkoutRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const courier: CourierPort = deps.ports.courier ?? tariffCourier();
  const signedIn = async (request: FastifyRequest) => { requireCustomer(request); };

  app.post('/cart/checkout/preview', { preValidation: signedIn, schema: { tags, body: previewBody } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body as CheckoutBody;
    // Marketplace prices older than their TTL are checked again first (docs/marketplace.md "Checkout").
    await recheckProviderPrices(deps, requireCustomer(request), body.cart_detail_codes, lang);
    const quote = await buildQuote(db, {
      body, customerId: requireCustomer(request), lang, now: deps.ports.now(), courier, lock: false,
    });
    return ok(reply, {
      data: {
        shipments: quote.shipments.map(previewShipmentWire),
        totals: totalsWire(quote.totals),
        voucher: voucherWire(quote.voucher, lang),
        has_npwp: quote.account.hasNpwp,
        importer_mode: quote.account.importerMode,
        premium: quote.account.premium,
        lartas: lartasPreviewWire(quote.lartas, lang),
      },
    }, orderText(lang, 'preview'));
  });

  const place = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    const customerId = requireCustomer(request);
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || key.trim() === '') {
      throw orderError('UNPROCESSABLE', lang, 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', `headers.${IDEMPOTENCY_HEADER}`);
    }
    const body = request.body as CheckoutBody;
    // Only a method the configured gateway takes (the one payment-groups offers); the invoice could not be paid otherwise.
    if (body.payment_method !== undefined && !app.payments.offers(body.payment_method)) {
      throw orderError('UNPROCESSABLE', lang, 'methodUnavailable', 'PAYMENT_METHOD_UNAVAILABLE', 'body.payment_method');
    }
    // Outside the order's transaction (a provider call holds no row lock); a changed price then
    // changes the quote's total, and placing answers 409 PRICE_CHANGED for the customer to confirm.
    await recheckProviderPrices(deps, customerId, body.cart_detail_codes, lang);
    const placed = await placeOrder(db, { body, customerId, lang, now: deps.ports.now(), courier });
    return ok(reply, { data: placed }, orderText(lang, 'created'), 201);
  };

  app.post('/cart/checkout', { preValidation: signedIn, schema: { tags, body: checkoutBody } }, place);
  app.post('/cart/checkout-consolidate', { preValidation: signedIn, schema: { tags, body: checkoutBody } }, place);
}
