import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { fakeContent } from '../search/test-fakes';
import { ApiError } from '../ports/api-error';
import { CONTENT_API, type ContentApi } from '../ports/content-api.port';

import { HOME_VIEW_MODEL, HomeViewModel } from './home-view-model';
import { homeModule } from './home.module';

function memoryVm(): HomeViewModel {
  const container = new Container();
  container.bind(CONTENT_API).toConstantValue(fakeContent());
  container.load(homeModule);
  return container.get<HomeViewModel>(HOME_VIEW_MODEL);
}

describe('HomeViewModel', () => {
  it('loads every block and cuts the texts by the spec', async () => {
    const vm = memoryVm();
    expect(vm.blocks.summary.status).toBe('loading');
    await vm.load();
    for (const block of Object.values(vm.blocks)) expect(block.status).toBe('ready');
    expect(vm.totalTransactionsText).toBe('128.457');
    const [first] = vm.lastTransactionCards;
    expect(first?.buyerName).toBe('Siti Rahmawati...');
    expect(first?.productTitle).toBe('Tas ransel kanvas pr...');
    expect(vm.flashSaleCards[0]?.title).toBe('Tas ransel kanvas pria...');
    expect(vm.flashSaleDueDate).toBe(Date.parse('2030-01-01T17:00:00.000Z'));
    expect(vm.blocks.recommendations.data).toHaveLength(20);
    expect(vm.blocks.banners.data?.map((b) => b.title)).toEqual(['Hemat 10%']);
  });

  it('keeps a failed block apart and retries it alone', async () => {
    let failPopular = true;
    const real = fakeContent();
    const content: ContentApi = {
      company: () => real.company(),
      lastTransactions: () => real.lastTransactions(),
      testimonies: () => Promise.reject(new ApiError('INTERNAL')),
      flashSale: () => real.flashSale(),
      flashSaleDueDate: () => Promise.reject(new ApiError('NOT_FOUND')),
      catalog: (type) => (type === 'popular' && failPopular ? Promise.reject(new ApiError('NETWORK')) : real.catalog(type)),
      headerBanners: () => Promise.reject(new ApiError('NETWORK')),
      popUp: () => real.popUp(),
    };
    const vm = new HomeViewModel(content);
    await vm.load();
    expect(vm.blocks.testimonies.status).toBe('error');
    expect(vm.blocks.popular.status).toBe('error');
    expect(vm.blocks.summary.status).toBe('ready');
    // The banners are decoration: failing, they are an empty strip, never an error on the page.
    expect(vm.blocks.banners).toEqual({ status: 'ready', data: [] });
    // The due date failing does not fail the flash sale.
    expect(vm.blocks.flashSale.status).toBe('ready');
    expect(vm.flashSaleDueDate).toBeNull();
    failPopular = false;
    await vm.loadBlock('popular');
    expect(vm.blocks.popular.status).toBe('ready');
    expect(vm.blocks.testimonies.status).toBe('error');
  });
});
