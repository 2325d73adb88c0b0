/**
 * Search results (/1688/result, /taobao/result; spec sections 3 'Search query', 4, 9):
 * text / category / price / image search, 16 a page, the marketplace's feeds when there is
 * no query. The URL holds the state (results-params.ts); the screen calls sync() on every
 * URL change and navigates to the paths this view-model builds.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SEARCH_API, SEARCH_PAGE_SIZE, type SearchApi, type SearchCategory, type SearchPage, type SearchSort } from '../ports/search-api.port';
import { marketplaceErrorReason, type MarketplaceErrorReason } from '../catalog/marketplace-error';
import { IMAGE_SEARCH_SESSION, type ImageSearchSession } from './image-search-session';
import { resultsHref, validatePriceRange, type PriceError, type ResultsParams } from './results-params';

export const RESULTS_VIEW_MODEL = Symbol.for('search.ResultsViewModel');

/** 'expired': an image search whose results this session no longer holds (reload): upload again. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'expired';

@injectable()
export class ResultsViewModel {
  params: ResultsParams | null = null;
  status: LoadStatus = 'idle';
  /** With status 'error', why (a slow or unavailable marketplace, the lookup limit), when the server said. */
  errorReason: MarketplaceErrorReason | null = null;
  result: SearchPage | null = null;
  categories: SearchCategory[] = [];
  categoriesStatus: LoadStatus = 'idle';
  /** Raw text of the price fields (kept as typed). */
  startPrice = '';
  endPrice = '';
  priceError: { field: 'start' | 'end'; error: PriceError } | null = null;
  private request = 0;

  constructor(
    @inject(SEARCH_API) private readonly search: SearchApi,
    @inject(IMAGE_SEARCH_SESSION) private readonly images: ImageSearchSession,
  ) {
    makeAutoObservable<this, 'search' | 'images' | 'request'>(this, { search: false, images: false, request: false }, { autoBind: true });
  }

  /** Feeds are shown when there is no query (no words, category, price or image). */
  get isFeeds(): boolean {
    const p = this.params;
    return !!p && !p.q && p.categories.length === 0 && p.imageUrls.length === 0 && !p.startPrice && !p.endPrice;
  }

  get isImageSearch(): boolean {
    return (this.params?.imageUrls.length ?? 0) > 0;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && (this.result?.items.length ?? 0) === 0;
  }

  async loadCategories(): Promise<void> {
    if (this.categoriesStatus === 'loading' || this.categoriesStatus === 'ready') return;
    this.categoriesStatus = 'loading';
    try {
      const categories = await this.search.categories();
      runInAction(() => {
        this.categories = categories;
        this.categoriesStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.categoriesStatus = 'error';
      });
    }
  }

  /** The URL changed: load its page. The price fields take the URL's values. */
  sync(params: ResultsParams): Promise<void> {
    this.params = params;
    this.startPrice = params.startPrice;
    this.endPrice = params.endPrice;
    this.priceError = null;
    return this.fetch();
  }

  retry(): Promise<void> {
    return this.fetch();
  }

  private async fetch(): Promise<void> {
    const p = this.params;
    if (!p) return;
    const request = ++this.request;
    const imageUrl = p.imageUrls[0];
    if (imageUrl !== undefined) {
      const found = this.images.get(imageUrl);
      if (!found) {
        this.status = 'expired';
        return;
      }
      const pageCount = Math.max(1, Math.ceil(found.length / SEARCH_PAGE_SIZE));
      const page = Math.min(p.page, pageCount);
      this.result = { items: found.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE), page, pageCount, total: found.length };
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    this.errorReason = null;
    try {
      const range = validatePriceRange(p.startPrice, p.endPrice);
      const result = this.isFeeds
        ? await this.search.feeds(p.flag, p.page, SEARCH_PAGE_SIZE)
        : await this.search.search({
            flag: p.flag,
            q: p.q || undefined,
            categorySlugs: p.categories,
            startPrice: range.ok ? range.range.start : undefined,
            endPrice: range.ok ? range.range.end : undefined,
            sort: p.sort,
            page: p.page,
            limit: SEARCH_PAGE_SIZE,
          });
      if (request !== this.request) return;
      runInAction(() => {
        this.result = result;
        this.status = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'error';
        this.errorReason = marketplaceErrorReason(error);
      });
    }
  }

  setStartPrice(value: string): void {
    this.startPrice = value;
    this.priceError = null;
  }

  setEndPrice(value: string): void {
    this.endPrice = value;
    this.priceError = null;
  }

  /** Validates the price range; the path to go to, or null (the error shows, the text stays). */
  applyPrice(): string | null {
    if (!this.params) return null;
    const check = validatePriceRange(this.startPrice, this.endPrice);
    if (!check.ok) {
      this.priceError = { field: check.field, error: check.error };
      return null;
    }
    return resultsHref({ ...this.params, startPrice: this.startPrice.trim(), endPrice: this.endPrice.trim(), page: 1 });
  }

  clearPriceHref(): string | null {
    return this.params ? resultsHref({ ...this.params, startPrice: '', endPrice: '', page: 1 }) : null;
  }

  /** The same search in another order (page back to 1). */
  sortHref(sort: SearchSort): string | null {
    return this.params ? resultsHref({ ...this.params, sort, page: 1 }) : null;
  }

  pageHref(page: number): string | null {
    return this.params ? resultsHref({ ...this.params, page }) : null;
  }

  /** Toggles a category filter (page back to 1). '' = all categories. */
  categoryHref(slug: string): string | null {
    const p = this.params;
    if (!p) return null;
    const categories = slug === '' ? [] : p.categories.includes(slug) ? p.categories.filter((c) => c !== slug) : [...p.categories, slug];
    return resultsHref({ ...p, categories, page: 1 });
  }

  isCategoryActive(slug: string): boolean {
    return this.params?.categories.includes(slug) ?? false;
  }
}
