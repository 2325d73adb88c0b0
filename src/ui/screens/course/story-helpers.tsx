// Story helpers of the /kursus pages: the memory course world prepared through the port (a course
// in the cart, a free course registered, progress kept), and a course service that is down until
// the story brings it back (the error with 'Coba lagi').
import type { Container } from 'inversify';
import { ApiError } from '../../../application/ports/api-error';
import { COURSE_API, type CourseApi } from '../../../application/ports/course-api.port';
import { PAYMENT_API, type PaymentApi } from '../../../application/ports/payment-api.port';

export const PAID = 'dasar-impor-dari-china';
export const FREE = 'hitung-harga-jual';
export const UPCOMING = 'reseller-naik-kelas';

export const courseApi = (c: Container): CourseApi => c.get<CourseApi>(COURSE_API);

/** The paid course in the course cart. */
export async function paidInCart(c: Container): Promise<void> {
  await courseApi(c).addToCart({ courseSlug: PAID });
}

/** The free course registered, 7 seconds of its first lesson seen, and the first lesson of the paid one in the cart. */
export async function learning(c: Container): Promise<void> {
  const api = courseApi(c);
  await api.register(FREE);
  await api.saveProgress(FREE, 201, { second: 7, isFinish: false });
}

/** A pending course order (the paid course checked out). */
export async function pendingOrder(c: Container): Promise<void> {
  const api = courseApi(c);
  await api.addToCart({ courseSlug: PAID });
  await api.checkout({ details: (await api.cart()).items.map((i) => i.orderDetailId) }, 'story-order');
}

/** The pending order's main invoice (type 'course') paid from the wallet, as on /track. */
export async function paidOrder(c: Container): Promise<void> {
  await pendingOrder(c);
  const code = (await courseApi(c).invoice('CRS-000001')).invoiceCode ?? '';
  await c.get<PaymentApi>(PAYMENT_API).charge(code, 'wallet', { useWallet: true }, 'story-pay');
}

/** The course service's switch: down until `up()` (the story's retry then succeeds). */
export const service = { down: false };

/** Every CourseApi call fails as an unreachable service while `service.down`. */
export async function serviceDown(c: Container): Promise<void> {
  const real = courseApi(c);
  service.down = true;
  const proxy = new Proxy(real, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (service.down ? Promise.reject(new ApiError('NETWORK')) : (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  c.rebind(COURSE_API).toConstantValue(proxy);
}
