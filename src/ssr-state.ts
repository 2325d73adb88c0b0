/**
 * The state a server-rendered page carries to the browser (docs/ssr.md): the address it was rendered
 * for, its language, the runtime configuration it used, and the API answers of its render. Written by
 * entry-server.tsx as `<script>window.__TITIP_SSR__=…</script>` after the page's HTML, read once by
 * main.tsx.
 *
 * The answers hold text from outside (scraped product titles, descriptions): serialised JSON is
 * escaped so that nothing in it can close the script element or open a comment (`<`, `>` and `&` as
 * \u escapes), and U+2028/U+2029 (line breaks to a JavaScript parser) are escaped too.
 */
import type { Language } from './application/ports/session-store.port';
import { isExchangeList, type Exchange } from './infrastructure/http/exchanges';

export const SSR_STATE_GLOBAL = '__TITIP_SSR__';

export interface SsrState {
  v: 1;
  /** Path and query the HTML was rendered for. */
  path: string;
  language: Language;
  /** The runtime configuration (config.json) the render used: the browser needs no fetch for it. */
  config: unknown;
  exchanges: Exchange[];
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside an HTML <script> element (and still valid JSON / JavaScript). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}

/** The inline script that hands the state to the browser (with the answer's CSP nonce, when there is one). */
export function stateScript(state: SsrState, nonce?: string): string {
  const attr = nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : '';
  return `<script${attr}>window.${SSR_STATE_GLOBAL}=${scriptSafeJson(state)}</script>`;
}

/** The state as read from the page (null when absent or malformed). */
export function readSsrState(value: unknown): SsrState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Partial<SsrState>;
  if (state.v !== 1 || typeof state.path !== 'string' || (state.language !== 'id' && state.language !== 'en') || !isExchangeList(state.exchanges)) return null;
  return { v: 1, path: state.path, language: state.language, config: state.config ?? null, exchanges: state.exchanges };
}
