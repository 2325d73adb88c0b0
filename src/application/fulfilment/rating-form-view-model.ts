/**
 * Rating a delivered line (docs/api/ops.md 'GET rating?cart_code=', 'POST rating/insert'): the
 * cart line is looked up (may it be rated, was it rated), then 1 to 5 stars (required) and a text
 * (optional, at most 1000 characters). The stars and text are kept on a failed send; once saved,
 * the rating shows in place of the form. Transient: one per form.
 */
import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import { RATING_API, RATING_TEXT_MAX, type RatingApi, type RatingTarget, type SavedRating } from '../ports/rating-api.port';

export const RATING_FORM_VIEW_MODEL = Symbol.for('fulfilment.RatingFormViewModel');

export type RatingLoad = 'idle' | 'loading' | 'loaded' | 'not_found' | 'failed';
/** Why the send failed: the line is not delivered yet, was rated already, or no answer / another refusal. */
export type RatingSendError = 'not_delivered' | 'not_completed' | 'already_rated' | 'invalid' | 'failed';

@injectable()
export class RatingFormViewModel {
  cartCode = '';
  load: RatingLoad = 'idle';
  target: RatingTarget | null = null;
  stars = 0;
  text = '';
  submitted = false;
  sending = false;
  sendError: RatingSendError | null = null;
  saved: SavedRating | null = null;

  constructor(@inject(RATING_API) private readonly api: RatingApi) {
    makeObservable<this, 'api'>(this, {
      api: false, cartCode: observable, load: observable, target: observable, stars: observable, text: observable, submitted: observable,
      sending: observable, sendError: observable, saved: observable,
      starsMissing: computed, textTooLong: computed, canRate: computed,
      open: actionBound, setStars: actionBound, setText: actionBound, submit: actionBound,
    });
  }

  /** Looks the cart line up (may it be rated?). */
  async open(cartCode: string): Promise<void> {
    this.cartCode = cartCode;
    this.load = 'loading';
    try {
      const target = await this.api.target(cartCode);
      runInAction(() => {
        this.target = target;
        this.load = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.load = error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed';
      });
    }
  }

  /** The line may be rated here (not rated yet, delivered). */
  get canRate(): boolean {
    return this.saved === null && this.target !== null && this.target.canRate && this.target.rating === null;
  }

  setStars(stars: number): void {
    this.stars = Math.min(5, Math.max(1, Math.round(stars)));
    this.sendError = null;
  }

  setText(text: string): void {
    this.text = text;
    this.sendError = null;
  }

  get starsMissing(): boolean {
    return this.submitted && this.stars === 0;
  }

  get textTooLong(): boolean {
    return this.text.length > RATING_TEXT_MAX;
  }

  /** Sends the rating (nothing while one is on its way or the fields are wrong). */
  async submit(): Promise<void> {
    this.submitted = true;
    if (this.sending || this.stars === 0 || this.textTooLong || !this.canRate) return;
    this.sending = true;
    this.sendError = null;
    try {
      const saved = await this.api.rate({ cartCode: this.cartCode, stars: this.stars, text: this.text.trim() });
      runInAction(() => {
        this.saved = saved;
        this.sending = false;
      });
    } catch (error) {
      runInAction(() => {
        this.sending = false;
        this.sendError = sendErrorOf(error);
        if (this.sendError === 'already_rated' && this.target) this.target = { ...this.target, canRate: false };
      });
    }
  }
}

function sendErrorOf(error: unknown): RatingSendError {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.reason === 'NOT_DELIVERED') return 'not_delivered';
  // Delivered but not confirmed: ratings open once the order is completed (docs/orders.md).
  if (error.reason === 'ORDER_NOT_COMPLETED') return 'not_completed';
  if (error.reason === 'ALREADY_RATED') return 'already_rated';
  if (error.status === 422) return 'invalid';
  return 'failed';
}
