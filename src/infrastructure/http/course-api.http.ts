// CourseApi over HTTP (docs/api/courses.md): the course service at the runtime configuration's
// courseBaseUrl (never apiBaseUrl), through the storefront's HttpClient rebased there, so every
// call carries the same Authorization token, AccessToken and tb-language headers as the main
// API's calls. Answers are read by ./course-mappers: a wrong shape is MALFORMED_RESPONSE.
import { inject, injectable } from 'inversify';
import type {
  CheckoutPreview, CheckoutRequest, CourseApi, CourseCart, CourseDetail, CourseInvoice, CourseOrder, CoursePage, CourseQuery,
  Dashboard, Lesson, MyCourse, ProgressReport, Quiz, QuizResult, ReviewPage, SavedProgress,
} from '../../application/ports/course-api.port';
import { bool, list, num, obj, optStr, str } from './dto';
import { IDEMPOTENCY_HEADER, envelope, type HttpClient, type HttpResponse } from './http-client';
import { browserFetch, sendKeepalive, type KeepaliveFetch } from './keepalive';
import {
  oneOf, toDashboard, toDetail, toInvoice, toLesson, toMyCourse, toQuiz, toQuizResult, toReview, toSummary,
} from './course-mappers';

/** The HttpClient of the course service (bindings/course.http.ts: the shared client rebased on courseBaseUrl). */
export const COURSE_HTTP_CLIENT = Symbol.for('infrastructure.CourseHttpClient');

const data = (response: HttpResponse): unknown => envelope(response).data;
const seg = (value: string | number): string => encodeURIComponent(String(value));

function checkoutBody(request: CheckoutRequest): Record<string, unknown> {
  const code = request.voucherCode?.trim();
  return { ...(code ? { voucher_code: code } : {}), details: request.details };
}

@injectable()
export class HttpCourseApi implements CourseApi {
  /** The fetch of keepalive requests (tests replace it). */
  keepaliveFetch: KeepaliveFetch = browserFetch;

  constructor(@inject(COURSE_HTTP_CLIENT) private readonly http: HttpClient) {}

  async courses(query: CourseQuery): Promise<CoursePage> {
    const d = obj(data(await this.http.get('api/courses', {
      query: {
        category: query.category || undefined, level: query.level || undefined,
        min_price: query.minPrice ?? undefined, max_price: query.maxPrice ?? undefined,
        q: query.q?.trim() || undefined, page: query.page ?? 1, per_page: query.perPage ?? 12,
      },
    })), 'data');
    return {
      items: list(d.items, 'data.items', toSummary),
      page: num(d.page, 'data.page'),
      perPage: num(d.per_page, 'data.per_page'),
      total: num(d.total, 'data.total'),
      categories: list(d.categories ?? [], 'data.categories', (c, p) => str(c, p)),
    };
  }

  async course(slug: string): Promise<CourseDetail> {
    return toDetail(data(await this.http.get(`api/courses/${seg(slug)}`)), 'data');
  }

  async reviews(slug: string, page: number): Promise<ReviewPage> {
    const d = obj(data(await this.http.get(`api/courses/${seg(slug)}/reviews`, { query: { page } })), 'data');
    return {
      items: list(d.items, 'data.items', toReview),
      page: num(d.page, 'data.page'),
      total: num(d.total, 'data.total'),
      average: num(d.average ?? 0, 'data.average'),
      count: num(d.count ?? 0, 'data.count'),
    };
  }

  async register(slug: string): Promise<void> {
    envelope(await this.http.post(`api/courses/${seg(slug)}/registration`));
  }

  async preRegister(slug: string): Promise<void> {
    envelope(await this.http.post(`api/courses/${seg(slug)}/pre-registration`));
  }

  async cart(): Promise<CourseCart> {
    const d = obj(data(await this.http.get('api/order-details')), 'data');
    return {
      items: list(d.items, 'data.items', (v, p) => {
        const r = obj(v, p);
        return {
          orderDetailId: num(r.order_detail_id, `${p}.order_detail_id`),
          kind: oneOf(['course', 'bundle'] as const, r.kind, `${p}.kind`),
          slug: str(r.slug, `${p}.slug`), title: str(r.title, `${p}.title`), price: num(r.price, `${p}.price`),
          thumbnailUrl: optStr(r.thumbnail_url, `${p}.thumbnail_url`),
        };
      }),
      subtotal: num(d.subtotal, 'data.subtotal'),
    };
  }

  async addToCart(item: { courseSlug: string } | { bundleSlug: string }): Promise<void> {
    const body = 'courseSlug' in item ? { course_slug: item.courseSlug } : { bundle_slug: item.bundleSlug };
    envelope(await this.http.post('api/order-details', { body }));
  }

  async removeFromCart(orderDetailId: number): Promise<void> {
    envelope(await this.http.delete(`api/order-details/${seg(orderDetailId)}`));
  }

  async previewCheckout(request: CheckoutRequest): Promise<CheckoutPreview> {
    const d = obj(data(await this.http.post('api/checkout/preview', { body: checkoutBody(request) })), 'data');
    const voucher = d.voucher === null || d.voucher === undefined ? null : obj(d.voucher, 'data.voucher');
    return {
      subtotal: num(d.subtotal, 'data.subtotal'), discount: num(d.discount ?? 0, 'data.discount'), total: num(d.total, 'data.total'),
      voucher: voucher && { code: str(voucher.code, 'data.voucher.code'), ok: bool(voucher.ok, 'data.voucher.ok'), reason: optStr(voucher.reason, 'data.voucher.reason') },
    };
  }

  async checkout(request: CheckoutRequest, idempotencyKey: string): Promise<CourseOrder> {
    const d = obj(data(await this.http.post('api/checkout', { body: checkoutBody(request), headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })), 'data');
    return {
      orderCode: str(d.order_code, 'data.order_code'), invoiceCode: optStr(d.invoice_code, 'data.invoice_code'),
      total: num(d.total, 'data.total'), dueDate: optStr(d.due_date, 'data.due_date'), status: str(d.status, 'data.status'),
    };
  }

  async invoice(orderCode: string): Promise<CourseInvoice> {
    return toInvoice(data(await this.http.get(`api/invoices/${seg(orderCode)}`)), 'data');
  }

  async confirmOrder(orderCode: string): Promise<void> {
    envelope(await this.http.post(`api/orders/${seg(orderCode)}/confirm`));
  }

  async myCourses(): Promise<MyCourse[]> {
    return list(data(await this.http.get('api/my-courses')), 'data', toMyCourse);
  }

  async lesson(slug: string, lessonId: number): Promise<Lesson> {
    return toLesson(data(await this.http.get(`api/courses/${seg(slug)}/lessons/${seg(lessonId)}`)), 'data');
  }

  async saveProgress(slug: string, lessonId: number, report: ProgressReport, options: { keepalive?: boolean } = {}): Promise<SavedProgress> {
    const path = `api/courses/${seg(slug)}/lessons/${seg(lessonId)}/progress`;
    const body = { second: Math.max(0, Math.floor(report.second)), is_finish: report.isFinish };
    const response = options.keepalive ? await sendKeepalive(this.http, 'PUT', path, body, this.keepaliveFetch) : await this.http.put(path, { body });
    const d = obj(data(response), 'data');
    return { lastSecondSeen: num(d.last_second_seen, 'data.last_second_seen'), isFinish: bool(d.is_finish, 'data.is_finish') };
  }

  async quiz(slug: string, quizId: number): Promise<Quiz> {
    return toQuiz(data(await this.http.get(`api/courses/${seg(slug)}/quizzes/${seg(quizId)}`)), 'data');
  }

  async answerQuiz(slug: string, quizId: number, answers: { questionId: number; choiceId: number }[], idempotencyKey: string): Promise<QuizResult> {
    const body = { answers: answers.map((a) => ({ question_id: a.questionId, choice_id: a.choiceId })) };
    const response = await this.http.post(`api/courses/${seg(slug)}/quizzes/${seg(quizId)}/attempts`, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    return toQuizResult(data(response), 'data');
  }

  async postReview(slug: string, review: { rating: number; text: string }): Promise<void> {
    envelope(await this.http.post(`api/courses/${seg(slug)}/reviews`, { body: { rating: review.rating, text: review.text.trim() } }));
  }

  async editReview(slug: string, review: { rating: number; text: string }): Promise<void> {
    envelope(await this.http.put(`api/courses/${seg(slug)}/reviews/mine`, { body: { rating: review.rating, text: review.text.trim() } }));
  }

  async dashboard(): Promise<Dashboard> {
    return toDashboard(data(await this.http.get('api/dashboard')), 'data');
  }
}
