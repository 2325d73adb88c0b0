import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { ShippingApi, ShippingQuote } from '../ports/shipping-api.port';
import { ShippingCheck } from './shipping-check';

const quote = (courier: string, price: number, etd: string | null = '2-3'): ShippingQuote => ({ courier, service: 'REG', price, etd });

/** A ShippingApi whose answers the test releases, one per call, recording the weights asked. */
function controlled() {
  const calls: { sub: string; weight: number; answer: (q: ShippingQuote[] | Error) => void }[] = [];
  const api: ShippingApi = {
    price: (sub, weight) => new Promise<ShippingQuote[]>((resolve, reject) => {
      calls.push({ sub, weight, answer: (q) => (q instanceof Error ? reject(q) : resolve(q)) });
    }),
  };
  return { api, calls };
}

describe('ShippingCheck (the address form\'s 1 kg check)', () => {
  it('asks with weight 1 and keeps the cheapest quote', async () => {
    const { api, calls } = controlled();
    const check = new ShippingCheck(api);
    const done = check.check('317101');
    expect(check.checking).toBe(true);
    expect(calls.map((c) => [c.sub, c.weight])).toEqual([['317101', 1]]);
    calls[0]?.answer([quote('JNE', 12_000), quote('SiCepat', 9_000, null), quote('J&T', 10_000)]);
    await done;
    expect([check.checking, check.cheapest]).toEqual([false, quote('SiCepat', 9_000, null)]);
  });

  it('drops the answer for a kecamatan no longer chosen, and clears on none', async () => {
    const { api, calls } = controlled();
    const check = new ShippingCheck(api);
    const first = check.check('317101');
    const second = check.check('317102');
    calls[1]?.answer([quote('JNE', 20_000)]);
    await second;
    calls[0]?.answer([quote('JNE', 5_000)]);
    await first;
    expect(check.cheapest?.price).toBe(20_000);
    await check.check('');
    expect(check.cheapest).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('shows nothing on a failure or without a shipping port', async () => {
    const { api, calls } = controlled();
    const check = new ShippingCheck(api);
    const done = check.check('317101');
    calls[0]?.answer(new ApiError('NETWORK'));
    await done;
    expect([check.checking, check.cheapest]).toEqual([false, null]);
    const none = new ShippingCheck(undefined);
    await none.check('317101');
    expect([none.checking, none.cheapest]).toEqual([false, null]);
  });
});
