import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload } from './chunk-reload';

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    expect(isChunkLoadError(new Error('Network Error.'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });
  it('reloads at most once per 60 seconds', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
    expect(mayReload(1_000_000, 2_000_000)).toBe(true);
  });
});
