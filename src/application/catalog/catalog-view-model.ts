/**
 * /catalog: the categories, the chosen category with its items (category/{slug}; a category link
 * opens /catalog?category={slug}) and a search within it (catalog/{category}?q=). A category the
 * shop does not have (404) falls back to the first one with a notice. An item opens the product
 * page (productPath).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CATALOG_API, type CatalogApi, type CatalogCategory, type CatalogItem } from '../ports/catalog-api.port';
import { isApiError } from '../ports/api-error';

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
  /** The shown category as category/{slug} answered it (its name and count). */
  current: CatalogCategory | null = null;
  /** The category asked for (a link) does not exist; the first category is shown instead. */
  missingCategory = false;
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
        // A category outside the list is still asked for (category/{slug} decides whether it exists).
        this.category = category || categories[0]?.slug || '';
        this.missingCategory = false;
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
    this.missingCategory = false;
    await this.search();
  }

  async search(): Promise<void> {
    if (!this.category) {
      this.items = [];
      return;
    }
    const ticket = ++this.request;
    const slug = this.category;
    const query = this.query.trim();
    this.itemsLoading = true;
    try {
      // Without words: the category itself (category/{slug}); with words: a search in it.
      const page = query ? { ...await this.catalog.items(slug, query), category: null } : await this.catalog.category(slug);
      runInAction(() => {
        if (ticket !== this.request) return;
        this.items = page.items;
        this.current = page.category ?? this.categories.find((c) => c.slug === slug) ?? this.current;
        this.searched = query;
        this.itemsLoading = false;
      });
    } catch (error) {
      const first = this.categories[0]?.slug;
      if (ticket === this.request && isApiError(error) && error.status === 404 && first && first !== slug) {
        runInAction(() => {
          this.missingCategory = true;
          this.category = first;
        });
        await this.search();
        return;
      }
      runInAction(() => {
        if (ticket !== this.request) return;
        this.status = 'error';
        this.itemsLoading = false;
      });
    }
  }
}
