/**
 * /catalog: the categories, the items of the chosen category and a search within it
 * (catalog/{category}?q=). An item opens the product page (productPath).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CATALOG_API, type CatalogApi, type CatalogCategory, type CatalogItem } from '../ports/catalog-api.port';

export const CATALOG_VIEW_MODEL = Symbol.for('catalog.CatalogViewModel');

export type CatalogStatus = 'loading' | 'ready' | 'error';

/** The product page of a catalog item. */
export function productPath(item: Pick<CatalogItem, 'url'>): string {
  return `/product?url=${encodeURIComponent(item.url)}`;
}

@injectable()
export class CatalogViewModel {
  categories: CatalogCategory[] = [];
  category = '';
  query = '';
  /** The query the shown items answer. */
  searched = '';
  items: CatalogItem[] = [];
  status: CatalogStatus = 'loading';
  itemsLoading = false;
  private request = 0;

  constructor(@inject(CATALOG_API) private readonly catalog: CatalogApi) {
    makeAutoObservable<this, 'catalog' | 'request'>(this, { catalog: false, request: false }, { autoBind: true });
  }

  /** Categories, then the items of `category` (or the first category). */
  async load(category?: string | null, query?: string | null): Promise<void> {
    this.status = 'loading';
    try {
      const categories = await this.catalog.categories();
      runInAction(() => {
        this.categories = categories;
        this.category = categories.find((c) => c.slug === category)?.slug ?? categories[0]?.slug ?? '';
        this.query = query ?? '';
        this.status = 'ready';
      });
      await this.search();
    } catch {
      runInAction(() => { this.status = 'error'; });
    }
  }

  setQuery(query: string): void {
    this.query = query;
  }

  async selectCategory(slug: string): Promise<void> {
    this.category = slug;
    await this.search();
  }

  async search(): Promise<void> {
    if (!this.category) {
      this.items = [];
      return;
    }
    const ticket = ++this.request;
    this.itemsLoading = true;
    try {
      const page = await this.catalog.items(this.category, this.query);
      runInAction(() => {
        if (ticket !== this.request) return;
        this.items = page.items;
        this.searched = this.query.trim();
        this.itemsLoading = false;
      });
    } catch {
      runInAction(() => {
        if (ticket !== this.request) return;
        this.status = 'error';
        this.itemsLoading = false;
      });
    }
  }
}
