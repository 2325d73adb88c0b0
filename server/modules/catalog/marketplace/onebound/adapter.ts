// The Onebound adapter of the marketplace port (docs/marketplace.md "Onebound adapter"):
// open.onebound.cn's item_get, item_search, item_search_img and upload_img for 1688 and Taobao
// (Tmall items are served by the taobao platform). A full item lookup is two calls in parallel,
// lang=cn (the original texts, ids, prices) and lang=en (the shown texts); a prices-only refresh is
// one lang=cn call with cache=no. Each public call has one deadline of at most 8 s. Failures are
// MarketplaceError with the provider's code; auth and quota ones are logged as errors, the others
// as warnings; the secret (sent in the query string, as the API requires) is in no message.
import { MarketplaceError, type ImageQuery, type ItemQuery, type MarketplaceErrorKind, type MarketplacePort, type SearchPage, type SearchQuery, type SearchSort } from '../port.ts';
import type { ProductData } from '../../product.ts';
import { createOneboundClient, type Envelope, type OneboundClient, type OneboundPlatform } from './client.ts';
import { errorFor, kindOfCode, NO_RESULT, saysNotFound, SUCCESS } from './errors.ts';
import { mapItem } from './map-item.ts';
import { emptyPage, mapSearch } from './map-search.ts';
import { isObject, toText } from './values.ts';

export const ONEBOUND_URL = 'https://api-gw.onebound.cn';
/** The port's ceiling for one adapter call, whatever is configured. */
export const ONEBOUND_MAX_TIMEOUT_MS = 8_000;

export interface OneboundLogEvent {
  level: 'warn' | 'error';
  kind: MarketplaceErrorKind;
  providerCode?: string;
  api: string;
  message: string;
}

export interface OneboundOptions {
  /** https://api-gw.onebound.cn (ONEBOUND_URL), or a fake's address in tests. */
  url: string;
  key: string;
  secret: string;
  /** Deadline of one port call (an image search's upload and search together); default and maximum 8000. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: (event: OneboundLogEvent) => void;
  /**
   * Image search: the item_search_img pages say imgid must be a Taobao/Tmall picture address and
   * that other pictures go through upload_img first. 'unless-marketplace-cdn' (default) uploads
   * the bytes unless imageUrl is already on alicdn.com (2 calls); 'when-no-url' sends imageUrl as
   * imgid when there is one (1 call) and uploads only without it.
   */
  imageUpload?: 'unless-marketplace-cdn' | 'when-no-url';
}

/** Onebound's documented sort values: bid/bid2 ascending price (bid2 = item price on Taobao), _sale sales. */
const SORTS: Record<OneboundPlatform, Record<SearchSort, string | null>> = {
  taobao: { relevance: null, price_asc: 'bid2', price_desc: '_bid2', sales: '_sale' },
  '1688': { relevance: null, price_asc: 'bid', price_desc: '_bid', sales: '_sale' },
};

const ITEM_ID = /^\d{1,20}$/;

function platformOf(marketplace: ItemQuery['marketplace'] | ImageQuery['market']): OneboundPlatform {
  return marketplace === '1688' ? '1688' : 'taobao';
}

function priceParam(value: number | undefined): string | null {
  return value === undefined || !Number.isFinite(value) || value < 0 ? null : String(Math.round(value * 100) / 100);
}

function isMarketplaceCdn(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'alicdn.com' || host.endsWith('.alicdn.com');
  } catch {
    return false;
  }
}

export function createOneboundMarketplace(options: OneboundOptions): MarketplacePort {
  const timeoutMs = Math.max(1, Math.min(options.timeoutMs ?? ONEBOUND_MAX_TIMEOUT_MS, ONEBOUND_MAX_TIMEOUT_MS));
  const client: OneboundClient = createOneboundClient({
    url: options.url,
    key: options.key,
    secret: options.secret,
    fetchImpl: options.fetchImpl ?? fetch,
  });
  const imageUpload = options.imageUpload ?? 'unless-marketplace-cdn';

  function report(api: string, error: MarketplaceError): void {
    if (!options.log || error.kind === 'not_found') return;
    const level = error.kind === 'auth' || error.kind === 'quota' ? 'error' : 'warn';
    const event: OneboundLogEvent = { level, kind: error.kind, api, message: client.redact(error.message) };
    if (error.providerCode !== undefined) event.providerCode = error.providerCode;
    options.log(event);
  }

  /** Runs one port call: anything thrown leaves as a MarketplaceError without the secret, logged. */
  async function guarded<T>(api: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (thrown) {
      let error: MarketplaceError;
      if (thrown instanceof MarketplaceError) {
        const message = client.redact(thrown.message);
        error = message === thrown.message ? thrown : new MarketplaceError(thrown.kind, message, thrown.providerCode);
      } else {
        // A shape our checks missed and the mapping tripped on: still the provider's answer.
        error = new MarketplaceError('malformed', client.redact(`Onebound ${api}: ${thrown instanceof Error ? thrown.message : String(thrown)}`));
      }
      report(api, error);
      throw error;
    }
  }

  /** 'ok', or 'not_found' for item_get; throws the code's MarketplaceError otherwise. */
  function itemOutcome(envelope: Envelope, api: string): 'ok' | 'not_found' {
    if (envelope.code === SUCCESS) {
      return !isObject(envelope.body['item']) && saysNotFound(envelope.error, envelope.reason) ? 'not_found' : 'ok';
    }
    if (envelope.code === NO_RESULT) return 'not_found';
    if (kindOfCode(envelope.code) === 'unavailable' && saysNotFound(envelope.error, envelope.reason)) return 'not_found';
    throw errorFor(envelope.code, api, envelope.error, envelope.reason);
  }

  /** 'ok', or 'empty' for "no result" (2000); throws the code's MarketplaceError otherwise. */
  function searchOutcome(envelope: Envelope, api: string): 'ok' | 'empty' {
    if (envelope.code === SUCCESS) return 'ok';
    if (envelope.code === NO_RESULT) return 'empty';
    throw errorFor(envelope.code, api, envelope.error, envelope.reason);
  }

  async function item(query: ItemQuery): Promise<ProductData | null> {
    if (!ITEM_ID.test(query.id)) throw new MarketplaceError('bad_request', `Onebound item_get: the item id must be digits, got ${JSON.stringify(query.id).slice(0, 40)}`);
    const platform = platformOf(query.marketplace);
    const label = `Onebound ${platform}/item_get ${query.id}`;
    const deadline = Date.now() + timeoutMs;
    const params = (lang: 'cn' | 'en', cache: 'yes' | 'no') => ({
      num_iid: query.id,
      lang,
      cache,
      // The promotion price where one runs (documented for Taobao's item_get only).
      ...(platform === 'taobao' ? { is_promotion: '1' } : {}),
    });
    if (query.pricesOnly) {
      const cn = await client.call({ platform, api: 'item_get', params: params('cn', 'no'), deadline });
      if (itemOutcome(cn, 'item_get') === 'not_found') return null;
      return mapItem(query.marketplace, query.id, cn.body['item'], null, label);
    }
    const [cnResult, enResult] = await Promise.allSettled([
      client.call({ platform, api: 'item_get', params: params('cn', 'yes'), deadline }),
      client.call({ platform, api: 'item_get', params: params('en', 'yes'), deadline }),
    ]);
    if (cnResult.status === 'rejected') throw cnResult.reason;
    if (itemOutcome(cnResult.value, 'item_get') === 'not_found') return null;
    if (enResult.status === 'rejected') throw enResult.reason;
    if (itemOutcome(enResult.value, 'item_get') === 'not_found') {
      throw new MarketplaceError('unavailable', `${label}: the English answer says no such item, the Chinese one has it`);
    }
    return mapItem(query.marketplace, query.id, cnResult.value.body['item'], enResult.value.body['item'], label);
  }

  async function search(query: SearchQuery): Promise<SearchPage> {
    const q = query.q.trim();
    if (q === '') throw new MarketplaceError('bad_request', 'Onebound item_search: empty query');
    checkPaging(query.page, query.pageSize, 'item_search');
    const platform = platformOf(query.market);
    const params: Record<string, string> = { q, page: String(query.page), page_size: String(query.pageSize), lang: 'en' };
    const sort = SORTS[platform][query.sort];
    if (sort) params['sort'] = sort;
    const start = priceParam(query.minPrice);
    const end = priceParam(query.maxPrice);
    if (start !== null) params['start_price'] = start;
    if (end !== null) params['end_price'] = end;
    const envelope = await client.call({ platform, api: 'item_search', params, deadline: Date.now() + timeoutMs });
    if (searchOutcome(envelope, 'item_search') === 'empty') return emptyPage(query.page, query.pageSize);
    return mapSearch(envelope.body, query.market, query.page, query.pageSize, `Onebound ${platform}/item_search`);
  }

  /** upload_img (Taobao's, which the 1688 page points to as well): the picture's address on alicdn. */
  async function upload(query: ImageQuery, deadline: number): Promise<string> {
    const envelope = await client.call({
      platform: 'taobao',
      api: 'upload_img',
      params: {},
      form: { imgcode: query.bytes.toString('base64') },
      deadline,
    });
    if (envelope.code !== SUCCESS) throw errorFor(envelope.code, 'upload_img', envelope.error, envelope.reason);
    const items = envelope.body['items'];
    const uploaded = isObject(items) && isObject(items['item']) ? items['item'] : null;
    const address = uploaded ? (toText(uploaded['url']) ?? toText(uploaded['name'])) : null;
    if (!address || !/^(https?:)?\/\/[^\s/]+\//i.test(address)) {
      throw new MarketplaceError('malformed', 'Onebound taobao/upload_img: the answer has no picture address (items.item.url)');
    }
    return address.startsWith('//') ? `https:${address}` : address;
  }

  async function searchByImage(query: ImageQuery): Promise<SearchPage> {
    if (query.bytes.length === 0 && !query.imageUrl) throw new MarketplaceError('bad_request', 'Onebound item_search_img: no picture');
    checkPaging(query.page, query.pageSize, 'item_search_img');
    const deadline = Date.now() + timeoutMs;
    const platform = platformOf(query.market);
    const direct = query.imageUrl !== null && (imageUpload === 'when-no-url' || isMarketplaceCdn(query.imageUrl));
    if (!direct && query.bytes.length === 0) throw new MarketplaceError('bad_request', 'Onebound item_search_img: no picture bytes to upload');
    const imgid = direct && query.imageUrl !== null ? query.imageUrl : await upload(query, deadline);
    const envelope = await client.call({
      platform,
      api: 'item_search_img',
      params: { imgid, page: String(query.page), page_size: String(query.pageSize), lang: 'en' },
      deadline,
    });
    if (searchOutcome(envelope, 'item_search_img') === 'empty') return emptyPage(query.page, query.pageSize);
    return mapSearch(envelope.body, platform, query.page, query.pageSize, `Onebound ${platform}/item_search_img`);
  }

  return {
    name: 'onebound',
    item: (query) => guarded('item_get', () => item(query)),
    search: (query) => guarded('item_search', () => search(query)),
    searchByImage: (query) => guarded('item_search_img', () => searchByImage(query)),
  };
}

function checkPaging(page: number, pageSize: number, api: string): void {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new MarketplaceError('bad_request', `Onebound ${api}: page ${page} / page size ${pageSize} out of range`);
  }
}
