/**
 * /kursus/checkout: every line of the course cart, a voucher previewed (POST /api/checkout/preview)
 * and the checkout (POST /api/checkout) with one Idempotency-Key per attempt (kept while the
 * outcome is unknown, so sending again cannot make two orders). The answer's invoice is paid on the
 * main storefront's /track?nomor=<invoice_code>; a free order (invoice_code null) is enrolled at once.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { trackPath } from '../../domain/invoice';
import { COURSE_API, type CheckoutPreview, type CheckoutRequest, type CourseApi, type CourseCart, type CourseOrder } from '../ports/course-api.port';
import { PaymentAttempt, submitWithKey } from '../payment/payment-attempt';
import { loadInto } from '../payment/load-state';

export const COURSE_CHECKOUT_VIEW_MODEL = Symbol.for('course.CourseCheckoutViewModel');
export const MY_COURSES_PATH = '/kursus/saya';

/** Where the customer goes after checkout: the invoice to pay, or (free) their courses. */
export function afterCheckoutPath(order: CourseOrder): string {
  return order.invoiceCode ? trackPath(order.invoiceCode) : MY_COURSES_PATH;
}

@injectable()
export class CourseCheckoutViewModel {
  cart: CourseCart | null = null;
  preview: CheckoutPreview | null = null;
  voucherInput = '';
  /** The voucher applied to the preview and sent with the checkout. */
  voucherCode = '';
  loading = false;
  loadError: unknown = null;
  previewing = false;
  submitting = false;
  error: unknown = null;
  private readonly attempt: PaymentAttempt<CheckoutRequest>;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    this.attempt = new PaymentAttempt<CheckoutRequest>();
    makeAutoObservable<this, 'api' | 'attempt'>(this, { api: false, attempt: false }, { autoBind: true });
  }

  get details(): number[] {
    return this.cart?.items.map((i) => i.orderDetailId) ?? [];
  }

  private request(): CheckoutRequest {
    return { details: this.details, ...(this.voucherCode ? { voucherCode: this.voucherCode } : {}) };
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.cart(), (cart) => {
      this.cart = cart;
    });
    if (this.details.length > 0) await this.refreshPreview();
  }

  setVoucherInput(value: string): void {
    this.voucherInput = value;
  }

  async applyVoucher(): Promise<void> {
    this.voucherCode = this.voucherInput.trim().toUpperCase();
    await this.refreshPreview();
  }

  async removeVoucher(): Promise<void> {
    this.voucherInput = '';
    this.voucherCode = '';
    await this.refreshPreview();
  }

  async refreshPreview(): Promise<void> {
    if (this.details.length === 0) return;
    this.previewing = true;
    try {
      const preview = await this.api.previewCheckout(this.request());
      runInAction(() => {
        this.preview = preview;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.previewing = false;
      });
    }
  }

  /** The order (navigate with afterCheckoutPath), or null (the failure in `error`). A second tap while sending does nothing. */
  async checkout(): Promise<CourseOrder | null> {
    if (this.submitting || this.details.length === 0) return null;
    const request = this.request();
    return submitWithKey(this, this.attempt, request, (key) => this.api.checkout(request, key));
  }
}
