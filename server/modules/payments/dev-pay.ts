// Development only (not registered in production): GET /dev/pay, a server-rendered page in
// Indonesian listing the embedded gateway's open charges with "Bayar" and "Kedaluwarsa" buttons,
// like a gateway's sandbox simulator. The buttons post a plain form to /dev/pay/{order_id}/{action},
// which sends the signed notification through POST /api/payment/notification and comes back here.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../http/html.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { paymentMethodName } from '../orders/payment.ts';
import { simulate } from './routes.ts';
import type { Payments } from './service.ts';
import { devGatewayPages } from './dev-gateway.ts';
import './tables.ts';

const STYLE = 'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}'
  + 'th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}code{word-break:break-all}'
  + 'form{display:inline}button{margin-right:.5rem;padding:.3rem .8rem}.msg{padding:.5rem;background:#eef6ee;border:1px solid #9c9}';

async function page(db: Db, message: string | null): Promise<string> {
  const rows = await db.selectFrom('payments').innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select(['payments.order_id', 'payments.method', 'payments.amount', 'payments.instructions', 'payments.expires_at', 'invoices.invoice_code'])
    .where('payments.gateway', '=', 'embedded').where('payments.status', '=', 'pending').orderBy('payments.id', 'desc').limit(100).execute();
  const body = rows.length === 0
    ? '<p>Tidak ada pembayaran yang menunggu.</p>'
    : `<table><thead><tr><th>Tagihan</th><th>Order ID</th><th>Metode</th><th>Instruksi</th><th>Jumlah</th><th>Berlaku sampai</th><th></th></tr></thead><tbody>${rows.map((r) => {
      const i = r.instructions;
      const how = i.va_number ? `VA ${escapeHtml(i.va_number)}` : i.bill_key ? `Biller ${escapeHtml(i.biller_code)} / Kode bayar ${escapeHtml(i.bill_key)}`
        : i.payment_code ? `${escapeHtml(i.store ?? '')} kode bayar ${escapeHtml(i.payment_code)}`
        : i.deeplink_url ? `Deep link <code>${escapeHtml(i.deeplink_url)}</code>${i.qr_string ? ` / QRIS <code>${escapeHtml(i.qr_string)}</code>` : ''}`
        : i.qr_string ? `QRIS <code>${escapeHtml(i.qr_string)}</code>` : escapeHtml(i.redirect_url ?? '');
      const id = encodeURIComponent(r.order_id);
      return `<tr><td>${escapeHtml(r.invoice_code)}</td><td>${escapeHtml(r.order_id)}</td><td>${escapeHtml(paymentMethodName(r.method))}</td><td>${how}</td>`
        + `<td>${escapeHtml(formatRupiah(Number(r.amount)))}</td><td>${escapeHtml(r.expires_at ? new Date(r.expires_at).toISOString() : '-')}</td>`
        + `<td><form method="post" action="/dev/pay/${escapeHtml(id)}/settle"><button type="submit">Bayar</button></form>`
        + `<form method="post" action="/dev/pay/${escapeHtml(id)}/expire"><button type="submit">Kedaluwarsa</button></form></td></tr>`;
    }).join('')}</tbody></table>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Simulator Pembayaran</title><style>${STYLE}</style></head>`
    + `<body><h1>Simulator Pembayaran</h1><p>Pembayaran terbuka di gateway bawaan (hanya untuk pengembangan).</p>`
    + `${message ? `<p class="msg">${escapeHtml(message)}</p>` : ''}${body}</body></html>`;
}

export async function devPayPage(app: FastifyInstance, db: Db, payments: Payments): Promise<void> {
  await app.register(async (scope) => {
    // The pages' forms post url-encoded bodies (the buttons' are empty; the 3-D Secure page's has the OTP).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    await devGatewayPages(scope, db, payments);
    scope.get<{ Querystring: { done?: string } }>('/dev/pay', { schema: { hide: true } }, async (request, reply) => {
      const done = typeof request.query.done === 'string' ? request.query.done.slice(0, 200) : null;
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .send(await page(db, done));
    });
    scope.post<{ Params: { order_id: string; action: string } }>('/dev/pay/:order_id/:action', { schema: { hide: true } }, async (request, reply) => {
      const action = request.params.action === 'settle' ? 'settle' : request.params.action === 'expire' ? 'expire' : null;
      if (!action) return reply.redirect('/dev/pay', 303);
      const result = await simulate(payments, request.params.order_id, action);
      const text = result.status === 200 ? `${request.params.order_id}: ${action === 'settle' ? 'dibayar' : 'kedaluwarsa'}` : `${request.params.order_id}: gagal (${result.status})`;
      return reply.redirect(`/dev/pay?done=${encodeURIComponent(text)}`, 303);
    });
  });
}
