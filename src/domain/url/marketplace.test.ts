import { describe, expect, it } from 'vitest';
import {
  detectCountry,
  detectMarketplace,
  extractProductId,
  findLinkInText,
  isShortProductLink,
  hostMatches,
  searchFlagForMarketplace,
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
    // Mobile, app and tracking forms customers paste.
    ['https://a.m.taobao.com/i652874751412.htm?price=25.8&sourceType=item', '652874751412'],
    ['https://h5.m.taobao.com/awp/core/detail.htm?ft=t&id=652874751412&spm=a1z3i.7c', '652874751412'],
    ['https://detail.m.tmall.com/item.htm?spm=a220m.6910245&id=601234567890&skuId=4&ali_refid=a3_430', '601234567890'],
    ['https://chaoshi.detail.tmall.com/item.htm?id=601234567891&pvid=x', '601234567891'],
    ['https://world.tmall.com/item/601234567892.htm?spm=875.7931836', '601234567892'],
    ['https://market.m.taobao.com/app/dinamic/h5-tb-detail/index.html?itemId=652874751413', '652874751413'],
    ['https://item.taobao.com/item.htm?ft=t&num_iid=652874751414', '652874751414'],
    ['https://m.1688.com/offer/623456789013.html?spm=a26g8.7664807&sk=consign', '623456789013'],
    ['https://www.1688.com/offer/623456789014.html', '623456789014'],
    ['https://dj.1688.com/ci_bb?a=1&offerId=623456789015&e=x', '623456789015'],
    ['https://air.1688.com/app/ctf-page/offer-detail.html?offer_id=623456789016', '623456789016'],
  ])('%s => %s', (url, id) => {
    expect(extractProductId(url)).toBe(id);
  });

  it.each([
    'https://detail.1688.com/offer/abc.html',
    'https://detail.1688.com/',
    'https://item.taobao.com/item.htm?id=12a',
    'https://item.taobao.com/item.htm',
    'https://www.amazon.com/dp/B000?id=123',
    'https://m.tb.cn/h.5AbCdEf',
    'https://qr.1688.com/s/AbCd12',
    `https://item.taobao.com/item.htm?id=${'9'.repeat(21)}`,
    'https://evil.com/item.htm?id=123',
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

  it('searchFlagForMarketplace', () => {
    expect(searchFlagForMarketplace('1688')).toBe('1688');
    expect(searchFlagForMarketplace('taobao')).toBe('taobao');
    expect(searchFlagForMarketplace('tmall')).toBe('taobao');
    expect(searchFlagForMarketplace('other')).toBeUndefined();
  });

  it('toggleSearchFlag', () => {
    expect(toggleSearchFlag('1688')).toBe('taobao');
    expect(toggleSearchFlag('taobao')).toBe('1688');
  });
});

describe('isShortProductLink', () => {
  it.each([
    ['https://m.tb.cn/h.5AbCdEf?tk=XYZ', true],
    ['http://e.tb.cn/h.gAbC', true],
    ['https://qr.1688.com/s/AbCd12', true],
    ['https://s.click.taobao.com/t?e=m%3D2', true],
    ['https://m.tb.cn/', false],
    ['https://item.taobao.com/item.htm?id=1', false],
    ['https://notm.tb.cn.evil.com/h.x', false],
    ['https://www.amazon.com/dp/B000', false],
    ['', false],
  ])('%s => %s', (url, expected) => {
    expect(isShortProductLink(url)).toBe(expected);
  });
});

describe('findLinkInText', () => {
  it('takes the link out of a marketplace app\'s share text', () => {
    expect(findLinkInText('【淘宝】限时特惠 https://m.tb.cn/h.5AbCdEf?tk=XYZ123 CZ3457 「户外冲锋衣男女」\n点击链接直接打开')).toBe('https://m.tb.cn/h.5AbCdEf?tk=XYZ123');
    expect(findLinkInText('【1688】https://qr.1688.com/s/AbCd12，复制打开')).toBe('https://qr.1688.com/s/AbCd12');
    expect(findLinkInText('lihat ini (https://item.taobao.com/item.htm?id=652874751412) ya')).toBe('https://item.taobao.com/item.htm?id=652874751412');
  });

  it('undefined when the text holds no http(s) link', () => {
    expect(findLinkInText('jaket gunung pria')).toBeUndefined();
    expect(findLinkInText('ftp://files.example.com/a')).toBeUndefined();
    expect(findLinkInText('')).toBeUndefined();
  });
});
