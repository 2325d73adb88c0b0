// The course view-models (application/course) on the in-memory CourseApi: catalogue filters and
// paging, the course page's actions and reviews (owners only), the course cart's delete, checkout
// (voucher, Idempotency-Key, where it goes next), the order's confirmation, the lesson player's
// resume and progress saves, the quiz (a double submit counts once) and the dashboard's certificate.
// (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../application/ports/api-error';
import { DEMO_VIDEO_SECONDS } from './course-demo.memory';
import { COURSE_API, type CourseApi } from '../../application/ports/course-api.port';
import { courseModule } from '../../application/course/course.module';
import { COURSE_CATALOG_VIEW_MODEL, type CourseCatalogViewModel } from '../../application/course/catalog-view-model';
import { COURSE_PAGE_VIEW_MODEL, type CoursePageViewModel } from '../../application/course/course-page-view-model';
import { COURSE_CART_VIEW_MODEL, type CourseCartViewModel } from '../../application/course/course-cart-view-model';
import { COURSE_CHECKOUT_VIEW_MODEL, afterCheckoutPath, type CourseCheckoutViewModel } from '../../application/course/course-checkout-view-model';
import { COURSE_INVOICE_VIEW_MODEL, type CourseInvoiceViewModel } from '../../application/course/course-invoice-view-model';
import { COURSE_DASHBOARD_VIEW_MODEL, MY_COURSES_VIEW_MODEL, type CourseDashboardViewModel, type MyCoursesViewModel } from '../../application/course/my-courses-view-model';
import { LESSON_PLAYER_VIEW_MODEL, type LessonPlayerViewModel } from '../../application/course/lesson-player-view-model';
import { QUIZ_VIEW_MODEL, type QuizViewModel } from '../../application/course/quiz-view-model';
import { courseErrorKind } from '../../application/course/course-errors';
import { PROGRESS_SAVE_INTERVAL_MS } from '../../domain/course';
import { MemoryCourseApi } from './course.memory';
import { MEMORY_ORDER_STORE, type MemoryOrderStore } from './order-store.memory';
import { must, world } from './checkout-world.testing';

const PAID = 'dasar-impor-dari-china';
const FREE = 'hitung-harga-jual';
const UPCOMING = 'reseller-naik-kelas';

async function courseWorld() {
  const w = await world({ items: 0, addresses: [] });
  w.c.load(courseModule);
  const memory = w.c.get(MemoryCourseApi);
  const api = w.c.get<CourseApi>(COURSE_API);
  return { ...w, memory, api, get: <T>(token: symbol) => w.c.get<T>(token) };
}

/** Owns the paid course (bought with an invoice, paid, confirmed). */
async function owning(w: Awaited<ReturnType<typeof courseWorld>>) {
  await w.api.addToCart({ courseSlug: PAID });
  const cart = await w.api.cart();
  const order = await w.api.checkout({ details: cart.items.map((i) => i.orderDetailId) }, 'k-own');
  w.memory.markPaid(order.orderCode);
  await w.api.confirmOrder(order.orderCode);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('catalog', () => {
  it('filters by price band, level, category and words, pages, and shows the service down', async () => {
    const w = await courseWorld();
    const vm = w.get<CourseCatalogViewModel>(COURSE_CATALOG_VIEW_MODEL);
    await vm.load();
    expect(vm.result?.total).toBe(4);
    await vm.setFilter({ price: 'free' });
    expect(vm.result?.items.map((c) => c.slug)).toEqual([FREE]);
    await vm.setFilter({ price: 'over150k' });
    expect(vm.result?.items.map((c) => c.slug)).toEqual([UPCOMING]);
    await vm.setFilter({ price: '', level: 'intermediate' });
    expect(vm.result?.items.map((c) => c.slug)).toEqual(['bea-cukai-untuk-pemula']);
    await vm.setFilter({ level: '', category: 'sourcing' });
    expect(vm.result?.items.map((c) => c.slug)).toEqual([PAID]);
    vm.setSearchInput('  bea ');
    await vm.setFilter({ category: '' });
    await vm.search();
    expect(vm.filters.q).toBe('bea');
    expect(vm.result?.total).toBe(1);
    expect(vm.page).toBe(1);

    w.memory.down = true;
    await vm.load();
    expect(courseErrorKind(vm.loadError)).toBe('unavailable');
    expect(vm.result?.total).toBe(1); // what was shown stays
    w.memory.down = false;
    await vm.load();
    expect(vm.loadError).toBeNull();
  });
});

describe('course page', () => {
  it('adds to the course cart once (then "Gagal menambahkan course"), registers a free course, pre-registers an upcoming one', async () => {
    const w = await courseWorld();
    const vm = w.get<CoursePageViewModel>(COURSE_PAGE_VIEW_MODEL);
    await vm.load(PAID);
    expect(vm.course).toMatchObject({ slug: PAID, isOwned: false, inCart: false, status: 'open' });
    expect(await vm.addToCart()).toBe(true);
    expect(vm.course?.inCart).toBe(true);
    expect(await vm.addToCart()).toBe(false);
    expect(vm.actionError).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_IN_CART', message: 'Gagal menambahkan course' });

    const free = w.get<CoursePageViewModel>(COURSE_PAGE_VIEW_MODEL);
    await free.load(FREE);
    expect(await free.register()).toBe(true);
    expect(free.course?.isOwned).toBe(true);

    const soon = w.get<CoursePageViewModel>(COURSE_PAGE_VIEW_MODEL);
    await soon.load(UPCOMING);
    expect(soon.course?.status).toBe('upcoming');
    expect(await soon.register()).toBe(false);
    expect(soon.actionError).toMatchObject({ reason: 'COURSE_NOT_STARTED' });
    expect(await soon.preRegister()).toBe(true);
    expect(soon.course?.preRegistered).toBe(true);
  });

  it('lets only an owner write a review (checked by checkReview), then edit their own', async () => {
    const w = await courseWorld();
    const vm = w.get<CoursePageViewModel>(COURSE_PAGE_VIEW_MODEL);
    await vm.load(PAID);
    expect(vm.canReview).toBe(false);
    expect(await vm.submitReview()).toBe(false);

    await owning(w);
    await vm.load(PAID);
    expect(vm.canReview).toBe(true);
    vm.setRating(5);
    vm.setReviewText('Bagus');
    expect(await vm.submitReview()).toBe(false);
    expect(vm.reviewProblem).toBe('TEXT_TOO_SHORT');
    vm.setReviewText('Materinya jelas dan praktis.');
    expect(await vm.submitReview()).toBe(true);
    expect(vm.ownReview).toMatchObject({ rating: 5, text: 'Materinya jelas dan praktis.', mine: true });

    vm.startEditing();
    expect(vm.rating).toBe(5);
    vm.setRating(4);
    expect(await vm.submitReview()).toBe(true);
    expect(vm.reviews?.items).toHaveLength(1);
    expect(vm.ownReview?.rating).toBe(4);
  });
});

describe('course cart and checkout', () => {
  it('deletes a line (true), a line that is gone is refused (false)', async () => {
    const w = await courseWorld();
    await w.api.addToCart({ courseSlug: PAID });
    const vm = w.get<CourseCartViewModel>(COURSE_CART_VIEW_MODEL);
    await vm.load();
    const id = must(vm.cart?.items[0]).orderDetailId;
    expect(await vm.remove(id)).toBe(true);
    expect(vm.empty).toBe(true);
    expect(await vm.remove(id)).toBe(false);
  });

  it('previews a voucher, checks out once per attempt and goes to /track?nomor= to pay', async () => {
    const w = await courseWorld();
    await w.api.addToCart({ courseSlug: PAID });
    const vm = w.get<CourseCheckoutViewModel>(COURSE_CHECKOUT_VIEW_MODEL);
    await vm.load();
    expect(vm.preview).toMatchObject({ subtotal: 149_000, discount: 0, total: 149_000, voucher: null });
    vm.setVoucherInput('hemat10');
    await vm.applyVoucher();
    expect(vm.preview).toMatchObject({ discount: 14_900, total: 134_100, voucher: { code: 'HEMAT10', ok: true } });
    const spy = vi.spyOn(w.api, 'checkout');
    const [a, b] = await Promise.all([vm.checkout(), vm.checkout()]);
    expect(b).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    const order = must(a);
    expect(order).toMatchObject({ total: 134_100, status: 'pending' });
    expect(afterCheckoutPath(order)).toBe(`/track?nomor=${must(order.invoiceCode)}`);
    // The main invoice of type 'course' (paid on /track like any invoice).
    expect(w.c.get<MemoryOrderStore>(MEMORY_ORDER_STORE).invoices[0]?.detail).toMatchObject({ code: order.invoiceCode, type: 'course', amountDue: 134_100, status: 'pending' });
    expect((await w.api.cart()).items).toHaveLength(0);
  });

  it('a free order has no invoice: straight to my courses', async () => {
    const w = await courseWorld();
    await w.api.addToCart({ courseSlug: FREE });
    const vm = w.get<CourseCheckoutViewModel>(COURSE_CHECKOUT_VIEW_MODEL);
    await vm.load();
    const order = must(await vm.checkout());
    expect(order.invoiceCode).toBeNull();
    expect(afterCheckoutPath(order)).toBe('/kursus/saya');
    const my = w.get<MyCoursesViewModel>(MY_COURSES_VIEW_MODEL);
    await my.load();
    expect(my.courses?.map((c) => c.slug)).toEqual([FREE]);
  });

  it('confirms an order only once its invoice is paid', async () => {
    const w = await courseWorld();
    await w.api.addToCart({ courseSlug: PAID });
    const order = await w.api.checkout({ details: (await w.api.cart()).items.map((i) => i.orderDetailId) }, 'k');
    const vm = w.get<CourseInvoiceViewModel>(COURSE_INVOICE_VIEW_MODEL);
    await vm.load(order.orderCode);
    expect(vm.invoice).toMatchObject({ status: 'pending', total: 149_000 });
    expect(await vm.confirm()).toBe(false);
    expect(vm.confirmed).toBe(false);
    w.memory.markPaid(order.orderCode);
    expect(await vm.confirm()).toBe(true);
    expect(vm.invoice?.status).toBe('paid');
    expect((await w.api.myCourses()).map((c) => c.slug)).toEqual([PAID]);
  });
});

describe('lesson player', () => {
  it('resumes where the customer was, saves while playing, on pause, on end (finished) and on leave', async () => {
    vi.useFakeTimers();
    const w = await courseWorld();
    await owning(w);
    await w.api.saveProgress(PAID, 101, { second: 7, isFinish: false });
    const vm = w.get<LessonPlayerViewModel>(LESSON_PLAYER_VIEW_MODEL);
    const save = vi.spyOn(w.api, 'saveProgress');
    await vm.load(PAID, 101);
    expect(vm.resumeAt).toBe(7);
    expect(vm.savedSecond).toBe(7);
    expect(vm.lessons.map((l) => l.lessonId)).toEqual([101, 102, 103]);

    vm.onPlay();
    vm.setPosition(12.4);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS);
    expect(save).toHaveBeenLastCalledWith(PAID, 101, { second: 12, isFinish: false }, { keepalive: false });
    expect(vm.savedSecond).toBe(12);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(1); // nothing new to report
    vm.setPosition(16);
    await vm.onPause();
    expect(vm.savedSecond).toBe(16);
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_INTERVAL_MS * 3);
    expect(save).toHaveBeenCalledTimes(2); // paused: no timer

    vm.setPosition(18);
    await vm.save(false, true);
    expect(save).toHaveBeenLastCalledWith(PAID, 101, { second: 18, isFinish: false }, { keepalive: true });
    await vm.onEnded();
    expect(save).toHaveBeenLastCalledWith(PAID, 101, { second: DEMO_VIDEO_SECONDS, isFinish: true }, { keepalive: false });
    expect(vm.finished.has(101)).toBe(true);

    // Back on the lesson: finished, so it starts again from 0; the syllabus ticks it.
    const again = w.get<LessonPlayerViewModel>(LESSON_PLAYER_VIEW_MODEL);
    await again.load(PAID, 101);
    expect(again.resumeAt).toBe(0);
    expect(again.finished.has(101)).toBe(true);
    expect(again.lesson?.nextLessonId).toBe(102);
    vm.dispose();
  });

  it('a lesson of a course not owned: the not-enrolled error', async () => {
    const w = await courseWorld();
    const vm = w.get<LessonPlayerViewModel>(LESSON_PLAYER_VIEW_MODEL);
    await vm.load(PAID, 101);
    expect(courseErrorKind(vm.loadError)).toBe('notEnrolled');
  });
});

describe('quiz and dashboard', () => {
  it('counts a double submit once, shows score and explanations, and keeps the key while the outcome is unknown', async () => {
    const w = await courseWorld();
    await owning(w);
    const vm = w.get<QuizViewModel>(QUIZ_VIEW_MODEL);
    const keys: string[] = [];
    vm.newKey = () => {
      keys.push(`key-${keys.length + 1}`);
      return `key-${keys.length}`;
    };
    await vm.load(PAID, 11);
    expect(vm.attemptsLeft).toBe(5);
    vm.choose(111, 1);
    expect(vm.complete).toBe(false);
    vm.choose(112, 4);
    const answer = vi.spyOn(w.api, 'answerQuiz');
    answer.mockRejectedValueOnce(new ApiError('NETWORK'));
    expect(await vm.submit()).toBeNull();
    const [first, second] = await Promise.all([vm.submit(), vm.submit()]);
    expect(second).toBeNull();
    expect(first).toMatchObject({ score: 50, correct: 1, total: 2, passed: false });
    expect(answer.mock.calls.map((c) => c[3])).toEqual(['key-1', 'key-1']);
    expect(vm.result?.results.find((r) => r.questionId === 112)).toMatchObject({ correct: false, correctChoiceId: 3 });
    expect(vm.attemptsLeft).toBe(4);

    vm.again();
    vm.choose(111, 1);
    vm.choose(112, 3);
    expect(await vm.submit()).toMatchObject({ score: 100, passed: true });
    expect(keys).toEqual(['key-1', 'key-2']);
    expect(vm.quiz?.passed).toBe(true);
  });

  it('issues the certificate once every lesson is finished and the quiz passed', async () => {
    const w = await courseWorld();
    await owning(w);
    const dash = w.get<CourseDashboardViewModel>(COURSE_DASHBOARD_VIEW_MODEL);
    await dash.load();
    expect(dash.dashboard?.courses[0]).toMatchObject({ slug: PAID, progressPercent: 0, certificate: null });
    for (const [id, length] of [[101, 60], [102, 75], [103, 90]] as const) await w.api.saveProgress(PAID, id, { second: length, isFinish: true });
    await w.api.answerQuiz(PAID, 11, [{ questionId: 111, choiceId: 1 }, { questionId: 112, choiceId: 3 }], 'k');
    await dash.load();
    expect(dash.dashboard?.courses[0]).toMatchObject({ progressPercent: 100, lessonsFinished: 3, quizzesPassed: 1 });
    expect(dash.dashboard?.courses[0]?.certificate?.code).toMatch(/^CERT-/);
    expect(dash.dashboard?.totals).toEqual({ courses: 1, lessonsFinished: 3, quizzesPassed: 1, certificates: 1 });
  });
});
