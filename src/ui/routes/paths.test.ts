import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { ROUTES } from './table';

describe('PATHS', () => {
  it('names only paths the route table registers (a linked path is never a 404)', () => {
    const routed = new Set(ROUTES.map((r) => r.path));
    expect(Object.values(PATHS).filter((p) => !routed.has(p))).toEqual([]);
  });
});
