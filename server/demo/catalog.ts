// The demo marketplace catalog: ~30 products from 1688, Taobao and Tmall answered by the
// embedded product source. Compact seeds are expanded into the product shape here; the
// pictures are illustrations of each product (illustrations.ts) written by generate-images.ts
// into server/demo/images and served at /api/media/demo/:file: image_urls are the 800 x 800
// PNGs {image}-{1|2}.png, image_thumbnails the 320 x 320 {image}-{1|2}-320.png (the same
// drawings exist as {image}-{1|2}.svg); colour swatches are SVG.
import type { ProductData, ProductOption, ProductVariation } from '../modules/catalog/product.ts';
import { slugify, specificationText } from '../modules/catalog/product.ts';
import { maxQuantityFor } from '../../src/domain/cart/index.ts';
import { ZH_TITLES } from './content.ts';
import type { DemoSeed } from './demo-seed.ts';
import { PRODUCTS_1688 } from './products-1688.ts';
import { PRODUCTS_TAOBAO } from './products-taobao.ts';
import { PRODUCTS_TMALL } from './products-tmall.ts';

export const DEMO_MEDIA_PATH = '/api/media/demo/';

/** Colour swatches (file swatch-{slug}.svg) for variation values. */
export const SWATCHES: Record<string, string> = {
  'Hitam': '#222222', 'Putih': '#f4f4f4', 'Abu-abu': '#9e9e9e', 'Biru Dongker': '#1f2f5a', 'Navy': '#1f2f5a',
  'Abu Misty': '#b9bcc2', 'Maroon': '#6d1a2a', 'Hijau Sage': '#9caf88', 'Sage': '#9caf88', 'Pink': '#f2a7c3',
  'Dusty Pink': '#d8a7a7', 'Mocca': '#8b6b52', 'Bening': '#e6f3f8', 'Hijau': '#3f8f4f', 'Khaki': '#bfa77a',
  'Army': '#4b5320', 'Krem': '#efe2c8', 'Coklat': '#7b4a2a', 'Putih-Abu': '#d6d6d6', 'Hitam Frosted': '#3a3a3a',
  'Putih/Merah': '#e8e8e8', 'Biru': '#2f6fd6', 'Abu': '#8c8c8c',
};

function urlOf(marketplace: string, id: string): string {
  if (marketplace === '1688') return `https://detail.1688.com/offer/${id}.html`;
  if (marketplace === 'tmall') return `https://detail.tmall.com/item.htm?id=${id}`;
  return `https://item.taobao.com/item.htm?id=${id}`;
}

export function swatchFile(color: string): string {
  return `swatch-${slugify(color)}.svg`;
}

function variationsOf(seed: DemoSeed): ProductVariation[] {
  const out: ProductVariation[] = [];
  if (seed.colors?.length) {
    out.push({ name: 'color', label: 'Warna', values: seed.colors.map((c) => ({ value: c, image: DEMO_MEDIA_PATH + swatchFile(c) })) });
  }
  if (seed.sizes?.length) out.push({ name: 'size', label: seed.sizeLabel ?? 'Ukuran', values: seed.sizes.map((s) => ({ value: s })) });
  return out;
}

function optionsOf(seed: DemoSeed): ProductOption[] {
  const colors = seed.colors?.length ? seed.colors : [undefined];
  const sizes = seed.sizes?.length ? seed.sizes : [undefined];
  if (colors[0] === undefined && sizes[0] === undefined) return [];
  const options: ProductOption[] = [];
  const per = Math.max(1, Math.floor(seed.stock / (colors.length * sizes.length)));
  for (const color of colors) {
    for (const size of sizes) {
      const attributes: Record<string, string> = {};
      if (color !== undefined) attributes.color = color;
      if (size !== undefined) attributes.size = size;
      const surcharge = size !== undefined ? seed.sizeSurcharge?.[size] ?? 0 : 0;
      options.push({
        sku_id: `${seed.id}-${options.length + 1}`,
        attributes,
        price: Math.round((seed.price + surcharge) * 100) / 100,
        stock: per,
      });
    }
  }
  return options;
}

export function buildDemoProduct(marketplace: string, seed: DemoSeed): ProductData {
  const specRows = seed.spec.map(([name, value]) => ({ name, value }));
  const prices = (seed.tiers ?? []).map(([min, price]) => ({ min_quantity: min, price }));
  const tierPrices = prices.map((p) => p.price);
  const optionPrices = optionsOf(seed).map((o) => o.price);
  const all = [seed.price, ...tierPrices, ...optionPrices];
  const low = Math.min(...all);
  const high = Math.max(...all);
  return {
    flag_scrapped: true,
    source: 'demo',
    name: seed.name,
    // The marketplace's own title, one tap away on the product page.
    name_original: ZH_TITLES[seed.id] ?? null,
    url: urlOf(marketplace, seed.id),
    marketplace,
    product_id: seed.id,
    country: 'china',
    brand: seed.brand ?? null,
    currency: 'CNY',
    price: low,
    price_original: low,
    price_max: high,
    price_type: prices.length > 0 ? 'tiered' : low === high ? 'single' : 'range',
    prices,
    image_urls: [1, 2].map((n) => `${DEMO_MEDIA_PATH}${seed.image}-${n}.png`),
    image: `${DEMO_MEDIA_PATH}${seed.image}-1.png`,
    image_thumbnails: [1, 2].map((n) => `${DEMO_MEDIA_PATH}${seed.image}-${n}-320.png`),
    videos: [],
    description: seed.desc,
    specification: specificationText(specRows),
    specification_data: specRows,
    availability: seed.stock > 0 ? 'in_stock' : 'out_of_stock',
    stock: seed.stock,
    // Wholesale lines keep the 1688 default max; retail lines are capped by stock.
    max_quantity: maxQuantityFor(marketplace, marketplace === '1688' ? undefined : seed.stock),
    minimum_order_quantity: seed.moq ?? 1,
    weight: seed.weight,
    weight_unit: 'Gram',
    dimension_length: seed.dims[0],
    dimension_width: seed.dims[1],
    dimension_height: seed.dims[2],
    dimension_unit: 'Cm',
    variations: variationsOf(seed),
    options: optionsOf(seed),
    seller_detail: { name: seed.seller[0], location: seed.seller[1], rating: seed.seller[2], years: seed.seller[3] },
    category: seed.category,
    category_slug: slugify(seed.category),
    product_type_slug: seed.type,
  };
}

export const DEMO_SEEDS: ReadonlyArray<{ marketplace: '1688' | 'taobao' | 'tmall'; seed: DemoSeed }> = [
  ...PRODUCTS_1688.map((seed) => ({ marketplace: '1688' as const, seed })),
  ...PRODUCTS_TAOBAO.map((seed) => ({ marketplace: 'taobao' as const, seed })),
  ...PRODUCTS_TMALL.map((seed) => ({ marketplace: 'tmall' as const, seed })),
];

export function demoProducts(): ProductData[] {
  return DEMO_SEEDS.map(({ marketplace, seed }) => buildDemoProduct(marketplace, seed));
}
