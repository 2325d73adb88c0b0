/**
 * /kursus/:slug: the course (detail, syllabus, quizzes), what the customer can do with it (add to
 * the course cart, register for a free course, pre-register for an upcoming one, open it when
 * owned) and its reviews: the list, and the customer's own review (write or edit) only when the
 * course is owned, checked by checkReview before sending.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { checkReview } from '../../domain/course';
import { COURSE_API, type CourseApi, type CourseDetail, type Review, type ReviewPage } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';
import { courseErrorReason } from './course-errors';

export const COURSE_PAGE_VIEW_MODEL = Symbol.for('course.CoursePageViewModel');

export type CourseAction = 'cart' | 'register' | 'preRegister' | 'review';
export type ReviewProblem = NonNullable<ReturnType<typeof checkReview>>;

@injectable()
export class CoursePageViewModel {
  slug = '';
  course: CourseDetail | null = null;
  reviews: ReviewPage | null = null;
  loading = false;
  loadError: unknown = null;
  reviewsError: unknown = null;
  busy: CourseAction | null = null;
  actionError: unknown = null;
  rating = 0;
  reviewText = '';
  reviewProblem: ReviewProblem | null = null;
  editing = false;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The customer's own review (from the list), if any. */
  get ownReview(): Review | null {
    return this.reviews?.items.find((r) => r.mine) ?? null;
  }

  /** Reviews are written by owners only. */
  get canReview(): boolean {
    return this.course?.isOwned === true;
  }

  get firstLessonId(): number | null {
    return this.course?.sections.flatMap((s) => s.lessons)[0]?.lessonId ?? null;
  }

  async load(slug: string): Promise<void> {
    this.slug = slug;
    await loadInto(this, () => this.api.course(slug), (course) => {
      this.course = course;
    });
    if (this.course) await this.loadReviews(1);
  }

  async loadReviews(page: number): Promise<void> {
    try {
      const reviews = await this.api.reviews(this.slug, page);
      runInAction(() => {
        this.reviews = reviews;
        this.reviewsError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.reviewsError = error;
      });
    }
  }

  private async act(action: CourseAction, call: () => Promise<void>): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = action;
    this.actionError = null;
    try {
      await call();
      const course = await this.api.course(this.slug).catch(() => null);
      runInAction(() => {
        if (course) this.course = course;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  addToCart(): Promise<boolean> {
    return this.act('cart', () => this.api.addToCart({ courseSlug: this.slug }));
  }

  register(): Promise<boolean> {
    return this.act('register', () => this.api.register(this.slug));
  }

  preRegister(): Promise<boolean> {
    return this.act('preRegister', () => this.api.preRegister(this.slug));
  }

  startEditing(): void {
    const own = this.ownReview;
    this.editing = true;
    this.rating = own?.rating ?? 0;
    this.reviewText = own?.text ?? '';
    this.reviewProblem = null;
  }

  setRating(rating: number): void {
    this.rating = rating;
    this.reviewProblem = null;
  }

  setReviewText(text: string): void {
    this.reviewText = text;
    this.reviewProblem = null;
  }

  /** POST, or PUT when the customer already reviewed it (found in the list or answered 409 REVIEW_EXISTS). */
  async submitReview(): Promise<boolean> {
    if (!this.canReview) return false;
    const review = { rating: this.rating, text: this.reviewText };
    const problem = checkReview(review);
    if (problem) {
      this.reviewProblem = problem;
      return false;
    }
    const hasOwn = this.ownReview !== null;
    const ok = await this.act('review', async () => {
      if (hasOwn) return this.api.editReview(this.slug, review);
      try {
        await this.api.postReview(this.slug, review);
      } catch (error) {
        if (courseErrorReason(error) !== 'REVIEW_EXISTS') throw error;
        await this.api.editReview(this.slug, review);
      }
    });
    if (ok) {
      runInAction(() => {
        this.editing = false;
      });
      await this.loadReviews(1);
    }
    return ok;
  }
}
