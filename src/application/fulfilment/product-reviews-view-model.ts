/**
 * The product page's reviews (docs/api/ops.md 'GET review/product'): the customers' ratings of one
 * product (by its URL or the catalog's product id), newest first, 20 a page, with the average.
 * A later load wins over an earlier one still answering.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { RATING_API, type ProductReview, type ProductReviewQuery, type RatingApi } from '../ports/rating-api.port';

export const PRODUCT_REVIEWS_VIEW_MODEL = Symbol.for('fulfilment.ProductReviewsViewModel');

@injectable()
export class ProductReviewsViewModel {
  query: ProductReviewQuery = {};
  reviews: ProductReview[] = [];
  page = 1;
  perPage = 20;
  total = 0;
  average: number | null = null;
  loading = false;
  failed = false;
  private seq = 0;

  constructor(@inject(RATING_API) private readonly api: RatingApi) {
    makeObservable<this, 'api' | 'seq'>(this, {
      api: false, seq: false, query: observable, reviews: observable, page: observable, perPage: observable, total: observable,
      average: observable, loading: observable, failed: observable, pageCount: computed, empty: computed, show: actionBound, reload: actionBound,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get empty(): boolean {
    return !this.loading && !this.failed && this.reviews.length === 0;
  }

  /** The reviews of a product (url or productId), page `page`. */
  async show(query: ProductReviewQuery, page = 1): Promise<void> {
    const seq = ++this.seq;
    this.query = { ...(query.url ? { url: query.url } : {}), ...(query.productId ? { productId: query.productId } : {}) };
    this.loading = true;
    this.failed = false;
    if (!this.query.url && !this.query.productId) {
      this.reviews = [];
      this.total = 0;
      this.average = null;
      this.loading = false;
      return;
    }
    try {
      const answer = await this.api.productReviews({ ...this.query, page });
      if (seq !== this.seq) return;
      runInAction(() => {
        this.reviews = answer.items;
        this.page = answer.page;
        this.perPage = answer.perPage;
        this.total = answer.total;
        this.average = answer.average;
        this.loading = false;
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.failed = true;
        this.loading = false;
      });
    }
  }

  reload(): Promise<void> {
    return this.show(this.query, this.page);
  }
}
