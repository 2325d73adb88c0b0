import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileProblem, squareCrop } from './avatar';

describe('avatarFileProblem', () => {
  it('takes png, jpeg and gif up to 2 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif']) expect(avatarFileProblem({ type, size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, empty and larger files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: '', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('size');
  });
});

describe('squareCrop', () => {
  it('centres the largest square by default', () => {
    expect(squareCrop(400, 300, 1, 0, 0)).toEqual({ x: 50, y: 0, side: 300 });
    expect(squareCrop(300, 400, 1, 0, 0)).toEqual({ x: 0, y: 50, side: 300 });
  });
  it('zooms in and pans to the edges, never outside the image', () => {
    expect(squareCrop(400, 300, 2, -1, -1)).toEqual({ x: 0, y: 0, side: 150 });
    expect(squareCrop(400, 300, 2, 1, 1)).toEqual({ x: 250, y: 150, side: 150 });
    expect(squareCrop(400, 300, 50, 5, -5)).toEqual({ x: 370, y: 0, side: 30 });
    expect(squareCrop(400, 300, 0.2, 0, 0)).toEqual({ x: 50, y: 0, side: 300 });
  });
});
