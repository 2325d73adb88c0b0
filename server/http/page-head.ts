// The page's own head in the HTML the server sends (server/modules/seo builds it; docs/seo.md), and
// the language a page request asks for (its address's `?lang=`, else the cookie).
import type { FastifyRequest } from 'fastify';
import { HEAD } from './ssr-build.ts';

type Language = 'id' | 'en';

/** `id` or `en` from the language cookie (anything else: Indonesian, the storefront's default). */
function languageOfCookie(cookieHeader: string | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === 'titip_lang') return part.slice(at + 1).trim().toLowerCase() === 'en' ? 'en' : 'id';
  }
  return 'id';
}

/**
 * The language of a page request: the address's `?lang=id|en` first (the language's own address,
 * docs/seo.md), else the cookie, else Indonesian.
 */
export function languageOfRequest(url: string, cookieHeader: string | undefined): Language {
  const at = url.indexOf('?');
  const value = at < 0 ? null : new URLSearchParams(url.slice(at + 1)).get('lang')?.toLowerCase();
  return value === 'en' || value === 'id' ? value : languageOfCookie(cookieHeader);
}

/** A page's head for search engines and link previews (title, description, canonical, Open Graph, JSON-LD). */
export type PageHeadSource = (request: FastifyRequest, language: Language) => Promise<string>;

/**
 * The template's head made the page's: its generic title and description give way to the page's
 * head (at the head placeholder, before the inline CSS: link-preview readers stop early), and
 * `<html lang>` is the page's language.
 */
export function withPageHead(before: string, head: string | null, language: Language): string {
  let out = language === 'en' ? before.replace(/<html lang="[^"]*"/, '<html lang="en"') : before;
  if (head === null) return out;
  out = out.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  return out.replace(HEAD, () => head + HEAD);
}

