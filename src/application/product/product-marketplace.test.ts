// The product page's view-model with a marketplace provider's product (docs/marketplace.md): the
// seller's minimum order as the quantity's floor, the translation and the marketplace's own
// texts one tap away, and why a lookup failed.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { Product, ProductApi } from '../ports/product-api.port';
import { ProductViewModel } from './product-view-model';
import { demoProduct, FakeCart, fakeBookmarks, fakeCatalog, fakeProducts, fakeRates, fakeSession } from './fakes.testing';

const JACKET = demoProduct({
  productId: '721394556012', url: 'https://item.taobao.com/item.htm?id=721394556012',
  name: 'Jaket outdoor tahan angin', nameOriginal: '户外冲锋衣', weightGrams: 500, weightEstimated: true,
  translation: { shown: 'id', engine: 'deepl', notice: null },
  variations: [{
    name: 'color', label: 'Warna', labelOriginal: '颜色分类', options: ['Black', 'Navy blue'],
    labels: { Black: 'hitam', 'Navy blue': 'biru dongker' }, originals: { Black: '黑色', 'Navy blue': '藏青色' },
  }],
  specification: [{ name: 'Bahan', value: 'Poliester', nameOriginal: '材质', valueOriginal: '聚酯纤维' }],
});
const TOTE = demoProduct({ productId: '703118829341', url: 'https://detail.1688.com/offer/703118829341.html', marketplace: '1688', maxQuantity: 1_000_000, minimumOrderQuantity: 2 });

function setup(products: ProductApi = fakeProducts([JACKET, TOTE])) {
  const session = fakeSession();
  return new ProductViewModel(products, fakeRates(), fakeCatalog(), fakeBookmarks(), session, new FakeCart().useCase(session));
}

describe('a marketplace provider\'s product', () => {
  it('starts at the seller\'s minimum order and never goes below it', async () => {
    const vm = setup();
    await vm.load({ url: TOTE.url });
    expect(vm.minQuantity).toBe(2);
    expect(vm.quantity).toBe(2);
    vm.decrease();
    expect(vm.quantity).toBe(2);
    vm.setQuantityText('1');
    expect(vm.quantity).toBe(2);
    expect(vm.quantityNotice).toBe('min');
    vm.setQuantityText('5');
    expect([vm.quantity, vm.quantityNotice]).toEqual([5, null]);
  });

  it('shows the translation, and the marketplace\'s own texts one tap away; values stay the SKUs\' keys', async () => {
    const vm = setup();
    await vm.load({ url: JACKET.url });
    const color = (vm.product as Product).variations[0];
    if (!color) throw new Error('no variation');
    expect(vm.hasOriginal).toBe(true);
    expect([vm.title, vm.axisLabel(color), vm.valueLabel(color, 'Black'), vm.specification[0]]).toEqual(['Jaket outdoor tahan angin', 'Warna', 'hitam', { name: 'Bahan', value: 'Poliester' }]);
    vm.toggleOriginal();
    expect([vm.title, vm.axisLabel(color), vm.valueLabel(color, 'Black'), vm.specification[0]]).toEqual(['户外冲锋衣', '颜色分类', '黑色', { name: '材质', value: '聚酯纤维' }]);
    vm.selectAttribute('color', 'Black');
    expect(vm.attributes.color).toBe('Black');
    vm.toggleOriginal();
    expect(vm.title).toBe('Jaket outdoor tahan angin');
  });

  it('has nothing to toggle for the shop\'s own texts', async () => {
    const vm = setup();
    await vm.load({ url: TOTE.url });
    expect(vm.hasOriginal).toBe(false);
    vm.toggleOriginal();
    expect(vm.showOriginal).toBe(false);
  });

  it('says why a lookup failed when the server said, and clears it on the next load', async () => {
    let failure: ApiError | null = new ApiError('GATEWAY_TIMEOUT', { status: 504, reason: 'MARKETPLACE_TIMEOUT' });
    const products: ProductApi = {
      ...fakeProducts([JACKET]),
      byMarketplaceId: async () => {
        if (failure) throw failure;
        return structuredClone(JACKET);
      },
    };
    const vm = setup(products);
    await vm.load({ id: JACKET.productId, marketplace: 'taobao' });
    expect([vm.status, vm.errorReason]).toEqual(['error', 'timeout']);
    failure = new ApiError('TOO_MANY_REQUESTS', { status: 429, reason: 'LOOKUP_LIMITED' });
    await vm.load({ id: JACKET.productId, marketplace: 'taobao' });
    expect(vm.errorReason).toBe('limited');
    failure = new ApiError('NETWORK');
    await vm.load({ id: JACKET.productId, marketplace: 'taobao' });
    expect([vm.status, vm.errorReason]).toEqual(['error', null]);
    failure = null;
    await vm.load({ id: JACKET.productId, marketplace: 'taobao' });
    expect([vm.status, vm.errorReason]).toEqual(['ready', null]);
  });
});
