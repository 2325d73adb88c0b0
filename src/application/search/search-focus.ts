/**
 * The search focus delay (spec section 9 'search focus delay 300 ms'): the search box takes the
 * keyboard focus 300 ms after it is shown to a customer who came to it to start an order (the empty
 * cart's 'Titipin Sekarang', the notifications' '+ Tambah Pesanan'), once the page has settled
 * (the route's own focus on its heading, the scroll). Not on every visit of the home page: that
 * would open a phone's keyboard and take a screen reader away from the page's heading
 * (docs/decisions.md).
 */
export const SEARCH_FOCUS_DELAY_MS = 300;

/** The router state a link carries to ask for it (`<Link to="/" state={FOCUS_SEARCH_STATE}>`). */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

/** Whether a location's state asks for the search focus. */
export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}

/** Focuses after SEARCH_FOCUS_DELAY_MS; returns the cancel (the box went away first). */
export function scheduleSearchFocus(focus: () => void): () => void {
  const timer = setTimeout(focus, SEARCH_FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}
