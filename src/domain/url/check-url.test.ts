import { describe, expect, it } from 'vitest';
import { checkUrl, isLocalHostName, isPrivateHost, isValidDomainName, normalizeUrl } from './check-url';

describe('checkUrl: accepted', () => {
  it.each([
    ['https://detail.1688.com/offer/123.html', 'https://detail.1688.com/offer/123.html', 'detail.1688.com'],
    ['http://item.taobao.com/item.htm?id=1', 'http://item.taobao.com/item.htm?id=1', 'item.taobao.com'],
    ['ftp://files.example.com/a.txt', 'ftp://files.example.com/a.txt', 'files.example.com'],
    ['www.amazon.com/dp/B000', 'https://www.amazon.com/dp/B000', 'www.amazon.com'],
    ['amazon.co.uk', 'https://amazon.co.uk/', 'amazon.co.uk'],
    ['  HTTPS://Shop.Example.COM/Path  ', 'https://shop.example.com/Path', 'shop.example.com'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x', 'cdn.example.com'],
    ['https:example.com', 'https://example.com/', 'example.com'],
    ['shop.com:8080/x', 'https://shop.com:8080/x', 'shop.com'],
    ['example.com.', 'https://example.com./', 'example.com'],
    ['http://8.8.8.8/x', 'http://8.8.8.8/x', '8.8.8.8'],
    ['http://[2606:4700:4700::1111]/', 'http://[2606:4700:4700::1111]/', '[2606:4700:4700::1111]'],
    ['https://bücher.de', 'https://xn--bcher-kva.de/', 'xn--bcher-kva.de'],
    ['https://a_b.example.com', 'https://a_b.example.com/', 'a_b.example.com'],
    ['https://shop.com/search?q=a b', 'https://shop.com/search?q=a%20b', 'shop.com'],
  ])('%s', (input, url, host) => {
    expect(checkUrl(input)).toEqual({ ok: true, url, host });
  });
});

describe('checkUrl: rejected', () => {
  it.each(['', '   ', null, undefined])('empty: %s', (input) => {
    expect(checkUrl(input)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['javascript:alert(1)', 'mailto:a@b.com', 'file:///etc/passwd', 'data:text/html,hi', 'gopher://x.com', 'ws://x.com'])(
    'scheme: %s',
    (input) => {
      expect(checkUrl(input)).toEqual({ ok: false, reason: 'scheme' });
    },
  );

  it.each([
    'http://localhost', 'localhost:3000', 'http://LOCALHOST./', 'http://app.localhost/x', 'http://printer.local',
    'http://127.0.0.1', 'http://127.1', 'http://2130706433', 'http://0x7f.1', 'http://0177.0.0.1', 'http://0x7f000001',
    'http://10.0.0.1', 'http://172.16.5.4', 'http://172.31.255.255', 'http://192.168.1.1', '192.168.1.1/admin',
    'http://169.254.169.254/latest/meta-data', 'http://0.0.0.0', 'http://100.64.1.1', 'http://[::1]', 'http://[::]',
    'http://[fc00::1]', 'http://[fd00::1]', 'http://[fe80::1]', 'http://[::ffff:127.0.0.1]', 'http://[::ffff:10.0.0.1]',
    'http://[::ffff:7f00:1]', 'https://router.home.arpa', 'http://3232235777', 'ftp://10.1.1.1',
  ])('private: %s', (input) => {
    expect(checkUrl(input)).toEqual({ ok: false, reason: 'private' });
  });

  it.each([
    'hello', 'iphone 13', 'http://', 'http://example', 'http://example.c', 'http://.com', 'http://a..com',
    'http://-a.com', 'http://a-.com', 'http://ex_ample.c0m', 'http://v1.5', 'http://exa mple.com', 'example.com/a b',
    'https://user:pw@shop.com', 'https://amazon.com@evil.com', 'a@b.com', 'http://example.com:99999',
    `https://example.com/${'a'.repeat(8200)}`, 'http://[1::2::3]',
  ])('invalid: %s', (input) => {
    expect(checkUrl(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('helpers', () => {
  it('isLocalHostName', () => {
    expect(isLocalHostName('localhost')).toBe(true);
    expect(isLocalHostName('a.b.localhost')).toBe(true);
    expect(isLocalHostName('notlocalhost.com')).toBe(false);
    expect(isLocalHostName('localhost.com')).toBe(false);
  });

  it('isPrivateHost handles raw hosts', () => {
    expect(isPrivateHost('0x7f.1')).toBe(true);
    expect(isPrivateHost('[::1]')).toBe(true);
    expect(isPrivateHost('shop.com')).toBe(false);
    expect(isPrivateHost('8.8.8.8')).toBe(false);
  });

  it('isValidDomainName', () => {
    expect(isValidDomainName('a.co')).toBe(true);
    expect(isValidDomainName('xn--p1ai.xn--p1ai')).toBe(true);
    expect(isValidDomainName('com')).toBe(false);
    expect(isValidDomainName('a.123')).toBe(false);
    expect(isValidDomainName(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isValidDomainName(`${'a.'.repeat(127)}com`)).toBe(false);
  });

  it('normalizeUrl', () => {
    expect(normalizeUrl('Example.com')).toBe('https://example.com/');
    expect(normalizeUrl('http://localhost')).toBeUndefined();
  });
});
