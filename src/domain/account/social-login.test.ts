import { describe, expect, it } from 'vitest';
import { parseSocialSettings, socialHosts } from './social-login';

describe('social sign-in settings', () => {
  it('lists no host when nothing is configured, and only the configured providers\' hosts otherwise', () => {
    expect(socialHosts(null)).toEqual({ script: [], connect: [], frame: [], style: [] });
    const google = socialHosts({ googleClientId: 'abc.apps.googleusercontent.com' });
    expect(google.script).toEqual(['https://accounts.google.com/gsi/client']);
    expect(google.frame).toEqual(['https://accounts.google.com/gsi/']);
    expect(google.script.some((h) => h.includes('facebook'))).toBe(false);
    const facebook = socialHosts({ facebookAppId: '1234567890' });
    expect(facebook.script).toEqual(['https://connect.facebook.net']);
    expect(facebook.style).toEqual([]);
    const both = socialHosts({ googleClientId: 'abc.apps.googleusercontent.com', facebookAppId: '1234567890' });
    expect(both.connect).toEqual(['https://accounts.google.com/gsi/', 'https://connect.facebook.net', 'https://www.facebook.com', 'https://web.facebook.com']);
  });

  it('keeps well-formed ids only', () => {
    expect(parseSocialSettings({ googleClientId: 'abc.apps.googleusercontent.com', facebookAppId: '1234567890' }))
      .toEqual({ googleClientId: 'abc.apps.googleusercontent.com', facebookAppId: '1234567890' });
    expect(parseSocialSettings({ googleClientId: 'javascript:alert(1)', facebookAppId: 'abc' })).toEqual({});
    expect(parseSocialSettings(null)).toEqual({});
  });
});
