/**
 * /kursus: the course catalogue (GET /api/courses): filters by category, level, price band and
 * search words, paged. A filter change goes back to page 1.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CourseLevel } from '../../domain/course';
import { COURSE_API, type CourseApi, type CoursePage } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';

export const COURSE_CATALOG_VIEW_MODEL = Symbol.for('course.CourseCatalogViewModel');

/** Price bands of the filter: any, free, up to Rp 150.000, above it. */
export const PRICE_BANDS = ['', 'free', 'upTo150k', 'over150k'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
const BAND_LIMITS: Record<PriceBand, { minPrice: number | null; maxPrice: number | null }> = {
  '': { minPrice: null, maxPrice: null },
  free: { minPrice: null, maxPrice: 0 },
  upTo150k: { minPrice: 1, maxPrice: 150_000 },
  over150k: { minPrice: 150_001, maxPrice: null },
};

export interface CatalogFilters { category: string; level: CourseLevel | ''; price: PriceBand; q: string }
export const PER_PAGE = 12;

@injectable()
export class CourseCatalogViewModel {
  filters: CatalogFilters = { category: '', level: '', price: '', q: '' };
  searchInput = '';
  page = 1;
  result: CoursePage | null = null;
  loading = false;
  loadError: unknown = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get pageCount(): number {
    return this.result ? Math.max(1, Math.ceil(this.result.total / this.result.perPage)) : 1;
  }

  async load(): Promise<void> {
    const { category, level, price, q } = this.filters;
    await loadInto(this, () => this.api.courses({ category, level, q, ...BAND_LIMITS[price], page: this.page, perPage: PER_PAGE }), (result) => {
      this.result = result;
    });
  }

  setFilter(change: Partial<CatalogFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    this.page = 1;
    return this.load();
  }

  setSearchInput(value: string): void {
    this.searchInput = value;
  }

  search(): Promise<void> {
    return this.setFilter({ q: this.searchInput.trim() });
  }

  setPage(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    return this.load();
  }
}
