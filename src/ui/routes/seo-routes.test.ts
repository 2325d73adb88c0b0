// Every route of the table is a page the server's head knows (src/domain/seo/page-routes.ts, which
// cannot read the table): public pages indexable, signed-in, console and checkout pages noindex.
import { describe, expect, it } from 'vitest';
import { seoRouteOf } from '../../domain/seo';
import { ROUTES } from './table';

const sample = (path: string) => path.replace(/:[^/]+/g, 'x1');

describe('the head of every route', () => {
  it('knows every route of the table, and keeps the signed-in ones out of search engines', () => {
    for (const entry of ROUTES) {
      const route = seoRouteOf(sample(entry.path));
      expect(route, entry.path).not.toBeNull();
      if (entry.access === 'auth' || entry.access === 'guest-only' || entry.access === 'affiliate' || entry.layout === 'ops') {
        expect(route?.private, entry.path).toBe(true);
      }
      // Server-rendered: public pages, and the sign-in pages (the same first screen for everyone, kept out of search engines).
      if (entry.ssr && entry.access !== 'guest-only') expect(route?.private, entry.path).toBe(false);
    }
  });

  it('has no page for an unknown address (the 404 page)', () => {
    expect(seoRouteOf('/tidak-ada')).toBeNull();
    expect(seoRouteOf('/product/a/b')).toBeNull();
  });
});
