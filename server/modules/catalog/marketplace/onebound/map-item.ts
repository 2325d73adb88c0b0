// item_get answers -> ProductData (docs/marketplace.md "Mapping"). The Chinese answer (lang=cn)
// is the source of truth for ids, prices, stock and pictures; the English one (lang=en) gives the
// shown texts, joined by property ids and never by position (except specification rows, which
// carry no ids). Every field used is checked first: an answer that is not the documented shape is
// refused as a whole ('malformed'), never mapped in part.
import { maxQuantityFor } from '../../../../../src/domain/cart/index.ts';
import { slugify, specificationText, type ProductData, type ProductOption } from '../../product.ts';
import { MarketplaceError, type MarketplaceSlug } from '../port.ts';
import { crumbsOf, dimensionsOf, gramsOf, imagesOf, sellerOf, specificationOf, tiersOf, videosOf } from './measures.ts';
import { readItemProps } from './props.ts';
import { buildVariants } from './variants.ts';
import { isObject, toCount, toPrice, toSales, toText, type Json } from './values.ts';

export function canonicalUrl(marketplace: MarketplaceSlug, id: string): string {
  if (marketplace === '1688') return `https://detail.1688.com/offer/${id}.html`;
  if (marketplace === 'tmall') return `https://detail.tmall.com/item.htm?id=${id}`;
  return `https://item.taobao.com/item.htm?id=${id}`;
}

/** The `item` object of an answer, checked to be the asked item with a title and a price. */
export function checkedItem(item: unknown, id: string, label: string): Json {
  if (!isObject(item)) throw new MarketplaceError('malformed', `${label}: the answer has no item object`);
  const numIid = toText(item['num_iid']);
  if (numIid !== id) throw new MarketplaceError('malformed', `${label}: the answer is for item ${numIid ?? '(none)'}, not ${id}`);
  if (toText(item['title']) === null) throw new MarketplaceError('malformed', `${label}: the item has no title`);
  if (toPrice(item['price']) === null) throw new MarketplaceError('malformed', `${label}: the item's price is not a number`);
  return item;
}

interface Pricing {
  price: number;
  priceMax: number;
  type: ProductData['price_type'];
  tiers: ProductData['prices'];
}

/**
 * 1688 items priced by quantity (priceRange with 2+ tiers) whose SKUs share one price are
 * 'tiered': every option then carries the first tier's price, so the domain's rule (tier price +
 * option surcharge over the base, src/domain/pricing/unit-price.ts) gives the tier price. Items
 * whose SKUs are priced apart keep their SKU prices and no tiers ('range').
 */
function pricingOf(marketplace: MarketplaceSlug, item: Json, options: ProductOption[], label: string): Pricing {
  const promotion = toPrice(item['promotion_price']);
  const itemPrice = promotion !== null && promotion > 0 ? promotion : (toPrice(item['price']) ?? 0);
  const skuPrices = options.map((o) => o.price);
  const samePrice = new Set(skuPrices).size <= 1;
  const tiers = marketplace === '1688' ? tiersOf(item, label) : [];
  if (tiers.length >= 2 && samePrice) {
    const base = tiers[0]?.price ?? itemPrice;
    for (const option of options) option.price = base;
    const tierPrices = tiers.map((t) => t.price);
    return { price: Math.min(...tierPrices), priceMax: Math.max(...tierPrices), type: 'tiered', tiers };
  }
  const prices = skuPrices.length > 0 ? skuPrices : [itemPrice];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return { price: low, priceMax: high, type: low === high ? 'single' : 'range', tiers: [] };
}

function minimumOf(marketplace: MarketplaceSlug, item: Json, tiers: ProductData['prices']): number {
  const minNum = toCount(item['min_num']);
  if (minNum !== null && minNum >= 1) return minNum;
  if (marketplace === '1688' && tiers[0]) return tiers[0].min_quantity;
  return 1;
}

/** Total stock: the SKUs' quantities when every SKU has one, else the item's num; null unknown. */
function stockOf(item: Json, options: ProductOption[]): number | null {
  if (options.length > 0 && options.every((o) => o.stock !== null)) return options.reduce((sum, o) => sum + (o.stock ?? 0), 0);
  return toCount(item['num']);
}

/**
 * Maps the item of a Chinese answer and, for a full lookup, of the English one. `en` null: a
 * prices-only refresh, whose texts are the Chinese ones.
 */
export function mapItem(marketplace: MarketplaceSlug, id: string, cnRaw: unknown, enRaw: unknown | null, label: string): ProductData {
  const cn = checkedItem(cnRaw, id, `${label} (lang=cn)`);
  const en = enRaw === null ? null : checkedItem(enRaw, id, `${label} (lang=en)`);
  const cnProps = readItemProps(cn, `${label} (lang=cn)`);
  const enProps = en ? readItemProps(en, `${label} (lang=en)`) : null;
  const { variations, options } = buildVariants(cnProps, enProps);
  const pricing = pricingOf(marketplace, cn, options, label);
  const stock = stockOf(cn, options);
  const cnImages = imagesOf(cn);
  const images = cnImages.length > 0 ? cnImages : en ? imagesOf(en) : [];
  const specRows = specificationOf(cn, en);
  const path = en && crumbsOf(en).length > 0 ? crumbsOf(en) : crumbsOf(cn);
  const category = path.at(-1) ?? null;
  const dims = dimensionsOf(cn['item_size'] ?? en?.['item_size']);
  const seller = sellerOf(cn);
  const enLocation = en ? toText(en['location']) : null;
  if (seller && enLocation) seller.location = enLocation;
  const cnTitle = toText(cn['title']) ?? '';
  return {
    flag_scrapped: true,
    source: 'provider',
    provider: 'onebound',
    name: (en ? toText(en['title']) : null) ?? cnTitle,
    name_original: cnTitle,
    url: canonicalUrl(marketplace, id),
    marketplace,
    product_id: id,
    country: 'china',
    brand: (en ? toText(en['brand']) : null) ?? toText(cn['brand']),
    currency: 'CNY',
    price: pricing.price,
    // The price in the marketplace's currency (as every product source fills it), not the
    // crossed-out list price (orginal_price), which is not used.
    price_original: pricing.price,
    price_max: pricing.priceMax,
    price_type: pricing.type,
    prices: pricing.tiers,
    image_urls: images,
    image: images[0] ?? '',
    videos: videosOf(cn),
    // As given: the catalog sanitises it before anything shows it; never fetched or run here.
    description: (en ? toText(en['desc']) : null) ?? toText(cn['desc']) ?? '',
    specification: specificationText(specRows),
    specification_data: specRows,
    availability: stock === null ? 'unknown' : stock > 0 ? 'in_stock' : 'out_of_stock',
    stock,
    max_quantity: stock ?? maxQuantityFor(marketplace),
    minimum_order_quantity: minimumOf(marketplace, cn, pricing.tiers),
    weight: gramsOf(cn['item_weight'] ?? en?.['item_weight']),
    weight_unit: 'Gram',
    dimension_length: dims.length,
    dimension_width: dims.width,
    dimension_height: dims.height,
    dimension_unit: 'Cm',
    variations,
    options,
    seller_detail: seller,
    category,
    category_slug: category ? slugify(category) || null : null,
    product_type_slug: null,
    category_path: path,
    sales: toSales(cn['total_sold'] ?? cn['sales']),
  };
}
