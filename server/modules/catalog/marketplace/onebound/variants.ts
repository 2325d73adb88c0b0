// Variant groups and options from the SKUs (docs/marketplace.md "Mapping"). A group is one
// property id (pid) used by the SKUs' "pid:vid" pairs: the colour group is named 'color', the size
// group 'size' (the names the cart and the product page know), any other one a unique slug of its
// English name. Values are shown in English (made unique within their group) with the Chinese
// kept as `original`; the English and Chinese answers are joined by pid:vid, never by text.
import { slugify, type ProductOption, type ProductVariation } from '../../product.ts';
import type { ItemProps, PropText, RawSku } from './props.ts';

const COLOR_CN = /颜色|色号|色系|顏色/;
const COLOR_EN = /\bcolou?rs?\b/i;
const SIZE_CN = /尺码|尺寸|大小|规格|码数|鞋码|尺碼|規格/;
const SIZE_EN = /\bsizes?\b/i;

export interface Variants {
  variations: ProductVariation[];
  options: ProductOption[];
}

interface Group {
  pid: string;
  name: string;
  variation: ProductVariation;
  /** "pid:vid" -> the value's text as options' attributes name it. */
  valueOf: Map<string, string>;
}

function pidOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

/** Every key the SKUs use, in the answer's listing order (props_list), then in SKU order. */
function orderedKeys(props: ItemProps): string[] {
  const used = new Set(props.skus.flatMap((s) => s.keys));
  const ordered = [...props.texts.keys()].filter((k) => used.has(k));
  for (const key of used) if (!ordered.includes(key)) ordered.push(key);
  return ordered;
}

function groupName(cnName: string, enName: string | undefined, taken: Set<string>, pid: string): string {
  const candidates: string[] = [];
  if (COLOR_CN.test(cnName) || (enName !== undefined && COLOR_EN.test(enName))) candidates.push('color');
  if (SIZE_CN.test(cnName) || (enName !== undefined && SIZE_EN.test(enName))) candidates.push('size');
  for (const name of candidates) if (!taken.has(name)) return name;
  const base = slugify(enName ?? '') || slugify(cnName) || `prop-${pid.replace('-', 'n')}`;
  let name = base;
  for (let n = 2; taken.has(name) || name === 'color' || name === 'size'; n += 1) name = `${base}-${n}`;
  return name;
}

function uniqueIn(text: string, used: Set<string>): string {
  let value = text;
  for (let n = 2; used.has(value); n += 1) value = `${text} (${n})`;
  used.add(value);
  return value;
}

/**
 * The groups and options of an item. `en` is null for a prices-only answer: the texts are then
 * the Chinese ones (value = original), which the service does not show in place of kept texts.
 */
export function buildVariants(cn: ItemProps, en: ItemProps | null): Variants {
  const groups = new Map<string, Group>();
  const taken = new Set<string>();
  const usedValues = new Map<string, Set<string>>();
  for (const key of orderedKeys(cn)) {
    const pid = pidOf(key);
    const vid = key.slice(pid.length + 1);
    const cnText: PropText | undefined = cn.texts.get(key);
    const enText: PropText | undefined = en?.texts.get(key);
    let group = groups.get(pid);
    if (!group) {
      const cnName = cnText?.name ?? enText?.name ?? pid;
      const name = groupName(cnName, enText?.name, taken, pid);
      taken.add(name);
      const variation: ProductVariation = { name, label: enText?.name ?? cnName, values: [] };
      if (enText && cnText && enText.name !== cnText.name) variation.label_original = cnText.name;
      group = { pid, name, variation, valueOf: new Map() };
      groups.set(pid, group);
      usedValues.set(pid, new Set());
    }
    const shown = uniqueIn(enText?.value ?? cnText?.value ?? vid, usedValues.get(pid) ?? new Set());
    const value: ProductVariation['values'][number] = { value: shown };
    if (enText && cnText) value.original = cnText.value;
    const image = cn.images.get(key) ?? en?.images.get(key);
    if (image) value.image = image;
    group.variation.values.push(value);
    group.valueOf.set(key, shown);
  }
  const options = cn.skus.map((sku) => optionOf(sku, groups, cn, en));
  return { variations: [...groups.values()].map((g) => g.variation), options };
}

function optionOf(sku: RawSku, groups: Map<string, Group>, cn: ItemProps, en: ItemProps | null): ProductOption {
  const attributes: Record<string, string> = {};
  let image: string | undefined;
  for (const key of sku.keys) {
    const group = groups.get(pidOf(key));
    const value = group?.valueOf.get(key);
    if (!group || value === undefined) continue;
    attributes[group.name] = value;
    image ??= cn.images.get(key) ?? en?.images.get(key);
  }
  const option: ProductOption = { sku_id: sku.skuId, attributes, price: sku.promotionPrice ?? sku.price, stock: sku.quantity };
  if (image) option.image = image;
  return option;
}
