import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { Page } from '../ports/order-api.port';
import { invoiceQueryOf, invoiceQueryParams } from './invoice-history-view-model';
import { orderQueryOf, orderQueryParams } from './order-history-view-model';
import { PagedHistory } from './paged-history';

interface Query { color: 'red' | 'blue' | null; page: number }

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('history queries', () => {
  it('keep the known filter values and a page above 1; the address leaves the defaults out', () => {
    expect(invoiceQueryOf(new URLSearchParams('type=topup&status=paid&page=3'))).toEqual({ type: 'topup', status: 'paid', page: 3 });
    expect(invoiceQueryOf(new URLSearchParams('type=nope&status=&page=-2&x=1'))).toEqual({ type: null, status: null, page: 1 });
    expect(invoiceQueryParams({ type: 'checkout', status: null, page: 2 })).toEqual({ type: 'checkout', page: '2' });
    expect(invoiceQueryParams({ type: null, status: null, page: 1 })).toEqual({});
    expect(orderQueryOf(new URLSearchParams('status=shipped&page=1.5'))).toEqual({ tab: null, status: 'shipped', page: 1 });
    expect(orderQueryParams({ tab: null, status: 'delivered', page: 4 })).toEqual({ status: 'delivered', page: '4' });
    // The marketplace tab lives in the address too (?tab=), an unknown one is dropped.
    expect(orderQueryOf(new URLSearchParams('tab=shipped&page=2'))).toEqual({ tab: 'shipped', status: null, page: 2 });
    expect(orderQueryOf(new URLSearchParams('tab=dikirim'))).toEqual({ tab: null, status: null, page: 1 });
    expect(orderQueryParams({ tab: 'completed', status: null, page: 1 })).toEqual({ tab: 'completed' });
  });
});

describe('PagedHistory', () => {
  it('a later show() wins over an earlier one still answering; pages and the filter state follow the answer', async () => {
    const answers = [deferred<Page<string>>(), deferred<Page<string>>()];
    let call = 0;
    const history = new PagedHistory<Query, string>({ color: ['red', 'blue'] }, () => {
      const answer = answers[call++];
      if (!answer) throw new Error('unexpected call');
      return answer.promise;
    });
    expect(history.query).toEqual({ color: null, page: 1 });
    expect(history.filtered).toBe(false);
    const first = history.show(history.queryOf(new URLSearchParams('color=red')));
    const second = history.show({ color: 'blue', page: 2 });
    answers[1]?.resolve({ items: ['b'], page: 2, perPage: 20, total: 41 });
    await second;
    answers[0]?.resolve({ items: ['a'], page: 1, perPage: 20, total: 1 });
    await first;
    expect(history.rows).toEqual(['b']);
    expect(history.pageCount).toBe(3);
    expect(history.filtered).toBe(true);
    expect(history.paramsOf(history.query)).toEqual({ color: 'blue', page: '2' });
    expect(history.empty).toBe(false);
  });

  it('a failure says so and reload() asks again', async () => {
    let fail = true;
    const history = new PagedHistory<Query, string>({ color: ['red'] }, async () => {
      if (fail) throw new Error('down');
      return { items: [], page: 1, perPage: 20, total: 0 };
    });
    await history.show({ color: null, page: 1 });
    expect(history.failed).toBe(true);
    expect(history.empty).toBe(false);
    fail = false;
    await history.reload();
    expect(history.failed).toBe(false);
    expect(history.empty).toBe(true);
  });
});
