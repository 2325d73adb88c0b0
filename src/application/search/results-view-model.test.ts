import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { fakeSearch } from './test-fakes';
import { ApiError } from '../ports/api-error';
import { SEARCH_API, type SearchApi, type SearchQuery } from '../ports/search-api.port';
import { ImageSearchSession } from './image-search-session';
import { parseResultsParams, resultsHref, validatePriceRange } from './results-params';
import { RESULTS_VIEW_MODEL, ResultsViewModel } from './results-view-model';
import { searchModule } from './search.module';

function memoryVm(): ResultsViewModel {
  const container = new Container();
  container.bind(SEARCH_API).toConstantValue(fakeSearch());
  container.load(searchModule);
  return container.get<ResultsViewModel>(RESULTS_VIEW_MODEL);
}

describe('results params', () => {
  it('round-trips the URL state', () => {
    const p = parseResultsParams('taobao', '?q=tas+kulit&category=tas&category=sepatu&startPrice=1000&page=3');
    expect(p).toEqual({ flag: 'taobao', q: 'tas kulit', categories: ['tas', 'sepatu'], startPrice: '1000', endPrice: '', sort: 'relevance', page: 3, imageUrls: [] });
    expect(resultsHref(p)).toBe('/taobao/result?q=tas+kulit&category=tas&category=sepatu&startPrice=1000&page=3');
    expect(parseResultsParams('1688', '?page=-2').page).toBe(1);
    // The order: in the URL unless it is the default; an unknown one is the default.
    const sorted = parseResultsParams('1688', '?q=tas&sort=price_desc');
    expect(sorted.sort).toBe('price_desc');
    expect(resultsHref({ ...sorted, page: 2 })).toBe('/1688/result?q=tas&sort=price_desc&page=2');
    expect(parseResultsParams('1688', '?q=tas&sort=cheapest').sort).toBe('relevance');
  });
  it('validates the price range', () => {
    expect(validatePriceRange('150.000', '200000')).toEqual({ ok: true, range: { start: 150000, end: 200000 } });
    expect(validatePriceRange('abc', '')).toEqual({ ok: false, field: 'start', error: 'not_a_number' });
    expect(validatePriceRange('', '-5')).toEqual({ ok: false, field: 'end', error: 'negative' });
    expect(validatePriceRange('500', '100')).toEqual({ ok: false, field: 'end', error: 'start_after_end' });
    expect(validatePriceRange('12,5', '')).toMatchObject({ ok: false, error: 'not_a_number' });
  });
});

describe('ResultsViewModel', () => {
  it('shows feeds without a query and searches 16 a page with paging links', async () => {
    const vm = memoryVm();
    await vm.sync(parseResultsParams('1688', ''));
    expect(vm.isFeeds).toBe(true);
    expect(vm.result?.items).toHaveLength(16);
    await vm.sync(parseResultsParams('1688', '?q=tas'));
    expect(vm.isFeeds).toBe(false);
    expect(vm.result?.total).toBe(10);
    expect(vm.pageHref(2)).toBe('/1688/result?q=tas&page=2');
    expect(vm.categoryHref('tas')).toBe('/1688/result?q=tas&category=tas');
    await vm.sync(parseResultsParams('1688', '?q=tidak-ada-produk-ini'));
    expect(vm.isEmpty).toBe(true);
  });

  it('refuses a bad price range without losing the typed text', async () => {
    const vm = memoryVm();
    await vm.sync(parseResultsParams('1688', '?q=tas'));
    vm.setStartPrice('90000');
    vm.setEndPrice('1000');
    expect(vm.applyPrice()).toBeNull();
    expect(vm.priceError).toEqual({ field: 'end', error: 'start_after_end' });
    expect(vm.startPrice).toBe('90000');
    vm.setEndPrice('200000');
    expect(vm.applyPrice()).toBe('/1688/result?q=tas&startPrice=90000&endPrice=200000');
  });

  it('shows an error with retry, and loads the categories once', async () => {
    let fail = true;
    const api: SearchApi = {
      categories: async () => [{ slug: 'tas', name: 'Tas' }],
      search: async () => { throw new ApiError('NETWORK'); },
      feeds: async (_flag, page) => {
        if (fail) throw new ApiError('INTERNAL');
        return { items: [], page, pageCount: 1, total: 0 };
      },
      searchByImage: async () => ({ imageUrls: [], products: [] }),
    };
    const vm = new ResultsViewModel(api, new ImageSearchSession());
    await vm.loadCategories();
    expect(vm.categories).toEqual([{ slug: 'tas', name: 'Tas' }]);
    await vm.sync(parseResultsParams('taobao', ''));
    expect(vm.status).toBe('error');
    fail = false;
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(vm.isEmpty).toBe(true);
  });

  it('sorts a text search through the URL, and says why the marketplace could not answer', async () => {
    const asked: SearchQuery[] = [];
    const api: SearchApi = {
      categories: async () => [], feeds: async () => ({ items: [], page: 1, pageCount: 1, total: 0 }),
      search: async (query) => { asked.push(query); return { items: [], page: query.page, pageCount: 1, total: 0 }; },
      searchByImage: async () => ({ imageUrls: [], products: [] }),
    };
    const vm = new ResultsViewModel(api, new ImageSearchSession());
    await vm.sync(parseResultsParams('1688', '?q=tas&page=2'));
    expect(vm.sortHref('price_asc')).toBe('/1688/result?q=tas&sort=price_asc');
    await vm.sync(parseResultsParams('1688', '?q=tas&sort=price_desc'));
    expect(asked.map((q) => q.sort)).toEqual(['relevance', 'price_desc']);

    const slow: SearchApi = {
      categories: async () => [], feeds: async () => ({ items: [], page: 1, pageCount: 1, total: 0 }),
      search: async () => { throw new ApiError('GATEWAY_TIMEOUT', { status: 504, reason: 'MARKETPLACE_TIMEOUT' }); },
      searchByImage: async () => ({ imageUrls: [], products: [] }),
    };
    const failing = new ResultsViewModel(slow, new ImageSearchSession());
    await failing.sync(parseResultsParams('taobao', '?q=jaket'));
    expect([failing.status, failing.errorReason]).toEqual(['error', 'timeout']);
  });

  it('shows image results held by the session, and asks for a new upload when they are gone', async () => {
    const session = new ImageSearchSession();
    const vm = new ResultsViewModel(fakeSearch(), session);
    session.put('/api/media/image-search/a.png', [{ id: '1', title: 'Tas', imageUrl: null, price: 10, currency: 'CNY', priceRupiah: 22_600, url: 'https://detail.1688.com/offer/1.html' }]);
    await vm.sync(parseResultsParams('1688', '?image_url=%2Fapi%2Fmedia%2Fimage-search%2Fa.png'));
    expect(vm.isImageSearch).toBe(true);
    expect(vm.result?.items).toHaveLength(1);
    await vm.sync(parseResultsParams('1688', '?image_url=%2Fapi%2Fmedia%2Fimage-search%2Fb.png'));
    expect(vm.status).toBe('expired');
  });
});
