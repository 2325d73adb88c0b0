// CourseApi in memory (serverless mode, stories, unit tests): the course service's rules
// (docs/api/courses.md) over the demo courses of ./course-demo.memory, per memory customer. A paid
// order's invoice is a main invoice of type 'course' in the memory order store (as the main API's
// course-invoices call makes), paid on /track like any invoice; confirming the order, or listing my
// courses, reads its state. `down = true` answers every call as an unreachable service.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type {
  CheckoutPreview, CheckoutRequest, CourseApi, CourseCart, CourseDetail, CourseInvoice, CourseOrder, CoursePage, CourseQuery,
  CourseSummary, Dashboard, Lesson, MyCourse, ProgressReport, Quiz, QuizAttempt, QuizResult, Review, ReviewPage, SavedProgress,
} from '../../application/ports/course-api.port';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import {
  NO_PROGRESS, QUIZ_MAX_ATTEMPTS, advanceProgress, certificateEarned, checkReview, courseProgressPercent, courseStatus, scoreQuiz,
  type LessonProgress,
} from '../../domain/course';
import { DEMO_COURSES, DEMO_COURSE_VOUCHERS, DEMO_VIDEO_URL, type MemoryCourse, type T } from './course-demo.memory';
import { MEMORY_BACKEND, type MemoryBackend } from './memory-backend';
import { copy, requireCustomer } from './memory-helpers';
import { MEMORY_ORDER_STORE, type MemoryOrderStore } from './order-store.memory';
import { topUpRecord } from './payment-wallet.memory';

interface Learner {
  enrolled: Map<string, string>;
  preRegistered: Set<string>;
  cart: { orderDetailId: number; slug: string }[];
  progress: Map<number, LessonProgress>;
  attempts: Map<number, QuizAttempt[]>;
  quizKeys: Map<string, QuizResult>;
  orderKeys: Map<string, CourseOrder>;
}

const notFound = (message = 'Course tidak ditemukan') => new ApiError('NOT_FOUND', { message });

@injectable()
export class MemoryCourseApi implements CourseApi {
  /** Stories and tests: the service is unreachable. */
  down = false;
  private readonly learners = new Map<string, Learner>();
  private readonly orders = new Map<string, { customer: string; invoice: CourseInvoice }>();
  private readonly reviewsBySlug = new Map<string, (Review & { customer: string })[]>();
  private nextId = 1;

  constructor(
    @inject(MEMORY_BACKEND) private readonly backend: MemoryBackend,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(MEMORY_ORDER_STORE) private readonly store: MemoryOrderStore,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {}

  private now(): number {
    return this.clock?.now() ?? Date.now();
  }

  private up(): void {
    if (this.down) throw new ApiError('NETWORK');
  }

  private t(text: T): string {
    return this.session.language() === 'en' ? text.en : text.id;
  }

  private customer(): string {
    this.up();
    return requireCustomer(this.backend, this.session).customer.customerKey;
  }

  private optionalCustomer(): string | null {
    try {
      return requireCustomer(this.backend, this.session).customer.customerKey;
    } catch {
      return null;
    }
  }

  private learner(key: string): Learner {
    let l = this.learners.get(key);
    if (!l) {
      l = { enrolled: new Map(), preRegistered: new Set(), cart: [], progress: new Map(), attempts: new Map(), quizKeys: new Map(), orderKeys: new Map() };
      this.learners.set(key, l);
    }
    return l;
  }

  private find(slug: string): MemoryCourse {
    const course = DEMO_COURSES.find((c) => c.slug === slug);
    if (!course) throw notFound();
    return course;
  }

  private lessonsOf(course: MemoryCourse) {
    return course.sections.flatMap((s) => s.lessons);
  }

  private summary(c: MemoryCourse): CourseSummary {
    const reviews = this.reviewsBySlug.get(c.slug) ?? [];
    const lessons = this.lessonsOf(c);
    return {
      courseId: c.courseId, slug: c.slug, title: this.t(c.title), subtitle: this.t(c.subtitle), category: c.category, level: c.level,
      price: c.price, thumbnailUrl: null, lessonCount: lessons.length, durationSeconds: lessons.reduce((s, l) => s + l.durationSeconds, 0),
      ratingAverage: reviews.length ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10 : 0,
      ratingCount: reviews.length, status: courseStatus(c.startsAt ? Date.parse(c.startsAt) : null, this.now()), startsAt: c.startsAt,
    };
  }

  private owned(slug: string): Learner {
    const l = this.learner(this.customer());
    if (!l.enrolled.has(slug)) throw new ApiError('FORBIDDEN', { reason: 'NOT_ENROLLED', message: 'Anda belum terdaftar di course ini' });
    return l;
  }

  private enrol(l: Learner, slug: string): void {
    if (!l.enrolled.has(slug)) l.enrolled.set(slug, new Date(this.now()).toISOString());
  }

  async courses(query: CourseQuery): Promise<CoursePage> {
    this.up();
    const q = query.q?.trim().toLowerCase() ?? '';
    const all = DEMO_COURSES.map((c) => this.summary(c)).filter((c) =>
      (!query.category || c.category === query.category) && (!query.level || c.level === query.level)
      && (query.minPrice == null || c.price >= query.minPrice) && (query.maxPrice == null || c.price <= query.maxPrice)
      && (!q || `${c.title} ${c.subtitle}`.toLowerCase().includes(q)));
    const page = Math.max(1, query.page ?? 1);
    const perPage = query.perPage ?? 12;
    return { items: all.slice((page - 1) * perPage, page * perPage), page, perPage, total: all.length, categories: [...new Set(DEMO_COURSES.map((c) => c.category))] };
  }

  async course(slug: string): Promise<CourseDetail> {
    this.up();
    const c = this.find(slug);
    const key = this.optionalCustomer();
    const l = key ? this.learner(key) : null;
    return {
      ...this.summary(c),
      description: this.t(c.description),
      instructor: { name: c.instructor.name, title: this.t(c.instructor.title), bio: this.t(c.instructor.bio) },
      sections: c.sections.map((s) => ({ title: this.t(s.title), lessons: s.lessons.map((x, i) => ({ lessonId: x.lessonId, title: this.t(x.title), durationSeconds: x.durationSeconds, position: i + 1, isFinish: l?.progress.get(x.lessonId)?.isFinish ?? false })) })),
      quizzes: c.quizzes.map((q) => ({ quizId: q.quizId, title: this.t(q.title), questionCount: q.questions.length, passMark: q.passMark })),
      whatYouLearn: c.whatYouLearn.map((w) => this.t(w)),
      bundles: [],
      isOwned: l?.enrolled.has(slug) ?? false,
      inCart: l?.cart.some((i) => i.slug === slug) ?? false,
      preRegistered: l?.preRegistered.has(slug) ?? false,
    };
  }

  async reviews(slug: string, page: number): Promise<ReviewPage> {
    this.up();
    this.find(slug);
    const key = this.optionalCustomer();
    const all = this.reviewsBySlug.get(slug) ?? [];
    const items = all.slice((page - 1) * 10, page * 10).map(({ customer, ...r }) => ({ ...r, mine: customer === key }));
    const average = all.length ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10 : 0;
    return { items, page, total: all.length, average, count: all.length };
  }

  async register(slug: string): Promise<void> {
    const l = this.learner(this.customer());
    const c = this.summary(this.find(slug));
    if (c.status === 'upcoming') throw new ApiError('UNPROCESSABLE', { reason: 'COURSE_NOT_STARTED', message: 'Course belum dimulai' });
    if (c.price > 0) throw new ApiError('UNPROCESSABLE', { reason: 'COURSE_NOT_FREE', message: 'Course ini berbayar' });
    this.enrol(l, slug);
  }

  async preRegister(slug: string): Promise<void> {
    const l = this.learner(this.customer());
    if (this.summary(this.find(slug)).status === 'open') throw new ApiError('UNPROCESSABLE', { reason: 'COURSE_ALREADY_OPEN', message: 'Course sudah dibuka' });
    l.preRegistered.add(slug);
  }

  async cart(): Promise<CourseCart> {
    const l = this.learner(this.customer());
    const items = l.cart.map((i) => {
      const c = this.summary(this.find(i.slug));
      return { orderDetailId: i.orderDetailId, kind: 'course' as const, slug: c.slug, title: c.title, price: c.price, thumbnailUrl: null };
    });
    return { items, subtotal: items.reduce((s, i) => s + i.price, 0) };
  }

  async addToCart(item: { courseSlug: string } | { bundleSlug: string }): Promise<void> {
    const l = this.learner(this.customer());
    const slug = 'courseSlug' in item ? item.courseSlug : item.bundleSlug;
    if (!DEMO_COURSES.some((c) => c.slug === slug)) throw new ApiError('NOT_FOUND', { message: 'Gagal menambahkan course' });
    if (l.enrolled.has(slug)) throw new ApiError('CONFLICT', { reason: 'ALREADY_OWNED', message: 'Gagal menambahkan course' });
    if (l.cart.some((i) => i.slug === slug)) throw new ApiError('CONFLICT', { reason: 'ALREADY_IN_CART', message: 'Gagal menambahkan course' });
    l.cart.push({ orderDetailId: this.nextId++, slug });
  }

  async removeFromCart(orderDetailId: number): Promise<void> {
    const l = this.learner(this.customer());
    const at = l.cart.findIndex((i) => i.orderDetailId === orderDetailId);
    if (at < 0) throw new ApiError('NOT_FOUND', { message: 'Gagal menghapus course' });
    l.cart.splice(at, 1);
  }

  private priced(l: Learner, request: CheckoutRequest): CheckoutPreview & { slugs: string[] } {
    const lines = l.cart.filter((i) => request.details.includes(i.orderDetailId));
    if (lines.length === 0 || lines.length !== request.details.length) throw new ApiError('UNPROCESSABLE', { reason: 'DETAILS_INVALID', message: 'Pilih course di keranjang' });
    const subtotal = lines.reduce((s, i) => s + this.find(i.slug).price, 0);
    const code = request.voucherCode?.trim().toUpperCase();
    const rule = code ? DEMO_COURSE_VOUCHERS[code] : undefined;
    const discount = rule ? Math.min(rule.max, Math.floor((subtotal * rule.percent) / 100)) : 0;
    const voucher = code ? { code, ok: !!rule, reason: rule ? null : 'VOUCHER_NOT_FOUND' } : null;
    return { subtotal, discount, total: subtotal - discount, voucher, slugs: lines.map((i) => i.slug) };
  }

  async previewCheckout(request: CheckoutRequest): Promise<CheckoutPreview> {
    const { slugs: _slugs, ...preview } = this.priced(this.learner(this.customer()), request);
    return preview;
  }

  async checkout(request: CheckoutRequest, idempotencyKey: string): Promise<CourseOrder> {
    const l = this.learner(this.customer());
    const replay = l.orderKeys.get(idempotencyKey);
    if (replay) return copy(replay);
    const priced = this.priced(l, request);
    const orderCode = `CRS-${String(this.orders.size + 1).padStart(6, '0')}`;
    const paid = priced.total === 0;
    const record = paid ? null : topUpRecord(this.customer(), this.store.next(), priced.total, this.now());
    if (record) {
      record.detail.type = 'course';
      record.detail.message = orderCode;
      this.store.invoices.unshift(record);
    }
    const order: CourseOrder = {
      orderCode, invoiceCode: record?.detail.code ?? null, total: priced.total, dueDate: record?.detail.dueDate ?? null, status: paid ? 'paid' : 'pending',
    };
    const createdAt = new Date(this.now()).toISOString();
    this.orders.set(order.orderCode, {
      customer: this.customer(),
      invoice: {
        orderCode: order.orderCode, invoiceCode: order.invoiceCode, status: paid ? 'paid' : 'pending', subtotal: priced.subtotal,
        discount: priced.discount, voucherCode: priced.voucher?.ok ? priced.voucher.code : null, total: priced.total,
        lines: priced.slugs.map((slug) => ({ kind: 'course', slug, title: this.t(this.find(slug).title), price: this.find(slug).price })),
        createdAt, paidAt: paid ? createdAt : null,
      },
    });
    l.cart = l.cart.filter((i) => !request.details.includes(i.orderDetailId));
    if (paid) priced.slugs.forEach((slug) => this.enrol(l, slug));
    l.orderKeys.set(idempotencyKey, order);
    return copy(order);
  }

  /** Tests: the order's main invoice paid (as the memory PaymentApi does on /track). */
  markPaid(orderCode: string): void {
    const code = this.orders.get(orderCode)?.invoice.invoiceCode;
    const record = code ? this.store.invoices.find((r) => r.detail.code === code) : undefined;
    if (record) record.detail.status = 'paid';
  }

  /** The order, its invoice's state read from the main invoice (the main API's course-invoices call). */
  private order(orderCode: string) {
    const key = this.customer();
    const order = this.orders.get(orderCode);
    if (!order || order.customer !== key) throw notFound('Pesanan tidak ditemukan');
    const main = order.invoice.invoiceCode ? this.store.invoices.find((r) => r.detail.code === order.invoice.invoiceCode) : undefined;
    if (main?.detail.status === 'paid' && order.invoice.status !== 'paid') {
      order.invoice.status = 'paid';
      order.invoice.paidAt = main.detail.paidAt ?? new Date(this.now()).toISOString();
    }
    return order;
  }

  async invoice(orderCode: string): Promise<CourseInvoice> {
    return copy(this.order(orderCode).invoice);
  }

  async confirmOrder(orderCode: string): Promise<void> {
    const order = this.order(orderCode);
    if (order.invoice.status !== 'paid') throw new ApiError('CONFLICT', { reason: 'NOT_PAID', message: 'Gagal melakukan konfirmasi pembayaran' });
    const l = this.learner(order.customer);
    order.invoice.lines.forEach((line) => this.enrol(l, line.slug));
  }

  async myCourses(): Promise<MyCourse[]> {
    const key = this.customer();
    const l = this.learner(key);
    // The service's own check: an order whose invoice was paid enrols its courses.
    for (const [code, o] of this.orders) if (o.customer === key && this.order(code).invoice.status === 'paid') o.invoice.lines.forEach((x) => this.enrol(l, x.slug));
    return [...l.enrolled].map(([slug, enrolledAt]) => {
      const c = this.find(slug);
      const lessons = this.lessonsOf(c);
      const finished = lessons.filter((x) => l.progress.get(x.lessonId)?.isFinish).length;
      const last = [...lessons].reverse().find((x) => (l.progress.get(x.lessonId)?.lastSecondSeen ?? 0) > 0);
      return { ...this.summary(c), progressPercent: courseProgressPercent(lessons.length, finished), lastLessonId: last?.lessonId ?? null, enrolledAt };
    });
  }

  private findLesson(slug: string, lessonId: number) {
    const lessons = this.lessonsOf(this.find(slug));
    const at = lessons.findIndex((x) => x.lessonId === lessonId);
    const lesson = lessons[at];
    if (!lesson) throw notFound('Materi tidak ditemukan');
    return { lesson, next: lessons[at + 1]?.lessonId ?? null, previous: lessons[at - 1]?.lessonId ?? null };
  }

  async lesson(slug: string, lessonId: number): Promise<Lesson> {
    const l = this.owned(slug);
    const { lesson, next, previous } = this.findLesson(slug, lessonId);
    const p = l.progress.get(lessonId) ?? NO_PROGRESS;
    return {
      lessonId, title: this.t(lesson.title), durationSeconds: lesson.durationSeconds, videoUrl: `${DEMO_VIDEO_URL}#lesson-${lessonId}`,
      lastSecondSeen: p.lastSecondSeen, isFinish: p.isFinish, nextLessonId: next, previousLessonId: previous,
    };
  }

  async saveProgress(slug: string, lessonId: number, report: ProgressReport): Promise<SavedProgress> {
    const l = this.owned(slug);
    const { lesson } = this.findLesson(slug, lessonId);
    const p = advanceProgress(l.progress.get(lessonId) ?? NO_PROGRESS, report, lesson.durationSeconds);
    l.progress.set(lessonId, p);
    return { ...p };
  }

  private findQuiz(slug: string, quizId: number) {
    const quiz = this.find(slug).quizzes.find((q) => q.quizId === quizId);
    if (!quiz) throw notFound('Kuis tidak ditemukan');
    return quiz;
  }

  async quiz(slug: string, quizId: number): Promise<Quiz> {
    const l = this.owned(slug);
    const q = this.findQuiz(slug, quizId);
    const attempts = l.attempts.get(quizId) ?? [];
    return {
      quizId, title: this.t(q.title), passMark: q.passMark, maxAttempts: QUIZ_MAX_ATTEMPTS,
      questions: q.questions.map((x) => ({ questionId: x.questionId, text: this.t(x.text), choices: x.choices.map((c) => ({ choiceId: c.choiceId, text: this.t(c.text) })) })),
      attempts: copy(attempts), bestScore: attempts.length ? Math.max(...attempts.map((a) => a.score)) : null, passed: attempts.some((a) => a.passed),
    };
  }

  async answerQuiz(slug: string, quizId: number, answers: { questionId: number; choiceId: number }[], idempotencyKey: string): Promise<QuizResult> {
    const l = this.owned(slug);
    const replay = l.quizKeys.get(`${quizId}:${idempotencyKey}`);
    if (replay) return copy(replay);
    const q = this.findQuiz(slug, quizId);
    const attempts = l.attempts.get(quizId) ?? [];
    if (attempts.length >= QUIZ_MAX_ATTEMPTS) throw new ApiError('UNPROCESSABLE', { reason: 'QUIZ_NO_ATTEMPTS_LEFT', message: 'Kesempatan mengerjakan kuis sudah habis' });
    const score = scoreQuiz(q.questions.map((x) => ({ questionId: x.questionId, correctChoiceId: x.correct })), new Map(answers.map((a) => [a.questionId, a.choiceId])), q.passMark);
    const attempt: QuizAttempt = { attemptId: this.nextId++, ...score, createdAt: new Date(this.now()).toISOString() };
    l.attempts.set(quizId, [...attempts, attempt]);
    const chosen = new Map(answers.map((a) => [a.questionId, a.choiceId]));
    const result: QuizResult = {
      ...attempt,
      results: q.questions.map((x) => ({ questionId: x.questionId, correct: chosen.get(x.questionId) === x.correct, correctChoiceId: x.correct, explanation: this.t(x.explanation) })),
    };
    l.quizKeys.set(`${quizId}:${idempotencyKey}`, result);
    return copy(result);
  }

  private checked(review: { rating: number; text: string }): void {
    const problem = checkReview(review);
    if (problem) throw new ApiError('UNPROCESSABLE', { reason: problem, message: 'Ulasan tidak valid' });
  }

  async postReview(slug: string, review: { rating: number; text: string }): Promise<void> {
    this.owned(slug);
    this.checked(review);
    const key = this.customer();
    const list = this.reviewsBySlug.get(slug) ?? [];
    if (list.some((r) => r.customer === key)) throw new ApiError('CONFLICT', { reason: 'REVIEW_EXISTS', message: 'Anda sudah mengulas course ini' });
    const name = requireCustomer(this.backend, this.session).customer.firstName;
    list.unshift({ reviewId: this.nextId++, name, rating: review.rating, text: review.text.trim(), createdAt: new Date(this.now()).toISOString(), mine: false, customer: key });
    this.reviewsBySlug.set(slug, list);
  }

  async editReview(slug: string, review: { rating: number; text: string }): Promise<void> {
    this.owned(slug);
    this.checked(review);
    const key = this.customer();
    const mine = (this.reviewsBySlug.get(slug) ?? []).find((r) => r.customer === key);
    if (!mine) throw notFound('Ulasan tidak ditemukan');
    mine.rating = review.rating;
    mine.text = review.text.trim();
  }

  async dashboard(): Promise<Dashboard> {
    const l = this.learner(this.customer());
    const courses = [...l.enrolled.keys()].map((slug) => {
      const c = this.find(slug);
      const lessons = this.lessonsOf(c);
      const finished = lessons.filter((x) => l.progress.get(x.lessonId)?.isFinish).length;
      const passed = c.quizzes.filter((q) => (l.attempts.get(q.quizId) ?? []).some((a) => a.passed)).length;
      const earned = certificateEarned({ lessonCount: lessons.length, finishedLessons: finished, quizCount: c.quizzes.length, quizzesPassed: passed });
      return {
        slug, title: this.t(c.title), progressPercent: courseProgressPercent(lessons.length, finished), lessonsFinished: finished, lessonCount: lessons.length,
        quizzesPassed: passed, quizCount: c.quizzes.length, certificate: earned ? { code: `CERT-${c.courseId}-${slug.length}`, issuedAt: new Date(this.now()).toISOString() } : null,
      };
    });
    return {
      courses,
      totals: {
        courses: courses.length, lessonsFinished: courses.reduce((s, c) => s + c.lessonsFinished, 0),
        quizzesPassed: courses.reduce((s, c) => s + c.quizzesPassed, 0), certificates: courses.filter((c) => c.certificate).length,
      },
    };
  }
}
