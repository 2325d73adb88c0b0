import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a UUID v4, unique per call, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const fallback = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const a = newIdempotencyKey(fallback);
    expect(a).toMatch(uuid);
    expect(newIdempotencyKey(fallback)).not.toBe(a);
  });
});
