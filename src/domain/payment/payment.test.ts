import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAYMENT_STATUSES, applyMovement, balanceOf, canTransitionPayment, chargeExpiryMinutes, decideNotification, mapGatewayStatus,
  methodKind, transitionPayment, walletShare, type LedgerEntry, type LedgerKind,
} from './index';
import { canTransitionInvoice, transitionInvoice } from '../order';

describe('gateway status mapping', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'pending'],
    ['capture', undefined, 'pending'],
    ['capture', 'deny', 'denied'],
    ['pending', undefined, 'pending'],
    ['expire', undefined, 'expired'],
    ['cancel', undefined, 'cancelled'],
    ['deny', undefined, 'denied'],
    ['refund', undefined, 'refunded'],
    ['partial_refund', undefined, 'partially_refunded'],
    ['something', undefined, 'unknown'],
  ] as const)('%s + %s -> %s', (status, fraud, expected) => {
    expect(mapGatewayStatus(status, fraud)).toBe(expected);
  });
});

describe('payment state machine', () => {
  it('allows exactly the documented moves', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.filter((to) => canTransitionPayment(from, to)).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual([
      'cancelled->paid', 'expired->paid', 'paid->refunded', 'pending->cancelled', 'pending->denied', 'pending->expired', 'pending->paid',
    ]);
    expect(() => transitionPayment('denied', 'paid')).toThrow(/forbidden/);
  });

  it('invoice payment transitions: pending -> paid | expired | cancelled; paid -> refunded', () => {
    expect(canTransitionInvoice('pending', 'paid')).toBe(true);
    expect(canTransitionInvoice('pending', 'expired')).toBe(true);
    expect(canTransitionInvoice('pending', 'cancelled')).toBe(true);
    expect(canTransitionInvoice('paid', 'refunded')).toBe(true);
    expect(canTransitionInvoice('expired', 'paid')).toBe(false);
    expect(() => transitionInvoice('paid', 'pending')).toThrow();
  });
});

describe('decideNotification', () => {
  it('pays a pending invoice', () => {
    expect(decideNotification('pending', 'pending', 'paid', false)).toEqual({ payment: 'paid', invoice: 'paid', creditWallet: false, outcome: 'paid' });
  });
  it('a repeat changes nothing', () => {
    expect(decideNotification('paid', 'paid', 'paid', true).outcome).toBe('duplicate');
    expect(decideNotification('expired', 'pending', 'expired', false).outcome).toBe('duplicate');
  });
  it('paid after the invoice expired, or after a method change, goes to the wallet', () => {
    expect(decideNotification('pending', 'expired', 'paid', false)).toMatchObject({ payment: 'paid', invoice: null, creditWallet: true });
    expect(decideNotification('cancelled', 'paid', 'paid', false)).toMatchObject({ payment: 'paid', creditWallet: true, outcome: 'credited_to_wallet' });
    expect(decideNotification('cancelled', 'pending', 'paid', false)).toMatchObject({ payment: 'paid', invoice: 'paid', creditWallet: false });
  });
  it('closing statuses leave the invoice alone; out-of-order ones are ignored', () => {
    expect(decideNotification('pending', 'pending', 'expired', false)).toMatchObject({ payment: 'expired', invoice: null, outcome: 'closed' });
    expect(decideNotification('paid', 'paid', 'pending', true).outcome).toBe('ignored');
    expect(decideNotification('paid', 'paid', 'expired', true).outcome).toBe('ignored');
    expect(decideNotification('pending', 'pending', 'unknown', false).outcome).toBe('ignored');
  });
  it('a refund of the paying charge refunds the invoice', () => {
    expect(decideNotification('paid', 'paid', 'refunded', true)).toMatchObject({ payment: 'refunded', invoice: 'refunded' });
    expect(decideNotification('paid', 'paid', 'refunded', false)).toMatchObject({ payment: 'refunded', invoice: null });
  });
});

describe('methods', () => {
  it('maps codes and bounds the expiry by the due date', () => {
    expect(methodKind('bca_va')).toEqual({ kind: 'bank_transfer', bank: 'bca' });
    expect(methodKind('ovo')).toBeNull();
    const now = 0;
    expect(chargeExpiryMinutes({ kind: 'qris' }, now, now + 24 * 3600_000)).toBe(15);
    expect(chargeExpiryMinutes({ kind: 'bank_transfer', bank: 'bni' }, now, now + 24 * 3600_000)).toBe(1440);
    expect(chargeExpiryMinutes({ kind: 'bank_transfer', bank: 'bni' }, now, now + 90 * 60_000)).toBe(90);
    expect(chargeExpiryMinutes({ kind: 'echannel' }, now, now - 1)).toBe(0);
  });
});

describe('ledger', () => {
  it('signs by kind and refuses a negative balance', () => {
    expect(applyMovement(0, 'topup', 100)).toEqual({ ok: true, entry: { kind: 'topup', amount: 100 }, balance: 100 });
    expect(applyMovement(100, 'payment', 60)).toEqual({ ok: true, entry: { kind: 'payment', amount: -60 }, balance: 40 });
    expect(applyMovement(40, 'withdrawal', 41)).toEqual({ ok: false, reason: 'INSUFFICIENT_BALANCE' });
    expect(applyMovement(40, 'adjustment', -40)).toMatchObject({ ok: true, balance: 0 });
    expect(applyMovement(40, 'payment', -5)).toEqual({ ok: false, reason: 'INVALID_AMOUNT' });
    expect(applyMovement(40, 'refund', 1.5)).toEqual({ ok: false, reason: 'INVALID_AMOUNT' });
    expect(walletShare(500, 200, true)).toBe(200);
    expect(walletShare(500, 900, true)).toBe(500);
    expect(walletShare(500, 900, false)).toBe(0);
  });

  it('property: for any sequence of movements the sum equals the balance and never goes below zero', () => {
    const kind = fc.constantFrom<LedgerKind>('topup', 'payment', 'refund', 'withdrawal', 'adjustment');
    const movement = fc.record({ kind, amount: fc.integer({ min: -1_000_000, max: 1_000_000 }) });
    fc.assert(fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
      const entries: LedgerEntry[] = [];
      let balance = 0;
      for (const m of movements) {
        const r = applyMovement(balance, m.kind, m.amount);
        if (r.ok) {
          entries.push(r.entry);
          balance = r.balance;
        }
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balanceOf(entries)).toBe(balance);
      }
    }), { numRuns: 300 });
  });
});
