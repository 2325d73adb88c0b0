/**
 * /kursus/keranjang: the course cart (GET /api/order-details) and deleting a line: the screen
 * shows the spec's 'Berhasil menghapus course' / 'Gagal menghapus course' toast from the result.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { COURSE_API, type CourseApi, type CourseCart } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';

export const COURSE_CART_VIEW_MODEL = Symbol.for('course.CourseCartViewModel');

@injectable()
export class CourseCartViewModel {
  cart: CourseCart | null = null;
  loading = false;
  loadError: unknown = null;
  removing: number | null = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get empty(): boolean {
    return this.cart !== null && this.cart.items.length === 0;
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.cart(), (cart) => {
      this.cart = cart;
    });
  }

  /** True when deleted (the cart is reloaded); false when refused or failed. */
  async remove(orderDetailId: number): Promise<boolean> {
    if (this.removing !== null) return false;
    this.removing = orderDetailId;
    try {
      await this.api.removeFromCart(orderDetailId);
      const cart = await this.api.cart().catch(() => null);
      runInAction(() => {
        if (cart) this.cart = cart;
        else if (this.cart) this.cart = { items: this.cart.items.filter((i) => i.orderDetailId !== orderDetailId), subtotal: this.cart.subtotal };
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.removing = null;
      });
    }
  }
}
