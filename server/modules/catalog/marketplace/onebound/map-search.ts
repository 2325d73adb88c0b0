// item_search / item_search_img answers -> SearchPage (docs/marketplace.md "Mapping"): the
// documented {"items": {"page", "real_total_results", "total_results", "page_size", "pagecount",
// "item": [{num_iid, title, pic_url, price, promotion_price, sales, detail_url, ...}]}}. A hit
// without an id, a title or a numeric price breaks the shape (the answer is refused); a hit
// without a usable picture is left out (a card needs one).
import { MarketplaceError, type MarketplaceSlug, type SearchHit, type SearchMarket, type SearchPage } from '../port.ts';
import { canonicalUrl } from './map-item.ts';
import { httpsUrl, isObject, toCount, toPrice, toSales, toText, type Json } from './values.ts';

export function emptyPage(page: number, pageSize: number): SearchPage {
  return { items: [], page, pageSize, total: 0, lastPage: null };
}

/** Taobao's search also lists Tmall's items: told apart by their page's host or a tmall flag. */
function marketplaceOf(market: SearchMarket, hit: Json): MarketplaceSlug {
  if (market === '1688') return '1688';
  const detail = toText(hit['detail_url']) ?? '';
  const flag = hit['tmall'];
  return /(^|\/\/|\.)tmall\.com/i.test(detail) || flag === true || flag === 'true' || flag === 1 ? 'tmall' : 'taobao';
}

function hitOf(market: SearchMarket, raw: unknown, index: number, label: string): SearchHit | null {
  if (!isObject(raw)) throw new MarketplaceError('malformed', `${label}: items.item[${index}] is not an object`);
  const id = toText(raw['num_iid']);
  if (id === null || !/^\d{1,20}$/.test(id)) throw new MarketplaceError('malformed', `${label}: items.item[${index}] has no numeric num_iid`);
  const title = toText(raw['title']);
  if (title === null) throw new MarketplaceError('malformed', `${label}: items.item[${index}] (${id}) has no title`);
  const promotion = toPrice(raw['promotion_price']);
  const price = promotion !== null && promotion > 0 ? promotion : toPrice(raw['price']);
  if (price === null) throw new MarketplaceError('malformed', `${label}: items.item[${index}] (${id}) has no numeric price`);
  const image = httpsUrl(raw['pic_url']);
  if (image === null) return null;
  const marketplace = marketplaceOf(market, raw);
  return {
    marketplace,
    product_id: id,
    title,
    // One call per page (lang=en): the Chinese title would cost a second call, not needed in lists.
    title_original: null,
    image,
    price,
    currency: 'CNY',
    url: canonicalUrl(marketplace, id),
    sales: toSales(raw['sales'] ?? raw['volume']),
  };
}

export function mapSearch(body: Json, market: SearchMarket, page: number, pageSize: number, label: string): SearchPage {
  const items = body['items'];
  if (!isObject(items)) throw new MarketplaceError('malformed', `${label}: the answer has no items object`);
  const list = items['item'];
  if (list !== undefined && list !== null && list !== '' && !Array.isArray(list)) {
    throw new MarketplaceError('malformed', `${label}: items.item is not a list`);
  }
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  (Array.isArray(list) ? list : []).forEach((raw, index) => {
    const hit = hitOf(market, raw, index, label);
    if (hit && !seen.has(`${hit.marketplace}:${hit.product_id}`)) {
      seen.add(`${hit.marketplace}:${hit.product_id}`);
      hits.push(hit);
    }
  });
  const total = toCount(items['real_total_results']) ?? toCount(items['total_results']);
  const pageCount = toCount(items['pagecount']);
  const lastPage = pageCount !== null && pageCount > 0 ? pageCount : total !== null && pageSize > 0 ? Math.ceil(total / pageSize) : null;
  const answeredPage = toCount(items['page']);
  return {
    items: hits,
    page: answeredPage !== null && answeredPage > 0 ? answeredPage : page,
    pageSize,
    total,
    lastPage,
  };
}
