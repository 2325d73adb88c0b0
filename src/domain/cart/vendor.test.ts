import { describe, expect, it } from 'vitest';
import { VENDOR_MARKETPLACES, isVendorMarketplace, vendorEditOf, vendorItemOf } from './vendor';

describe('vendor calls', () => {
  it('take 1688, Taobao and Tmall only', () => {
    expect(VENDOR_MARKETPLACES).toEqual(['1688', 'taobao', 'tmall']);
    expect(['1688', 'taobao', 'tmall'].every(isVendorMarketplace)).toBe(true);
    for (const other of ['other', 'shopee', 'TAOBAO', '', '1688 ']) expect(isVendorMarketplace(other)).toBe(false);
  });

  it('add a marketplace product by its id; anything else goes by link (null)', () => {
    expect(vendorItemOf({ marketplace: '1688', productId: '652318870214' })).toEqual({ marketplace: '1688', productId: '652318870214' });
    expect(vendorItemOf({ marketplace: 'tmall', productId: ' 750123498765 ' })).toEqual({ marketplace: 'tmall', productId: '750123498765' });
    expect(vendorItemOf({ marketplace: 'other', productId: '123' })).toBeNull();
    expect(vendorItemOf({ marketplace: 'taobao', productId: '' })).toBeNull();
    expect(vendorItemOf({ marketplace: 'taobao', productId: null })).toBeNull();
    expect(vendorItemOf({ marketplace: 'taobao' })).toBeNull();
    expect(vendorItemOf({ marketplace: 'taobao', productId: 'abc-1' })).toBeNull();
    expect(vendorItemOf({ marketplace: 'taobao', productId: '1'.repeat(21) })).toBeNull();
  });

  it('edit scraped marketplace lines through the vendor call, others through their own', () => {
    expect(vendorEditOf({ kind: 'scraped', marketplace: 'taobao' })).toBe('taobao');
    expect(vendorEditOf({ kind: 'catalog', marketplace: 'tmall' })).toBeNull();
    expect(vendorEditOf({ kind: 'manual', marketplace: '1688' })).toBeNull();
    expect(vendorEditOf({ kind: 'scraped', marketplace: 'other' })).toBeNull();
  });
});
