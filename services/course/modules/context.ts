// What every module of the course service is given, and the small reads they share.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { requestLang } from '../../../server/http/envelope.ts';
import { courseStatus } from '../../../src/domain/course/index.ts';
import type { Text } from '../demo/types.ts';
import type { CourseConfig } from '../config.ts';
import type { CourseDb } from '../db/schema.ts';
import type { CourseAuth } from '../http/auth.ts';
import type { MainApi } from '../http/main-api.ts';
import { posterUrl } from '../http/media.ts';
import { text } from '../http/texts.ts';

export interface CourseDeps {
  db: CourseDb;
  config: CourseConfig;
  auth: CourseAuth;
  main: MainApi;
  now: () => Date;
  log: FastifyBaseLogger;
}

export const lang = (request: FastifyRequest): Lang => requestLang(request);
export const pick = (value: Text, l: Lang): string => value[l] ?? value.id;
export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** A course row by slug, or 404. */
export async function courseBySlug(db: CourseDb, slug: string, l: Lang) {
  const row = await db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { reason: 'COURSE_NOT_FOUND', message: text(l, 'courseNotFound') });
  return row;
}

export async function isEnrolled(db: CourseDb, customerId: number, courseId: number): Promise<boolean> {
  const row = await db.selectFrom('enrolments').select('id').where('customer_id', '=', customerId).where('course_id', '=', courseId).executeTakeFirst();
  return row !== undefined;
}

export async function requireEnrolled(db: CourseDb, customerId: number, courseId: number, l: Lang): Promise<void> {
  if (!(await isEnrolled(db, customerId, courseId))) throw new AppError('FORBIDDEN', { reason: 'NOT_ENROLLED', message: text(l, 'notEnrolled') });
}

export type CourseRow = Awaited<ReturnType<typeof courseBySlug>>;

/** CourseSummary of docs/api/courses.md for these course rows (lesson counts and ratings read in two queries). */
export async function summaries(deps: CourseDeps, rows: readonly CourseRow[], l: Lang) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lessons, ratings] = await Promise.all([
    deps.db.selectFrom('lessons').select(['course_id', sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(duration_seconds), 0)`.as('seconds')])
      .where('course_id', 'in', ids).groupBy('course_id').execute(),
    deps.db.selectFrom('reviews').select(['course_id', sql<string>`count(*)`.as('n'), sql<string>`coalesce(avg(rating), 0)`.as('avg')])
      .where('course_id', 'in', ids).groupBy('course_id').execute(),
  ]);
  const now = deps.now().getTime();
  return rows.map((r) => {
    const lesson = lessons.find((x) => x.course_id === r.id);
    const rating = ratings.find((x) => x.course_id === r.id);
    return {
      course_id: r.id,
      slug: r.slug,
      title: pick(r.title, l),
      subtitle: pick(r.subtitle, l),
      category: r.category,
      level: r.level,
      price: r.price,
      thumbnail_url: posterUrl(deps.config, r.thumbnail),
      lesson_count: Number(lesson?.n ?? 0),
      duration_seconds: Number(lesson?.seconds ?? 0),
      rating_average: rating ? Math.round(Number(rating.avg) * 10) / 10 : 0,
      rating_count: Number(rating?.n ?? 0),
      status: courseStatus(r.starts_at ? new Date(r.starts_at).getTime() : null, now),
      starts_at: iso(r.starts_at),
    };
  });
}

export type CourseSummary = Awaited<ReturnType<typeof summaries>>[number];
