import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from './mobile-redirect';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const on = { redirectMobile: true, mobileSiteUrl: 'https://m.titip.example' };

describe('mobileRedirectTarget', () => {
  it('stays when the option is off (the default) or no mobile site is set', () => {
    expect(mobileRedirectTarget({ redirectMobile: false, mobileSiteUrl: on.mobileSiteUrl }, ANDROID, '/cart')).toBeNull();
    expect(mobileRedirectTarget({ redirectMobile: true, mobileSiteUrl: '' }, ANDROID, '/cart')).toBeNull();
  });
  it('sends a mobile browser to the same path on the mobile site', () => {
    expect(mobileRedirectTarget(on, ANDROID, '/product?url=x')).toBe('https://m.titip.example/product?url=x');
  });
  it('keeps desktop browsers and refuses a non-http mobile site', () => {
    expect(mobileRedirectTarget(on, DESKTOP, '/')).toBeNull();
    expect(mobileRedirectTarget({ redirectMobile: true, mobileSiteUrl: 'javascript:alert(1)' }, ANDROID, '/')).toBeNull();
  });
});
