import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ELLIPSIS,
  FLASH_SALE_TITLE_WORDS,
  TRUNCATE_CART_POPUP,
  TRUNCATE_DEFAULT,
  TRUNCATE_HOME_BUYER_NAME,
  TRUNCATE_HOME_PRODUCT_TITLE,
  codePointLength,
  truncate,
  truncateWords,
} from './truncate';

describe('constants', () => {
  it('match the spec', () => {
    expect(TRUNCATE_DEFAULT).toBe(70);
    expect(TRUNCATE_CART_POPUP).toBe(30);
    expect(TRUNCATE_HOME_BUYER_NAME).toBe(15);
    expect(TRUNCATE_HOME_PRODUCT_TITLE).toBe(20);
    expect(FLASH_SALE_TITLE_WORDS).toBe(4);
    expect(ELLIPSIS).toBe('...');
  });
});

describe('truncate', () => {
  it('leaves text at or below the limit unchanged', () => {
    const seventy = 'a'.repeat(70);
    expect(truncate(seventy)).toBe(seventy);
    expect(truncate('short')).toBe('short');
    expect(truncate('')).toBe('');
  });

  it('cuts at 70 by default and appends ...', () => {
    expect(truncate('a'.repeat(71))).toBe(`${'a'.repeat(70)}...`);
  });

  it('uses the given limit and suffix', () => {
    expect(truncate('Sepatu Lari Pria Original', 6)).toBe('Sepatu...');
    expect(truncate('abcdef', 3, '…')).toBe('abc…');
    expect(truncate('abcdef', 3, '')).toBe('abc');
    expect(truncate('Budi Santoso Wijaya', TRUNCATE_HOME_BUYER_NAME)).toBe('Budi Santoso Wi...');
  });

  it('drops whitespace at the cut', () => {
    expect(truncate('Hello world', 6)).toBe('Hello...');
  });

  it('does not split surrogate pairs', () => {
    const text = '😀😀😀😀';
    expect(truncate(text, 2)).toBe('😀😀...');
    expect(truncate('a😀b', 2)).toBe('a😀...');
    expect(truncate(text, 4)).toBe(text);
  });

  it('handles bad limits and missing text', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -5)).toBe('...');
    expect(truncate('abc', Number.NaN)).toBe('...');
    expect(truncate('abc', 2.9)).toBe('ab...');
    expect(truncate('abc', Number.POSITIVE_INFINITY)).toBe('abc');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined, 3)).toBe('');
  });

  it('property: result never exceeds limit + suffix and is a prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 100 }), (text, max) => {
        const out = truncate(text, max);
        if (codePointLength(text) <= max) {
          expect(out).toBe(text);
        } else {
          expect(out.endsWith(ELLIPSIS)).toBe(true);
          const body = out.slice(0, -ELLIPSIS.length);
          expect(codePointLength(body)).toBeLessThanOrEqual(max);
          expect(text.startsWith(body)).toBe(true);
          expect(body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        }
      }),
    );
  });
});

describe('truncateWords', () => {
  it('keeps four words and appends ...', () => {
    expect(truncateWords('Tas Wanita Kulit Asli Import Korea')).toBe('Tas Wanita Kulit Asli...');
  });

  it('adds no suffix for four words or fewer', () => {
    expect(truncateWords('Tas Wanita Kulit Asli')).toBe('Tas Wanita Kulit Asli');
    expect(truncateWords('Tas')).toBe('Tas');
    expect(truncateWords('  Tas  Wanita  ')).toBe('Tas  Wanita');
  });

  it('collapses whitespace in a cut title', () => {
    expect(truncateWords(' a\tb\n c   d e ')).toBe('a b c d...');
  });

  it('handles empty and missing text, and other counts', () => {
    expect(truncateWords('')).toBe('');
    expect(truncateWords('   ')).toBe('');
    expect(truncateWords(null)).toBe('');
    expect(truncateWords('a b c', 2)).toBe('a b...');
    expect(truncateWords('a b c', 0)).toBe('...');
    expect(truncateWords('a b c', 2, ' …')).toBe('a b …');
  });
});
