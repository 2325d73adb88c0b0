import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalRequest, canonicalTarget, cutSignature, isFreshTimestamp, isSignedPath, signatureKey } from './index';

describe('api signature', () => {
  it('signs the listed paths, with or without /api and query', () => {
    expect(isSignedPath('/api/scrap')).toBe(true);
    expect(isSignedPath('scrap')).toBe(true);
    expect(isSignedPath('/api/product/1688/123')).toBe(true);
    expect(isSignedPath('/api/product/taobao/feeds?q=x')).toBe(true);
    expect(isSignedPath('/api/customer/register/mini')).toBe(true);
    expect(isSignedPath('/api/customer/bank-accounts/5')).toBe(true);
    expect(isSignedPath('//api/scrap?url=x')).toBe(true);
    expect(isSignedPath('/scrap')).toBe(true);
    expect(isSignedPath('/api/gmap/geocode?')).toBe(true);
  });
  it('does not sign other paths', () => {
    expect(isSignedPath('/api/scrap/marketplaces')).toBe(false);
    expect(isSignedPath('/api/customer/login')).toBe(false);
    expect(isSignedPath('/api/customer/register/verify-code')).toBe(false);
    expect(isSignedPath('/api/product/1688x')).toBe(false);
    expect(isSignedPath('/api/api/scrap')).toBe(false);
    expect(isSignedPath('/api/x?next=/api/scrap')).toBe(false);
    expect(isSignedPath('/api/wallet/withdrawals')).toBe(false);
  });
  it('builds the canonical string and key', () => {
    expect(canonicalRequest('1700000000000', 'post', '/api/scrap', 'ab')).toBe('1700000000000\nPOST\n/scrap\nab');
    expect(signatureKey('a', null)).toBe('a:');
    expect(signatureKey('a', 'b')).toBe('a:b');
    expect(cutSignature('A'.repeat(600))).toHaveLength(503);
  });
  it('signs one spelling of a path, the one the router reads', () => {
    expect(canonicalTarget('/api/scr%61p')).toBe('/scrap');
    expect(canonicalTarget('/%61pi/customer/bank%2daccounts')).toBe('/customer/bank-accounts');
    expect(canonicalTarget('/api/customer/bank%2Daccounts/5?x=%2d')).toBe('/customer/bank-accounts/5?x=%2d');
    expect(canonicalTarget('/api/scrap#url=x')).toBe('/scrap?url=x');
    expect(canonicalTarget('/api/scrap?')).toBe('/scrap');
    expect(canonicalPath('/a%2fb/c%3a')).toBe('/a%2Fb/c%3A');
    expect(canonicalPath('/a b/é/%zz')).toBe('/a%20b/%C3%A9/%25zz');
    expect(canonicalPath("/x!$&'()*+,;=:@y")).toBe("/x!$&'()*+,;=:@y");
    expect(canonicalPath('/\ud83d\ude00/\ud800')).toBe('/%F0%9F%98%80/%EF%BF%BD');
    // Spellings the router tells apart stay apart.
    expect(canonicalPath('/a%2Fb')).not.toBe(canonicalPath('/a/b'));
    expect(canonicalPath('/a//b')).not.toBe(canonicalPath('/a/b'));
    expect(canonicalPath('/a/')).not.toBe(canonicalPath('/a'));
  });
  it('accepts timestamps within five minutes only', () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp(String(now - 299_000), now)).toBe(true);
    expect(isFreshTimestamp(String(now - 301_000), now)).toBe(false);
    expect(isFreshTimestamp(String(now + 301_000), now)).toBe(false);
    expect(isFreshTimestamp('abc', now)).toBe(false);
  });
});
