// Reads a product from a store page: schema.org JSON-LD first, then microdata, then
// OpenGraph (and plain <title>/<meta description>) for whatever is still missing.
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { asArray, availabilityOf, emptyExtracted, parsePrice, readProduct, typesOf, type Extracted, type Thing } from './schema-org.ts';
import type { ProductOrigin } from './product.ts';

const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts']);

function isProduct(thing: Thing): boolean {
  return typesOf(thing).some((t) => PRODUCT_TYPES.has(t));
}

/** Every object of the JSON-LD blocks, flattened through arrays, @graph and mainEntity. */
function jsonLdThings($: cheerio.CheerioAPI): Thing[] {
  const out: Thing[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6) return;
    for (const item of asArray(value)) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      const thing = item as Thing;
      out.push(thing);
      visit(thing['@graph'], depth + 1);
      visit(thing.mainEntity, depth + 1);
      visit(thing.itemListElement, depth + 1);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    const raw = $(el).text().replace(/^\s*<!--|-->\s*$/g, '').replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, '').trim();
    try {
      visit(JSON.parse(raw), 0);
    } catch {
      /* a broken block is skipped */
    }
  });
  return out;
}

function fromJsonLd($: cheerio.CheerioAPI): Extracted | undefined {
  const things = jsonLdThings($);
  const product = things.find((t) => typesOf(t).includes('ProductGroup')) ?? things.find(isProduct);
  return product ? readProduct(product) : undefined;
}

/** Rebuilds a microdata item as a JSON-LD-like object (nested items recursively). */
function readMicrodata($: cheerio.CheerioAPI, scope: Element, depth = 0): Thing {
  const thing: Thing = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/)[0] ?? '' };
  const props = $(scope).find('[itemprop]').filter((_, el) => {
    const owner = $(el).parent().closest('[itemscope]')[0];
    return owner === scope;
  });
  props.each((_, el) => {
    const $el = $(el);
    let value: unknown;
    if ($el.is('[itemscope]')) value = depth < 4 ? readMicrodata($, el, depth + 1) : undefined;
    else if ($el.attr('content') !== undefined) value = $el.attr('content');
    else if ($el.is('img,source,video,audio,embed,iframe')) value = $el.attr('src');
    else if ($el.is('a,link,area')) value = $el.attr('href');
    else if ($el.is('meta')) value = $el.attr('content');
    else if ($el.is('data,meter')) value = $el.attr('value');
    else if ($el.is('time')) value = $el.attr('datetime') ?? $el.text();
    else value = $el.is('[itemprop="description"]') ? $el.html() ?? '' : $el.text().replace(/\s+/g, ' ').trim();
    if (value === undefined) return;
    for (const name of ($el.attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      const prev = thing[name];
      thing[name] = prev === undefined ? value : [...asArray(prev), value];
    }
  });
  return thing;
}

function fromMicrodata($: cheerio.CheerioAPI): Extracted | undefined {
  const scope = $('[itemscope][itemtype]').filter((_, el) => /schema\.org\/(Product|ProductGroup|IndividualProduct)\b/i.test($(el).attr('itemtype') ?? ''))[0];
  return scope ? readProduct(readMicrodata($, scope)) : undefined;
}

function meta($: cheerio.CheerioAPI, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')?.trim();
    if (value) return value;
  }
  return undefined;
}

function fromOpenGraph($: cheerio.CheerioAPI): Extracted {
  const out = emptyExtracted();
  out.name = meta($, 'og:title', 'twitter:title');
  out.description = meta($, 'og:description', 'twitter:description');
  $('meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"], meta[name="twitter:image"]').each((_, el) => {
    const url = $(el).attr('content')?.trim();
    if (url && !out.images.includes(url)) out.images.push(url);
  });
  out.price = parsePrice(meta($, 'product:price:amount', 'og:price:amount', 'product:sale_price:amount'));
  out.currency = meta($, 'product:price:currency', 'og:price:currency', 'product:sale_price:currency');
  out.availability = availabilityOf(meta($, 'product:availability', 'og:availability'));
  out.brand = meta($, 'product:brand', 'og:brand');
  out.sku = meta($, 'product:retailer_item_id');
  out.category = meta($, 'product:category');
  return out;
}

function fromPlainHtml($: cheerio.CheerioAPI): Extracted {
  const out = emptyExtracted();
  out.name = $('title').first().text().replace(/\s+/g, ' ').trim() || undefined;
  out.description = meta($, 'description');
  return out;
}

export interface PageProduct extends Extracted {
  origin: ProductOrigin;
  canonicalUrl?: string;
}

/** Fields of `extra` fill the gaps of `base`. */
function fillGaps(base: Extracted, extra: Extracted): Extracted {
  const merged: Extracted = { ...base };
  for (const key of ['name', 'description', 'price', 'priceMax', 'currency', 'availability', 'brand', 'sku', 'category', 'seller', 'weightGrams', 'dims'] as const) {
    if (merged[key] === undefined) (merged as unknown as Record<string, unknown>)[key] = extra[key];
  }
  merged.images = [...base.images, ...extra.images.filter((i) => !base.images.includes(i))];
  if (merged.specification.length === 0) merged.specification = extra.specification;
  if (merged.variations.length === 0) {
    merged.variations = extra.variations;
    merged.options = extra.options;
  }
  return merged;
}

/** The product of a store page, or undefined when the page has no recognisable product. */
export function extractProduct(html: string): PageProduct | undefined {
  const $ = cheerio.load(html);
  const sources: [ProductOrigin, Extracted | undefined][] = [
    ['json-ld', fromJsonLd($)],
    ['microdata', fromMicrodata($)],
    ['opengraph', fromOpenGraph($)],
  ];
  const found = sources.filter((s): s is [ProductOrigin, Extracted] => s[1] !== undefined);
  // The first source that has both a name and a price leads; the others fill its gaps.
  const lead = found.find(([, e]) => e.name !== undefined && e.price !== undefined) ?? found[0];
  if (!lead) return undefined;
  const origin = lead[0];
  let merged: Extracted = lead[1];
  for (const [, extra] of found) if (extra !== lead[1]) merged = fillGaps(merged, extra);
  merged = fillGaps(merged, fromPlainHtml($));
  if (merged.name === undefined || merged.price === undefined) return undefined;
  const canonicalUrl = $('link[rel="canonical"]').attr('href') ?? meta($, 'og:url');
  return { ...merged, origin, ...(canonicalUrl ? { canonicalUrl } : {}) };
}
