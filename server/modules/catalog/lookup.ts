// A pasted link becomes a product (POST scrap, add-to-cart by URL): share text reduced to its link,
// marketplace links (every desktop, mobile and app form; short links followed to their item) to the
// marketplace service by id, other store links to the store-page reader behind the fetch guard.
import type { ModuleDeps } from '../../ports.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import {
  detectMarketplace, extractProductId, findLinkInText, isShortProductLink, isUnsupportedHost, unsupportedSiteMessage,
} from '../../../src/domain/url/index.ts';
import { guardedFetch } from './fetch-guard.ts';
import { marketplaceService, type Visitor } from './marketplace/service.ts';
import { createEmbeddedProductSource } from './product-source.ts';
import { keepProduct, notFound, parseProductUrl, productKey, scrapeError, SISTER_SERVICE_NAME, type ProductAnswer } from './scrape.ts';

/** Item pages a short link's page may name (m.tb.cn answers a page that sets location to one). */
const ITEM_LINK = /https?:\/\/(?:[a-z0-9-]+\.)*(?:taobao\.com|tmall\.com|tmall\.hk|1688\.com)\/[^\s"'<>\\]+/gi;

/** The item link behind a short link (its redirect, or the first item link its page names), or undefined. */
export async function followShortLink(deps: ModuleDeps, url: string): Promise<string | undefined> {
  const page = await guardedFetch(url, {
    allowLoopback: deps.config.scrapeAllowLoopback,
    ...(deps.ports.scrapeResolver ? { resolve: deps.ports.scrapeResolver } : {}),
  });
  if (extractProductId(page.url) !== undefined) return page.url;
  for (const match of page.body.matchAll(ITEM_LINK)) {
    const candidate = match[0].replace(/&amp;/g, '&');
    if (extractProductId(candidate) !== undefined) return candidate;
  }
  return undefined;
}

/**
 * A plain marketplace item link's answer when a recent one may be given again (the product page's
 * data, marketplace/answer-memo.ts), without waiting; undefined for anything else (then lookUpLink).
 */
export function lookUpLinkNow(deps: ModuleDeps, input: string, lang: Lang): ProductAnswer | undefined {
  const item = plainItemOf(input, lang);
  return item ? marketplaceService(deps).itemNow(item.marketplace, item.id, lang) : undefined;
}

type PlainItem = { marketplace: Exclude<ReturnType<typeof detectMarketplace>, 'other'>; id: string } | null;

/**
 * What the links pasted last name (the same few are asked for again and again): read once, not on
 * every request. Bounded: 256 links of at most 512 characters, emptied when full.
 */
const plainItems = new Map<string, PlainItem>();
const PLAIN_ITEMS_KEPT = 256;

/** The marketplace and item id of a plain item link (no share text, no short link), else null. */
function plainItemOf(input: string, lang: Lang): PlainItem {
  const known = plainItems.get(input);
  if (known !== undefined) return known;
  const item = readPlainItem(input, lang);
  if (input.length <= 512) {
    if (plainItems.size >= PLAIN_ITEMS_KEPT) plainItems.clear();
    plainItems.set(input, item);
  }
  return item;
}

function readPlainItem(input: string, lang: Lang): PlainItem {
  const text = input.trim();
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = parseProductUrl(text, lang);
  } catch {
    return null;
  }
  const marketplace = detectMarketplace(url.hostname);
  if (marketplace === 'other' || isShortProductLink(url.href)) return null;
  const id = extractProductId(url.href);
  return id ? { marketplace, id } : null;
}

/** Reads a pasted link or share text. Throws AppError (404 not a product, 422 refused, 429 limited, 502/503/504 failed). */
export async function lookUpLink(deps: ModuleDeps, input: string, visitor: Visitor): Promise<ProductAnswer> {
  const { lang } = visitor;
  const text = input.trim();
  let url = parseProductUrl(/\s/.test(text) ? findLinkInText(text) ?? text : text, lang);
  if (isUnsupportedHost(url.hostname)) {
    throw new AppError('UNPROCESSABLE', { message: unsupportedSiteMessage(url.hostname, SISTER_SERVICE_NAME), field: 'url', reason: 'UNSUPPORTED_SITE' });
  }
  if (isShortProductLink(url.href)) {
    let target: string | undefined;
    try {
      target = await followShortLink(deps, url.href);
    } catch (err) {
      throw scrapeError(lang, err);
    }
    if (!target) throw notFound(lang);
    url = new URL(target);
  }
  const marketplace = detectMarketplace(url.hostname);
  if (marketplace !== 'other') {
    const id = extractProductId(url.href);
    if (!id) throw notFound(lang);
    return marketplaceService(deps).item(marketplace, id, visitor);
  }
  let product;
  try {
    product = await (deps.ports.productSource ?? createEmbeddedProductSource(deps)).storeProduct(url.href);
  } catch (err) {
    throw scrapeError(lang, err);
  }
  if (!product) throw notFound(lang);
  return keepProduct(deps.db, product, productKey(url.href));
}
