import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { InvoiceApi, InvoiceSummary } from '../ports/invoice-api.port';
import { NotificationViewModel } from './notification-view-model';

const invoice = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  code: 'INV-1', type: 'checkout', status: 'pending', statusLabel: '', message: '',
  createdAt: '2026-11-20T07:05:00.000Z', dueDate: null, ...over,
});

function vmWith(pending: InvoiceApi['pending']) {
  return new NotificationViewModel({ pending });
}

describe('NotificationViewModel', () => {
  it('lists pending invoices newest first with WIB time, default message and track link', async () => {
    const vm = vmWith(async () => [
      invoice({ code: 'INV-OLD', createdAt: '2026-11-19T01:00:00.000Z', message: 'Bayar sebelum besok' }),
      invoice({ code: 'INV-NEW', type: 'additional' }),
    ]);
    await vm.load();
    expect(vm.rows.map((r) => r.code)).toEqual(['INV-NEW', 'INV-OLD']);
    expect(vm.rows[0]).toMatchObject({
      dateTime: '20 November 2026 14:05 WIB',
      message: 'Hai titipers status sedang menunggu pembayaran',
      href: '/track?nomor=INV-NEW',
    });
    expect(vm.rows[1]?.message).toBe('Bayar sebelum besok');
  });

  it('leaves out top-ups and paid invoices', async () => {
    const vm = vmWith(async () => [invoice({ type: 'topup' }), invoice({ code: 'INV-2', status: 'paid' })]);
    await vm.load();
    expect(vm.rows).toEqual([]);
    expect(vm.empty).toBe(true);
  });

  it('reports a failed load without losing the previous rows', async () => {
    let fail = false;
    const vm = vmWith(async () => {
      if (fail) throw new Error('offline');
      return [invoice({})];
    });
    await vm.load();
    fail = true;
    await vm.load();
    expect(vm.failed).toBe(true);
    expect(vm.rows).toHaveLength(1);
    expect(vm.empty).toBe(false);
  });
});
