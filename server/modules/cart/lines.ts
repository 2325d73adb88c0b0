// Builds and edits cart lines. Scraped and catalog lines take name, price, variants and
// limits from the product the server kept (scraped_products), never from the browser;
// manual lines take what the customer typed (checked). The customer's choices (insurance,
// NPWP, track) are stored as asked (sea only where offered); is_all_in_price is the server's,
// from the country's billing (domain allInPriceFromBilling), never the client's.
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { maxQuantityFor } from '../../../src/domain/cart/index.ts';
import { detectMarketplace } from '../../../src/domain/url/index.ts';
import { unitPriceForQuantity } from '../../../src/domain/pricing/unit-price.ts';
import { allInPriceFromBilling } from '../../../src/domain/pricing/index.ts';
import { loadPricingContext } from '../catalog/rates.ts';
import type { ProductData, ProductOption } from '../catalog/product.ts';
import { safeUrl } from '../catalog/sanitize.ts';
import { isOwnUploadUrl } from '../uploads/routes.ts';
import { assertTrack, type PricingAccount } from './pricing.ts';
import { checkCountry, checkCurrency, checkHsCode, checkPrice, checkProductType, checkQuantity, measures, type HsCodeInput, type SizeInput } from './refs.ts';
import type { CartRow } from './store.ts';
import type { CartDetailTable, CartKind } from './tables.ts';
import { invalid } from './texts.ts';

export interface Choice {
  sku_id?: string;
  variant?: Record<string, string>;
  color?: string;
  size?: string;
}

export interface CommonInput extends SizeInput, Choice {
  quantity?: number;
  catatan?: string;
  note?: string;
  package_track?: 'udara' | 'laut';
  product_type_id?: number | null;
  hscode?: HsCodeInput;
  using_npwp?: boolean;
  use_insurance?: boolean;
  country?: string | { country?: string };
}

export type LineFields = Omit<CartDetailTable, 'id' | 'code' | 'customer_id' | 'access_token_id' | 'created_at' | 'updated_at' | 'price_original' | 'weight' | 'dimension_length' | 'dimension_width' | 'dimension_height' | 'variant' | 'product' | 'use_insurance' | 'weight_estimated'> & {
  price_original: string; weight: number; dimension_length: number; dimension_width: number; dimension_height: number;
  weight_estimated: boolean;
  variant: string; product: string; use_insurance: boolean;
};

/**
 * The server's part of a new line: its track checked (422 SEA_NOT_AVAILABLE where sea is not
 * offered to this account) and its is_all_in_price from the country's billing.
 */
async function serverPart(db: Db, lang: Lang, account: PricingAccount, line: { country: string; marketplace: string; track: 'udara' | 'laut' }) {
  const { billing, rules } = await loadPricingContext(db);
  assertTrack(lang, line, account, billing);
  return { package_track: line.track, is_all_in_price: allInPriceFromBilling(line.country, billing, rules) };
}

/**
 * The chosen SKU: by sku_id, or the option whose attributes all match the given ones. A partial
 * choice consistent with some option, or no choice at all, is kept without an option (base
 * price); a choice no option has is a 422.
 */
function chooseOption(lang: Lang, product: ProductData, choice: Choice): { option?: ProductOption; attributes: Record<string, string> } {
  const given: Record<string, string> = { ...(choice.variant ?? {}) };
  if (choice.color) given.color = choice.color;
  if (choice.size) given.size = choice.size;
  const options = product.options ?? [];
  if (options.length === 0) return { attributes: given };
  if (choice.sku_id) {
    const bySku = options.find((o) => o.sku_id === choice.sku_id);
    if (!bySku) throw invalid(lang, 'variant', 'variant', 'UNKNOWN_VARIANT');
    return { option: bySku, attributes: bySku.attributes };
  }
  const keys = Object.keys(given);
  if (keys.length === 0) return { attributes: {} };
  const full = options.find((o) => {
    const own = Object.keys(o.attributes);
    return own.length > 0 && own.every((k) => given[k] === o.attributes[k]);
  });
  if (full) return { option: full, attributes: full.attributes };
  if (options.some((o) => keys.every((k) => o.attributes[k] === given[k]))) return { attributes: given };
  throw invalid(lang, 'variant', 'variant', 'UNKNOWN_VARIANT');
}

/**
 * The seller's limits on a quantity of a kept product: the minimum order (1688's MOQ) and the
 * chosen SKU's stock when the source tells it (docs/marketplace.md "Mapping").
 */
function checkSellerLimits(lang: Lang, product: ProductData, option: ProductOption | undefined, quantity: number): void {
  const moq = Math.max(1, Math.floor(product.minimum_order_quantity ?? 1));
  if (quantity < moq) throw invalid(lang, 'belowMoq', 'quantity', 'QUANTITY_BELOW_MOQ', moq);
  if (option && option.stock !== null && option.stock !== undefined) {
    if (option.stock <= 0) throw invalid(lang, 'outOfStock', 'variant', 'OUT_OF_STOCK');
    if (quantity > option.stock) throw invalid(lang, 'aboveStock', 'quantity', 'QUANTITY_ABOVE_STOCK', option.stock);
  }
}

/** Unit price of a kept product: the domain's rule (wholesale tier plus option surcharge). */
export function unitPrice(product: ProductData, option: ProductOption | undefined, quantity: number): number {
  const tiers = (product.prices ?? []).map((t) => ({ minQuantity: t.min_quantity, price: t.price }));
  return unitPriceForQuantity(product.price, tiers, option?.price ?? null, quantity);
}

function variantColumns(attributes: Record<string, string>) {
  const others = Object.entries(attributes).filter(([k]) => k !== 'color' && k !== 'size').map(([, v]) => v);
  return {
    color: attributes.color ?? '',
    size: [attributes.size, ...others].filter(Boolean).join(' / '),
    variant: JSON.stringify(attributes),
  };
}

function noteOf(input: CommonInput): string | undefined {
  const note = input.catatan ?? input.note;
  return note === undefined ? undefined : note.slice(0, 1000);
}

/** A new line from a kept (scraped, demo or provider) product. */
export async function productLine(db: Db, lang: Lang, account: PricingAccount, product: ProductData, input: CommonInput & { quantity: number }, kind: CartKind): Promise<LineFields> {
  const max = maxQuantityFor(product.marketplace, product.max_quantity);
  const quantity = checkQuantity(lang, input.quantity, max);
  const { option, attributes } = chooseOption(lang, product, input);
  checkSellerLimits(lang, product, option, quantity);
  const typeId = input.product_type_id !== undefined ? await checkProductType(db, lang, input.product_type_id)
    : product.product_type_slug ? (await db.selectFrom('product_types').select('id').where('slug', '=', product.product_type_slug).executeTakeFirst())?.id ?? null : null;
  const country = checkCountry(lang, product.country, input.country);
  const server = await serverPart(db, lang, account, { country, marketplace: product.marketplace, track: input.package_track ?? 'udara' });
  return {
    kind,
    flag_scrapped: true,
    name: product.name,
    url: product.url,
    image: option?.image ?? product.image ?? '',
    marketplace: product.marketplace,
    product_id: product.product_id,
    country,
    currency: await checkCurrency(db, lang, product.currency),
    price_original: checkPrice(lang, unitPrice(product, option, quantity)),
    quantity,
    max_quantity: max,
    sku_id: option?.sku_id ?? null,
    ...variantColumns(attributes),
    ...measures(input, { weight: product.weight, length: product.dimension_length, width: product.dimension_width, height: product.dimension_height }),
    // The product's weight is our estimate (docs/marketplace.md) unless the customer gave one.
    weight_estimated: product.weight_estimated === true && !(input.weight !== undefined && input.weight > 0),
    package_track: server.package_track,
    product_type_id: typeId,
    hscode: await checkHsCode(db, lang, input.hscode),
    catatan: noteOf(input) ?? '',
    using_npwp: input.using_npwp ?? false,
    use_insurance: input.use_insurance ?? false,
    is_all_in_price: server.is_all_in_price,
    product: JSON.stringify(product),
  };
}

export interface ManualInput extends CommonInput {
  name?: string;
  product_title?: string;
  url?: string;
  product_url?: string;
  image?: string;
  image_url?: string;
  product_size?: string;
  product_color?: string;
  price_original: number | string;
  currency?: string;
  currency_code?: string;
  specification_data?: unknown;
  origin_address?: string;
  product_category?: string;
}

function marketplaceOf(url: string): string {
  try {
    return detectMarketplace(new URL(url).hostname);
  } catch {
    return 'other';
  }
}

/** A picture's URL: http(s), or a picture uploaded here (POST product/upload/1, a path on this site). */
function imageOf(value: string): string {
  const trimmed = value.trim();
  return isOwnUploadUrl(trimmed) ? trimmed : safeUrl(trimmed) ?? '';
}

/** A manual line (spec 'Manual order payload'). */
export async function manualLine(db: Db, lang: Lang, account: PricingAccount, input: ManualInput & { quantity: number }): Promise<LineFields> {
  const url = safeUrl(input.url ?? input.product_url ?? '') ?? '';
  const marketplace = marketplaceOf(url);
  const country = checkCountry(lang, input.country);
  const server = await serverPart(db, lang, account, { country, marketplace, track: input.package_track ?? 'udara' });
  const max = maxQuantityFor(marketplace);
  const extra = { specification_data: input.specification_data ?? null, origin_address: input.origin_address ?? null, product_category: input.product_category ?? null };
  return {
    kind: 'manual',
    flag_scrapped: false,
    name: (input.name ?? input.product_title ?? '').trim().slice(0, 300),
    url,
    image: imageOf(input.image ?? input.image_url ?? ''),
    marketplace,
    product_id: null,
    country,
    currency: await checkCurrency(db, lang, input.currency ?? input.currency_code ?? ''),
    price_original: checkPrice(lang, input.price_original),
    quantity: checkQuantity(lang, input.quantity, max),
    max_quantity: max,
    sku_id: null,
    ...variantColumns({ ...(input.color ?? input.product_color ? { color: input.color ?? input.product_color ?? '' } : {}), ...(input.size ?? input.product_size ? { size: input.size ?? input.product_size ?? '' } : {}) }),
    ...measures(input),
    weight_estimated: false,
    package_track: server.package_track,
    product_type_id: await checkProductType(db, lang, input.product_type_id),
    hscode: await checkHsCode(db, lang, input.hscode),
    catatan: noteOf(input) ?? '',
    using_npwp: input.using_npwp ?? false,
    use_insurance: input.use_insurance ?? false,
    is_all_in_price: server.is_all_in_price,
    product: JSON.stringify(extra),
  };
}

type Patch = Updateable<CartDetailTable>;

/**
 * After an edit: 422 SEA_NOT_AVAILABLE when the edited line asks for sea where it is not offered.
 * Checked only when the edit touches the track, the country or the marketplace, so a line whose
 * billing changed since can still be edited (back to air, for one).
 */
export async function checkEditedTrack(db: Db, lang: Lang, account: PricingAccount, row: CartRow, patch: Patch): Promise<void> {
  if (patch.package_track === undefined && patch.country === undefined && patch.marketplace === undefined) return;
  const track = (patch.package_track ?? row.package_track) === 'laut' ? 'laut' : 'udara';
  const { billing } = await loadPricingContext(db);
  assertTrack(lang, { country: String(patch.country ?? row.country), marketplace: String(patch.marketplace ?? row.marketplace), track }, account, billing);
}

/**
 * Fields every edit may change: quantity, note, track, the customer's choices (insurance, NPWP),
 * and for scraped/manual lines the rates.
 */
async function commonPatch(db: Db, lang: Lang, row: CartRow, input: CommonInput, allowRates: boolean): Promise<Patch> {
  const patch: Patch = {};
  if (input.quantity !== undefined) patch.quantity = checkQuantity(lang, input.quantity, row.max_quantity);
  const note = noteOf(input);
  if (note !== undefined) patch.catatan = note;
  if (input.package_track !== undefined) patch.package_track = input.package_track;
  if (input.use_insurance !== undefined) patch.use_insurance = input.use_insurance;
  if (input.using_npwp !== undefined) patch.using_npwp = input.using_npwp;
  if (!allowRates) return patch;
  if (input.product_type_id !== undefined) patch.product_type_id = await checkProductType(db, lang, input.product_type_id);
  if (input.hscode !== undefined) patch.hscode = await checkHsCode(db, lang, input.hscode);
  if (input.weight !== undefined || input.dimension_length !== undefined || input.dimension_width !== undefined || input.dimension_height !== undefined) {
    Object.assign(patch, measures(input, { weight: Number(row.weight), length: Number(row.dimension_length), width: Number(row.dimension_width), height: Number(row.dimension_height) }));
    if (input.weight !== undefined && input.weight > 0) patch.weight_estimated = false;
  }
  return patch;
}

/** Edit of a scraped or catalog line: the variant and quantity re-price from the kept product. */
export async function productPatch(db: Db, lang: Lang, row: CartRow, input: CommonInput, allowRates: boolean): Promise<Patch> {
  const product = row.product as unknown as ProductData;
  const patch = await commonPatch(db, lang, row, input, allowRates);
  const quantity = patch.quantity as number | undefined ?? row.quantity;
  const changesVariant = input.sku_id !== undefined || input.variant !== undefined || input.color !== undefined || input.size !== undefined;
  // A changed colour keeps the size (and the other way round); a sku_id replaces everything.
  const choice: Choice = !changesVariant ? { ...(row.sku_id ? { sku_id: row.sku_id } : {}), variant: row.variant }
    : input.sku_id !== undefined ? { sku_id: input.sku_id }
      : { variant: { ...row.variant, ...(input.variant ?? {}) }, color: input.color, size: input.size };
  const { option, attributes } = chooseOption(lang, product, choice);
  if (patch.quantity !== undefined || changesVariant) checkSellerLimits(lang, product, option, quantity);
  Object.assign(patch, variantColumns(attributes));
  patch.sku_id = option?.sku_id ?? null;
  if (option?.image) patch.image = option.image;
  patch.price_original = checkPrice(lang, unitPrice(product, option, quantity));
  return patch;
}

/** Edit of a manual line: everything the customer typed may change. */
export async function manualPatch(db: Db, lang: Lang, row: CartRow, input: Partial<ManualInput>): Promise<Patch> {
  const patch = await commonPatch(db, lang, row, input, true);
  const name = input.name ?? input.product_title;
  if (name !== undefined) patch.name = name.trim().slice(0, 300);
  const url = input.url ?? input.product_url;
  if (url !== undefined) {
    patch.url = safeUrl(url) ?? '';
    patch.marketplace = marketplaceOf(patch.url);
    patch.max_quantity = maxQuantityFor(patch.marketplace);
    checkQuantity(lang, (patch.quantity as number | undefined) ?? row.quantity, patch.max_quantity);
  }
  const image = input.image ?? input.image_url;
  if (image !== undefined) patch.image = imageOf(image);
  if (input.price_original !== undefined) patch.price_original = checkPrice(lang, input.price_original);
  const currency = input.currency ?? input.currency_code;
  if (currency !== undefined) patch.currency = await checkCurrency(db, lang, currency);
  if (input.country !== undefined) {
    patch.country = checkCountry(lang, input.country);
    const { billing, rules } = await loadPricingContext(db);
    patch.is_all_in_price = allInPriceFromBilling(patch.country, billing, rules);
  }
  const color = input.color ?? input.product_color;
  const size = input.size ?? input.product_size;
  if (color !== undefined || size !== undefined) {
    Object.assign(patch, variantColumns({ ...(color ?? row.color ? { color: color ?? row.color } : {}), ...(size ?? row.size ? { size: size ?? row.size } : {}) }));
  }
  return patch;
}
