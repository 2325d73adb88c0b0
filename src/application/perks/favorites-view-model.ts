/**
 * /favorites (docs/perks.md): the customer's favorites a page at a time, remove one (the spec's
 * 'Successfully deleted from favorites' / 'Failed to delete from favorites'), and the product page
 * link. A failed call keeps what is shown.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto } from '../payment/load-state';
import { FAVORITES_API, type Favorite, type FavoritesApi } from '../ports/favorites-api.port';

export const FAVORITES_VIEW_MODEL = Symbol.for('perks.FavoritesViewModel');

@injectable()
export class FavoritesViewModel {
  items: Favorite[] = [];
  page = 1;
  lastPage = 1;
  total = 0;
  loading = false;
  loaded = false;
  loadError: unknown = null;
  removingId: string | null = null;

  constructor(@inject(FAVORITES_API) private readonly api: FavoritesApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get empty(): boolean {
    return this.loaded && this.items.length === 0 && this.loadError === null;
  }

  async load(page = this.page): Promise<void> {
    await loadInto(this, () => this.api.page(Math.max(1, page)), (answer) => {
      this.items = answer.items;
      this.page = answer.page;
      this.lastPage = answer.lastPage;
      this.total = answer.total;
      this.loaded = true;
    });
  }

  /** Removes a favorite; the page is read again (the last one on a page moves to the one before). */
  async remove(id: string): Promise<'deleted' | 'failed'> {
    if (this.removingId !== null) return 'failed';
    this.removingId = id;
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.items = this.items.filter((f) => f.id !== id);
        this.total = Math.max(0, this.total - 1);
      });
      const page = this.items.length === 0 && this.page > 1 ? this.page - 1 : this.page;
      await this.load(page);
      return 'deleted';
    } catch {
      return 'failed';
    } finally {
      runInAction(() => { this.removingId = null; });
    }
  }
}
