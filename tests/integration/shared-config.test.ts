// The configuration and the notices of the shared state (docs/operations.md "Several processes"),
// without a server or a Redis: TRUST_PROXY's forms, REDIS_URL and REDIS_KEY_PREFIX, and the notices'
// round trip (a notice this version does not know is refused whole, so the receiver drops everything).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { trustProxyOf } from '../../server/shared/trust-proxy.ts';
import { decode, encode, type SharedMessage } from '../../server/shared/messages.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told (a forged X-Forwarded-For must not pick the rate-limit key)', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
  });

  it('takes a hop count (the nearest n addresses are proxies) or addresses and CIDRs', () => {
    const hops = trustProxyOf('2');
    expect(typeof hops).toBe('function');
    const trust = hops as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else at start', () => {
    for (const wrong of ['yes', '10.0.0.0/33', 'balancer.internal', '10.0.0.1/8/1', '::1/129']) {
      expect(() => trustProxyOf(wrong), wrong).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('is read with REDIS_URL and REDIS_KEY_PREFIX from the environment', () => {
    const none = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { appSecret: 's', courseServiceKey: 'k' });
    expect(none).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'titip:', trustProxy: false });
    const set = loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'shop-a:', TRUST_PROXY: '10.1.0.0/16' } as NodeJS.ProcessEnv, { appSecret: 's', courseServiceKey: 'k' });
    expect(set).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisKeyPrefix: 'shop-a:', trustProxy: ['10.1.0.0/16'] });
  });
});

describe('change notices', () => {
  const every: SharedMessage[] = [
    { kind: 'login-token', id: 7, customerId: 3 },
    { kind: 'customer-tokens', customerId: 3, keepId: null },
    { kind: 'customer-tokens', customerId: 3, keepId: 9 },
    { kind: 'access-token', id: 11 },
    { kind: 'cart', owners: ['c:3', 'a:11'] },
    { kind: 'cart', owners: ['*'] },
    { kind: 'kurs' },
    { kind: 'product-kept', slug: 'tas-kulit-0123456789' },
  ];

  it('come back as sent, with who sent them', () => {
    for (const message of every) expect(decode(encode('p-1', message))).toEqual({ v: 1, from: 'p-1', m: message });
  });

  it('are refused whole when not understood', () => {
    for (const text of ['not json', '{}', '{"v":2,"from":"p","m":{"kind":"kurs"}}', '{"v":1,"from":"p","m":{"kind":"new-kind"}}',
      '{"v":1,"from":"p","m":{"kind":"login-token","id":"7","customerId":3}}', '{"v":1,"from":"p","m":{"kind":"cart","owners":[1]}}']) {
      expect(decode(text), text).toBeNull();
    }
  });
});
