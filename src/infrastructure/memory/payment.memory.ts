// The in-memory payment (docs/payments.md) over the MemoryOrderStore the memory checkout writes:
// a deterministic gateway (VA numbers, bill keys, QRIS strings from a sequence; expiry from the
// domain's method defaults, never past the due date), the wallet from the account's balance with a
// ledger entry per movement, and the simulator (/dev/pay's "Bayar" / "Kedaluwarsa") that settles
// or expires a charge: a paid invoice moves its orders and shipments to paid and leaves the bell.
// Top-up: a pending 'topup' invoice (not payable from the wallet); paid, it credits the wallet.
// Withdrawal: amount, PIN (with its lock) and this session's verified one-time code
// (account.memory.ts) and balance checked, the amount debited at once, the row 'pending'
// (the memory payout never settles it).
import { SAVED_CARD_API, type SavedCardApi } from '../../application/ports/saved-card-api.port';
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { PaymentInstructions } from '../../application/ports/order-api.port';
import type {
  ChargeOptions, InvoicePayment, PaymentApi, PaymentSimulator, PaymentStatus, TopUpInvoice, Wallet, WalletEntry, Withdrawal, WithdrawRequest,
} from '../../application/ports/payment-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { chargeExpiryMinutes, methodKind, walletShare, type MethodKind } from '../../domain/payment';
import { premiumEndsAt } from '../../domain/membership';
import { MEMORY_ACCOUNT_SECURITY, type MemoryAccountSecurity } from './account.memory';
import { MemoryBankAccountApi } from './bank-account.memory';
import { DEMO_PAYMENT_GROUPS } from './checkout.memory';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';
import { MEMORY_ORDER_STORE, type MemoryInvoiceRecord, type MemoryOrderStore, type MemoryPaymentRecord } from './order-store.memory';
import { TOPUP_MAX, TOPUP_MIN, WITHDRAW_MIN, topUpRecord, walletInvalid } from './payment-wallet.memory';

const VA_PREFIX: Readonly<Record<string, string>> = { bca: '80777', bni: '988', bri: '26215', permata: '8778' };

const invalid = (reason: string, message: string, field?: string) =>
  new ApiError('UNPROCESSABLE', { reason, message, ...(field ? { field } : {}) });
const methodName = (code: string): string => DEMO_PAYMENT_GROUPS.flatMap((g) => g.methods).find((m) => m.code === code)?.name ?? code;

function instructionsOf(code: string, kind: MethodKind, orderId: string, seq: number, amount: number, expiresAt: string): PaymentInstructions {
  const base: PaymentInstructions = {
    method: code, methodName: methodName(code), orderId, vaNumber: null, bank: null, billerCode: null, billKey: null, qrString: null,
    redirectUrl: null, expiresAt, status: 'pending',
  };
  const digits = String(seq).padStart(8, '0');
  switch (kind.kind) {
    case 'bank_transfer':
      return { ...base, bank: kind.bank, vaNumber: `${VA_PREFIX[kind.bank] ?? '9'}${digits}` };
    case 'echannel':
      return { ...base, billerCode: '70012', billKey: `1${digits}` };
    case 'qris':
      return { ...base, qrString: `00020101021226620014ID.TITIP.WWW0118${orderId}5204599953033605405${amount}5802ID5905TITIP6007JAKARTA6304ABCD` };
    // As the embedded gateway: GoPay the QRIS payload and the app's deep link, ShopeePay the deep link, a store its payment code.
    case 'gopay':
      return {
        ...base, qrString: `00020101021226620014ID.TITIP.WWW0118${orderId}5204599953033605405${amount}5802ID5905TITIP6007JAKARTA6304ABCD`,
        deeplinkUrl: `https://pay.example.com/gopay/${encodeURIComponent(orderId)}`,
      };
    case 'shopeepay':
      return { ...base, deeplinkUrl: `https://pay.example.com/shopeepay/${encodeURIComponent(orderId)}` };
    case 'cstore':
      return { ...base, store: kind.store, paymentCode: `${kind.store === 'alfamart' ? 'TTP' : '8127'}${digits}` };
    default:
      return { ...base, redirectUrl: `https://pay.example.com/3ds/${encodeURIComponent(orderId)}` };
  }
}

@injectable()
export class MemoryPaymentApi implements PaymentApi, PaymentSimulator {
  private readonly withdrawalRows: { customerKey: string; row: Withdrawal }[] = [];
  /** Idempotency-Key of wallet/topup and wallet/withdraw -> the first answer. */
  private readonly walletAttempts = new Map<string, { customerKey: string; fingerprint: string; result: TopUpInvoice | Withdrawal }>();

  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(MemoryBankAccountApi) private readonly banks: MemoryBankAccountApi,
    @inject(MEMORY_ACCOUNT_SECURITY) private readonly security: MemoryAccountSecurity,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
    @inject(SAVED_CARD_API) @optional() private readonly savedCards?: SavedCardApi,
  ) {}

  /** A saved card of the signed-in customer's (the perks feature's memory SavedCardApi), as the server checks. */
  private async ownsSavedCard(id: string): Promise<boolean> {
    return this.savedCards ? (await this.savedCards.list()).some((c) => c.id === id) : false;
  }

  private now(): number {
    return this.clock ? this.clock.now() : Date.now();
  }

  private mine(code: string): { customerKey: string; record: MemoryInvoiceRecord } {
    const customerKey = requireCustomer(this.backend, this.session).customer.customerKey;
    const record = this.store.byInvoice(code);
    if (!record || record.customerKey !== customerKey) throw new ApiError('NOT_FOUND', { reason: 'INVOICE_NOT_FOUND', message: 'Invoice not found' });
    return { customerKey, record };
  }

  async charge(invoiceCode: string, method: string, options: ChargeOptions, idempotencyKey: string): Promise<InvoicePayment> {
    const { customerKey, record } = this.mine(invoiceCode);
    if (!idempotencyKey) throw invalid('IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key is required');
    const fingerprint = JSON.stringify({ invoiceCode, method, options });
    const seen = this.store.chargeAttempts.get(idempotencyKey);
    if (seen && seen.customerKey === customerKey) {
      if (seen.fingerprint !== fingerprint) throw invalid('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was used for another request');
      return copy(seen.result);
    }
    const detail = record.detail;
    const now = this.now();
    const dueAt = detail.dueDate ? Date.parse(detail.dueDate) : null;
    if (detail.status !== 'pending' || (dueAt !== null && dueAt <= now)) throw new ApiError('CONFLICT', { reason: 'INVOICE_NOT_PENDING', message: 'Invoice is not pending' });
    const kind = methodKind(method);
    if (!kind) throw invalid('PAYMENT_METHOD_UNAVAILABLE', 'Metode pembayaran belum tersedia', 'body.payment_method');
    if (detail.type === 'topup' && (options.useWallet || kind.kind === 'wallet')) {
      throw invalid('TOPUP_FROM_WALLET', 'Isi saldo tidak dapat dibayar dengan saldo', options.useWallet ? 'body.use_wallet' : 'body.payment_method');
    }
    if (kind.kind === 'credit_card' && !options.cardToken && !options.savedCardId) throw invalid('CARD_TOKEN_REQUIRED', 'card_token is required', 'body.card_token');
    if (options.savedCardId !== undefined && !(await this.ownsSavedCard(options.savedCardId))) {
      throw new ApiError('NOT_FOUND', { reason: 'CARD_NOT_FOUND', message: 'Kartu tidak ditemukan', field: 'body.saved_card_id' });
    }
    const account = requireCustomer(this.backend, this.session);
    const taken = walletShare(detail.amountDue, account.walletBalance, options.useWallet || kind.kind === 'wallet');
    if (kind.kind === 'wallet' && taken < detail.amountDue) throw invalid('INSUFFICIENT_BALANCE', 'Saldo tidak cukup', 'body.payment_method');

    const open = this.store.payments.find((p) => p.invoiceCode === detail.code && p.instructions.status === 'pending');
    // Not for a card: every card attempt (a new token) is a new charge, as on the server.
    if (open && taken === 0 && method !== 'credit_card' && open.instructions.method === method && open.amount === detail.amountDue) {
      // The same method for the same amount while its charge is open: that same charge (two tabs, one VA).
      const same: InvoicePayment = {
        invoiceCode: detail.code, status: detail.status, amount: detail.amounts.total, walletUsed: detail.walletUsed, amountDue: detail.amountDue,
        payment: copy(open.instructions),
      };
      this.store.chargeAttempts.set(idempotencyKey, { customerKey, fingerprint, result: same });
      return copy(same);
    }
    // Another method (or a new wallet part): the open charge is cancelled first.
    if (open) open.instructions.status = 'cancelled';
    detail.paymentInstructions = null;

    if (taken > 0) {
      account.walletBalance -= taken;
      detail.walletUsed += taken;
      detail.amountDue -= taken;
      this.ledger(customerKey, 'payment', -taken, detail.code);
    }
    detail.paymentMethod = method;
    detail.paymentMethodName = methodName(method);
    if (detail.amountDue === 0) this.markPaid(record);
    else {
      const seq = this.store.payments.length + 1;
      const orderId = `${detail.code}-${this.store.payments.filter((p) => p.invoiceCode === detail.code).length + 1}`;
      const expiresAt = new Date(now + chargeExpiryMinutes(kind, now, dueAt) * 60_000).toISOString();
      const payment: MemoryPaymentRecord = {
        customerKey, invoiceCode: detail.code, amount: detail.amountDue, instructions: instructionsOf(method, kind, orderId, seq, detail.amountDue, expiresAt),
      };
      this.store.payments.push(payment);
      detail.paymentInstructions = copy(payment.instructions);
    }
    const result: InvoicePayment = {
      invoiceCode: detail.code, status: detail.status, amount: detail.amounts.total, walletUsed: detail.walletUsed, amountDue: detail.amountDue,
      payment: copy(detail.paymentInstructions),
    };
    this.store.chargeAttempts.set(idempotencyKey, { customerKey, fingerprint, result });
    return copy(result);
  }

  async status(invoiceCode: string): Promise<PaymentStatus> {
    const { detail } = this.mine(invoiceCode).record;
    return { status: detail.status, paidAt: detail.paidAt, amountDue: detail.amountDue };
  }

  async wallet(): Promise<Wallet> {
    const account = requireCustomer(this.backend, this.session);
    return { balance: account.walletBalance, entries: copy(this.store.walletEntries.get(account.customer.customerKey) ?? []) };
  }

  async topUp(amount: number, idempotencyKey: string): Promise<TopUpInvoice> {
    return this.once(idempotencyKey, { topUp: amount }, (customerKey) => {
      if (!Number.isSafeInteger(amount) || amount < TOPUP_MIN || amount > TOPUP_MAX) {
        throw walletInvalid('TOPUP_AMOUNT_INVALID', 'Jumlah isi saldo harus antara Rp10.000 dan Rp50.000.000', 'body.amount');
      }
      const record = topUpRecord(customerKey, this.store.next(), amount, this.now());
      this.store.invoices.unshift(record);
      const { detail } = record;
      const bell = this.backend.invoices.get(customerKey) ?? [];
      this.backend.invoices.set(customerKey, [
        { code: detail.code, type: 'topup', status: 'pending', statusLabel: detail.statusLabel, message: '', createdAt: detail.createdAt, dueDate: detail.dueDate },
        ...bell,
      ]);
      return { invoiceCode: detail.code, total: amount, dueDate: detail.dueDate ?? detail.createdAt };
    });
  }

  async withdrawals(): Promise<Withdrawal[]> {
    const customerKey = requireCustomer(this.backend, this.session).customer.customerKey;
    return copy(this.withdrawalRows.filter((w) => w.customerKey === customerKey).map((w) => w.row).reverse());
  }

  async withdraw(request: WithdrawRequest, idempotencyKey: string): Promise<Withdrawal> {
    return this.once(idempotencyKey, request, (customerKey) => {
      const account = requireCustomer(this.backend, this.session);
      if (!Number.isSafeInteger(request.amount) || request.amount < WITHDRAW_MIN) {
        throw walletInvalid('WITHDRAW_AMOUNT_INVALID', 'Jumlah penarikan minimal Rp10.000', 'body.amount');
      }
      // As the server: the PIN counted first; the verified code used up only by a withdrawal made.
      this.security.checkPin(customerKey, request.pin);
      const bank = this.banks.account(request.bankAccountId);
      if (account.walletBalance < request.amount) throw walletInvalid('INSUFFICIENT_BALANCE', 'Saldo tidak mencukupi', 'body.amount');
      this.security.consumeOtp(customerKey, this.session.loginToken() ?? '');
      account.walletBalance -= request.amount;
      const id = `WD-${this.withdrawalRows.length + 1}`;
      this.ledger(customerKey, 'withdrawal', -request.amount, null);
      const row: Withdrawal = {
        id, status: 'pending', amount: request.amount,
        bankAccount: { id: bank.id, bank: bank.bank, bankCode: bank.bankCode, number: bank.number, ownerName: bank.ownerName },
        createdAt: new Date(this.now()).toISOString(), settledAt: null,
      };
      this.withdrawalRows.push({ customerKey, row });
      return row;
    });
  }

  /** One answer per Idempotency-Key (the same key with another body: IDEMPOTENCY_KEY_REUSED). */
  private once<T extends TopUpInvoice | Withdrawal>(idempotencyKey: string, body: unknown, run: (customerKey: string) => T): T {
    const customerKey = requireCustomer(this.backend, this.session).customer.customerKey;
    if (!idempotencyKey) throw walletInvalid('IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key is required');
    const fingerprint = JSON.stringify(body);
    const seen = this.walletAttempts.get(idempotencyKey);
    if (seen && seen.customerKey === customerKey) {
      if (seen.fingerprint !== fingerprint) throw walletInvalid('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was used for another request');
      return copy(seen.result as T);
    }
    const result = run(customerKey);
    this.walletAttempts.set(idempotencyKey, { customerKey, fingerprint, result: copy(result) });
    return copy(result);
  }

  async openPayments(): Promise<{ orderId: string; invoiceCode: string; method: string; amount: number }[]> {
    return this.store.payments
      .filter((p) => p.instructions.status === 'pending')
      .map((p) => ({ orderId: p.instructions.orderId ?? '', invoiceCode: p.invoiceCode, method: p.instructions.method, amount: p.amount }))
      .reverse();
  }

  async settle(orderId: string): Promise<void> {
    const { payment, record } = this.charged(orderId);
    if (payment.instructions.status !== 'pending') return; // a repeat changes nothing
    payment.instructions.status = 'paid';
    this.markPaid(record);
  }

  async expire(orderId: string): Promise<void> {
    const { payment, record } = this.charged(orderId);
    if (payment.instructions.status !== 'pending') return;
    payment.instructions.status = 'expired';
    const detail = record.detail;
    if (detail.paymentInstructions?.orderId === orderId) detail.paymentInstructions = { ...detail.paymentInstructions, status: 'expired' };
  }

  private charged(orderId: string): { payment: MemoryPaymentRecord; record: MemoryInvoiceRecord } {
    const payment = this.store.payments.find((p) => p.instructions.orderId === orderId);
    const record = payment ? this.store.byInvoice(payment.invoiceCode) : undefined;
    if (!payment || !record) throw new ApiError('NOT_FOUND', { reason: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
    return { payment, record };
  }

  /** The invoice paid: its orders and shipments paid (a timeline entry), the bell no longer counts it. */
  private markPaid(record: MemoryInvoiceRecord): void {
    const at = new Date(this.now()).toISOString();
    const detail = record.detail;
    detail.status = 'paid';
    detail.statusLabel = 'Lunas';
    detail.paidAt = at;
    detail.amountDue = 0;
    if (detail.paymentInstructions) detail.paymentInstructions = { ...detail.paymentInstructions, status: 'paid' };
    for (const order of record.orders) {
      order.status = 'paid';
      order.statusLabel = 'Dibayar';
      order.timeline.push({ status: 'paid', at });
      for (const s of order.shipments) s.status = 'paid';
    }
    for (const order of detail.orders) {
      order.status = 'paid';
      for (const s of order.shipments) s.status = 'paid';
    }
    const bell = this.backend.invoices.get(record.customerKey) ?? [];
    this.backend.invoices.set(record.customerKey, bell.filter((i) => i.code !== detail.code));
    if (detail.type === 'topup') {
      // The top-up's money reaches the wallet in the same step (one 'topup' ledger row of its amount).
      const account = this.backend.accounts.get(record.customerKey);
      if (account) account.walletBalance += detail.amounts.total;
      this.ledger(record.customerKey, 'topup', detail.amounts.total, detail.code);
    }
    // A premium invoice paid: one premium period from the current end or now (as the server's grantPremium).
    if (detail.type === 'premium') {
      this.backend.premiumUntil.set(record.customerKey, premiumEndsAt(this.backend.premiumUntil.get(record.customerKey) ?? null, this.now()));
    }
  }

  private ledger(customerKey: string, kind: WalletEntry['kind'], amount: number, invoiceCode: string | null): void {
    const entries = this.store.walletEntries.get(customerKey) ?? [];
    const entry: WalletEntry = { id: `W-${entries.length + 1}`, kind, amount, invoiceCode, createdAt: new Date(this.now()).toISOString() };
    this.store.walletEntries.set(customerKey, [entry, ...entries]);
  }
}
