import { describe, expect, it } from 'vitest';
import { featuredImageProblems, isExternalLink, isSafeLink, normaliseFeaturedInput, popUpFlag, type FeaturedImageInput } from './index';

const banner: FeaturedImageInput = {
  placement: 'header', title: 'Hemat 10%', title_en: '10% off', summary: '', summary_en: '',
  image_url: '/api/media/demo/backpack-1.svg', image_width: 1200, image_height: 400, link: '/promo',
  action_label: null, action_label_en: null, active: true, sort: 0,
};

describe('featured image rules', () => {
  it('accepts a banner with a picture, its sizes and a link of the site', () => {
    expect(featuredImageProblems(banner)).toEqual({});
    expect(featuredImageProblems({ ...banner, link: 'https://titip.id/promo', image_url: 'https://cdn.titip.id/b.png' })).toEqual({});
  });

  it('a header banner needs a picture; a pop-up may be text only; a picture needs both sizes', () => {
    expect(featuredImageProblems({ ...banner, image_url: null })).toEqual({ image_url: 'required' });
    expect(featuredImageProblems({ ...banner, placement: 'pop_up', image_url: null, image_width: null, image_height: null })).toEqual({});
    expect(featuredImageProblems({ ...banner, image_width: null, image_height: 0 })).toEqual({ image_width: 'size', image_height: 'size' });
    expect(featuredImageProblems({ ...banner, image_width: 4001, image_height: 1.5 })).toEqual({ image_width: 'size', image_height: 'size' });
  });

  it('refuses links and pictures that are not a path of the site or https', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'http://titip.id', 'data:text/html,<b>', '/a b', 'https://user:pw@titip.id/']) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    expect(featuredImageProblems({ ...banner, link: 'javascript:alert(1)', image_url: 'http://x.example/a.png' })).toEqual({ link: 'link', image_url: 'url' });
    expect(isExternalLink('https://titip.id')).toBe(true);
    expect(isExternalLink('/promo')).toBe(false);
  });

  it('checks texts: required titles, lengths, control characters (line breaks only in summaries)', () => {
    expect(featuredImageProblems({ ...banner, title: '', title_en: 'x'.repeat(121) })).toEqual({ title: 'required', title_en: 'too_long' });
    expect(featuredImageProblems({ ...banner, title: 'a\nb', summary: 'line one\nline two' })).toEqual({ title: 'control' });
    expect(featuredImageProblems({ ...banner, action_label: 'x'.repeat(41), sort: -1 })).toEqual({ action_label: 'too_long', sort: 'sort' });
    // Markup is only text: it is kept as typed and rendered escaped.
    expect(featuredImageProblems({ ...banner, title: '<img src=x onerror=alert(1)>' })).toEqual({});
  });

  it('normalises: trims texts, empty optional texts become null', () => {
    expect(normaliseFeaturedInput({ ...banner, title: '  Hemat ', link: ' ', action_label: '  Lihat ' })).toMatchObject({ title: 'Hemat', link: null, action_label: 'Lihat' });
  });

  it('a pop-up flag changes with its revision', () => {
    expect(popUpFlag(3, 1)).toBe('pop_up:3:1');
    expect(popUpFlag(3, 2)).not.toBe(popUpFlag(3, 1));
  });
});
