// The marketplace service (docs/marketplace.md): the port (deps.ports.marketplace) with what every
// provider needs around it. The shop's own curated items (demo_products) answer first. A provider's
// item is kept in scraped_products with the times its texts and its prices were fetched: answered
// from there while fresh (MARKETPLACE_ITEM_TTL_MS, MARKETPLACE_PRICE_TTL_MS), prices refreshed alone
// when only they are stale, and the kept item answered when the provider fails. Concurrent lookups
// of one item share one provider call; provider calls are limited per visitor; every failure is a
// clear, localised answer (texts.ts), and quota or authentication failures are logged for operators.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../../ports.ts';
import type { Lang } from '../../../http/errors.ts';
import type { ProductData } from '../product.ts';
import { answerOf, storeProduct, urlHash, type ProductAnswer } from '../scrape.ts';
import { localiseProduct } from '../translation/localise.ts';
import { createKeptTranslator, type KeptTranslator } from '../translation/service.ts';
import type { TranslationPort } from '../translation/port.ts';
import { MarketplaceError, type ImageQuery, type MarketplacePort, type MarketplaceSlug, type SearchPage, type SearchQuery } from './port.ts';
import { mergePrices, prepareItem } from './prepare.ts';
import { isLookupLimited, isOperatorProblem, lookupLimited, marketplaceAppError } from './texts.ts';
import { createVisitorLimit, type VisitorLimit } from './visitor-limit.ts';
import { keptSearch, keepSearch } from './search-cache.ts';
import { answerNow, answerStamp, keepAnswer } from './answer-memo.ts';
import { loadPricingContext } from '../rates.ts';
import '../tables.ts';

declare module '../../../ports.ts' {
  interface ServerPorts {
    /** The marketplace data provider (app.ts builds it from MARKETPLACE_PROVIDER when not given). */
    marketplace: MarketplacePort;
    /** The translation service; absent: none (English is shown). */
    translation: TranslationPort;
    /** Where the service logs failures operators must see (app.ts passes Fastify's logger). */
    log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  }
}

export interface Visitor {
  lang: Lang;
  /** Who causes provider calls (the lookup limit's key): customer, else access token, else address. */
  key: string;
}

export function visitorOf(request: FastifyRequest, lang: Lang): Visitor {
  const { customerId, accessTokenId } = request.caller;
  return { lang, key: customerId !== null ? `c:${customerId}` : accessTokenId !== null ? `a:${accessTokenId}` : `ip:${request.ip}` };
}

/** A kept item's prices as checkout needs them (docs/marketplace.md "Checkout"). */
export type CheckoutPrices =
  | { kind: 'fresh'; product: ProductData; checkedAt: Date }
  /** The provider says the item is gone. */
  | { kind: 'gone' }
  /** The provider could not be asked; the kept prices and when they were fetched. */
  | { kind: 'unchecked'; product: ProductData; checkedAt: Date };

export interface MarketplaceService {
  readonly provider: string;
  readonly translator: KeptTranslator;
  /** An item by id as answered to the customer (curated first, then the provider). Throws AppError. */
  item(marketplace: MarketplaceSlug, id: string, visitor: Visitor): Promise<ProductAnswer>;
  /** The item's answer when a recent one may be given again, without waiting (answer-memo.ts); else undefined. */
  itemNow(marketplace: MarketplaceSlug, id: string, lang: Lang): ProductAnswer | undefined;
  /** A kept product as answered, in the visitor's language (`cachedOnly`: translations from the database only). */
  present(product: ProductData, slug: string, lang: Lang, opts?: { cachedOnly?: boolean }): Promise<ProductAnswer>;
  /** A kept product's texts in the visitor's language (docs/marketplace.md "Translation"). */
  localise(product: ProductData, lang: Lang, opts?: { cachedOnly?: boolean }): Promise<ProductData>;
  search(query: SearchQuery, visitor: Visitor): Promise<SearchPage>;
  searchByImage(query: ImageQuery, visitor: Visitor): Promise<SearchPage>;
  /** Prices of a provider item no older than MARKETPLACE_PRICE_TTL_MS, fetched when older; null for a curated or store item. */
  pricesForCheckout(marketplace: string, id: string): Promise<CheckoutPrices | null>;
}

const services = new WeakMap<ModuleDeps, MarketplaceService>();

/** The one service of an application (its deps). */
export function marketplaceService(deps: ModuleDeps): MarketplaceService {
  let service = services.get(deps);
  if (!service) {
    service = createMarketplaceService(deps);
    services.set(deps, service);
  }
  return service;
}

interface KeptRow { slug: string; data: ProductData; provider: string | null; fetched_at: Date | null; prices_fetched_at: Date | null }

function createMarketplaceService(deps: ModuleDeps): MarketplaceService {
  const { db, config } = deps;
  const port = (): MarketplacePort => {
    if (!deps.ports.marketplace) throw new Error('no marketplace port: app.ts sets deps.ports.marketplace');
    return deps.ports.marketplace;
  };
  const translator = createKeptTranslator(db, deps.ports.translation ?? null);
  const limit: VisitorLimit = createVisitorLimit(config.marketplaceLookupsPerMinute, deps.ports.shared);
  const flights = new Map<string, Promise<unknown>>();
  const nowMs = () => deps.ports.now().getTime();

  function report(err: unknown, what: string): void {
    const log = deps.ports.log;
    if (!(err instanceof MarketplaceError) || !log) return;
    const entry = { provider: port().name, kind: err.kind, providerCode: err.providerCode, what };
    if (isOperatorProblem(err)) log.error(entry, `marketplace provider refused us (${err.kind}): ${err.message}`);
    else if (err.kind !== 'not_found') log.warn(entry, `marketplace provider failed (${err.kind}): ${err.message}`);
  }

  /** One provider call per key at a time; a new call counts against the visitor's limit. */
  function flight<T>(key: string, visitor: Visitor | null, call: () => Promise<T>): Promise<T> {
    const running = flights.get(key) as Promise<T> | undefined;
    if (running) return running;
    if (!visitor) return start(key, call);
    const allowed = limit.take(visitor.key, nowMs());
    if (allowed === true) return start(key, call);
    if (allowed === false) return Promise.reject(lookupLimited(visitor.lang));
    // Counted in Redis: another lookup may have started the same flight meanwhile; join it then.
    return allowed.then((ok) => {
      if (!ok) throw lookupLimited(visitor.lang);
      return (flights.get(key) as Promise<T> | undefined) ?? start(key, call);
    });
  }

  function start<T>(key: string, call: () => Promise<T>): Promise<T> {
    const started = call().finally(() => flights.delete(key));
    flights.set(key, started);
    return started;
  }

  async function kept(key: string): Promise<KeptRow | undefined> {
    const row = await db.selectFrom('scraped_products').select(['slug', 'data', 'provider', 'fetched_at', 'prices_fetched_at'])
      .where('url_hash', '=', urlHash(key)).executeTakeFirst();
    return row ? { ...row, data: row.data as ProductData } : undefined;
  }

  const ageMs = (at: Date | null): number => (at ? nowMs() - new Date(at).getTime() : Infinity);
  /** Until when (the service's clock) an item fetched and priced at these times may be answered as kept. */
  const freshness = (fetchedAt: Date | null, pricesFetchedAt: Date | null): number => Math.min(
    (fetchedAt ? new Date(fetchedAt).getTime() : -Infinity) + config.marketplaceItemTtlMs,
    (pricesFetchedAt ? new Date(pricesFetchedAt).getTime() : -Infinity) + config.marketplacePriceTtlMs,
  );

  // A localised product is a product (its variation values carry one more field, the label shown).
  const localise = async (product: ProductData, lang: Lang, opts: { cachedOnly?: boolean } = {}): Promise<ProductData> =>
    localiseProduct(product, lang, translator, opts) as Promise<ProductData>;

  async function present(product: ProductData, slug: string, lang: Lang, opts: { cachedOnly?: boolean } = {}): Promise<ProductAnswer> {
    return answerOf(db, await localise(product, lang, opts), slug);
  }

  /** The item's prices fetched again (prices only) and folded into the kept row. */
  async function refreshPrices(row: KeptRow, marketplace: MarketplaceSlug, id: string, key: string, visitor: Visitor | null): Promise<ProductData | null> {
    return flight(`${key}:prices`, visitor, async () => {
      // Another lookup may have refreshed them since this one read the row.
      const again = await kept(key);
      if (again && again.provider === port().name && ageMs(again.prices_fetched_at) < config.marketplacePriceTtlMs) return again.data;
      const fresh = await port().item({ marketplace, id, pricesOnly: true });
      if (!fresh) return null;
      const merged = mergePrices((again ?? row).data, fresh);
      const now = deps.ports.now();
      await storeProduct(db, merged, key, { provider: port().name, fetchedAt: (again ?? row).fetched_at ?? now, pricesFetchedAt: now });
      return merged;
    });
  }

  const isFresh = (row: KeptRow | undefined): row is KeptRow => row !== undefined && row.provider === port().name
    && ageMs(row.fetched_at) < config.marketplaceItemTtlMs && ageMs(row.prices_fetched_at) < config.marketplacePriceTtlMs;

  /**
   * The item fetched and kept, in one flight: a lookup that read the database before another's
   * flight had kept the item finds it kept when its own flight starts, and calls nobody.
   */
  function fetchItem(marketplace: MarketplaceSlug, id: string, key: string, visitor: Visitor): Promise<{ product: ProductData; slug: string; freshUntil: number } | null> {
    return flight(key, visitor, async () => {
      const again = await kept(key);
      if (isFresh(again)) return { product: again.data, slug: again.slug, freshUntil: freshness(again.fetched_at, again.prices_fetched_at) };
      const item = await port().item({ marketplace, id });
      if (!item) return null;
      const now = deps.ports.now();
      const stored = await storeProduct(db, prepareItem({ ...item, provider: item.provider ?? port().name }), key, { provider: port().name, fetchedAt: now, pricesFetchedAt: now });
      return { ...stored, freshUntil: freshness(now, now) };
    });
  }

  /** The shop's own item (the curated, seeded catalogue), kept as answered today. */
  async function curated(marketplace: MarketplaceSlug, id: string, key: string): Promise<{ product: ProductData; slug: string } | null> {
    const row = await db.selectFrom('demo_products').select('data').where('marketplace', '=', marketplace).where('product_id', '=', id).executeTakeFirst();
    return row ? storeProduct(db, row.data as ProductData, key) : null;
  }

  return {
    get provider() {
      return port().name;
    },
    translator,
    present,
    localise,

    async item(marketplace, id, visitor) {
      const hit = answerNow(db, marketplace, id, visitor.lang, nowMs());
      if (hit) return hit;
      const key = `${marketplace}:${id}`;
      /** The answer, kept for the next lookups (answer-memo.ts) while the item stays fresh. */
      const answered = async (product: ProductData, slug: string, freshUntil: number): Promise<ProductAnswer> => {
        await loadPricingContext(db); // read now when due, so that the stamp holds the context the answer is priced with
        const stamp = answerStamp(db);
        const answer = await present(product, slug, visitor.lang);
        keepAnswer(db, stamp, marketplace, id, visitor.lang, answer, freshUntil);
        return answer;
      };
      const own = await curated(marketplace, id, key);
      if (own) return answered(own.product, own.slug, Infinity);
      if (port().name === 'demo') throw marketplaceAppError(new MarketplaceError('not_found', 'not in the demo catalogue'), visitor.lang);
      const row = await kept(key);
      const mine = row && row.provider === port().name ? row : undefined;
      if (mine && ageMs(mine.fetched_at) < config.marketplaceItemTtlMs) {
        if (ageMs(mine.prices_fetched_at) < config.marketplacePriceTtlMs) return answered(mine.data, mine.slug, freshness(mine.fetched_at, mine.prices_fetched_at));
        try {
          const refreshed = await refreshPrices(mine, marketplace, id, key, visitor);
          if (refreshed) return answered(refreshed, mine.slug, freshness(mine.fetched_at, deps.ports.now()));
        } catch (err) {
          report(err, `prices of ${key}`);
          // The kept answer (its prices a little old; checkout checks them again).
          return present(mine.data, mine.slug, visitor.lang);
        }
      }
      let found: { product: ProductData; slug: string; freshUntil: number } | null;
      try {
        found = await fetchItem(marketplace, id, key, visitor);
      } catch (err) {
        report(err, `item ${key}`);
        // Kept texts and prices a little old rather than no page (checkout checks the prices again).
        if (mine && (err instanceof MarketplaceError || isLookupLimited(err))) return present(mine.data, mine.slug, visitor.lang);
        if (err instanceof MarketplaceError) throw marketplaceAppError(err, visitor.lang);
        throw err;
      }
      if (!found) throw marketplaceAppError(new MarketplaceError('not_found', 'the provider knows no such item'), visitor.lang);
      return answered(found.product, found.slug, found.freshUntil);
    },

    itemNow(marketplace, id, lang) {
      return answerNow(db, marketplace, id, lang, nowMs());
    },

    async search(query, visitor) {
      if (port().name === 'demo') return port().search(query);
      const hit = await keptSearch(db, port().name, query, config.marketplaceSearchTtlMs, nowMs());
      if (hit) return hit;
      try {
        const page = await flight(`search:${JSON.stringify(query)}`, visitor, () => port().search(query));
        await keepSearch(db, port().name, query, page, deps.ports.now());
        return page;
      } catch (err) {
        report(err, `search ${query.market} '${query.q}'`);
        if (err instanceof MarketplaceError) throw marketplaceAppError(err, visitor.lang);
        throw err;
      }
    },

    async searchByImage(query, visitor) {
      try {
        return await flight(`image:${query.market ?? ''}:${urlHash(query.bytes.toString('base64'))}:${query.page}`, port().name === 'demo' ? null : visitor, () => port().searchByImage(query));
      } catch (err) {
        report(err, 'image search');
        if (err instanceof MarketplaceError) throw marketplaceAppError(err, visitor.lang);
        throw err;
      }
    },

    async pricesForCheckout(marketplace, id) {
      if (port().name === 'demo' || !['1688', 'taobao', 'tmall'].includes(marketplace)) return null;
      const key = `${marketplace}:${id}`;
      const row = await kept(key);
      if (!row || row.provider !== port().name) return null;
      const checkedAt = row.prices_fetched_at ? new Date(row.prices_fetched_at) : new Date(0);
      if (ageMs(row.prices_fetched_at) < config.marketplacePriceTtlMs) return { kind: 'fresh', product: row.data, checkedAt };
      try {
        const refreshed = await refreshPrices(row, marketplace as MarketplaceSlug, id, key, null);
        return refreshed ? { kind: 'fresh', product: refreshed, checkedAt: deps.ports.now() } : { kind: 'gone' };
      } catch (err) {
        report(err, `checkout prices of ${key}`);
        return { kind: 'unchecked', product: row.data, checkedAt };
      }
    },
  };
}
