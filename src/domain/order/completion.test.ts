import { describe, expect, it } from 'vitest';
import {
  AUTO_COMPLETE_DAYS, ORDER_TABS, TAB_STATUSES, autoCompleteAt, completeOrder, daysUntilAutoComplete, deliveredAtOf,
  isAutoCompleteDue, nextActionOf, orderTabOf, totalPaid,
} from './completion';
import { ORDER_STATUSES, type OrderStatus } from './order';

const DAY = 24 * 60 * 60 * 1000;

describe('confirming receipt (delivered -> completed)', () => {
  it('completes a delivered order at the given time, by whom asked', () => {
    expect(completeOrder('delivered', null, 1000, 'customer')).toEqual({ outcome: 'complete', completion: { at: 1000, by: 'customer' } });
    expect(completeOrder('delivered', null, 5, 'auto')).toEqual({ outcome: 'complete', completion: { at: 5, by: 'auto' } });
  });

  it('refuses every status before delivery and every other end', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'delivered')) {
      expect(completeOrder(status, null, 1000, 'customer')).toEqual({ outcome: 'refused', reason: 'order.not_delivered' });
    }
  });

  it('answers the stored completion again once completed, without changing it', () => {
    const done = { at: 100, by: 'customer' as const };
    expect(completeOrder('delivered', done, 9999, 'auto')).toEqual({ outcome: 'already_completed', completion: done });
  });
});

describe('automatic completion', () => {
  const delivered = 10 * DAY;
  it('is due exactly AUTO_COMPLETE_DAYS after the last delivery', () => {
    expect(autoCompleteAt(delivered)).toBe(delivered + AUTO_COMPLETE_DAYS * DAY);
    expect(isAutoCompleteDue('delivered', null, delivered, autoCompleteAt(delivered) - 1)).toBe(false);
    expect(isAutoCompleteDue('delivered', null, delivered, autoCompleteAt(delivered))).toBe(true);
  });
  it('is never due for a completed order, one not delivered, or without a delivery time', () => {
    const late = delivered + 100 * DAY;
    expect(isAutoCompleteDue('delivered', { at: 1, by: 'customer' }, delivered, late)).toBe(false);
    expect(isAutoCompleteDue('out_for_delivery', null, delivered, late)).toBe(false);
    expect(isAutoCompleteDue('delivered', null, null, late)).toBe(false);
  });
  it('counts the days left, rounded up, never below 0', () => {
    expect(daysUntilAutoComplete(delivered, delivered)).toBe(AUTO_COMPLETE_DAYS);
    expect(daysUntilAutoComplete(delivered, delivered + 1)).toBe(AUTO_COMPLETE_DAYS);
    expect(daysUntilAutoComplete(delivered, delivered + DAY)).toBe(AUTO_COMPLETE_DAYS - 1);
    expect(daysUntilAutoComplete(delivered, delivered + 30 * DAY)).toBe(0);
  });
  it('takes the last delivered entry of a timeline', () => {
    expect(deliveredAtOf([{ status: 'paid', at: 1 }, { status: 'delivered', at: 7 }])).toBe(7);
    expect(deliveredAtOf([{ status: 'paid', at: 1 }])).toBeNull();
  });
});

describe('tabs', () => {
  it('puts every status in exactly one tab, delivered by its completion', () => {
    const expected: Record<OrderStatus, string> = {
      awaiting_payment: 'unpaid', paid: 'packing', purchasing: 'packing', purchased: 'packing', at_warehouse: 'packing',
      shipped: 'shipped', in_customs: 'shipped', out_for_delivery: 'shipped', delivered: 'shipped',
      cancelled: 'cancelled', expired: 'cancelled', refunded: 'cancelled',
    };
    for (const s of ORDER_STATUSES) {
      expect(orderTabOf(s, false)).toBe(expected[s]);
      expect(TAB_STATUSES[orderTabOf(s, false)]).toContain(s);
    }
    expect(orderTabOf('delivered', true)).toBe('completed');
    expect(ORDER_TABS).toEqual(['unpaid', 'packing', 'shipped', 'completed', 'cancelled']);
  });
});

describe('total paid', () => {
  it('adds paid additional invoices and takes off wallet credits', () => {
    expect(totalPaid({ original: 250_000, additionalPaid: 419_200, credited: 0 })).toBe(669_200);
    expect(totalPaid({ original: 250_000, additionalPaid: 0, credited: 12_500 })).toBe(237_500);
    expect(totalPaid({ original: 0, additionalPaid: 0, credited: 5 })).toBe(0);
  });
});

describe('next action', () => {
  const base = { completed: false, additionalPending: false, unrated: false };
  it('follows the order', () => {
    expect(nextActionOf({ ...base, status: 'awaiting_payment' })).toBe('pay');
    expect(nextActionOf({ ...base, status: 'purchasing' })).toBe('track');
    expect(nextActionOf({ ...base, status: 'at_warehouse', additionalPending: true })).toBe('pay_additional');
    expect(nextActionOf({ ...base, status: 'in_customs' })).toBe('track');
    expect(nextActionOf({ ...base, status: 'delivered' })).toBe('confirm_receipt');
    expect(nextActionOf({ ...base, status: 'delivered', completed: true, unrated: true })).toBe('rate');
    expect(nextActionOf({ ...base, status: 'delivered', completed: true })).toBeNull();
    expect(nextActionOf({ ...base, status: 'expired' })).toBeNull();
    expect(nextActionOf({ ...base, status: 'refunded', additionalPending: true })).toBeNull();
  });
});

describe('courier tracking pages', () => {
  it('finds the page by the courier\'s name as staff type it, and none for an unknown courier', async () => {
    const { courierTrackingUrl } = await import('./courier-tracking');
    expect(courierTrackingUrl('JNE')).toBe('https://www.jne.co.id/tracking-package');
    expect(courierTrackingUrl('J&T Express')).toBe('https://jet.co.id/track');
    expect(courierTrackingUrl(' SiCepat ')).toBe('https://www.sicepat.com/checkAwb');
    expect(courierTrackingUrl('Kurir Tetangga')).toBeNull();
    expect(courierTrackingUrl('')).toBeNull();
    expect(courierTrackingUrl('constructor')).toBeNull();
  });
});
