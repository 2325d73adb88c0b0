import { describe, expect, it } from 'vitest';
import { canonicalRequest, cutSignature, isFreshTimestamp, isSignedPath, signatureKey } from './index';

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
  it('accepts timestamps within five minutes only', () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp(String(now - 299_000), now)).toBe(true);
    expect(isFreshTimestamp(String(now - 301_000), now)).toBe(false);
    expect(isFreshTimestamp(String(now + 301_000), now)).toBe(false);
    expect(isFreshTimestamp('abc', now)).toBe(false);
  });
});
