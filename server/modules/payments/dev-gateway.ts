// Development only (registered with /dev/pay, never in production): the embedded gateway's card
// side as a browser sees a real gateway's (embedded-card.ts).
//   POST /dev/gateway/v2/token             Midtrans' Get Token answer for the card in the JSON body
//                                          (a body, not a query string: card numbers stay out of logs)
//   GET  /dev/gateway/midtrans-new-3ds.js  a client library exposing MidtransNew3ds.getCardToken
//   GET  /dev/gateway/3ds/{order_id}       the 3-D Secure page (one-time password 112233)
//   POST /dev/gateway/3ds/{order_id}       its form: sends the signed notification (capture + accept,
//                                          or deny for the declined test card) and returns the
//                                          customer to the storefront's invoice page
//   GET  /dev/gateway/ewallet/{order_id}   the e-wallet app (GoPay, ShopeePay) a deep link opens:
//                                          amount and "Bayar" / "Batal"
//   POST /dev/gateway/ewallet/{order_id}   "Bayar" sends the signed settlement notification; both
//                                          return the customer to callback_url (the invoice page)
import type { FastifyInstance } from 'fastify';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { escapeHtml } from '../../http/html.ts';
import { EMBEDDED_3DS_OTP } from './embedded-card.ts';
import { EWALLET_APP_PATH } from './embedded-gateway.ts';
import { paymentMethodName } from '../orders/payment.ts';
import { simulate } from './routes.ts';
import type { Payments } from './service.ts';
import type { Db } from '../../db/database.ts';
import './tables.ts';

const CLIENT_LIBRARY = `(function () {
  var tag = document.getElementById('midtrans-script');
  var key = tag ? tag.getAttribute('data-client-key') : '';
  var base = tag ? new URL(tag.src, location.href).origin : location.origin;
  function go(url) { location.assign(url); }
  window.MidtransNew3ds = {
    clientKey: key,
    getCardToken: function (card, callbacks) {
      var body = { client_key: key || '', card_number: card.card_number || '', card_exp_month: card.card_exp_month || '',
        card_exp_year: card.card_exp_year || '', card_cvv: card.card_cvv || '' };
      fetch(base + '/dev/gateway/v2/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
        .then(function (r) { return r.json(); })
        .then(function (res) { if (res && res.status_code === '200' && res.token_id) callbacks.onSuccess(res); else callbacks.onFailure(res); })
        .catch(function (e) { callbacks.onFailure({ status_code: '500', status_message: String(e) }); });
    },
    authenticate: function (url) { go(url); },
    redirect: function (url) { go(url); }
  };
})();
`;

const STYLE = 'body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#222}main{max-width:420px;margin:3rem auto;background:#fff;'
  + 'border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}label{display:block;margin:.8rem 0 .3rem}input{font-size:1.1rem;padding:.5rem;width:10rem}'
  + 'button{margin:.8rem .5rem 0 0;padding:.5rem 1rem;font-size:1rem}.err{color:#b00020}.muted{color:#666;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}';

/** Only a path of this site or an http(s) address is a place to send the customer back to. */
function safeReturn(url: string | null): string {
  if (url && (/^\/(?!\/)/.test(url) || /^https?:\/\//.test(url))) return url;
  return '/';
}

export async function devGatewayPages(app: FastifyInstance, db: Db, payments: Payments): Promise<void> {
  const cards = payments.embedded.cards;

  app.post<{ Body: Record<string, unknown> }>('/dev/gateway/v2/token', {
    schema: { hide: true, body: { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 64 } } },
  }, async (request, reply) => {
    const answer = cards.tokenize(request.body);
    return reply.status(answer.status_code === '200' ? 200 : answer.status_code === '401' ? 401 : 400).header('cache-control', 'no-store').send(answer);
  });

  app.get('/dev/gateway/midtrans-new-3ds.js', { schema: { hide: true } }, async (_request, reply) => reply
    .header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CLIENT_LIBRARY));

  const page = async (orderId: string, error: string | null) => {
    const session = cards.session(orderId);
    const payment = await db.selectFrom('payments').select(['amount', 'status']).where('order_id', '=', orderId).where('gateway', '=', 'embedded').executeTakeFirst();
    const body = !session || !payment || payment.status !== 'pending'
      ? '<p>Sesi 3-D Secure ini tidak ditemukan atau sudah selesai.</p>'
      : `<dl><dt>Merchant</dt><dd>TITIP GLOBAL</dd><dt>Jumlah</dt><dd>${escapeHtml(formatRupiah(Number(payment.amount)))}</dd>`
        + `<dt>Kartu</dt><dd>${escapeHtml(session.brand.toUpperCase())} •••• ${escapeHtml(session.last4)}</dd></dl>`
        + `<form method="post" action="/dev/gateway/3ds/${escapeHtml(encodeURIComponent(orderId))}">`
        + `<label for="otp">Kode OTP</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" autofocus>`
        + `${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}`
        + `<p class="muted">Simulator: kode OTP ${EMBEDDED_3DS_OTP}.</p>`
        + '<button type="submit" name="action" value="submit">Kirim</button><button type="submit" name="action" value="cancel">Batal</button></form>';
    return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
      + `<title>Otentikasi 3-D Secure</title><style>${STYLE}</style></head><body><main><h1>Otentikasi 3-D Secure</h1>${body}</main></body></html>`;
  };
  const html = (reply: import('fastify').FastifyReply, content: string, status = 200) => reply.status(status)
    .header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'").send(content);

  const orderParams = { type: 'object', required: ['order_id'], properties: { order_id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
  app.get<{ Params: { order_id: string } }>('/dev/gateway/3ds/:order_id', { schema: { hide: true, params: orderParams } }, async (request, reply) =>
    html(reply, await page(request.params.order_id, null)));

  app.post<{ Params: { order_id: string }; Body: Record<string, string> }>('/dev/gateway/3ds/:order_id', { schema: { hide: true, params: orderParams } }, async (request, reply) => {
    const orderId = request.params.order_id;
    const session = cards.session(orderId);
    if (!session) return html(reply, await page(orderId, null), 404);
    const form = request.body ?? {};
    if (form['action'] === 'cancel') {
      cards.close(orderId);
      return reply.redirect(safeReturn(session.callbackUrl), 303);
    }
    if (form['otp'] !== EMBEDDED_3DS_OTP) return html(reply, await page(orderId, 'Kode OTP salah. Coba lagi.'), 422);
    const result = await simulate(payments, orderId, session.declined ? 'deny' : 'capture');
    if (result.status !== 200) return html(reply, await page(orderId, `Gateway gagal (${result.status}).`), 502);
    cards.close(orderId);
    return reply.redirect(safeReturn(session.callbackUrl), 303);
  });

  // The e-wallet app a deep link of the embedded gateway opens (GoPay, ShopeePay).
  const walletPage = async (orderId: string, callbackUrl: string | null, note: string | null) => {
    const payment = await db.selectFrom('payments').select(['amount', 'status', 'method']).where('order_id', '=', orderId).where('gateway', '=', 'embedded').executeTakeFirst();
    const app = payment ? paymentMethodName(payment.method) ?? payment.method : 'E-wallet';
    const back = callbackUrl ? `?callback_url=${encodeURIComponent(callbackUrl)}` : '';
    const body = !payment || payment.status !== 'pending' || (payment.method !== 'gopay' && payment.method !== 'shopeepay')
      ? `<p>Pembayaran ini tidak ditemukan atau sudah selesai.</p>${callbackUrl ? `<p><a href="${escapeHtml(safeReturn(callbackUrl))}">Kembali ke toko</a></p>` : ''}`
      : `<dl><dt>Merchant</dt><dd>TITIP GLOBAL</dd><dt>Jumlah</dt><dd>${escapeHtml(formatRupiah(Number(payment.amount)))}</dd>`
        + `<dt>Order ID</dt><dd>${escapeHtml(orderId)}</dd></dl>`
        + `<form method="post" action="${EWALLET_APP_PATH}/${escapeHtml(encodeURIComponent(orderId))}${escapeHtml(back)}">`
        + `${note ? `<p class="err" role="alert">${escapeHtml(note)}</p>` : ''}`
        + '<p class="muted">Simulator aplikasi dompet digital (hanya untuk pengembangan).</p>'
        + '<button type="submit" name="action" value="pay">Bayar</button><button type="submit" name="action" value="cancel">Batal</button></form>';
    return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
      + `<title>${escapeHtml(app)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(app)}</h1>${body}</main></body></html>`;
  };
  const callbackOf = (query: { callback_url?: unknown }) => (typeof query.callback_url === 'string' ? query.callback_url.slice(0, 500) : null);

  app.get<{ Params: { order_id: string }; Querystring: { callback_url?: string } }>(`${EWALLET_APP_PATH}/:order_id`, { schema: { hide: true, params: orderParams } }, async (request, reply) =>
    html(reply, await walletPage(request.params.order_id, callbackOf(request.query), null)));

  app.post<{ Params: { order_id: string }; Querystring: { callback_url?: string }; Body: Record<string, string> }>(`${EWALLET_APP_PATH}/:order_id`, {
    schema: { hide: true, params: orderParams },
  }, async (request, reply) => {
    const orderId = request.params.order_id;
    const callbackUrl = callbackOf(request.query);
    if ((request.body ?? {})['action'] === 'pay') {
      const payment = await db.selectFrom('payments').select(['status', 'method']).where('order_id', '=', orderId).where('gateway', '=', 'embedded').executeTakeFirst();
      if (!payment || payment.status !== 'pending' || (payment.method !== 'gopay' && payment.method !== 'shopeepay')) {
        return html(reply, await walletPage(orderId, callbackUrl, null), 404);
      }
      const result = await simulate(payments, orderId, 'settle');
      if (result.status !== 200) return html(reply, await walletPage(orderId, callbackUrl, `Gateway gagal (${result.status}).`), 502);
    }
    return reply.redirect(safeReturn(callbackUrl), 303);
  });
}
