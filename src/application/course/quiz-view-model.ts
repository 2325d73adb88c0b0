/**
 * /kursus/:slug/kuis/:quizId: the questions (no answers), one choice per question, and the
 * submission (POST .../attempts) with an Idempotency-Key made once per submission: a double click
 * or a resend after no answer carries the same key, so the attempt counts once. The answer: score,
 * passed against the pass mark, each question's correct choice and explanation; attempts left.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isUncertain } from '../checkout/checkout-failure';
import { newIdempotencyKey } from '../checkout/idempotency-key';
import { COURSE_API, type CourseApi, type Quiz, type QuizResult } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';

export const QUIZ_VIEW_MODEL = Symbol.for('course.QuizViewModel');

@injectable()
export class QuizViewModel {
  slug = '';
  quiz: Quiz | null = null;
  loading = false;
  loadError: unknown = null;
  /** question id -> choice id */
  answers: Record<number, number> = {};
  submitting = false;
  error: unknown = null;
  result: QuizResult | null = null;
  private key: string | null = null;
  /** Tests: the key generator. */
  newKey: () => string = newIdempotencyKey;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api' | 'key'>(this, { api: false, key: false, newKey: false }, { autoBind: true });
  }

  get attemptsLeft(): number | null {
    const q = this.quiz;
    if (!q || q.maxAttempts === null) return null;
    return Math.max(0, q.maxAttempts - q.attempts.length);
  }

  get complete(): boolean {
    return this.quiz !== null && this.quiz.questions.every((q) => this.answers[q.questionId] !== undefined);
  }

  async load(slug: string, quizId: number): Promise<void> {
    this.slug = slug;
    await loadInto(this, () => this.api.quiz(slug, quizId), (quiz) => {
      this.quiz = quiz;
    });
  }

  choose(questionId: number, choiceId: number): void {
    if (this.result || this.submitting) return;
    this.answers = { ...this.answers, [questionId]: choiceId };
  }

  /** The result, or null (nothing to send, already sending, or the failure in `error`). */
  async submit(): Promise<QuizResult | null> {
    const quiz = this.quiz;
    if (!quiz || this.submitting || this.result || !this.complete || this.attemptsLeft === 0) return null;
    this.submitting = true;
    this.error = null;
    this.key ??= this.newKey();
    const answers = quiz.questions.map((q) => ({ questionId: q.questionId, choiceId: this.answers[q.questionId] ?? 0 }));
    try {
      const result = await this.api.answerQuiz(this.slug, quiz.quizId, answers, this.key);
      this.key = null;
      const fresh = await this.api.quiz(this.slug, quiz.quizId).catch(() => null);
      runInAction(() => {
        this.result = result;
        if (fresh) this.quiz = fresh;
      });
      return result;
    } catch (error) {
      if (!isUncertain(error)) this.key = null;
      runInAction(() => {
        this.error = error;
      });
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** Another attempt: the answers cleared. */
  again(): void {
    this.result = null;
    this.answers = {};
    this.error = null;
  }
}
