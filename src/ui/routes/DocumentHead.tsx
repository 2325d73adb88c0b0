/**
 * The document's title and description on client navigation (docs/seo.md). The server writes the
 * first page's head (server/modules/seo); after a navigation in the browser the route's texts come
 * from the same table (src/domain/seo, loaded when first needed: not part of the first paint), and
 * a product, course or promotion page names its own item (useItemHead).
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

interface Head {
  title: string;
  description: string | null;
}

/** The item heads of the pages shown now, by path: they win over the route's texts. */
const itemHeads = new Map<string, Head>();
/** The address and language the server wrote the head for (null once the browser moved on). */
let first: string | null = null;

function apply(head: Head): void {
  document.title = head.title;
  if (head.description === null) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = head.description;
}

/** Rendered once, before the routes: follows the address and the language. */
export function DocumentHead() {
  const { pathname } = useLocation();
  const { locale } = useIntl();
  useEffect(() => {
    const here = `${locale} ${pathname}`;
    first ??= here;
    // The server's head is right for the address it rendered, until the browser moves on.
    if (first === here) return;
    first = '';
    let live = true;
    void import('../../domain/seo').then(({ PAGE_TEXTS, seoRouteOf }) => {
      if (!live) return;
      const text = PAGE_TEXTS[seoRouteOf(pathname)?.key ?? 'notFound'][locale.startsWith('en') ? 'en' : 'id'];
      apply(itemHeads.get(pathname) ?? text);
    });
    return () => {
      live = false;
    };
  }, [pathname, locale]);
  return null;
}

/** A page of one item (a product, a course, a promotion): the title is the item's name. */
export function useItemHead(name: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    const head: Head = { title: `${name} | Titip`, description: null };
    itemHeads.set(pathname, head);
    apply(head);
    return () => {
      if (itemHeads.get(pathname) === head) itemHeads.delete(pathname);
    };
  }, [pathname, name]);
}
