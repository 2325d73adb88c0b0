// The payments module on the wire: a charge's instructions (InvoicePayment.payment, and the
// invoice detail's payment_instructions), and the invoice's payment summary.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { paymentMethodName } from '../orders/payment.ts';
import type { PaymentTable } from './tables.ts';
import { walletHeldBy } from './ledger.ts';

export type PaymentRow = Selectable<PaymentTable>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function paymentWire(p: PaymentRow) {
  const i = p.instructions;
  return {
    method: p.method,
    method_name: paymentMethodName(p.method),
    order_id: p.order_id,
    amount: Number(p.amount),
    va_number: i.va_number ?? null,
    bank: i.bank ?? null,
    biller_code: i.biller_code ?? null,
    bill_key: i.bill_key ?? null,
    qr_string: i.qr_string ?? null,
    redirect_url: i.redirect_url ?? null,
    qr_url: i.qr_url ?? null,
    deeplink_url: i.deeplink_url ?? null,
    payment_code: i.payment_code ?? null,
    store: i.store ?? null,
    expires_at: iso(p.expires_at),
    status: p.status,
  };
}
export type PaymentWire = ReturnType<typeof paymentWire>;

/** The charge the invoice page shows: the open one, else the one that paid, else the latest. */
export async function currentPayment(db: Db, invoiceId: number): Promise<PaymentRow | undefined> {
  const rows = await db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).orderBy('id', 'desc').limit(20).execute();
  return rows.find((r) => r.status === 'pending') ?? rows.find((r) => r.status === 'paid') ?? rows[0];
}

/** payment_instructions of GET invoices/{code}: the current charge, null before one. */
export async function paymentInstructionsOf(db: Db, invoiceId: number): Promise<PaymentWire | null> {
  const p = await currentPayment(db, invoiceId);
  return p ? paymentWire(p) : null;
}

export async function invoicePaymentWire(db: Db, invoice: { id: number; invoice_code: string; total: string }, status: string, payment: PaymentRow | undefined) {
  const amount = Number(invoice.total);
  const walletUsed = await walletHeldBy(db, invoice.id);
  return {
    invoice_code: invoice.invoice_code,
    status,
    amount,
    wallet_used: walletUsed,
    amount_due: status === 'pending' ? Math.max(0, amount - walletUsed) : 0,
    payment: payment ? paymentWire(payment) : null,
  };
}
