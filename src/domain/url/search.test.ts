import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifySearchInput } from './search';

describe('classifySearchInput', () => {
  it('empty input', () => {
    expect(classifySearchInput('')).toEqual({ kind: 'empty' });
    expect(classifySearchInput('  \n ')).toEqual({ kind: 'empty' });
    expect(classifySearchInput(undefined)).toEqual({ kind: 'empty' });
  });

  it('a product URL', () => {
    expect(classifySearchInput(' https://detail.1688.com/offer/55.html ')).toEqual({
      kind: 'url',
      url: 'https://detail.1688.com/offer/55.html',
      host: 'detail.1688.com',
      marketplace: '1688',
      country: 'china',
      productId: '55',
    });
    expect(classifySearchInput('www.amazon.com/dp/B01')).toMatchObject({
      kind: 'url',
      marketplace: 'other',
      country: 'us',
      productId: undefined,
    });
  });

  it('the current URL again is ignored, compared after normalisation', () => {
    const current = 'https://item.taobao.com/item.htm?id=1';
    expect(classifySearchInput(current, current)).toEqual({ kind: 'same', url: current });
    expect(classifySearchInput('HTTPS://ITEM.TAOBAO.COM/item.htm?id=1', current).kind).toBe('same');
    expect(classifySearchInput('https://item.taobao.com/item.htm?id=2', current).kind).toBe('url');
    expect(classifySearchInput(current, 'not a url').kind).toBe('url');
    expect(classifySearchInput(current, undefined).kind).toBe('url');
  });

  it('unsupported hosts', () => {
    expect(classifySearchInput('https://www.blocked.com/p/1', undefined, ['blocked.com'])).toEqual({
      kind: 'unsupported',
      url: 'https://www.blocked.com/p/1',
      host: 'www.blocked.com',
    });
    expect(classifySearchInput('https://www.blocked.com/p/1').kind).toBe('url');
  });

  it('link-shaped input that fails the check is rejected, not searched', () => {
    expect(classifySearchInput('http://localhost:3000')).toEqual({ kind: 'rejected', reason: 'private' });
    expect(classifySearchInput('localhost:3000')).toEqual({ kind: 'rejected', reason: 'private' });
    expect(classifySearchInput('192.168.1.1')).toEqual({ kind: 'rejected', reason: 'private' });
    expect(classifySearchInput('javascript:alert(1)')).toEqual({ kind: 'rejected', reason: 'scheme' });
    expect(classifySearchInput('ws://shop.com')).toEqual({ kind: 'rejected', reason: 'scheme' });
    expect(classifySearchInput('http://nohost')).toEqual({ kind: 'rejected', reason: 'invalid' });
  });

  it('everything else is a text search', () => {
    expect(classifySearchInput('  baju anak  ')).toEqual({ kind: 'text', query: 'baju anak' });
    expect(classifySearchInput('iphone')).toEqual({ kind: 'text', query: 'iphone' });
    expect(classifySearchInput('v1.5')).toEqual({ kind: 'text', query: 'v1.5' });
    expect(classifySearchInput('note: buy shoes')).toEqual({ kind: 'text', query: 'note: buy shoes' });
    expect(classifySearchInput('size:42')).toEqual({ kind: 'text', query: 'size:42' });
    expect(classifySearchInput('sepatu localhost')).toEqual({ kind: 'text', query: 'sepatu localhost' });
    expect(classifySearchInput('12345')).toEqual({ kind: 'text', query: '12345' });
    expect(classifySearchInput('134744072')).toEqual({ kind: 'text', query: '134744072' });
    expect(classifySearchInput('2130706433 ')).toEqual({ kind: 'text', query: '2130706433' });
    expect(classifySearchInput('3.14')).toEqual({ kind: 'text', query: '3.14' });
    expect(classifySearchInput('1.5/')).toEqual({ kind: 'text', query: '1.5/' });
  });

  it('a share text with a link is that link, not a text search', () => {
    expect(classifySearchInput('【淘宝】https://m.tb.cn/h.5AbCdEf?tk=XYZ CZ3457 「户外冲锋衣」 点击链接直接打开')).toMatchObject({
      kind: 'url', url: 'https://m.tb.cn/h.5AbCdEf?tk=XYZ', host: 'm.tb.cn', marketplace: 'taobao', productId: undefined,
    });
    expect(classifySearchInput('cek ini https://item.taobao.com/item.htm?id=652874751412 murah')).toMatchObject({ kind: 'url', productId: '652874751412' });
    expect(classifySearchInput('lihat http://localhost:3000/x dong')).toEqual({ kind: 'rejected', reason: 'private' });
  });

  it('dotted quads and schemes still count as addresses', () => {
    expect(classifySearchInput('8.8.8.8')).toMatchObject({ kind: 'url', host: '8.8.8.8' });
    expect(classifySearchInput('10.0.0.1:8080/x')).toEqual({ kind: 'rejected', reason: 'private' });
    expect(classifySearchInput('http://2130706433')).toEqual({ kind: 'rejected', reason: 'private' });
    expect(classifySearchInput('http://134744072')).toMatchObject({ kind: 'url', host: '8.8.8.8' });
    expect(classifySearchInput('0x7f.1')).toEqual({ kind: 'rejected', reason: 'private' });
  });

  it('property: any input is classified, text keeps the trimmed input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = classifySearchInput(input);
        if (result.kind === 'text') expect(result.query).toBe(input.trim());
        if (input.trim() === '') expect(result.kind).toBe('empty');
      }),
    );
  });

  it('property: words with a space are never URLs', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(classifySearchInput(`${a} ${b}`).kind).toBe('text');
      }),
    );
  });
});
