// What the storefront's build produced, read by the page renderer (ssr.ts, docs/ssr.md): dist/index.html
// split around its outlet, the Vite manifest and the chunk graphs in it, and the inline script that
// asks for the app's code after the first paint (with the answer's nonce: browser-protections.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const OUTLET = '<!--ssr-outlet-->';
/** The runtime configuration handed to a page the browser renders (read by src/main.tsx). */
export const CONFIG_GLOBAL = '__TITIP_CONFIG__';
export const HEAD = '<!--ssr-head-->';

export interface Template {
  /** Up to the outlet (head included), with the head placeholder left in. */
  before: string;
  after: string;
}

/** Reads dist/index.html into its two halves around the outlet (null when it has none). */
export function readTemplate(staticDir: string): Template | null {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const at = html.indexOf(OUTLET);
  if (at < 0 || !html.includes(HEAD)) return null;
  return { before: html.slice(0, at), after: html.slice(at + OUTLET.length) };
}

export function readManifest(staticDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The files of a chunk and of its static imports (the entry's own graph excluded). */
export function chunkGraph(manifest: Manifest, key: string, skip: ReadonlySet<string>, out = new Set<string>()): Set<string> {
  if (out.has(key) || skip.has(key)) return out;
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry) return out;
  out.add(key);
  for (const imported of chunk.imports ?? []) chunkGraph(manifest, imported, skip, out);
  return out;
}

export function entryGraph(manifest: Manifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}

/**
 * The stages of the browser's start (src/main.tsx imports src/boot/*, each a module graph of its
 * own, run in tasks of its own): every page asks for their code with the entry's, so the entry's
 * `import()` of a stage waits for no download.
 */
export function bootStages(manifest: Manifest): string[] {
  const stages = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    for (const key of chunk.dynamicImports ?? []) if (key.startsWith('src/boot/')) stages.add(key);
  }
  return [...stages];
}

/**
 * The inline script that loads the app's code once the page has painted (a frame, then a task; at
 * the latest after 300 ms, for a tab that paints no frames). It runs after the state script.
 * The preload links go in by PRELOAD_BATCH per task, the entry after the first batch: a product
 * page names about 45 chunks, and asking for them all in one task was one long task (about 100 ms
 * on a 4x slower phone; docs/performance.md). Each link costs about 1 ms of a desktop's main thread
 * (the request it starts), so 4 per task keep a task near 20 ms on a phone, 40 ms on a slower one.
 */
export const PRELOAD_BATCH = 4;
/**
 * A form sent before the page could handle it (a tap on 'Masuk' on the server-painted /login while the
 * code is on its way, or before its part is hydrated) would be sent by the browser itself: a GET of
 * the same address, the typed text gone. A submission that reaches the window with nobody having
 * handled it (the page's handlers call preventDefault) is held instead, for a form without an
 * `action` (the storefront's own forms), and sent again through the form every 100 ms once
 * `<html data-app-ready>` is set, until the page handles it (for at most 20 s). Each form is held once.
 */
const HOLD_SUBMITS = "var held=[],tries=0,timer=0,root=document.documentElement;"
  + "function again(){held.splice(0).forEach(function(x){if(x.f.isConnected)x.f.requestSubmit(x.s&&x.s.isConnected?x.s:null)})}"
  + "function later(){if(timer||++tries>200)return;timer=setTimeout(function(){timer=0;if(root.dataset.appReady)again();if(held.length)later()},100)}"
  + "window.addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||f.hasAttribute('action'))return;"
  + "e.preventDefault();if(!held.some(function(x){return x.f===f}))held.push({f:f,s:e.submitter||null});later()});";

export function codeLoader(entry: string, preloads: readonly string[], nonce?: string): string {
  if (!entry) return '';
  return `<script${nonceAttr(nonce)}>(function(){${HOLD_SUBMITS}var done=false,h=document.head,u=${json([...new Set(preloads)])};function add(i){u.slice(i,i+${PRELOAD_BATCH}).forEach(function(x){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=x;h.appendChild(l)});if(i===0){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${json(entry)};h.appendChild(s)}if(i+${PRELOAD_BATCH}<u.length)setTimeout(function(){add(i+${PRELOAD_BATCH})},0)}function go(){if(done)return;done=true;add(0)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()</script>`;
}

/** The nonce attribute of an inline script (browser-protections.ts), or nothing. */
export const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${escapeAttr(nonce)}"` : '');

/** The value of a script's hash in a Content-Security-Policy (`'sha256-…'` of its text). */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** JSON for an inline script: no `<` that could close it. */
export const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
