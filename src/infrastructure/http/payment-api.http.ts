// PaymentApi over HTTP (docs/payments.md): POST payment/charge (with the caller's
// Idempotency-Key, kept across the client's retries), GET payment/status/{invoice_code}, GET wallet,
// POST wallet/topup, GET and POST wallet/withdraw (signed by the HttpClient).
// Wire: snake_case, integer rupiah (numeric strings accepted); a wrong shape is MALFORMED_RESPONSE.
import { inject, injectable } from 'inversify';
import type {
  ChargeOptions, InvoicePayment, PaymentApi, PaymentStatus, TopUpInvoice, Wallet, WalletEntry, Withdrawal, WithdrawRequest,
} from '../../application/ports/payment-api.port';
import { wireId } from './bank-account-api.http';
import { list, malformed, num, obj, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';
import { toPaymentInstructions } from './order-api.http';

/** An integer number of rupiah (a whole numeric string such as '2561197' or '2561197.00' too). */
function rupiah(value: unknown, path: string): number {
  const n = num(value, path);
  if (Math.abs(n - Math.round(n)) > 0.005) throw malformed(path);
  return Math.round(n);
}

const nonNegative = (value: unknown, path: string): number => {
  const n = rupiah(value, path);
  if (n < 0) throw malformed(path);
  return n;
};

function isoOrNull(value: unknown, path: string): string | null {
  const s = optStr(value, path);
  if (s !== null && !Number.isFinite(Date.parse(s))) throw malformed(path);
  return s;
}

export function toInvoicePayment(value: unknown, path = 'data'): InvoicePayment {
  const row = obj(value, path);
  return {
    invoiceCode: str(row.invoice_code, `${path}.invoice_code`),
    status: str(row.status, `${path}.status`),
    amount: nonNegative(row.amount, `${path}.amount`),
    walletUsed: nonNegative(row.wallet_used ?? 0, `${path}.wallet_used`),
    amountDue: nonNegative(row.amount_due, `${path}.amount_due`),
    payment: toPaymentInstructions(row.payment, `${path}.payment`),
  };
}

export function toPaymentStatus(value: unknown, path = 'data'): PaymentStatus {
  const row = obj(value, path);
  return {
    status: str(row.status, `${path}.status`),
    paidAt: isoOrNull(row.paid_at, `${path}.paid_at`),
    amountDue: nonNegative(row.amount_due ?? 0, `${path}.amount_due`),
  };
}

function toWalletEntry(value: unknown, path: string): WalletEntry {
  const row = obj(value, path);
  return {
    id: str(row.id, `${path}.id`),
    kind: str(row.kind, `${path}.kind`),
    amount: rupiah(row.amount, `${path}.amount`),
    invoiceCode: optStr(row.invoice_code, `${path}.invoice_code`),
    createdAt: str(row.created_at, `${path}.created_at`),
  };
}

export function toWallet(value: unknown, path = 'data'): Wallet {
  const row = obj(value, path);
  return {
    balance: nonNegative(row.balance, `${path}.balance`),
    entries: row.entries === undefined || row.entries === null ? [] : list(row.entries, `${path}.entries`, toWalletEntry),
  };
}

export function chargeBody(invoiceCode: string, method: string, options: ChargeOptions): Json {
  const body: Json = { invoice_code: invoiceCode, payment_method: method, use_wallet: options.useWallet };
  if (options.cardToken) body.card_token = options.cardToken;
  if (options.savedCardId) body.saved_card_id = Number(options.savedCardId);
  return body;
}

export function toTopUpInvoice(value: unknown, path = 'data'): TopUpInvoice {
  const row = obj(value, path);
  return {
    invoiceCode: str(row.invoice_code, `${path}.invoice_code`),
    total: nonNegative(row.total, `${path}.total`),
    dueDate: str(row.due_date, `${path}.due_date`),
  };
}

export function toWithdrawal(value: unknown, path = 'data'): Withdrawal {
  const row = obj(value, path);
  const account = obj(row.bank_account, `${path}.bank_account`);
  return {
    id: str(row.withdrawal_id, `${path}.withdrawal_id`),
    status: str(row.status, `${path}.status`),
    amount: nonNegative(row.amount, `${path}.amount`),
    bankAccount: {
      id: optStr(account.bank_account_id, `${path}.bank_account.bank_account_id`),
      bank: str(account.bank, `${path}.bank_account.bank`),
      bankCode: str(account.bank_code, `${path}.bank_account.bank_code`),
      number: str(account.number, `${path}.bank_account.number`),
      ownerName: str(account.owner_name, `${path}.bank_account.owner_name`),
    },
    createdAt: isoOrNull(row.created_at, `${path}.created_at`),
    settledAt: isoOrNull(row.settled_at, `${path}.settled_at`),
  };
}

@injectable()
export class HttpPaymentApi implements PaymentApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async charge(invoiceCode: string, method: string, options: ChargeOptions, idempotencyKey: string): Promise<InvoicePayment> {
    const response = await this.http.post('payment/charge', {
      body: chargeBody(invoiceCode, method, options),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    return toInvoicePayment(envelope(response).data);
  }

  async status(invoiceCode: string): Promise<PaymentStatus> {
    return toPaymentStatus(envelope(await this.http.get(`payment/status/${encodeURIComponent(invoiceCode)}`)).data);
  }

  async wallet(): Promise<Wallet> {
    return toWallet(envelope(await this.http.get('wallet')).data);
  }

  async topUp(amount: number, idempotencyKey: string): Promise<TopUpInvoice> {
    const response = await this.http.post('wallet/topup', { body: { amount }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    return toTopUpInvoice(envelope(response).data);
  }

  async withdrawals(): Promise<Withdrawal[]> {
    return list(envelope(await this.http.get('wallet/withdraw')).data, 'data', toWithdrawal);
  }

  async withdraw(request: WithdrawRequest, idempotencyKey: string): Promise<Withdrawal> {
    const response = await this.http.post('wallet/withdraw', {
      body: { amount: request.amount, bank_account_id: wireId(request.bankAccountId), pin: request.pin },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    return toWithdrawal(envelope(response).data);
  }
}
