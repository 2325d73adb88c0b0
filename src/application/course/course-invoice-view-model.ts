/**
 * /kursus/pesanan/:orderCode: the course order's invoice (GET /api/invoices/:order_code) and the
 * confirm button (POST /api/orders/:order_code/confirm): the course service asks the main API
 * whether the invoice is paid; the screen shows 'Berhasil melakukan konfirmasi pembayaran' or
 * 'Gagal melakukan konfirmasi pembayaran'.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { COURSE_API, type CourseApi, type CourseInvoice } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';

export const COURSE_INVOICE_VIEW_MODEL = Symbol.for('course.CourseInvoiceViewModel');

@injectable()
export class CourseInvoiceViewModel {
  orderCode = '';
  invoice: CourseInvoice | null = null;
  loading = false;
  loadError: unknown = null;
  confirming = false;
  /** The last confirmation's outcome (null before any). */
  confirmed: boolean | null = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(orderCode: string): Promise<void> {
    this.orderCode = orderCode;
    await loadInto(this, () => this.api.invoice(orderCode), (invoice) => {
      this.invoice = invoice;
    });
  }

  async confirm(): Promise<boolean> {
    if (this.confirming) return false;
    this.confirming = true;
    let ok = false;
    try {
      await this.api.confirmOrder(this.orderCode);
      ok = true;
      const invoice = await this.api.invoice(this.orderCode).catch(() => null);
      runInAction(() => {
        if (invoice) this.invoice = invoice;
      });
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.confirming = false;
      this.confirmed = ok;
    });
    return ok;
  }
}
