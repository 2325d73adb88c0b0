// The embedded gateway's charges (deterministic per order id, documented shapes, a valid QRIS CRC)
// and the /dev/pay page escaping every value it shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { charge, shopperWithInvoice } from './fixtures/payments.ts';
import { embeddedCharge, qrisString } from '../../server/modules/payments/embedded-gateway.ts';
import { escapeHtml } from '../../server/http/html.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => server?.close());

const request = (orderId: string, method: Parameters<typeof embeddedCharge>[0]['method']) => ({
  orderId, grossAmount: 150_000, method, expiryMinutes: 60, customer: { firstName: 'Budi', lastName: 'S', email: null, phone: null },
});

describe('embedded gateway', () => {
  it('answers the same charge for the same order id and the documented shapes', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const a = embeddedCharge(request('INV-20260101-AAAAAA-1', { kind: 'bank_transfer', bank: 'bni' }), now);
    expect(embeddedCharge(request('INV-20260101-AAAAAA-1', { kind: 'bank_transfer', bank: 'bni' }), now)).toEqual(a);
    expect(a).toMatchObject({ status: 'pending', bank: 'bni', vaNumber: expect.stringMatching(/^98812\d{11}$/), expiresAt: '2026-01-01T01:00:00.000Z' });
    expect(embeddedCharge(request('INV-20260101-AAAAAA-2', { kind: 'bank_transfer', bank: 'bni' }), now).vaNumber).not.toBe(a.vaNumber);
    expect(embeddedCharge(request('X-1', { kind: 'echannel' }), now)).toMatchObject({ billerCode: '70012', billKey: expect.stringMatching(/^\d{12}$/) });
    // A card needs the gateway's card side (its tokens): tests/integration/payments-card.test.ts.
    expect(() => embeddedCharge(request('X-1', { kind: 'credit_card', tokenId: 't' }), now)).toThrow();
    const qr = qrisString('X-1', 150_000);
    expect(qr).toContain('5406150000');
    expect(qr).toContain('5802ID');
  });

  it('escapes every value on /dev/pay', async () => {
    expect(escapeHtml('<a href="x">\'&')).toBe('&#60;a href&#61;&#34;x&#34;&#62;&#39;&#38;');
    const inv = await shopperWithInvoice(server.baseUrl, server.db);
    const res = await charge(inv.shopper, { invoice_code: inv.code, payment_method: 'bca_va' });
    await server.db.updateTable('payments').set({ instructions: JSON.stringify({ va_number: '<script>alert(1)</script>' }) })
      .where('order_id', '=', res.body.data.payment.order_id).execute();
    const page = await fetch(`${server.baseUrl}/dev/pay`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    // The "Bayar" form settles and comes back to the page.
    const form = await fetch(`${server.baseUrl}/dev/pay/${res.body.data.payment.order_id}/settle`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/dev\/pay\?done=/);
    const invoice = await server.db.selectFrom('invoices').select('status').where('invoice_code', '=', inv.code).executeTakeFirstOrThrow();
    expect(invoice.status).toBe('paid');
  });
});
