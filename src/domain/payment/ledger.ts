/**
 * The wallet is a ledger: one signed entry per movement, the balance is their sum, and a
 * movement that would take it below zero is refused. Integer rupiah.
 */
export const LEDGER_KINDS = ['topup', 'payment', 'refund', 'withdrawal', 'adjustment', 'commission'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  readonly kind: LedgerKind;
  /** Signed: money in > 0, money out < 0. */
  readonly amount: number;
}

/** Money in (+1), money out (-1), or either (0: an adjustment carries its own sign). */
export const LEDGER_SIGN: Readonly<Record<LedgerKind, 1 | -1 | 0>> = {
  topup: 1,
  refund: 1,
  // An affiliate partner's commission on a referred customer's delivered order (docs/membership.md).
  commission: 1,
  payment: -1,
  withdrawal: -1,
  adjustment: 0,
};

export function balanceOf(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + e.amount, 0);
}

export type MovementResult =
  | { ok: true; entry: LedgerEntry; balance: number }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE' | 'INVALID_AMOUNT' };

/**
 * One movement on a balance. `amount`: for topup/refund/payment/withdrawal the magnitude (a
 * positive integer; the kind gives the sign); for an adjustment the signed amount (not zero).
 */
export function applyMovement(balance: number, kind: LedgerKind, amount: number): MovementResult {
  if (!Number.isSafeInteger(amount) || amount === 0) return { ok: false, reason: 'INVALID_AMOUNT' };
  const sign = LEDGER_SIGN[kind];
  if (sign !== 0 && amount < 0) return { ok: false, reason: 'INVALID_AMOUNT' };
  const signed = sign === 0 ? amount : sign * amount;
  const next = balance + signed;
  if (next < 0) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  return { ok: true, entry: { kind, amount: signed }, balance: next };
}

/** How much of `due` the wallet pays: all of the balance up to the amount due, or nothing. */
export function walletShare(due: number, balance: number, useWallet: boolean): number {
  if (!useWallet) return 0;
  return Math.max(0, Math.min(Math.max(0, balance), Math.max(0, due)));
}
