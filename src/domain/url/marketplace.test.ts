import { describe, expect, it } from 'vitest';
import {
  detectCountry,
  detectMarketplace,
  extractProductId,
  hostMatches,
  searchFlagForPath,
  toggleSearchFlag,
} from './marketplace';

describe('detectMarketplace', () => {
  it.each([
    ['detail.1688.com', '1688'],
    ['m.1688.com', '1688'],
    ['1688.com', '1688'],
    ['DETAIL.1688.COM.', '1688'],
    ['detail.1688.com:443', '1688'],
    ['item.taobao.com', 'taobao'],
    ['m.intl.taobao.com', 'taobao'],
    ['world.taobao.com', 'taobao'],
    ['m.tb.cn', 'taobao'],
    ['detail.tmall.com', 'tmall'],
    ['detail.tmall.hk', 'tmall'],
    ['tmall.com', 'tmall'],
    ['evil1688.com', 'other'],
    ['1688.com.evil.net', 'other'],
    ['nottaobao.com', 'other'],
    ['amazon.com', 'other'],
    ['', 'other'],
  ])('%s => %s', (host, market) => {
    expect(detectMarketplace(host)).toBe(market);
  });
});

describe('detectCountry', () => {
  it.each([
    ['1688', 'china'],
    ['taobao', 'china'],
    ['tmall', 'china'],
    ['detail.tmall.hk', 'china'],
    ['item.taobao.com', 'china'],
    ['www.aliexpress.com', 'china'],
    ['item.jd.com', 'china'],
    ['shop.example.cn', 'china'],
    ['www.amazon.co.uk', 'uk'],
    ['www.argos.co.uk', 'uk'],
    ['gov.uk', 'uk'],
    ['www.hktvmall.hk', 'hongkong'],
    ['shop.com.hk', 'hongkong'],
    ['shopee.sg', 'singapore'],
    ['www.lazada.com.sg', 'singapore'],
    ['www.amazon.com', 'us'],
    ['ebay.com', 'us'],
    ['www.walmart.com', 'us'],
    ['bestbuy.com', 'us'],
    ['www.target.com', 'us'],
    ['some-store.com', 'us'],
    ['shop.us', 'us'],
    ['www.tokopedia.co.id', undefined],
    ['amazon.de', undefined],
    ['other', undefined],
    ['8.8.8.8', undefined],
    ['[2606:4700::1]', undefined],
    ['', undefined],
  ])('%s => %s', (host, country) => {
    expect(detectCountry(host)).toBe(country);
  });
});

describe('extractProductId', () => {
  it.each([
    ['https://detail.1688.com/offer/623456789012.html', '623456789012'],
    ['https://detail.1688.com/offer/623456789012.html?spm=a26352', '623456789012'],
    ['detail.1688.com/offer/42.html', '42'],
    ['https://m.1688.com/offer/77.html', '77'],
    ['https://detail.m.1688.com/page/index.html?offerId=991', '991'],
    ['https://item.taobao.com/item.htm?spm=x&id=651234567890', '651234567890'],
    ['https://detail.tmall.com/item.htm?id=12345&skuId=9', '12345'],
    ['https://detail.tmall.hk/hk/item.htm?id=555', '555'],
    ['https://world.taobao.com/item/6789.htm', '6789'],
    ['https://m.intl.taobao.com/detail/detail.html?id=31', '31'],
  ])('%s => %s', (url, id) => {
    expect(extractProductId(url)).toBe(id);
  });

  it.each([
    'https://detail.1688.com/offer/abc.html',
    'https://detail.1688.com/',
    'https://item.taobao.com/item.htm?id=12a',
    'https://item.taobao.com/item.htm',
    'https://www.amazon.com/dp/B000?id=123',
    'not a url at all',
    '',
  ])('undefined for %s', (url) => {
    expect(extractProductId(url)).toBeUndefined();
  });
});

describe('helpers', () => {
  it('hostMatches requires a label boundary', () => {
    expect(hostMatches('a.shop.com', 'shop.com')).toBe(true);
    expect(hostMatches('shop.com', 'SHOP.com')).toBe(true);
    expect(hostMatches('myshop.com', 'shop.com')).toBe(false);
    expect(hostMatches('shop.com', '')).toBe(false);
  });

  it('searchFlagForPath', () => {
    expect(searchFlagForPath('/taobao/result')).toBe('taobao');
    expect(searchFlagForPath('/taobao/result/?q=x')).toBe('taobao');
    expect(searchFlagForPath('/1688/result')).toBe('1688');
    expect(searchFlagForPath('/')).toBe('1688');
    expect(searchFlagForPath('')).toBe('1688');
  });

  it('toggleSearchFlag', () => {
    expect(toggleSearchFlag('1688')).toBe('taobao');
    expect(toggleSearchFlag('taobao')).toBe('1688');
  });
});
