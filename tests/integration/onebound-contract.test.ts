// Contract of the Onebound adapter (server/modules/catalog/marketplace/onebound/) against the
// local fake (tests/fixtures/fake-onebound.ts): item_get for Taobao, Tmall and 1688, what each
// lookup sends, and how the answers map onto ProductData (docs/marketplace.md "Mapping"). Search
// and image search: onebound-search-contract.test.ts; errors: onebound-errors-contract.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOneboundMarketplace } from '../../server/modules/catalog/marketplace/onebound/adapter.ts';
import type { MarketplacePort } from '../../server/modules/catalog/marketplace/port.ts';
import type { ProductData } from '../../server/modules/catalog/product.ts';
import { unitPriceForQuantity } from '../../src/domain/pricing/unit-price.ts';
import { startFakeOnebound, type FakeOnebound } from '../fixtures/fake-onebound.ts';
import { SNEAKERS, TOTE } from '../fixtures/onebound/alibaba-items.ts';
import { DELISTED_ID, JACKET, LIPSTICK, THERMOS } from '../fixtures/onebound/taobao-items.ts';

let fake: FakeOnebound;
let port: MarketplacePort;

/** The cart's price for a SKU and quantity (server/modules/cart/lines.ts unitPrice). */
function cartPrice(product: ProductData, skuId: string | null, quantity: number): number {
  const option = skuId === null ? undefined : product.options.find((o) => o.sku_id === skuId);
  const tiers = product.prices.map((t) => ({ minQuantity: t.min_quantity, price: t.price }));
  return unitPriceForQuantity(product.price, tiers, option?.price ?? null, quantity);
}

async function lookup(marketplace: '1688' | 'taobao' | 'tmall', id: string): Promise<ProductData> {
  const product = await port.item({ marketplace, id });
  expect(product).not.toBeNull();
  return product as ProductData;
}

beforeAll(async () => {
  fake = await startFakeOnebound();
  port = createOneboundMarketplace({ url: fake.url, key: fake.key, secret: fake.secret, timeoutMs: 3_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('item_get: what a lookup sends', () => {
  it('a full lookup is two calls in parallel, lang=cn and lang=en, with key, secret, num_iid and is_promotion on the taobao platform', async () => {
    await lookup('taobao', JACKET.id);
    const calls = fake.requestsTo('item_get');
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.query['lang']).sort()).toEqual(['cn', 'en']);
    for (const call of calls) {
      expect(call.path).toBe('/taobao/item_get/');
      expect(call.query).toMatchObject({ key: fake.key, secret: '***', num_iid: JACKET.id, is_promotion: '1', api_name: 'item_get', cache: 'yes' });
    }
  });

  it('Tmall items are asked on the taobao platform; 1688 items on the 1688 platform without is_promotion', async () => {
    await lookup('tmall', THERMOS.id);
    await lookup('1688', TOTE.id);
    const paths = fake.requestsTo('item_get').map((c) => `${c.path} ${c.query['num_iid']} ${c.query['is_promotion'] ?? '-'}`);
    expect(paths).toEqual(expect.arrayContaining([`/taobao/item_get/ ${THERMOS.id} 1`, `/1688/item_get/ ${TOTE.id} -`]));
    expect(paths.some((p) => p.startsWith('/tmall/'))).toBe(false);
  });

  it('pricesOnly is one lang=cn call with cache=no, and sees a price changed since', async () => {
    const before = await lookup('taobao', JACKET.id);
    const sku = JACKET.skus[2]?.skuId ?? '';
    expect(before.options.find((o) => o.sku_id === sku)?.price).toBe(209);
    fake.setPrice(JACKET.id, sku, 214.3);
    fake.requests.length = 0;
    const fresh = await port.item({ marketplace: 'taobao', id: JACKET.id, pricesOnly: true });
    const calls = fake.requestsTo('item_get');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({ lang: 'cn', cache: 'no' });
    expect(fresh?.options.find((o) => o.sku_id === sku)?.price).toBe(214.3);
    expect(fresh?.options.map((o) => o.sku_id)).toEqual(before.options.map((o) => o.sku_id));
    expect(fresh?.name).toBe(JACKET.title.cn);
    fake.setPrice(JACKET.id, sku, 209);
  });

  it('an id that is not digits is refused before any call', async () => {
    await expect(port.item({ marketplace: 'taobao', id: '12ab' })).rejects.toMatchObject({ kind: 'bad_request' });
    expect(fake.requestsTo('item_get')).toHaveLength(0);
  });
});

describe('item_get on Taobao: the outdoor jacket', () => {
  let product: ProductData;
  beforeAll(async () => {
    product = await lookup('taobao', JACKET.id);
  });

  it('names, source, canonical URL, country and currency', () => {
    expect(product).toMatchObject({
      flag_scrapped: true,
      source: 'provider',
      provider: 'onebound',
      name: JACKET.title.en,
      name_original: JACKET.title.cn,
      url: `https://item.taobao.com/item.htm?id=${JACKET.id}`,
      marketplace: 'taobao',
      product_id: JACKET.id,
      country: 'china',
      currency: 'CNY',
      brand: 'Mountain Walker',
      product_type_slug: null,
    });
  });

  it('the gallery: https only, protocol-relative and http:// rewritten, duplicates and data: dropped', () => {
    expect(product.image_urls).toEqual([
      'https://img.alicdn.com/imgextra/i1/O1CN01jacketMain_!!105826734.jpg',
      'https://img.alicdn.com/imgextra/i1/O1CN01jacketBack_!!105826734.jpg',
      'https://img.alicdn.com/imgextra/i1/O1CN01jacketLining_!!105826734.jpg',
    ]);
    expect(product.image).toBe(product.image_urls[0]);
  });

  it('at most 12 pictures, in the answer\'s order', async () => {
    fake.script('item_get', {
      mutate: (answer) => {
        (answer['item'] as Record<string, unknown>)['item_imgs'] = Array.from({ length: 20 }, (_, i) => ({ url: `//img.alicdn.com/imgextra/i1/extra${i}.jpg` }));
      },
    }, { lang: 'cn' });
    const many = await lookup('taobao', JACKET.id);
    expect(many.image_urls).toHaveLength(12);
    expect(many.image_urls[1]).toBe('https://img.alicdn.com/imgextra/i1/extra0.jpg');
  });

  it('colour and size groups: named color/size, English labels with the Chinese kept, each colour with its picture', () => {
    expect(product.variations.map((v) => v.name)).toEqual(['color', 'size']);
    const [color, size] = product.variations;
    expect(color).toMatchObject({ label: 'Color classification', label_original: '颜色分类' });
    expect(color?.values).toEqual([
      { value: 'Black', original: '黑色', image: 'https://img.alicdn.com/imgextra/i1/O1CN01jacketBlack_!!105826734.jpg' },
      { value: 'Navy blue', original: '藏青色', image: 'https://img.alicdn.com/imgextra/i1/O1CN01jacketNavy_!!105826734.jpg' },
      { value: 'Army green', original: '军绿色', image: 'https://img.alicdn.com/imgextra/i1/O1CN01jacketGreen_!!105826734.jpg' },
    ]);
    expect(size?.values.map((v) => v.value)).toEqual(['M', 'L', 'XL', 'XXL']);
  });

  it('every SKU is an option with its own price, stock and picture; larger sizes cost more', () => {
    expect(product.options).toHaveLength(12);
    for (const sku of JACKET.skus) {
      const option = product.options.find((o) => o.sku_id === sku.skuId);
      expect(option?.price).toBe(sku.price);
      expect(option?.stock).toBe(sku.quantity);
    }
    const navyL = product.options.find((o) => o.attributes['color'] === 'Navy blue' && o.attributes['size'] === 'L');
    expect(navyL).toMatchObject({ stock: 0, image: 'https://img.alicdn.com/imgextra/i1/O1CN01jacketNavy_!!105826734.jpg' });
    expect(product).toMatchObject({ price: 189, price_original: 189, price_max: 219.5, price_type: 'range', prices: [] });
  });

  it('the cart prices each SKU at its own price (no tiers on Taobao)', () => {
    const xxl = product.options.find((o) => o.attributes['size'] === 'XXL' && o.attributes['color'] === 'Black');
    expect(cartPrice(product, xxl?.sku_id ?? null, 1)).toBe(219.5);
    expect(cartPrice(product, xxl?.sku_id ?? null, 5)).toBe(219.5);
  });

  it('stock and limits: total of the SKUs, minimum 1, in stock; no weight given -> 0 for the service to estimate', () => {
    expect(product).toMatchObject({ stock: 180, max_quantity: 180, minimum_order_quantity: 1, availability: 'in_stock', weight: 0 });
    expect([product.dimension_length, product.dimension_width, product.dimension_height]).toEqual([0, 0, 0]);
  });

  it('seller, category path, specification with originals, description as given, sales', () => {
    expect(product.seller_detail).toEqual({ name: '山野行者户外专营店', location: 'Hangzhou, Zhejiang', url: 'https://shop105826734.taobao.com/' });
    expect(product.category_path).toEqual(['Outdoor / hiking / camping / travel', 'Outdoor clothing', 'Hardshell jackets']);
    expect(product.category).toBe('Hardshell jackets');
    expect(product.specification_data[1]).toEqual({ name: 'Fabric', value: 'Polyester', name_original: '面料', value_original: '聚酯纤维' });
    expect(product.specification.split('\n')[0]).toBe('Brand: Mountain Walker');
    expect(product.description).toBe(JACKET.desc.en);
    expect(product.sales).toBe(1200);
  });
});

describe('item_get: the two answers are joined by ids, never by position', () => {
  it('the English answer listing SKUs, values and pictures in another order maps to the same product', async () => {
    const plain = await lookup('taobao', JACKET.id);
    fake.script('item_get', {
      mutate: (answer) => {
        const item = answer['item'] as Record<string, unknown> & { skus: { sku: unknown[] }; prop_imgs: { prop_img: unknown[] } };
        item.skus.sku.reverse();
        item.prop_imgs.prop_img.reverse();
        item['props_list'] = Object.fromEntries(Object.entries(item['props_list'] as Record<string, string>).reverse());
        item['props_name'] = String(item['props_name']).split(';').reverse().join(';');
      },
    }, { lang: 'en' });
    const shuffled = await lookup('taobao', JACKET.id);
    expect(shuffled.options).toEqual(plain.options);
    expect(shuffled.variations.map((v) => v.values)).toEqual(plain.variations.map((v) => v.values));
  });
});

describe('item_get on Tmall: the insulated cup', () => {
  let product: ProductData;
  beforeAll(async () => {
    product = await lookup('tmall', THERMOS.id);
  });

  it('the Tmall URL, promotion prices on the SKUs, a capacity group slugged from its English name', () => {
    expect(product.url).toBe(`https://detail.tmall.com/item.htm?id=${THERMOS.id}`);
    expect(product.marketplace).toBe('tmall');
    expect(product.options.map((o) => o.price)).toEqual([89, 109, 89, 109]);
    expect(product.variations.map((v) => [v.name, v.label])).toEqual([['color', 'Color classification'], ['capacity', 'Capacity']]);
  });

  it('two Chinese colours translated alike stay two values, told apart, each with its original', () => {
    const values = product.variations[0]?.values ?? [];
    expect(values.map((v) => [v.value, v.original])).toEqual([['White', '白色'], ['White (2)', '象牙白']]);
    expect(product.options.filter((o) => o.attributes['color'] === 'White (2)').map((o) => o.sku_id)).toEqual(['4890012300003', '4890012300004']);
  });

  it('weight and size from item_weight "0.45kg" and item_size "8*8*25cm"', () => {
    expect(product).toMatchObject({ weight: 450, dimension_length: 8, dimension_width: 8, dimension_height: 25 });
  });
});

describe('item_get on 1688', () => {
  it('priced by quantity: three tiers ascending, MOQ 2, SKUs at the base price, the cart applies the tier', async () => {
    const product = await lookup('1688', TOTE.id);
    expect(product.url).toBe(`https://detail.1688.com/offer/${TOTE.id}.html`);
    expect(product.prices).toEqual([{ min_quantity: 2, price: 12.8 }, { min_quantity: 50, price: 11.5 }, { min_quantity: 200, price: 9.9 }]);
    expect(product).toMatchObject({ price_type: 'tiered', price: 9.9, price_max: 12.8, minimum_order_quantity: 2, weight: 350 });
    expect(product.options.every((o) => o.price === 12.8)).toBe(true);
    const khaki = product.options.find((o) => o.attributes['color'] === 'Khaki')?.sku_id ?? null;
    expect(cartPrice(product, khaki, 2)).toBe(12.8);
    expect(cartPrice(product, khaki, 60)).toBe(11.5);
    expect(cartPrice(product, khaki, 500)).toBe(9.9);
  });

  it('tiered with SKUs that all say another price: the options still carry the base, so the tiers decide', async () => {
    fake.script('item_get', {
      mutate: (answer) => {
        for (const sku of (answer['item'] as { skus: { sku: Array<Record<string, unknown>> } }).skus.sku) sku['price'] = '9.90';
      },
    }, { lang: 'cn' });
    const product = await lookup('1688', TOTE.id);
    expect(product.price_type).toBe('tiered');
    expect(product.options.map((o) => o.price)).toEqual([12.8, 12.8, 12.8]);
    expect(cartPrice(product, product.options[0]?.sku_id ?? null, 2)).toBe(12.8);
  });

  it('the shop name, never the encrypted _sopid@ nick; size in cm', async () => {
    const product = await lookup('1688', TOTE.id);
    expect(product.seller_detail).toEqual({ name: '义乌市帆布箱包厂', location: 'Yiwu, Zhejiang', url: 'https://yiwufanbu.1688.com/' });
    expect([product.dimension_length, product.dimension_width, product.dimension_height]).toEqual([40, 35, 2]);
  });

  it('priced per SKU: each size its own price, no tiers, MOQ from min_num', async () => {
    const product = await lookup('1688', SNEAKERS.id);
    expect(product).toMatchObject({ prices: [], price_type: 'range', price: 23.5, price_max: 26.5, minimum_order_quantity: 3 });
    const blue32 = product.options.find((o) => o.attributes['color'] === 'Blue' && o.attributes['size'] === '32');
    expect(blue32).toMatchObject({ sku_id: '4880022200008', price: 26.5, stock: 300 });
    expect(cartPrice(product, blue32?.sku_id ?? null, 10)).toBe(26.5);
    const size = product.variations.find((v) => v.name === 'size');
    expect(size?.values.map((v) => [v.value, v.original])).toEqual([['26', '26码'], ['28', '28码'], ['30', '30码'], ['32', '32码']]);
  });
});

describe('item_get: other items', () => {
  it('cosmetics: a shade group (色号, "Color number") is the colour group, one price for all, weight 30g', async () => {
    const product = await lookup('taobao', LIPSTICK.id);
    expect(product.variations.map((v) => v.name)).toEqual(['color']);
    // From the Chinese name alone too (a prices-only answer has no English).
    const chinese = await port.item({ marketplace: 'taobao', id: LIPSTICK.id, pricesOnly: true });
    expect(chinese?.variations.map((v) => [v.name, v.label])).toEqual([['color', '色号']]);
    expect(product.variations[0]?.values[1]).toMatchObject({ value: '#02 Rose brown', original: '#02 豆沙色' });
    expect(product).toMatchObject({ price_type: 'single', price: 39.9, price_max: 39.9, weight: 30 });
    expect(product.category_path).toEqual(['Makeup / perfume / beauty tools', 'Lipstick']);
  });

  it('a delisted item is null, not an error', async () => {
    await expect(port.item({ marketplace: 'taobao', id: DELISTED_ID })).resolves.toBeNull();
    await expect(port.item({ marketplace: 'taobao', id: DELISTED_ID, pricesOnly: true })).resolves.toBeNull();
  });

  it('a 1688 id asked as Taobao is not found (the platforms are not mixed up)', async () => {
    await expect(port.item({ marketplace: 'taobao', id: TOTE.id })).resolves.toBeNull();
  });
});
