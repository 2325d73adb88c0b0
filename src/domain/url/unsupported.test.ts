import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNSUPPORTED_HOSTS,
  UNSUPPORTED_SITE_TEXT,
  isUnsupportedHost,
  unsupportedSiteMessage,
} from './unsupported';

describe('unsupported sites', () => {
  it('the default list is empty', () => {
    expect(DEFAULT_UNSUPPORTED_HOSTS).toEqual([]);
    expect(isUnsupportedHost('www.amazon.com')).toBe(false);
  });

  it('matches a listed domain and its sub-domains, case-insensitively', () => {
    const list = ['Blocked.com', 'shop.example.org'];
    expect(isUnsupportedHost('blocked.com', list)).toBe(true);
    expect(isUnsupportedHost('www.blocked.com', list)).toBe(true);
    expect(isUnsupportedHost('shop.example.org', list)).toBe(true);
    expect(isUnsupportedHost('example.org', list)).toBe(false);
    expect(isUnsupportedHost('notblocked.com', list)).toBe(false);
  });

  it('builds the spec message verbatim', () => {
    expect(UNSUPPORTED_SITE_TEXT).toBe(
      'Mohon maaf, saat ini kami belum dapat melayani pembelian produk dari {host}, silakan gunakan platform',
    );
    expect(unsupportedSiteMessage('www.blocked.com', 'Kirimin')).toBe(
      'Mohon maaf, saat ini kami belum dapat melayani pembelian produk dari www.blocked.com, silakan gunakan platform Kirimin',
    );
    expect(unsupportedSiteMessage('a.com', '  ')).toBe(
      'Mohon maaf, saat ini kami belum dapat melayani pembelian produk dari a.com, silakan gunakan platform',
    );
    expect(unsupportedSiteMessage('$&.com', 'X')).toContain('dari $&.com,');
  });
});
