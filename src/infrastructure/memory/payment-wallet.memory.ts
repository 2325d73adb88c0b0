// The wallet's side of the in-memory payment (docs/payments.md 'Top-up, bank accounts and
// withdrawals'): the top-up invoice as the memory order store keeps it (type 'topup', pending, due in
// 24 hours, paid through charge like any invoice) and the limits of top-up and withdrawal.
import { ApiError } from '../../application/ports/api-error';
import type { CheckoutTotals } from '../../application/ports/checkout-api.port';
import { DEMO_COMPANY, type MemoryInvoiceRecord } from './order-store.memory';

export const TOPUP_MIN = 10_000;
export const TOPUP_MAX = 50_000_000;
export const WITHDRAW_MIN = 10_000;
const DAY_MS = 24 * 3_600_000;

export const walletInvalid = (reason: string, message: string, field?: string) =>
  new ApiError('UNPROCESSABLE', { reason, message, ...(field ? { field } : {}) });

function totalsOf(amount: number): CheckoutTotals {
  return {
    goodsValue: 0, usTax: 0, shippingToWarehouse: 0, packingFee: 0, additionalTransaction: 0, insurance: 0, freight: 0, allIn: 0,
    importDuty: 0, vat: 0, incomeTax: 0, transactionFee: 0, totalTax: 0, landed: 0, domesticShipping: 0, voucherDiscount: 0, total: amount,
  };
}

/** A pending top-up invoice of `amount`, numbered like the checkout's (INV-<day>-<seq>). */
export function topUpRecord(customerKey: string, seq: number, amount: number, now: number): MemoryInvoiceRecord {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  const code = `INV-${day}-${String(seq).padStart(6, '0')}`;
  return {
    customerKey,
    orders: [],
    detail: {
      code, type: 'topup', status: 'pending', statusLabel: 'Menunggu Pembayaran', message: '',
      createdAt: new Date(now).toISOString(), dueDate: new Date(now + DAY_MS).toISOString(),
      paymentMethod: null, paymentMethodName: null, paymentInstructions: null, paidAt: null,
      amountDue: amount, walletUsed: 0, amounts: totalsOf(amount), voucher: null, orders: [], carts: [], company: DEMO_COMPANY,
    },
  };
}
