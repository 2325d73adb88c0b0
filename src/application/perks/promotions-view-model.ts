/**
 * /promo, /promo-detail/{id} and /promonewcustomer (public; docs/perks.md): the running promotions
 * and one promotion; an ended one reads as 'ended' (the server's 404 PROMO_ENDED), an unknown one as
 * 'not_found'.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { loadInto } from '../payment/load-state';
import { PROMO_ENDED, PROMOTION_API, type Promotion, type PromotionApi, type PromotionSummary } from '../ports/promotion-api.port';

export const PROMOTIONS_VIEW_MODEL = Symbol.for('perks.PromotionsViewModel');
export const PROMOTION_VIEW_MODEL = Symbol.for('perks.PromotionViewModel');

@injectable()
export class PromotionsViewModel {
  promotions: PromotionSummary[] = [];
  loading = false;
  loaded = false;
  loadError: unknown = null;

  constructor(@inject(PROMOTION_API) private readonly api: PromotionApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.list(), (promotions) => {
      this.promotions = promotions;
      this.loaded = true;
    });
  }
}

export type PromotionState = 'loading' | 'ready' | 'ended' | 'not_found' | 'error';

@injectable()
export class PromotionViewModel {
  promotion: Promotion | null = null;
  state: PromotionState = 'loading';
  private request = 0;

  constructor(@inject(PROMOTION_API) private readonly api: PromotionApi) {
    makeAutoObservable<this, 'api' | 'request'>(this, { api: false, request: false }, { autoBind: true });
  }

  /** One promotion by id, or (id null) the running promotion for new customers. */
  async load(id: string | null): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const promotion = id === null ? await this.api.newCustomer() : await this.api.get(id);
      runInAction(() => {
        if (request !== this.request) return;
        this.promotion = promotion;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.promotion = null;
        const notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
        this.state = notFound && error.reason === PROMO_ENDED ? 'ended' : notFound ? 'not_found' : 'error';
      });
    }
  }
}
