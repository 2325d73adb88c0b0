// Reads a schema.org Product (or ProductGroup) object, as found in JSON-LD or rebuilt from
// microdata, into the fields the scraper needs. Tolerant of the many shapes sites use.
import { toCentimetres, toGrams } from '../../../src/domain/units/index.ts';
import type { Availability, ProductOption, ProductVariation } from './product.ts';

export type Thing = Record<string, unknown>;

export interface Extracted {
  name?: string;
  description?: string;
  images: string[];
  price?: number;
  priceMax?: number;
  currency?: string;
  availability?: Availability;
  brand?: string;
  sku?: string;
  category?: string;
  seller?: string;
  weightGrams?: number;
  dims?: { length: number; width: number; height: number };
  specification: { name: string; value: string }[];
  variations: ProductVariation[];
  options: ProductOption[];
}

export function emptyExtracted(): Extracted {
  return { images: [], specification: [], variations: [], options: [] };
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isThing(value: unknown): value is Thing {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function typesOf(thing: Thing): string[] {
  return asArray(thing['@type']).map((t) => String(t).replace(/^https?:\/\/schema\.org\//i, ''));
}

export function text(value: unknown): string | undefined {
  const first = asArray(value)[0];
  if (typeof first === 'string') return first.trim() || undefined;
  if (typeof first === 'number') return String(first);
  if (isThing(first)) return text(first.name ?? first['@value'] ?? first.value);
  return undefined;
}

/** '1.299,00', '1,299.00', 'Rp 12.500', '$19.99', 19.99 -> number; undefined when not a price. */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  // Machine format (schema.org, OpenGraph): digits with an optional '.' decimal part.
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  let s = value.replace(/[^\d.,]/g, '');
  if (s === '') return undefined;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    const decimal = lastComma > lastDot ? ',' : '.';
    s = s.replace(decimal === ',' ? /\./g : /,/g, '').replace(',', '.');
  } else if (lastComma !== -1) {
    s = /,\d{1,2}$/.test(s) && s.split(',').length === 2 ? s.replace(',', '.') : s.replace(/,/g, '');
  } else if (lastDot !== -1 && s.split('.').length > 2) {
    s = s.replace(/\./g, '');
  } else if (lastDot !== -1 && /\.\d{3}$/.test(s) && !/^0\./.test(s)) {
    s = s.replace('.', ''); // '12.500' is twelve thousand five hundred
  }
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function availabilityOf(value: unknown): Availability | undefined {
  const v = text(value)?.toLowerCase().replace(/^https?:\/\/schema\.org\//, '');
  if (!v) return undefined;
  if (/instock|in stock|in_stock|limitedavailability|onlineonly|instoreonly/.test(v)) return 'in_stock';
  if (/outofstock|out of stock|out_of_stock|soldout|discontinued/.test(v)) return 'out_of_stock';
  if (/preorder|presale|backorder/.test(v)) return 'preorder';
  return undefined;
}

export function imagesOf(value: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string') out.push(item);
    else if (isThing(item)) {
      const url = text(item.contentUrl) ?? text(item.url);
      if (url) out.push(url);
    }
  }
  return out;
}

const UNIT_CODES: Record<string, string> = { GRM: 'gram', KGM: 'kg', LBR: 'pound', ONZ: 'ons', CMT: 'cm', MTR: 'm', INH: 'inch' };

function quantity(value: unknown, kind: 'weight' | 'length'): number | undefined {
  const item = asArray(value)[0];
  let amount: number | undefined;
  let unit = '';
  if (isThing(item)) {
    amount = parsePrice(item.value);
    const code = text(item.unitCode)?.toUpperCase() ?? '';
    unit = UNIT_CODES[code] ?? (code === 'MMT' ? 'mm' : text(item.unitText) ?? code);
  } else if (typeof item === 'string') {
    const m = /^\s*([\d.,]+)\s*([a-zA-Z]*)\s*$/.exec(item);
    amount = m ? parsePrice(m[1]) : undefined;
    unit = m?.[2] ?? '';
  } else if (typeof item === 'number') {
    amount = item;
    unit = kind === 'weight' ? 'gram' : 'cm';
  }
  if (amount === undefined) return undefined;
  if (unit.toLowerCase() === 'mm') return kind === 'length' ? toCentimetres(amount / 10, 'cm') : undefined;
  const result = kind === 'weight' ? toGrams(amount, unit) : toCentimetres(amount, unit);
  return result > 0 ? result : undefined;
}

interface OfferInfo { price?: number; priceMax?: number; currency?: string; availability?: Availability; seller?: string; name?: string; sku?: string }

function offerInfo(offer: Thing): OfferInfo {
  const spec = asArray(offer.priceSpecification).find(isThing);
  const low = parsePrice(offer.price) ?? parsePrice(offer.lowPrice) ?? (spec ? parsePrice(spec.price) : undefined);
  const high = parsePrice(offer.highPrice);
  return {
    price: low,
    priceMax: high,
    currency: text(offer.priceCurrency) ?? (spec ? text(spec.priceCurrency) : undefined),
    availability: availabilityOf(offer.availability),
    seller: text(offer.seller),
    name: text(offer.name),
    sku: text(offer.sku),
  };
}

function offersOf(thing: Thing): OfferInfo[] {
  const out: OfferInfo[] = [];
  for (const o of asArray(thing.offers)) {
    if (!isThing(o)) continue;
    const nested = asArray(o.offers).filter(isThing);
    if (nested.length > 0) out.push(...nested.map(offerInfo));
    if (parsePrice(o.price) !== undefined || parsePrice(o.lowPrice) !== undefined || nested.length === 0) out.push(offerInfo(o));
  }
  return out.filter((o) => o.price !== undefined);
}

function addVariation(variations: ProductVariation[], name: string, label: string, value: string, image?: string): void {
  let axis = variations.find((v) => v.name === name);
  if (!axis) {
    axis = { name, label, values: [] };
    variations.push(axis);
  }
  if (!axis.values.some((v) => v.value === value)) axis.values.push(image ? { value, image } : { value });
}

/** Variants of a ProductGroup (hasVariant) or of a product with several named offers. */
function variantsOf(thing: Thing, out: Extracted): void {
  const variants = asArray(thing.hasVariant).filter(isThing);
  variants.forEach((variant, index) => {
    const attributes: Record<string, string> = {};
    const color = text(variant.color);
    const size = text(variant.size);
    const image = imagesOf(variant.image)[0];
    if (color) { attributes.color = color; addVariation(out.variations, 'color', 'Warna', color, image); }
    if (size) { attributes.size = size; addVariation(out.variations, 'size', 'Ukuran', size); }
    if (!color && !size) {
      const name = text(variant.name) ?? `#${index + 1}`;
      attributes.variant = name;
      addVariation(out.variations, 'variant', 'Varian', name, image);
    }
    const offer = offersOf(variant)[0];
    out.options.push({
      sku_id: text(variant.sku) ?? String(index + 1), attributes, price: offer?.price ?? out.price ?? 0,
      stock: null, ...(image ? { image } : {}),
    });
  });
  if (variants.length > 0) return;
  const offers = offersOf(thing).filter((o) => o.name);
  if (offers.length < 2) return;
  offers.forEach((offer, index) => {
    const name = offer.name as string;
    addVariation(out.variations, 'variant', 'Varian', name);
    out.options.push({ sku_id: offer.sku ?? String(index + 1), attributes: { variant: name }, price: offer.price ?? 0, stock: null });
  });
}

/** Reads one schema.org Product / ProductGroup. */
export function readProduct(thing: Thing): Extracted {
  const out = emptyExtracted();
  out.name = text(thing.name);
  out.description = text(thing.description);
  out.images = imagesOf(thing.image);
  out.brand = text(thing.brand);
  out.sku = text(thing.sku) ?? text(thing.productID) ?? text(thing.productGroupID);
  out.category = text(thing.category);
  out.weightGrams = quantity(thing.weight, 'weight');
  const length = quantity(thing.depth, 'length');
  const width = quantity(thing.width, 'length');
  const height = quantity(thing.height, 'length');
  if (length && width && height) out.dims = { length, width, height };
  for (const p of asArray(thing.additionalProperty).filter(isThing)) {
    const name = text(p.name);
    const value = text(p.value);
    if (name && value) out.specification.push({ name, value });
  }
  let offers = offersOf(thing);
  if (offers.length === 0) offers = asArray(thing.hasVariant).filter(isThing).flatMap(offersOf);
  if (offers.length > 0) {
    const prices = offers.flatMap((o) => [o.price, o.priceMax]).filter((p): p is number => p !== undefined);
    out.price = Math.min(...prices);
    out.priceMax = Math.max(...prices);
    out.currency = offers.find((o) => o.currency)?.currency;
    out.availability = offers.some((o) => o.availability === 'in_stock') ? 'in_stock' : offers.find((o) => o.availability)?.availability;
    out.seller = offers.find((o) => o.seller)?.seller;
  }
  variantsOf(thing, out);
  return out;
}
