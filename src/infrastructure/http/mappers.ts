// Wire (snake_case, numbers as strings, alternative field names) -> domain types.
// Every reader is defensive: a wrong shape throws ApiError MALFORMED_RESPONSE.
import type { CartLine } from '../../application/ports/cart-api.port';
import type { Product } from '../../application/ports/product-api.port';
import type { Customer } from '../../application/ports/session-store.port';
import { COUNTRY_CODES, MARKETPLACES, type CountryCode, type Marketplace, type PackageTrack } from '../../domain/pricing/types';
import { toCentimetres, toGrams } from '../../domain/units';
import { bool, isObject, malformed, num, obj, optNum, optStr, str, type Json } from './dto';

/** The first present (not undefined/null) field among the names. */
export function pick(row: Json, ...names: string[]): unknown {
  for (const name of names) {
    const value = row[name];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

const COUNTRY_ALIASES: Record<string, CountryCode> = {
  cn: 'china', china: 'china', tiongkok: 'china', 'chinese mainland': 'china',
  us: 'us', usa: 'us', 'united states': 'us', amerika: 'us',
  uk: 'uk', gb: 'uk', 'united kingdom': 'uk', inggris: 'uk',
  hk: 'hongkong', hongkong: 'hongkong', 'hong kong': 'hongkong',
  sg: 'singapore', singapore: 'singapore',
};

export function toCountry(value: unknown, path: string, fallback?: CountryCode): CountryCode {
  let raw = value;
  if (isObject(raw)) raw = raw.country ?? raw.slug ?? raw.code;
  if ((raw === undefined || raw === null || raw === '') && fallback) return fallback;
  const key = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const hit = COUNTRY_ALIASES[key] ?? (COUNTRY_CODES as readonly string[]).find((c) => c === key);
  if (!hit) throw malformed(path);
  return hit as CountryCode;
}

export function toMarketplace(value: unknown): Marketplace {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : '';
  return (MARKETPLACES as readonly string[]).includes(key) ? (key as Marketplace) : 'other';
}

export function toTrack(value: unknown): PackageTrack {
  return value === 'laut' ? 'laut' : 'udara';
}

export function toCustomer(value: unknown, path = 'customer'): Customer {
  const row = obj(value, path);
  return {
    customerKey: str(pick(row, 'customer_key', 'customerKey', 'id'), `${path}.customer_key`),
    firstName: optStr(row.first_name, `${path}.first_name`) ?? '',
    lastName: optStr(row.last_name, `${path}.last_name`) ?? '',
    email: optStr(row.email, `${path}.email`) ?? '',
    phoneNumber: optStr(row.phone_number, `${path}.phone_number`) ?? '',
    phoneVerified: row.phone_verified === true,
    gender: optStr(row.gender, `${path}.gender`),
    birthday: optStr(row.birthday, `${path}.birthday`),
    avatar: optStr(row.avatar, `${path}.avatar`),
    notifEmail: bool(row.notif_email, `${path}.notif_email`),
    notifSms: bool(row.notif_sms, `${path}.notif_sms`),
    hasPin: bool(row.has_pin, `${path}.has_pin`),
    isAffiliatePartner: bool(row.is_affiliate_partner, `${path}.is_affiliate_partner`),
    ...(typeof row.google_connected === 'boolean' ? { googleConnected: row.google_connected } : {}),
    ...(typeof row.facebook_connected === 'boolean' ? { facebookConnected: row.facebook_connected } : {}),
  };
}

function hsCodeOf(value: unknown, path: string): string | null {
  if (isObject(value)) return optStr(pick(value, 'code', 'hscode', 'hs_code'), path);
  return optStr(value, path);
}

function firstImage(row: Json, path: string): string | null {
  const single = optStr(pick(row, 'image', 'img', 'image_url'), `${path}.image`);
  if (single) return single;
  const urls = row.image_urls;
  if (Array.isArray(urls) && urls.length > 0) return optStr(urls[0], `${path}.image_urls[0]`);
  return null;
}

export function toCartLine(value: unknown, path = 'cart_detail'): CartLine {
  const row = obj(value, path);
  const weightUnit = optStr(row.weight_unit, `${path}.weight_unit`) ?? 'gram';
  const dimensionUnit = optStr(row.dimension_unit, `${path}.dimension_unit`) ?? 'cm';
  const dim = (name: string) => toCentimetres(optNum(row[name], `${path}.${name}`, 0), dimensionUnit);
  return {
    id: num(row.cart_detail_id, `${path}.cart_detail_id`),
    code: str(row.cart_detail_code, `${path}.cart_detail_code`),
    scraped: bool(row.flag_scrapped, `${path}.flag_scrapped`, true),
    ...(row.kind === 'scraped' || row.kind === 'manual' || row.kind === 'catalog' ? { kind: row.kind } : {}),
    name: str(pick(row, 'name', 'product_title'), `${path}.name`),
    url: optStr(pick(row, 'url', 'product_url'), `${path}.url`) ?? '',
    image: firstImage(row, path),
    marketplace: toMarketplace(row.marketplace),
    country: toCountry(pick(row, 'country', 'country_obj'), `${path}.country`, 'china'),
    price: num(pick(row, 'price', 'price_original'), `${path}.price`),
    currency: (optStr(pick(row, 'currency', 'currency_code'), `${path}.currency`) ?? 'CNY').toUpperCase(),
    quantity: num(pick(row, 'qty', 'quantity'), `${path}.qty`),
    weightGrams: toGrams(optNum(row.weight, `${path}.weight`, 1000), weightUnit),
    ...(row.weight_estimated === true ? { weightEstimated: true } : {}),
    lengthCm: dim('dimension_length'),
    widthCm: dim('dimension_width'),
    heightCm: dim('dimension_height'),
    packageTrack: toTrack(row.package_track),
    size: optStr(row.size, `${path}.size`),
    color: optStr(row.color, `${path}.color`),
    note: optStr(row.catatan, `${path}.catatan`),
    productTypeId: optStr(row.product_type_id, `${path}.product_type_id`),
    hsCode: hsCodeOf(row.hscode, `${path}.hscode`),
    isAllInPrice: bool(row.is_all_in_price, `${path}.is_all_in_price`),
    useInsurance: bool(row.use_insurance, `${path}.use_insurance`, false),
    usingNpwp: bool(row.using_npwp, `${path}.using_npwp`, false),
    disabled: bool(row.disabled, `${path}.disabled`),
    ...(row.max_quantity === undefined || row.max_quantity === null ? {} : { maxQuantity: num(row.max_quantity, `${path}.max_quantity`) }),
  };
}

export function toProduct(value: unknown, path = 'product'): Product {
  const row = obj(value, path);
  const weightUnit = optStr(row.weight_unit, `${path}.weight_unit`) ?? 'gram';
  const dimensionUnit = optStr(row.dimension_unit, `${path}.dimension_unit`) ?? 'cm';
  const dim = (name: string) => toCentimetres(optNum(row[name], `${path}.${name}`, 0), dimensionUnit);
  const images: string[] = [];
  for (const source of [row.image_urls, row.images]) {
    if (Array.isArray(source)) for (const [i, img] of source.entries()) images.push(str(img, `${path}.image_urls[${i}]`));
  }
  const single = optStr(pick(row, 'image', 'img', 'image_url'), `${path}.image`);
  if (single && !images.includes(single)) images.unshift(single);
  const marketplace = toMarketplace(row.marketplace);
  const price = num(row.price, `${path}.price`);
  const variations = Array.isArray(row.variations)
    ? row.variations.filter(isObject).map((v, i) => ({
        name: str(pick(v, 'name', 'label'), `${path}.variations[${i}].name`),
        options: Array.isArray(v.options) ? v.options.map((o, j) => str(isObject(o) ? pick(o, 'name', 'value') : o, `${path}.variations[${i}].options[${j}]`)) : [],
      }))
    : [];
  return {
    productId: str(pick(row, 'product_id', 'product_code', 'id') ?? '', `${path}.product_id`),
    name: str(pick(row, 'name', 'product_title', 'title'), `${path}.name`),
    url: str(pick(row, 'url', 'product_url') ?? '', `${path}.url`),
    slug: optStr(row.slug, `${path}.slug`),
    marketplace,
    country: toCountry(pick(row, 'country', 'country_obj'), `${path}.country`, 'china'),
    price,
    priceOriginal: optNum(row.price_original, `${path}.price_original`, price),
    currency: (optStr(pick(row, 'currency', 'currency_code'), `${path}.currency`) ?? 'CNY').toUpperCase(),
    images,
    description: optStr(row.description, `${path}.description`) ?? '',
    category: optStr(pick(row, 'category', 'category_slug'), `${path}.category`),
    weightGrams: toGrams(optNum(row.weight, `${path}.weight`, 1000), weightUnit),
    lengthCm: dim('dimension_length'),
    widthCm: dim('dimension_width'),
    heightCm: dim('dimension_height'),
    maxQuantity: optNum(row.max_quantity, `${path}.max_quantity`, marketplace === '1688' ? 1_000_000 : 10),
    minimumOrderQuantity: optNum(row.minimum_order_quantity, `${path}.minimum_order_quantity`, 1),
    variations,
  };
}
