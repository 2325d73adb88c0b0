// External HTML reduced to plain text (docs/content-feeds.md): the storefront never renders a
// service's HTML; it shows text (React escapes it) and checks every address it links to.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ' ';
      return String.fromCodePoint(code);
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Text of an HTML fragment: scripts, styles and comments dropped, tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  // Block tags separate words; inline ones (b, em, a, span...) do not.
  const withoutTags = withoutBlocks
    .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|figure|figcaption|section|article|hr)\b[^>]*(>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, '');
  // Control characters out (the text goes into the page and the logs).
  return plainText(decodeEntities(withoutTags));
}

/** Plain text with control characters out and spaces collapsed. */
export function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The address when it is an absolute http(s) URL without user info, else null. */
export function webAddress(value: unknown, httpsOnly = false): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return null;
  if (url.username || url.password) return null;
  return url.href;
}
