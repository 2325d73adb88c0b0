import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import { PaymentAttempt, submitWithKey, type Submitting } from './payment-attempt';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

describe('PaymentAttempt.send', () => {
  it('sends with the attempt key: kept after no answer, new after a definite one; the failure is thrown again', async () => {
    const attempt = new PaymentAttempt<{ amount: number }>(keys());
    const sent: string[] = [];
    const timeout = new ApiError('GATEWAY_TIMEOUT');
    await expect(attempt.send({ amount: 1 }, async (key) => { sent.push(key); throw timeout; })).rejects.toBe(timeout);
    expect(await attempt.send({ amount: 1 }, async (key) => { sent.push(key); return 'ok'; })).toBe('ok');
    const refused = new ApiError('BAD_REQUEST', { reason: 'INSUFFICIENT_BALANCE' });
    await expect(attempt.send({ amount: 1 }, async (key) => { sent.push(key); throw refused; })).rejects.toBe(refused);
    await attempt.send({ amount: 1 }, async (key) => { sent.push(key); });
    expect(sent).toEqual(['k1', 'k1', 'k2', 'k3']);
  });
});

describe('submitWithKey', () => {
  const state = (): Submitting => ({ submitting: false, error: null });

  it('is submitting while the request is on its way, then answers; a second submit meanwhile sends nothing', async () => {
    const s = state();
    const attempt = new PaymentAttempt<{ premium: true }>(keys());
    let release: (value: string) => void = () => {};
    const sent: string[] = [];
    const first = submitWithKey(s, attempt, { premium: true }, (key) => {
      sent.push(key);
      return new Promise<string>((resolve) => { release = resolve; });
    });
    expect(s.submitting).toBe(true);
    expect(await submitWithKey(s, attempt, { premium: true }, async (key) => { sent.push(key); return 'twice'; })).toBeNull();
    release('invoice');
    expect(await first).toBe('invoice');
    expect(s).toEqual({ submitting: false, error: null });
    expect(sent).toEqual(['k1']);
  });

  it('keeps the failure in error and answers null; the same request after no answer carries the same key', async () => {
    const s = state();
    const attempt = new PaymentAttempt<{ amount: number }>(keys());
    const sent: string[] = [];
    const network = new ApiError('NETWORK', { status: 0 });
    expect(await submitWithKey(s, attempt, { amount: 5 }, async (key) => { sent.push(key); throw network; })).toBeNull();
    expect(s).toEqual({ submitting: false, error: network });
    expect(await submitWithKey(s, attempt, { amount: 5 }, async (key) => { sent.push(key); return 'done'; })).toBe('done');
    expect(s.error).toBeNull();
    expect(sent).toEqual(['k1', 'k1']);
  });

  it('sends nothing when the step before sending says no (ready false), and leaves the attempt as it was', async () => {
    const s = state();
    const attempt = new PaymentAttempt<{ amount: number }>(keys());
    const sent: string[] = [];
    await expect(attempt.send({ amount: 7 }, async () => { throw new ApiError('NETWORK', { status: 0 }); })).rejects.toBeInstanceOf(ApiError);
    const call = async (key: string) => { sent.push(key); return key; };
    expect(await submitWithKey(s, attempt, { amount: 7 }, call, { ready: async () => false })).toBeNull();
    expect(s).toEqual({ submitting: false, error: null });
    expect(await submitWithKey(s, attempt, { amount: 7 }, call, { ready: async () => true })).toBe('k1');
    expect(sent).toEqual(['k1']);
  });
});
