// What the in-memory checkout writes and the in-memory OrderApi reads (one per container):
// invoices with their orders, the idempotency keys' answers, the voucher uses; plus the demo
// vouchers of docs/api/orders.md and the demo company block of the printed invoice.
import { injectable } from 'inversify';
import type { PlacedOrder } from '../../application/ports/checkout-api.port';
import type { CompanyInfo, InvoiceDetail, OrderDetail, PaymentInstructions } from '../../application/ports/order-api.port';
import type { InvoicePayment, WalletEntry } from '../../application/ports/payment-api.port';

export const MEMORY_ORDER_STORE = Symbol.for('infrastructure.MemoryOrderStore');

export interface MemoryInvoiceRecord {
  customerKey: string;
  detail: InvoiceDetail;
  orders: OrderDetail[];
}

/** A charge of the memory gateway (payment.memory.ts). */
export interface MemoryPaymentRecord {
  customerKey: string;
  invoiceCode: string;
  amount: number;
  instructions: PaymentInstructions;
}

export interface DemoVoucher {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  minSpend: number;
  maxDiscount: number | null;
  /** Epoch ms; null = always. */
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  newCustomerOnly: boolean;
  description: string;
}

/**
 * The seeded vouchers of docs/api/orders.md (server/modules/orders/seed.ts), plus one used up and one
 * not started yet for the stories. LAMA ends before the stories' fixed clock (1 March 2024) here, so
 * that it reads as expired there.
 */
export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  { code: 'HEMAT10', kind: 'percentage', value: 10, minSpend: 100_000, maxDiscount: 50_000, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: null, newCustomerOnly: false, description: 'Diskon 10% hingga Rp 50.000' },
  { code: 'ONGKIR25', kind: 'fixed', value: 25_000, minSpend: 200_000, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: 1, newCustomerOnly: false, description: 'Potongan Rp 25.000' },
  { code: 'BARU50', kind: 'fixed', value: 50_000, minSpend: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: 1, newCustomerOnly: true, description: 'Potongan Rp 50.000 untuk pelanggan baru' },
  { code: 'LAMA', kind: 'fixed', value: 10_000, minSpend: 0, maxDiscount: null, startsAt: null, endsAt: Date.UTC(2023, 11, 31), usageLimit: null, perCustomerLimit: null, newCustomerOnly: false, description: 'Voucher lama' },
  { code: 'HABIS', kind: 'fixed', value: 10_000, minSpend: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: 0, perCustomerLimit: null, newCustomerOnly: false, description: 'Kuota habis' },
  { code: 'SEGERA', kind: 'fixed', value: 10_000, minSpend: 0, maxDiscount: null, startsAt: Date.UTC(2099, 0, 1), endsAt: null, usageLimit: null, perCustomerLimit: null, newCustomerOnly: false, description: 'Belum berlaku' },
];

/** The seller block of the printed invoice (the server's demo values, server/modules/orders/company.ts). */
export const DEMO_COMPANY: CompanyInfo = {
  name: 'PT Titip Global Indonesia',
  address: 'Jl. Medan Merdeka Barat No. 1, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
  npwp: '01.234.567.8-071.000',
  email: 'billing@titip.co.id',
  phone: '021-5000-1234',
};

@injectable()
export class MemoryOrderStore {
  readonly invoices: MemoryInvoiceRecord[] = [];
  /** Idempotency-Key -> the first answer (and who asked, with which body). */
  readonly attempts = new Map<string, { customerKey: string; fingerprint: string; result: PlacedOrder }>();
  readonly voucherUses: { code: string; customerKey: string; invoiceCode: string }[] = [];
  /** cart_detail_codes already checked out (a later request naming one answers 409 CART_CHANGED). */
  readonly checkedOut = new Set<string>();
  /** The memory gateway's charges, oldest first. */
  readonly payments: MemoryPaymentRecord[] = [];
  /** Idempotency-Key of POST payment/charge -> the first answer. */
  readonly chargeAttempts = new Map<string, { customerKey: string; fingerprint: string; result: InvoicePayment }>();
  /** The wallet ledger: customerKey -> entries, newest first. */
  readonly walletEntries = new Map<string, WalletEntry[]>();
  private seq = 0;

  next(): number {
    this.seq += 1;
    return this.seq;
  }

  byInvoice(code: string): MemoryInvoiceRecord | undefined {
    const key = code.trim().toUpperCase();
    return this.invoices.find((r) => r.detail.code.toUpperCase() === key);
  }

  byOrder(code: string): MemoryInvoiceRecord | undefined {
    const key = code.trim().toUpperCase();
    return this.invoices.find((r) => r.orders.some((o) => o.code.toUpperCase() === key));
  }
}
