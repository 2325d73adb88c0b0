import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  TransitionError,
  canTransition,
  canTransitionInvoice,
  dueDateOf,
  effectiveInvoiceStatus,
  expireIfOverdue,
  invoiceStatusLabel,
  isInvoiceStatus,
  isOrderStatus,
  isTerminal,
  startTracking,
  statusLabel,
  transition,
  transitionInvoice,
  type OrderStatus,
} from './order';

/** The allowed moves, written out by hand (the table must equal it). */
const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['awaiting_payment', 'paid'],
  ['awaiting_payment', 'cancelled'],
  ['awaiting_payment', 'expired'],
  ['paid', 'purchasing'],
  ['paid', 'cancelled'],
  ['paid', 'refunded'],
  ['purchasing', 'purchased'],
  ['purchasing', 'cancelled'],
  ['purchasing', 'refunded'],
  ['purchased', 'at_warehouse'],
  ['purchased', 'refunded'],
  ['at_warehouse', 'shipped'],
  ['at_warehouse', 'refunded'],
  ['shipped', 'in_customs'],
  ['in_customs', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
  ['cancelled', 'refunded'],
];

describe('order transitions', () => {
  it('allows exactly the listed moves', () => {
    const table = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => `${from}->${to}`)).sort();
    expect(table).toEqual(ALLOWED.map(([a, b]) => `${a}->${b}`).sort());
  });

  it.each(ALLOWED)('%s -> %s is allowed and recorded', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    const state = { status: from, timeline: [{ status: from, at: 1000 }] };
    const next = transition(state, to, 2000);
    expect(next.status).toBe(to);
    expect(next.timeline).toEqual([{ status: from, at: 1000 }, { status: to, at: 2000 }]);
    expect(state.timeline).toHaveLength(1); // not mutated
  });

  const FORBIDDEN: Array<[OrderStatus, OrderStatus]> = [
    ['awaiting_payment', 'purchasing'], // no skipping the payment
    ['awaiting_payment', 'refunded'], // nothing paid yet
    ['awaiting_payment', 'awaiting_payment'],
    ['paid', 'awaiting_payment'], // no going back
    ['paid', 'expired'],
    ['purchased', 'cancelled'], // bought: refund instead
    ['at_warehouse', 'cancelled'],
    ['shipped', 'refunded'],
    ['shipped', 'at_warehouse'],
    ['in_customs', 'delivered'], // no skipping steps
    ['delivered', 'refunded'], // terminal
    ['delivered', 'cancelled'],
    ['expired', 'paid'],
    ['expired', 'awaiting_payment'],
    ['refunded', 'paid'],
    ['refunded', 'cancelled'],
    ['cancelled', 'paid'],
    ['cancelled', 'expired'],
  ];

  it.each(FORBIDDEN)('%s -> %s is forbidden and throws a typed error', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    const run = () => transition({ status: from, timeline: [] }, to, 1);
    expect(run).toThrow(TransitionError);
    try {
      run();
    } catch (err) {
      expect(err).toMatchObject({ code: 'order.forbidden_transition', from, to });
    }
  });

  it('terminal statuses stay terminal', () => {
    expect(ORDER_STATUSES.filter(isTerminal)).toEqual(['delivered', 'expired', 'refunded']);
    for (const from of ['delivered', 'expired', 'refunded'] as const) {
      for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(false);
    }
  });

  it('refuses a time before the last entry', () => {
    const state = startTracking(5000);
    expect(() => transition(state, 'paid', 4999)).toThrow(TransitionError);
    expect(transition(state, 'paid', 5000).timeline).toHaveLength(2);
  });

  it('walks the whole forward chain', () => {
    let state = startTracking(0);
    const chain: OrderStatus[] = ['paid', 'purchasing', 'purchased', 'at_warehouse', 'shipped', 'in_customs', 'out_for_delivery', 'delivered'];
    chain.forEach((s, i) => { state = transition(state, s, i + 1); });
    expect(state.status).toBe('delivered');
    expect(state.timeline.map((e) => e.status)).toEqual(['awaiting_payment', ...chain]);
  });

  it('recognises statuses', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
    expect(isInvoiceStatus('pending')).toBe(true);
    expect(isInvoiceStatus('awaiting_payment')).toBe(false);
  });
});

describe('invoice statuses', () => {
  it('pending moves to paid, expired or cancelled; paid to refunded; the rest are final', () => {
    const allowed = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.filter((to) => canTransitionInvoice(from, to)).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual(['paid->refunded', 'pending->cancelled', 'pending->expired', 'pending->paid']);
    expect(transitionInvoice('pending', 'paid')).toBe('paid');
    expect(() => transitionInvoice('expired', 'paid')).toThrow(TransitionError);
  });
});

describe('expiry', () => {
  const created = Date.UTC(2026, 10, 23, 3, 0);
  const due = dueDateOf(created);

  it('is due 24 hours after creation', () => {
    expect(due - created).toBe(24 * 3600 * 1000);
  });

  it('a pending invoice is expired after its due date only', () => {
    expect(effectiveInvoiceStatus('pending', due, due)).toBe('pending');
    expect(effectiveInvoiceStatus('pending', due, due + 1)).toBe('expired');
    expect(effectiveInvoiceStatus('paid', due, due + 1)).toBe('paid');
    expect(effectiveInvoiceStatus('pending', null, due + 1)).toBe('pending');
  });

  it('an order awaiting payment expires at the due date; others are untouched', () => {
    const state = startTracking(created);
    expect(expireIfOverdue(state, due, due)).toBe(state);
    expect(expireIfOverdue(state, due, due + 1)).toEqual({
      status: 'expired',
      timeline: [{ status: 'awaiting_payment', at: created }, { status: 'expired', at: due }],
    });
    const paid = transition(state, 'paid', created + 10);
    expect(expireIfOverdue(paid, due, due + 1)).toBe(paid);
  });
});

describe('labels', () => {
  it('has both languages for every status', () => {
    for (const s of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS[s].id.length).toBeGreaterThan(0);
      expect(ORDER_STATUS_LABELS[s].en.length).toBeGreaterThan(0);
    }
    expect(invoiceStatusLabel('pending', 'id')).toBe('Menunggu Pembayaran');
    expect(statusLabel('awaiting_payment', 'id')).toBe('Menunggu Pembayaran');
    expect(statusLabel('delivered', 'en')).toBe('Delivered');
  });
});
