import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { PRODUCT_API } from '../ports/product-api.port';
import { fakeProducts } from '../search/test-fakes';
import { ApiError } from '../ports/api-error';
import type { ProductApi } from '../ports/product-api.port';
import { HOME_ORDER_VIEW_MODEL, HomeOrderViewModel } from './home-order-view-model';
import { homeOrderModule } from './home.module';

describe('HomeOrderViewModel', () => {
  it('previews a pasted product link and remembers it as the current URL', async () => {
    const container = new Container();
    container.bind(PRODUCT_API).toConstantValue(fakeProducts());
    container.load(homeOrderModule);
    const vm = container.get<HomeOrderViewModel>(HOME_ORDER_VIEW_MODEL);
    const url = 'https://item.taobao.com/item.htm?id=725531908812';
    await vm.open(url);
    expect(vm.preview.kind).toBe('product');
    expect(vm.currentUrl).toBe(url);
    await vm.open('https://item.taobao.com/item.htm?id=1');
    expect(vm.preview.kind).toBe('unavailable');
    vm.close();
    expect(vm.currentUrl).toBeUndefined();
  });

  it('keeps the link on a failed call and retries it', async () => {
    let fail = true;
    const api: ProductApi = {
      scrape: async (url) => {
        if (fail) throw new ApiError('NETWORK');
        return { kind: 'redirect', url: `${url}#go` };
      },
      byMarketplaceId: () => Promise.reject(new Error('unused')),
      marketplaces: async () => [],
    };
    const vm = new HomeOrderViewModel(api);
    await vm.open('https://shop.example/p');
    expect(vm.preview).toMatchObject({ kind: 'error', url: 'https://shop.example/p', message: 'Network Error.' });
    fail = false;
    await vm.retry();
    expect(vm.preview).toEqual({ kind: 'redirect', url: 'https://shop.example/p', to: 'https://shop.example/p#go' });
  });
});
