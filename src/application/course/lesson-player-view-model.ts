/**
 * /kursus/:slug/belajar/:lessonId: one lesson (GET .../lessons/:id: the signed video_url, the kept
 * progress) with the course's syllabus. The player starts at resumeSecond(kept progress) once the
 * video's metadata is loaded and reports progress (PUT .../progress {second, is_finish}) every
 * PROGRESS_SAVE_INTERVAL_MS while playing, on pause, on end (is_finish true) and when the customer
 * leaves (the tab hidden, pagehide: keepalive; the route unmounted). `savedSecond` is what the
 * course service kept (it never goes backwards).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PROGRESS_SAVE_INTERVAL_MS, resumeSecond } from '../../domain/course';
import { COURSE_API, type CourseApi, type CourseDetail, type Lesson } from '../ports/course-api.port';

export const LESSON_PLAYER_VIEW_MODEL = Symbol.for('course.LessonPlayerViewModel');

@injectable()
export class LessonPlayerViewModel {
  slug = '';
  lesson: Lesson | null = null;
  course: CourseDetail | null = null;
  loading = false;
  loadError: unknown = null;
  /** The player's current second (fractional). */
  position = 0;
  /** The second the course service kept (last answer). */
  savedSecond = 0;
  saveError: unknown = null;
  /** Lessons known finished (the syllabus' ticks). */
  finished = new Set<number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastSent: { lessonId: number; second: number; isFinish: boolean } | null = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api' | 'timer' | 'lastSent'>(this, { api: false, timer: false, lastSent: false }, { autoBind: true });
  }

  /** Where the player starts (0: from the beginning). */
  get resumeAt(): number {
    const l = this.lesson;
    return l ? resumeSecond({ lastSecondSeen: l.lastSecondSeen, isFinish: l.isFinish }, l.durationSeconds) : 0;
  }

  get lessons() {
    return this.course?.sections.flatMap((s) => s.lessons) ?? [];
  }

  async load(slug: string, lessonId: number): Promise<void> {
    this.stopTimer();
    this.slug = slug;
    this.loading = true;
    this.loadError = null;
    try {
      const [lesson, course] = await Promise.all([
        this.api.lesson(slug, lessonId),
        this.course?.slug === slug ? Promise.resolve(this.course) : this.api.course(slug),
      ]);
      runInAction(() => {
        this.lesson = lesson;
        this.course = course;
        for (const l of course.sections.flatMap((s) => s.lessons)) if (l.isFinish) this.finished.add(l.lessonId);
        if (lesson.isFinish) this.finished.add(lesson.lessonId);
        this.savedSecond = lesson.lastSecondSeen;
        this.position = this.resumeAt;
        this.lastSent = { lessonId, second: lesson.lastSecondSeen, isFinish: lesson.isFinish };
      });
    } catch (error) {
      runInAction(() => {
        this.lesson = null;
        this.loadError = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setPosition(second: number): void {
    if (Number.isFinite(second) && second >= 0) this.position = second;
  }

  onPlay(): void {
    this.stopTimer();
    this.timer = setInterval(() => void this.save(), PROGRESS_SAVE_INTERVAL_MS);
  }

  onPause(): Promise<void> {
    this.stopTimer();
    return this.save();
  }

  onEnded(): Promise<void> {
    this.stopTimer();
    if (this.lesson) this.position = this.lesson.durationSeconds;
    return this.save(true);
  }

  /** The customer leaves (tab hidden, pagehide with keepalive; route unmount). */
  leave(keepalive = false): Promise<void> {
    this.stopTimer();
    return this.save(false, keepalive);
  }

  dispose(): void {
    this.stopTimer();
  }

  /** Sends the current second unless the same report was already sent for this lesson. */
  async save(isFinish = false, keepalive = false): Promise<void> {
    const lesson = this.lesson;
    if (!lesson) return;
    const second = Math.floor(this.position);
    const last = this.lastSent;
    if (last && last.lessonId === lesson.lessonId && last.second === second && (last.isFinish || !isFinish)) return;
    this.lastSent = { lessonId: lesson.lessonId, second, isFinish };
    try {
      const saved = await this.api.saveProgress(this.slug, lesson.lessonId, { second, isFinish }, { keepalive });
      runInAction(() => {
        if (this.lesson?.lessonId !== lesson.lessonId) return;
        this.savedSecond = saved.lastSecondSeen;
        this.saveError = null;
        if (saved.isFinish) this.finished.add(lesson.lessonId);
      });
    } catch (error) {
      runInAction(() => {
        this.lastSent = null; // try again on the next tick
        this.saveError = error;
      });
    }
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
