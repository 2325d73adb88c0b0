/** /lartas: the restricted-goods list (RatesApi.lartas()). */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RATES_API, type LartasEntry, type RatesApi } from '../ports/rates-api.port';

export const LARTAS_VIEW_MODEL = Symbol.for('content.LartasViewModel');

@injectable()
export class LartasViewModel {
  entries: LartasEntry[] = [];
  loading = false;
  failed = false;
  filter = '';

  constructor(@inject(RATES_API) private readonly rates: RatesApi) {
    makeAutoObservable<this, 'rates'>(this, { rates: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const entries = await this.rates.lartas();
      runInAction(() => {
        this.entries = entries;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setFilter(value: string): void {
    this.filter = value;
  }

  get visible(): LartasEntry[] {
    const q = this.filter.trim().toLowerCase();
    if (q === '') return this.entries;
    return this.entries.filter((e) => [e.name, e.description, e.nameEn, e.descriptionEn].some((t) => t?.toLowerCase().includes(q)));
  }
}
