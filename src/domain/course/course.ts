/**
 * The course side's rules (docs/courses.md, docs/api/courses.md), shared by the course service
 * (services/course, the authority) and the storefront (what it shows before the service answers).
 * Pure: no clock, no I/O. Amounts are integer rupiah; seconds are whole seconds.
 */

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_CATEGORIES = ['sourcing', 'pricing', 'customs', 'reselling'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** A lesson counts as finished only when at least this share of it was seen (or its last seconds). */
export const FINISH_SHARE = 0.9;
/** Seconds from the end that count as the end (a player's last timeupdate is rarely the exact duration). */
export const FINISH_TOLERANCE_SECONDS = 2;
/** The storefront saves progress this often while a lesson plays (and on pause, end and leave). */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;
/** Default pass mark of a quiz, percent. */
export const DEFAULT_PASS_MARK = 70;
/** Attempts a customer may make at one quiz (null = unlimited). */
export const QUIZ_MAX_ATTEMPTS = 5;

export interface LessonProgress {
  /** The furthest second seen, 0..duration. */
  readonly lastSecondSeen: number;
  readonly isFinish: boolean;
}

export const NO_PROGRESS: LessonProgress = { lastSecondSeen: 0, isFinish: false };

/**
 * A progress report applied to what was kept: the second is clamped to 0..duration and never goes
 * backwards (the maximum seen is kept); `is_finish` is taken only once the lesson was seen to its
 * end (FINISH_SHARE or the last FINISH_TOLERANCE_SECONDS), and once finished a lesson stays finished.
 */
export function advanceProgress(kept: LessonProgress, report: { second: number; isFinish: boolean }, durationSeconds: number): LessonProgress {
  const duration = Math.max(0, Math.floor(durationSeconds));
  const reported = Number.isFinite(report.second) ? Math.floor(report.second) : 0;
  const second = Math.min(duration, Math.max(0, reported));
  const lastSecondSeen = Math.max(kept.lastSecondSeen, second);
  const seenToEnd = lastSecondSeen >= Math.min(duration * FINISH_SHARE, duration - FINISH_TOLERANCE_SECONDS);
  return { lastSecondSeen, isFinish: kept.isFinish || (report.isFinish && seenToEnd) };
}

/** Where the player starts: the kept second, or 0 when the lesson was finished or nearly (watch again). */
export function resumeSecond(progress: LessonProgress, durationSeconds: number): number {
  if (progress.isFinish) return 0;
  return progress.lastSecondSeen >= durationSeconds - FINISH_TOLERANCE_SECONDS ? 0 : progress.lastSecondSeen;
}

export interface QuizKeyQuestion {
  readonly questionId: number;
  readonly correctChoiceId: number;
}

export interface QuizScore {
  readonly correct: number;
  readonly total: number;
  /** Percent, 0..100, rounded down. */
  readonly score: number;
  readonly passed: boolean;
}

/** Scores answers against the key: an unanswered or unknown question counts as wrong. */
export function scoreQuiz(key: readonly QuizKeyQuestion[], answers: ReadonlyMap<number, number>, passMark: number): QuizScore {
  const total = key.length;
  const correct = key.filter((q) => answers.get(q.questionId) === q.correctChoiceId).length;
  const score = total === 0 ? 0 : Math.floor((correct * 100) / total);
  return { correct, total, score, passed: total > 0 && score >= passMark };
}

/** A course's progress in percent (rounded down): finished lessons over all lessons. */
export function courseProgressPercent(lessonCount: number, finishedLessons: number): number {
  if (lessonCount <= 0) return 0;
  return Math.floor((Math.min(finishedLessons, lessonCount) * 100) / lessonCount);
}

/** A certificate is earned when every lesson is finished and every quiz passed. */
export function certificateEarned(input: { lessonCount: number; finishedLessons: number; quizCount: number; quizzesPassed: number }): boolean {
  return input.lessonCount > 0 && input.finishedLessons >= input.lessonCount && input.quizzesPassed >= input.quizCount;
}

/** A course not started yet takes pre-registrations; an open one is bought (or registered when free). */
export function courseStatus(startsAt: number | null, now: number): 'open' | 'upcoming' {
  return startsAt !== null && startsAt > now ? 'upcoming' : 'open';
}

/** Review stars 1..5, text 10..1000 characters after trimming. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export function checkReview(input: { rating: number; text: string }): 'RATING_INVALID' | 'TEXT_TOO_SHORT' | 'TEXT_TOO_LONG' | null {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) return 'RATING_INVALID';
  const text = input.text.trim();
  if (text.length < REVIEW_TEXT_MIN) return 'TEXT_TOO_SHORT';
  if (text.length > REVIEW_TEXT_MAX) return 'TEXT_TOO_LONG';
  return null;
}
