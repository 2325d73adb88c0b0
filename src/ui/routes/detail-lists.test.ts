// Spec section 2: /print-invoice/{id?}, /promo-detail/{id?}, /ticket-detail/{id?} and
// /voucher-detail/{id?}: without the id each is a route of the table (not the 404 page) that goes to
// its list, guarded like its detail page, and its head is the list's.
import { describe, expect, it } from 'vitest';
import { DETAIL_LISTS, listOfDetail, seoRouteOf } from '../../domain/seo';
import { matchRoute } from './router';

describe('detail pages without their id', () => {
  it('are routes of the table, guarded and laid out like the detail page, rendering the list redirect', async () => {
    expect(Object.keys(DETAIL_LISTS).sort()).toEqual(['/print-invoice', '/promo-detail', '/ticket-detail', '/voucher-detail']);
    const redirect = (await import('../screens/DetailListPage')).default;
    for (const path of Object.keys(DETAIL_LISTS)) {
      const bare = matchRoute(path);
      const detail = matchRoute(`${path}/42`);
      expect(bare?.path, path).toBe(path);
      expect(bare?.access, path).toBe(detail?.access);
      expect(bare?.layout, path).toBe(detail?.layout);
      expect(bare ? (await bare.page()).default : null, path).toBe(redirect);
      expect(matchRoute(`${path}/`)?.path, `${path}/`).toBe(path);
    }
  });

  it('go to the list each belongs to, itself a route of the table', () => {
    expect(listOfDetail('/print-invoice')).toBe('/history-invoice');
    expect(listOfDetail('/promo-detail/')).toBe('/promo');
    expect(listOfDetail('/ticket-detail')).toBe('/tickets');
    expect(listOfDetail('/voucher-detail')).toBe('/voucher');
    expect(listOfDetail('/voucher-detail/7')).toBeNull();
    expect(listOfDetail('/promo')).toBeNull();
    for (const list of Object.values(DETAIL_LISTS)) expect(matchRoute(list)?.path).toBe(list);
  });

  it('have the head of their list (private lists stay out of search engines)', () => {
    expect(seoRouteOf('/promo-detail')).toEqual(seoRouteOf('/promo'));
    expect(seoRouteOf('/promo-detail')?.private).toBe(false);
    for (const path of ['/print-invoice', '/ticket-detail', '/voucher-detail']) expect(seoRouteOf(path)?.private, path).toBe(true);
  });
});
