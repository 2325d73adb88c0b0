/**
 * Focus on client navigation (WCAG 2.4.3, issue 24): after the path changes, the new page's <h1>
 * gets the focus (tabindex -1, no ring for a mouse user), so a screen reader announces the page and
 * the next Tab starts in it, as after a full page load. Not on the first render (the browser's own
 * page load), not on a #hash (ScrollToTop scrolls to its target), not when the new page already put
 * the focus in one of its fields (autofocus), not when only the query changes (tabs, filters, pages of
 * a list keep the focus where the customer is). The page may still be loading (lazy chunk): its
 * heading is awaited for up to 5 s.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isLoading } from './pending-loads';

const WAIT_MS = 5000;
/** A heading that is the same element as the last page's (a page reused for other params) is taken after this. */
const SAME_ELEMENT_MS = 400;

/** The page's main heading: the content's h1 (layouts render the page in #content / main). */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#content h1, main h1');
}

/** True when the focus is already somewhere the page chose: a field inside the content. */
function focusChosenByPage(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return active.closest('#content, main') !== null && active.matches('input, select, textarea, [contenteditable="true"]');
}

export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      last.current = pageHeading();
      return;
    }
    if (hash) return;
    const started = Date.now();
    let done = false;
    const tryFocus = (): boolean => {
      if (done) return true;
      const heading = isLoading() ? null : pageHeading();
      if (!heading || (heading === last.current && Date.now() - started < SAME_ELEMENT_MS)) return false;
      done = true;
      last.current = heading;
      if (!focusChosenByPage()) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const check = () => {
      if (tryFocus()) stop();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    const poll = window.setInterval(check, 100);
    const timeout = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      done = true;
      observer.disconnect();
      window.clearInterval(poll);
      window.clearTimeout(timeout);
    }
    return stop;
  }, [pathname, hash]);
  return null;
}
