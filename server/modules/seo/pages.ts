// The head of one storefront address (docs/seo.md): the route's texts, or the product's, course's or
// promotion's own, looked up the way the page itself gets them (the marketplace service, the course
// service's public detail, the promotions table), with absolute URLs from the public origin.
import type { ModuleDeps } from '../../ports.ts';
import type { Lang } from '../../http/errors.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import { lookUpLink } from '../catalog/lookup.ts';
import { marketplaceService } from '../catalog/marketplace/service.ts';
import { productKey, urlHash, type ProductAnswer } from '../catalog/scrape.ts';
import type { ProductData } from '../catalog/product.ts';
import { detectMarketplace, isShortProductLink } from '../../../src/domain/url/index.ts';
import '../catalog/tables.ts';
import { promotionState } from '../content/routes-promo.ts';
import '../content/tables.ts';
import { courseDetail } from './course-source.ts';
import {
  breadcrumbLd, courseLd, cut, organizationLd, plainText, productLd, websiteLd, type JsonLd, type PageHead,
} from './head.ts';
import { HOME_CRUMB, PAGE_TEXTS, SITE_NAME, itemTitle, productDescription, seoRouteOf, type PageKey, type SeoRoute } from '../../../src/domain/seo/index.ts';

/** The picture of a page without one of its own (1200 x 630, public/og-image.png). */
export const DEFAULT_IMAGE = '/og-image.png';
const MARKETPLACES = ['1688', 'taobao', 'tmall'] as const;
/** How long a head waits for its product, course or promotion before using the route's texts. */
const LOOKUP_MS = 3_000;

export interface HeadRequest {
  /** Path and query (`/product?url=…`). */
  url: string;
  lang: Lang;
  /** The public origin (PUBLIC_URL, else the request's own): `https://titip.id`. */
  origin: string;
  /** Who causes a provider lookup (the marketplace service's limit key). */
  visitorKey: string;
}

/** The address in a language: Indonesian without `lang`, English with `lang=en` last. */
export function addressIn(origin: string, path: string, query: URLSearchParams, lang: Lang | null): string {
  const q = new URLSearchParams(query);
  q.delete('lang');
  if (lang === 'en') q.set('lang', 'en');
  const text = q.toString();
  return `${origin}${path}${text ? `?${text}` : ''}`;
}

const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return null;
  }
};

const short = (key: PageKey, lang: Lang) => PAGE_TEXTS[key][lang].title.replace(/ \| Titip$/, '').replace(/^Titip - /, '');

async function withTimeout<T>(work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work.catch(() => null), new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), LOOKUP_MS); })]);
  } finally {
    clearTimeout(timer);
  }
}

export async function pageHead(deps: ModuleDeps, request: HeadRequest): Promise<PageHead & { status: 200 | 404 }> {
  const address = new URL(request.url, 'http://x.invalid');
  const path = address.pathname.length > 1 ? address.pathname.replace(/\/+$/, '') : '/';
  const { lang, origin } = request;
  const route = seoRouteOf(path);
  const key: PageKey = route?.key ?? 'notFound';
  const texts = PAGE_TEXTS[key][lang];
  // Parameters that make the page what it is (the product's link); everything else is dropped.
  const kept = new URLSearchParams();
  if (path === '/product' && address.searchParams.get('url')) kept.set('url', address.searchParams.get('url') ?? '');
  const head: PageHead & { status: 200 | 404 } = {
    status: route ? 200 : 404,
    lang,
    title: texts.title,
    description: texts.description,
    canonical: addressIn(origin, path, kept, lang),
    alternates: null,
    noindex: !route || route.private,
    ogType: 'website',
    image: `${origin}${DEFAULT_IMAGE}`,
    imageAlt: SITE_NAME,
    jsonLd: [],
  };
  if (!route || route.private) return head;

  const crumbs: { name: string; url: string }[] = [{ name: HOME_CRUMB[lang], url: addressIn(origin, '/', new URLSearchParams(), lang) }];
  const section = (sectionKey: PageKey, sectionPath: string) => crumbs.push({ name: short(sectionKey, lang), url: addressIn(origin, sectionPath, new URLSearchParams(), lang) });
  const item = await withTimeout(itemHead(deps, request, route, path, address, section));
  if (item) {
    Object.assign(head, item.head);
    if (item.kept) {
      kept.delete('url');
      for (const [name, value] of item.kept) kept.set(name, value);
      head.canonical = addressIn(origin, item.path ?? path, kept, lang);
    }
    crumbs.push({ name: item.crumb, url: head.canonical });
  } else if (key !== 'home') {
    if (key === 'product') section('catalog', '/catalog');
    if (key === 'course') section('courses', '/kursus');
    crumbs.push({ name: short(key, lang), url: head.canonical });
  }
  const canonicalPath = new URL(head.canonical).pathname;
  head.alternates = {
    id: addressIn(origin, canonicalPath, kept, 'id'),
    en: addressIn(origin, canonicalPath, kept, 'en'),
    xDefault: addressIn(origin, canonicalPath, kept, null),
  };
  if (key === 'home') head.jsonLd.push(organizationLd(origin, PAGE_TEXTS.home[lang].description), websiteLd(origin, lang));
  else head.jsonLd.push(breadcrumbLd(crumbs));
  return head;
}

interface ItemHead {
  head: Partial<PageHead>;
  crumb: string;
  /** The canonical address's path and parameters when they differ from the request's. */
  path?: string;
  kept?: URLSearchParams;
}

async function itemHead(
  deps: ModuleDeps, request: HeadRequest, route: SeoRoute, path: string, address: URL, section: (key: PageKey, path: string) => void,
): Promise<ItemHead | null> {
  const { lang, origin } = request;
  if (route.key === 'product') {
    const product = await findProduct(deps, request, path, address);
    if (!product) return null;
    section('catalog', '/catalog');
    // Every address of a product has one canonical: /product?url=<its link>, as the catalogue links it.
    const kept = new URLSearchParams({ url: product.url });
    const canonical = addressIn(origin, '/product', kept, lang);
    const images = [...new Set([...product.image_urls, product.image].filter(Boolean))]
      .map((u) => absolute(origin, u)).filter((u): u is string => u !== null).slice(0, 5);
    const price = product.price_rupiah !== null && product.price_rupiah > 0 ? Math.round(product.price_rupiah) : undefined;
    const description = cut(productDescription(lang, product.name, price !== undefined ? formatRupiah(price) : null), 300);
    const jsonLd: JsonLd[] = price !== undefined && images.length > 0 ? [productLd({
      name: product.name, description: cut(plainText(product.description) || description, 5000), images, url: canonical, price,
      availability: product.availability, sku: product.product_id, brand: product.brand,
    })] : [];
    return {
      head: {
        title: itemTitle(cut(product.name, 70)), description, ogType: 'product', image: images[0] ?? null, imageAlt: product.name,
        ...(price !== undefined ? { price } : {}), jsonLd,
      },
      crumb: product.name, path: '/product', kept,
    };
  }
  if (route.key === 'course') {
    const slug = decodeURIComponent(path.slice('/kursus/'.length));
    const course = await courseDetail(deps.config.courseServiceUrl, slug, lang, LOOKUP_MS);
    if (!course) return null;
    section('courses', '/kursus');
    const canonical = addressIn(origin, path, new URLSearchParams(), lang);
    const description = cut(course.subtitle || plainText(course.description), 300);
    return {
      head: {
        title: itemTitle(cut(course.title, 70)), description, image: course.thumbnail_url ? absolute(origin, course.thumbnail_url) : null, imageAlt: course.title,
        jsonLd: [courseLd(origin, {
          name: course.title, description: cut(plainText(course.description) || description, 5000), url: canonical,
          image: course.thumbnail_url ? absolute(origin, course.thumbnail_url) : null, price: course.price,
          instructor: course.instructor?.name ?? null, lang,
        })],
      },
      crumb: course.title,
    };
  }
  if (route.key === 'promo' && path.startsWith('/promo-detail/')) {
    const id = Number(path.slice('/promo-detail/'.length));
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) return null;
    const row = await deps.db.selectFrom('content_promotions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || promotionState(row, deps.ports.now()) !== 'running') return null;
    section('promo', '/promo');
    const title = lang === 'en' ? row.title_en : row.title;
    return {
      head: {
        title: itemTitle(cut(title, 70)), description: cut(lang === 'en' ? row.summary_en : row.summary, 300),
        image: absolute(origin, row.image_url), imageAlt: title,
      },
      crumb: title,
    };
  }
  return null;
}

async function findProduct(deps: ModuleDeps, request: HeadRequest, path: string, address: URL): Promise<ProductAnswer | null> {
  const visitor = { lang: request.lang, key: request.visitorKey };
  if (path === '/product') {
    const link = address.searchParams.get('url');
    if (!link) return null;
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return lookUpLink(deps, link, visitor); // share text: the lookup reads the link out of it
    }
    if (detectMarketplace(url.hostname) !== 'other' && !isShortProductLink(url.href)) return lookUpLink(deps, link, visitor);
    // A store page (or a short link) is fetched from its site on every lookup: the head reads the
    // copy kept by an earlier view and leaves the fetch to the render (docs/seo.md).
    const kept = await deps.db.selectFrom('scraped_products').select(['data', 'slug'])
      .where('url_hash', '=', urlHash(productKey(url.href))).executeTakeFirst();
    return kept ? marketplaceService(deps).present(kept.data as ProductData, kept.slug, request.lang, { cachedOnly: true }) : null;
  }
  const id = path.slice('/product/'.length);
  if (!/^\d{1,20}$/.test(id)) return null;
  const wanted = MARKETPLACES.find((m) => m === address.searchParams.get('marketplace'));
  for (const marketplace of wanted ? [wanted] : MARKETPLACES) {
    try {
      return await marketplaceService(deps).item(marketplace, id, visitor);
    } catch {
      /* the next marketplace, as the page tries them */
    }
  }
  return null;
}
