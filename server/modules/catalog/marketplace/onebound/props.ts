// The sale properties of one item_get answer, in one language: the texts of every property value
// ("pid:vid" -> name and value, from props_list, props_name and each SKU's properties_name), the
// value pictures (prop_imgs.prop_img[] / props_img {}) and the SKUs. The Chinese and the English
// answers are read alike and joined by these ids, never by their texts (variants.ts).
import { MarketplaceError } from '../port.ts';
import { httpsUrl, isObject, listOf, toCount, toPrice, toText, type Json } from './values.ts';

export interface PropText {
  name: string;
  value: string;
}

export interface RawSku {
  skuId: string;
  price: number;
  /** A promotion price when the answer gives one (is_promotion=1), else null. */
  promotionPrice: number | null;
  /** Null when the answer gives no quantity. */
  quantity: number | null;
  /** The "pid:vid" keys of its properties, in the answer's order. */
  keys: string[];
}

export interface ItemProps {
  /** "pid:vid" -> texts, in the order the answer lists them (props_list first). */
  texts: Map<string, PropText>;
  /** "pid:vid" -> https picture. */
  images: Map<string, string>;
  skus: RawSku[];
}

const KEY = /^-?\d+:-?\d+$/;

function malformed(label: string, what: string): MarketplaceError {
  return new MarketplaceError('malformed', `${label}: ${what}`);
}

/** "name:value" (props_list) or "pid:vid:name:value" (props_name); the value may hold colons. */
function splitNameValue(text: string): PropText | null {
  const at = text.indexOf(':');
  if (at <= 0) return null;
  const name = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  return name === '' || value === '' ? null : { name, value };
}

/** "20509:28317:尺码:M;1627207:28341:颜色分类:黑色" -> key -> texts. Unreadable segments are skipped. */
function readPropsName(raw: unknown, into: Map<string, PropText>): void {
  const text = toText(raw);
  if (text === null) return;
  for (const segment of text.split(';')) {
    const match = /^\s*(-?\d+):(-?\d+):(.*)$/.exec(segment);
    if (!match) continue;
    const texts = splitNameValue(match[3] ?? '');
    const key = `${match[1]}:${match[2]}`;
    if (texts && !into.has(key)) into.set(key, texts);
  }
}

function readPropsList(raw: unknown, into: Map<string, PropText>): void {
  // Documented as {"pid:vid": "name:value"}; one example prints it as a list of such objects.
  const objects = Array.isArray(raw) ? raw.filter(isObject) : isObject(raw) ? [raw] : [];
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) {
      const texts = typeof value === 'string' ? splitNameValue(value) : null;
      if (KEY.test(key) && texts && !into.has(key)) into.set(key, texts);
    }
  }
}

function readImages(item: Json): Map<string, string> {
  const images = new Map<string, string>();
  // prop_imgs: {"prop_img": [{"properties": "1627207:28341", "url": "//img.alicdn.com/..."}]}
  const propImgs = item['prop_imgs'];
  const entries = isObject(propImgs) && 'prop_img' in propImgs ? listOf(propImgs['prop_img']) : listOf(propImgs);
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const key = toText(entry['properties']);
    const url = httpsUrl(entry['url']);
    if (key && KEY.test(key) && url && !images.has(key)) images.set(key, url);
  }
  // props_img: {"1627207:28341": "//img.alicdn.com/..."}
  const propsImg = item['props_img'];
  if (isObject(propsImg)) {
    for (const [key, value] of Object.entries(propsImg)) {
      const url = httpsUrl(value);
      if (KEY.test(key) && url && !images.has(key)) images.set(key, url);
    }
  }
  return images;
}

function readSku(raw: unknown, index: number, label: string, texts: Map<string, PropText>): RawSku {
  if (!isObject(raw)) throw malformed(label, `skus.sku[${index}] is not an object`);
  const skuId = toText(raw['sku_id']);
  if (skuId === null) throw malformed(label, `skus.sku[${index}] has no sku_id`);
  const price = toPrice(raw['price']);
  if (price === null) throw malformed(label, `skus.sku[${index}] (${skuId}) has no numeric price`);
  const promotion = raw['promotion_price'] === undefined || raw['promotion_price'] === null || raw['promotion_price'] === '' ? null : toPrice(raw['promotion_price']);
  const rawQuantity = raw['quantity'];
  const quantity = rawQuantity === undefined || rawQuantity === null || rawQuantity === '' ? null : toCount(rawQuantity);
  if (quantity === null && !(rawQuantity === undefined || rawQuantity === null || rawQuantity === '')) {
    throw malformed(label, `skus.sku[${index}] (${skuId}) has a quantity that is not a number`);
  }
  const properties = toText(raw['properties']) ?? '';
  const keys = properties.split(';').map((k) => k.trim()).filter((k) => k !== '');
  if (keys.some((k) => !KEY.test(k))) throw malformed(label, `skus.sku[${index}] (${skuId}) has properties that are not pid:vid pairs`);
  readPropsName(raw['properties_name'], texts);
  return { skuId, price, promotionPrice: promotion !== null && promotion > 0 ? promotion : null, quantity, keys };
}

/** Reads the sale properties of one answer's `item`; throws 'malformed' where a SKU is unusable. */
export function readItemProps(item: Json, label: string): ItemProps {
  const texts = new Map<string, PropText>();
  readPropsList(item['props_list'], texts);
  readPropsName(item['props_name'], texts);
  const skusField = item['skus'];
  let list: unknown[] = [];
  if (isObject(skusField)) {
    if ('sku' in skusField && skusField['sku'] !== null && skusField['sku'] !== '') {
      if (!Array.isArray(skusField['sku'])) throw malformed(label, 'skus.sku is not an array');
      list = skusField['sku'];
    }
  } else if (Array.isArray(skusField)) {
    // An empty PHP array arrives as []: no SKUs. A list where an object belongs is not the shape.
    if (skusField.length > 0) throw malformed(label, 'skus is a list, not {"sku": [...]}');
  } else if (skusField !== undefined && skusField !== null && skusField !== '') {
    throw malformed(label, 'skus is not an object');
  }
  const skus = list.map((raw, index) => readSku(raw, index, label, texts));
  return { texts, images: readImages(item), skus };
}
