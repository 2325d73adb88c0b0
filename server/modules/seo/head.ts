// A page's head for search engines and link previews (docs/seo.md): title, description, robots,
// canonical and hreflang alternates, Open Graph and Twitter card tags, and schema.org JSON-LD.
// Every value is escaped here: product names are scraped from other sites and untrusted.
import type { Lang } from '../../http/errors.ts';
import { SITE_NAME } from '../../../src/domain/seo/index.ts';

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute URL of the page in this language (its `?lang=` kept, other parameters dropped). */
  canonical: string;
  /** Absolute URLs of the page in each language; null for a page that is not indexed. */
  alternates: { id: string; en: string; xDefault: string } | null;
  noindex: boolean;
  ogType: 'website' | 'product';
  /** Absolute URL. */
  image: string | null;
  imageAlt?: string;
  /** A product's price in rupiah (product:price:*). */
  price?: number;
  jsonLd: JsonLd[];
}

/** Text for a double-quoted attribute or an element's content. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (nothing can
 * close the element or open a comment), U+2028/U+2029 too; it stays valid JSON with the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Collapses whitespace and cuts at a word to at most `max` characters (with an ellipsis). */
export function cut(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const head = plain.slice(0, max - 1);
  const at = head.lastIndexOf(' ');
  return `${(at > max * 0.6 ? head.slice(0, at) : head).replace(/[\s,.;:-]+$/, '')}\u2026`;
}

/** Text of sanitised HTML (the scraped description): tags dropped, the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const OG_LOCALE: Record<Lang, string> = { id: 'id_ID', en: 'en_US' };

/** The tags, in the order a reader of the head expects them. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeText(content)}">`;
  const tags: string[] = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  tags.push(`<link rel="canonical" href="${escapeText(head.canonical)}">`);
  if (head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="id" href="${escapeText(head.alternates.id)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeText(head.alternates.en)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeText(head.alternates.xDefault)}">`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[head.lang === 'id' ? 'en' : 'id']),
  );
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  if (head.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', String(head.price)), meta('property', 'product:price:currency', 'IDR'));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  // Data blocks are never executed, so the page's script-src policy does not apply to them (no nonce).
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('');
}

// ---- schema.org ------------------------------------------------------------------------------

const SCHEMA = 'https://schema.org';
const AVAILABILITY: Record<string, string> = {
  in_stock: `${SCHEMA}/InStock`, out_of_stock: `${SCHEMA}/OutOfStock`, preorder: `${SCHEMA}/PreOrder`,
};

export function organizationLd(origin: string, description: string): JsonLd {
  return { '@context': SCHEMA, '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME, url: `${origin}/`, description };
}

export function websiteLd(origin: string, lang: Lang): JsonLd {
  return { '@context': SCHEMA, '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, inLanguage: lang, publisher: { '@id': `${origin}/#organization` } };
}

export function breadcrumbLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA, '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  images: string[];
  url: string;
  price: number;
  availability: string;
  sku: string | null;
  brand: string | null;
}

/** schema.org Product with its Offer (Google's Product snippet: name, image, offers.price/priceCurrency/availability). */
export function productLd(p: ProductFacts): JsonLd {
  return {
    '@context': SCHEMA, '@type': 'Product', name: p.name, description: p.description, image: p.images,
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer', url: p.url, price: p.price, priceCurrency: 'IDR',
      availability: AVAILABILITY[p.availability] ?? `${SCHEMA}/InStock`,
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

export interface CourseFacts {
  name: string;
  description: string;
  url: string;
  image: string | null;
  price: number;
  instructor: string | null;
  lang: Lang;
}

/** schema.org Course (name, description, provider), with its offer in rupiah. */
export function courseLd(origin: string, c: CourseFacts): JsonLd {
  return {
    '@context': SCHEMA, '@type': 'Course', name: c.name, description: c.description, url: c.url, inLanguage: c.lang,
    provider: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    ...(c.image ? { image: c.image } : {}),
    ...(c.instructor ? { instructor: { '@type': 'Person', name: c.instructor } } : {}),
    offers: { '@type': 'Offer', category: c.price > 0 ? 'Paid' : 'Free', price: c.price, priceCurrency: 'IDR', url: c.url },
  };
}
