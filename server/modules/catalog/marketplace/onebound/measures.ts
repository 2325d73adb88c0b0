// The smaller fields of an item_get answer: pictures, videos, weight, size, categories, seller,
// specification rows and 1688's quantity price tiers. Each reader takes what it can use and
// leaves the rest: an unreadable weight is 0 (the service estimates it), an unreadable size 0.
import { MarketplaceError } from '../port.ts';
import type { PriceTier, SellerDetail, SpecificationRow } from '../../product.ts';
import { httpsUrl, isObject, listOf, toCount, toNumber, toPrice, toText, type Json } from './values.ts';

export const MAX_IMAGES = 12;

/** pic_url first, then item_imgs[].url: https, de-duplicated, at most 12. */
export function imagesOf(item: Json): string[] {
  const out: string[] = [];
  const candidates: unknown[] = [item['pic_url'], ...listOf(item['item_imgs']).map((e) => (isObject(e) ? e['url'] : e))];
  for (const candidate of candidates) {
    const url = httpsUrl(candidate);
    if (url && !out.includes(url)) out.push(url);
    if (out.length === MAX_IMAGES) break;
  }
  return out;
}

/** video: [{"url": "//cloud.video.taobao.com/..."}] or a list of URLs. */
export function videosOf(item: Json): string[] {
  const out: string[] = [];
  for (const entry of listOf(item['video'])) {
    const url = httpsUrl(isObject(entry) ? entry['url'] : entry);
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}

/**
 * Grams from item_weight: "0.5" and 0.5 are kilograms (the unit the marketplaces use), "500g",
 * "500克", "0.5kg", "0.5公斤", "0.5千克" say theirs. 0 when absent or unreadable.
 */
export function gramsOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : 0;
  const text = toText(value);
  if (text === null) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*(kg|千克|公斤|g|克)?$/i.exec(text.replace(/\s+/g, ''));
  if (!match?.[1]) return 0;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'kg').toLowerCase();
  const grams = unit === 'g' || unit === '克' ? n : n * 1000;
  return Number.isFinite(grams) && grams > 0 ? Math.round(grams) : 0;
}

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** Centimetres from item_size "30*20*10", "30x20x10cm", "300×200×100mm"; zeros when unreadable. */
export function dimensionsOf(value: unknown): Dimensions {
  const zero = { length: 0, width: 0, height: 0 };
  const text = toText(value)?.toLowerCase().replace(/\s+/g, '');
  if (!text) return zero;
  const match = /^(\d+(?:\.\d+)?)[*x×](\d+(?:\.\d+)?)[*x×](\d+(?:\.\d+)?)(mm|cm|m|毫米|厘米|米)?$/.exec(text);
  if (!match) return zero;
  const unit = match[4] ?? 'cm';
  const factor = unit === 'mm' || unit === '毫米' ? 0.1 : unit === 'm' || unit === '米' ? 100 : 1;
  const cm = (n: string | undefined) => Math.round(Number(n) * factor * 10) / 10;
  const dims = { length: cm(match[1]), width: cm(match[2]), height: cm(match[3]) };
  return dims.length > 0 && dims.width > 0 && dims.height > 0 ? dims : zero;
}

/** crumbs as [{"name": ..}], ["..."] or {"catId": "name"}: the names from the root down. */
export function crumbsOf(item: Json): string[] {
  const out: string[] = [];
  for (const entry of listOf(item['crumbs'])) {
    const name = toText(isObject(entry) ? (entry['name'] ?? entry['title'] ?? entry['catName']) : entry);
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * The seller: seller_info.shop_name or title, else the nick. 1688 may send an encrypted
 * "_sopid@..." nick instead of the name: never shown. url: seller_info.zhuy (the shop page).
 */
export function sellerOf(item: Json): SellerDetail | null {
  const info = isObject(item['seller_info']) ? item['seller_info'] : {};
  const readable = (v: unknown) => {
    const text = toText(v);
    return text && !text.startsWith('_sopid@') ? text : null;
  };
  const name = readable(info['shop_name']) ?? readable(info['title']) ?? readable(item['nick']) ?? readable(info['nick']);
  if (!name) return null;
  const seller: SellerDetail = { name };
  const location = toText(item['location']);
  if (location) seller.location = location;
  const url = httpsUrl(info['zhuy']);
  if (url) seller.url = url;
  return seller;
}

/**
 * props [{"name": "品牌", "value": "..."}] in English, with the Chinese from the cn answer. The
 * rows carry no ids: they are paired by position, and only when both answers list as many rows
 * (otherwise no originals rather than wrong ones).
 */
export function specificationOf(cnItem: Json, enItem: Json | null): SpecificationRow[] {
  const read = (item: Json) =>
    listOf(item['props']).flatMap((e) => {
      if (!isObject(e)) return [];
      const name = toText(e['name']);
      const value = toText(e['value']);
      return name && value ? [{ name, value }] : [];
    });
  const cnRows = read(cnItem);
  if (!enItem) return cnRows;
  const enRows = read(enItem);
  if (enRows.length === 0) return cnRows;
  const paired = enRows.length === cnRows.length;
  return enRows.map((row, i) => {
    const cnRow = cnRows[i];
    if (!paired || !cnRow) return row;
    const out: SpecificationRow = { ...row };
    if (cnRow.name !== row.name) out.name_original = cnRow.name;
    if (cnRow.value !== row.value) out.value_original = cnRow.value;
    return out;
  });
}

/**
 * 1688's quantity price tiers, ascending: priceRange as [[min_quantity, price], ...] (or one
 * pair [2, 47.7]), or as objects {startQuantity|begin|min_num, price}. Absent: []. Present but
 * unreadable: 'malformed', since quantity prices that are guessed would be wrong prices.
 */
export function tiersOf(item: Json, label: string): PriceTier[] {
  const raw = item['priceRange'] ?? item['price_range'];
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return [];
  const entries = Array.isArray(raw) && raw.length === 2 && raw.every((v) => toNumber(v) !== null) ? [raw] : listOf(raw);
  const tiers: PriceTier[] = [];
  for (const entry of entries) {
    let quantity: number | null = null;
    let price: number | null = null;
    if (Array.isArray(entry)) {
      quantity = toCount(entry[0]);
      price = toPrice(entry[1]);
    } else if (isObject(entry)) {
      quantity = toCount(entry['startQuantity'] ?? entry['begin'] ?? entry['min_num'] ?? entry['quantity']);
      price = toPrice(entry['price']);
    }
    if (quantity === null || price === null) throw new MarketplaceError('malformed', `${label}: priceRange holds an unreadable tier`);
    tiers.push({ min_quantity: Math.max(1, quantity), price });
  }
  tiers.sort((a, b) => a.min_quantity - b.min_quantity);
  return tiers.filter((t, i) => i === 0 || t.min_quantity !== tiers[i - 1]?.min_quantity);
}
