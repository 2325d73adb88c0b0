// Allowlist sanitiser for HTML that comes from other sites (product descriptions).
// Only the tags and attributes below survive; script-like elements are dropped with their
// contents, every other unknown element is unwrapped (its text kept); URLs must be http(s)
// (relative ones are resolved against the page) and event handlers never pass.
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div', 'figure', 'figcaption',
  'a', 'img',
]);

/** Elements removed together with everything inside them. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'svg', 'math', 'link', 'meta', 'base',
  'head', 'title', 'video', 'audio', 'source', 'track', 'canvas', 'portal', 'dialog',
]);

/** Attributes kept per tag; nothing else (no style, no class, no on*, no data-*). */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);
const MAX_INPUT = 200_000;

/** An absolute http(s) URL, or null for anything else (javascript:, data:, vbscript:, ...). */
export function safeUrl(value: string, base?: string): string | null {
  // Control characters inside a scheme are a classic filter bypass; the URL parser then
  // normalises the rest the way browsers do, and only http(s) passes.
  const cleaned = [...value].filter((c) => { const n = c.charCodeAt(0); return n >= 0x20 && (n < 0x7f || n > 0x9f); }).join('').trim();
  if (cleaned === '') return null;
  try {
    const url = base ? new URL(cleaned, base) : new URL(cleaned);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function cleanChildren($: cheerio.CheerioAPI, parent: AnyNode, base: string | undefined): void {
  const children = 'children' in parent ? [...(parent.children as AnyNode[])] : [];
  for (const node of children) {
    if (node.type === 'text') continue;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') {
      $(node).remove(); // comments, CDATA, directives
      continue;
    }
    const el = node as Element;
    const name = el.name.toLowerCase();
    if (DROPPED_TAGS.has(name) || node.type === 'script' || node.type === 'style') {
      $(el).remove();
      continue;
    }
    cleanChildren($, el, base);
    if (!ALLOWED_TAGS.has(name)) {
      $(el).replaceWith($(el).contents());
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
    for (const attr of Object.keys(el.attribs)) {
      const key = attr.toLowerCase();
      if (!allowed.includes(key)) {
        $(el).removeAttr(attr);
        continue;
      }
      if (URL_ATTRIBUTES.has(key)) {
        const url = safeUrl(el.attribs[attr] ?? '', base);
        if (url === null) $(el).removeAttr(attr);
        else $(el).attr(attr, url);
      } else if ((key === 'width' || key === 'height' || key === 'colspan' || key === 'rowspan') && !/^\d{1,4}$/.test(el.attribs[attr] ?? '')) {
        $(el).removeAttr(attr);
      }
    }
    if (name === 'a' && $(el).attr('href')) $(el).attr('rel', 'nofollow noopener noreferrer').attr('target', '_blank');
    if (name === 'img' && !$(el).attr('src')) $(el).remove();
  }
}

/**
 * Sanitises an HTML fragment. `base` (the page URL) resolves relative links and images.
 * Plain text comes back HTML-escaped.
 */
export function sanitizeHtml(html: string, base?: string): string {
  const $ = cheerio.load(html.slice(0, MAX_INPUT), null, false);
  const root = $.root()[0];
  if (root) cleanChildren($, root, base);
  return ($.html() ?? '').trim();
}

/** Text of an HTML fragment (tags removed, whitespace collapsed). */
export function htmlToText(html: string): string {
  const $ = cheerio.load(html.slice(0, MAX_INPUT), null, false);
  $('script,style,noscript,template').remove();
  return $.root().text().replace(/\s+/g, ' ').trim();
}
