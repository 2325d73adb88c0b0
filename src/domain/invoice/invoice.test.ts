import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_NOTIFICATION_MESSAGE,
  NOTIFICATION_EMPTY_ACTION_TEXT,
  PENDING_STATUS_TEXT,
  bellBadgeCount,
  bellNotifications,
  isInvoiceType,
  isOverdue,
  isPending,
  notificationText,
  pendingForBell,
  statusText,
  trackPath,
  type Invoice,
  type InvoiceType,
} from './invoice';

const invoice = (code: string, extra: Partial<Invoice> = {}): Invoice => ({
  code,
  createdAt: Date.UTC(2024, 2, 5, 7, 7),
  message: '',
  status: 'pending',
  type: 'checkout',
  dueDate: undefined,
  statusLabel: '',
  recipientName: '',
  recipientPhoneNumber: '',
  subDistrictNames: [],
  ...extra,
});

describe('texts', () => {
  it('are the spec texts', () => {
    expect(PENDING_STATUS_TEXT).toBe('Menunggu Pembayaran');
    expect(DEFAULT_NOTIFICATION_MESSAGE).toBe('Hai titipers status sedang menunggu pembayaran');
    expect(NOTIFICATION_EMPTY_ACTION_TEXT).toBe('+ Tambah Pesanan');
  });
});

describe('isPending and isInvoiceType', () => {
  it('pending ignores case and whitespace', () => {
    expect(isPending(invoice('A'))).toBe(true);
    expect(isPending(invoice('A', { status: ' PENDING ' }))).toBe(true);
    expect(isPending(invoice('A', { status: 'paid' }))).toBe(false);
    expect(isPending(invoice('A', { status: '' }))).toBe(false);
  });

  it('recognises the three invoice types', () => {
    expect(['additional', 'topup', 'checkout'].every(isInvoiceType)).toBe(true);
    expect(isInvoiceType('refund')).toBe(false);
    expect(isInvoiceType(undefined)).toBe(false);
    expect(isInvoiceType('Checkout')).toBe(false);
  });
});

describe('pendingForBell', () => {
  const list = [
    invoice('old-checkout', { createdAt: 1000 }),
    invoice('topup', { type: 'topup', createdAt: 5000 }),
    invoice('paid', { status: 'paid', createdAt: 6000 }),
    invoice('new-additional', { type: 'additional', createdAt: 3000 }),
    invoice('bad-date', { createdAt: Number.NaN }),
    invoice('same-time', { createdAt: 1000 }),
  ];

  it('keeps pending additional and checkout invoices, newest first', () => {
    expect(pendingForBell(list).map((i) => i.code)).toEqual(['new-additional', 'old-checkout', 'same-time', 'bad-date']);
    expect(bellBadgeCount(list)).toBe(4);
    expect(pendingForBell([])).toEqual([]);
  });

  it('property: only pending bell types, nothing else dropped', () => {
    const arb = fc.array(
      fc.record({
        code: fc.string(),
        type: fc.constantFrom<InvoiceType>('additional', 'topup', 'checkout'),
        status: fc.constantFrom('pending', 'paid', 'expired', 'Pending'),
        createdAt: fc.integer(),
      }),
    );
    fc.assert(
      fc.property(arb, (items) => {
        const invoices = items.map((i) => invoice(i.code, i));
        const result = pendingForBell(invoices);
        for (const i of result) {
          expect(isPending(i)).toBe(true);
          expect(i.type).not.toBe('topup');
        }
        const expected = invoices.filter((i) => isPending(i) && i.type !== 'topup').length;
        expect(result).toHaveLength(expected);
        for (let k = 1; k < result.length; k += 1) {
          expect((result[k - 1]?.createdAt ?? 0) >= (result[k]?.createdAt ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('texts per invoice', () => {
  it('notificationText falls back to the default message', () => {
    expect(notificationText(invoice('A', { message: 'Segera bayar' }))).toBe('Segera bayar');
    expect(notificationText(invoice('A'))).toBe(DEFAULT_NOTIFICATION_MESSAGE);
    expect(notificationText(invoice('A', { message: '   ' }))).toBe(DEFAULT_NOTIFICATION_MESSAGE);
  });

  it('statusText', () => {
    expect(statusText(invoice('A', { statusLabel: 'Pending' }))).toBe('Menunggu Pembayaran');
    expect(statusText(invoice('A', { status: 'paid', statusLabel: 'Lunas' }))).toBe('Lunas');
    expect(statusText(invoice('A', { status: 'paid' }))).toBe('paid');
  });

  it('trackPath encodes the code', () => {
    expect(trackPath('INV/2024/001')).toBe('/track?nomor=INV%2F2024%2F001');
    expect(trackPath(' ABC ')).toBe('/track?nomor=ABC');
  });

  it('isOverdue', () => {
    const due = invoice('A', { dueDate: 1000 });
    expect(isOverdue(due, 1001)).toBe(true);
    expect(isOverdue(due, 1000)).toBe(false);
    expect(isOverdue({ ...due, status: 'paid' }, 5000)).toBe(false);
    expect(isOverdue(invoice('A'), 5000)).toBe(false);
  });

  it('bellNotifications builds the rows of the notification screen', () => {
    expect(bellNotifications([invoice('INV-1'), invoice('T', { type: 'topup' })])).toEqual([
      {
        code: 'INV-1',
        dateTime: '05 Maret 2024 14:07 WIB',
        statusText: 'Menunggu Pembayaran',
        message: DEFAULT_NOTIFICATION_MESSAGE,
        href: '/track?nomor=INV-1',
      },
    ]);
  });
});
