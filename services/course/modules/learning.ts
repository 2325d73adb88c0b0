// Learning: a lesson (signed video URL, where to resume, neighbours) and its video progress
// (src/domain/course advanceProgress: clamped to the length, never backwards, finished once seen
// to the end). Enrolled customers only (403 NOT_ENROLLED). A finished lesson may earn the
// certificate (certificates.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../server/http/envelope.ts';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { NO_PROGRESS, advanceProgress, resumeSecond } from '../../../src/domain/course/index.ts';
import { signedMediaUrl } from '../http/media.ts';
import { courseBySlug, lang, pick, requireEnrolled, type CourseDeps } from './context.ts';
import { issueCertificateIfEarned } from './certificates.ts';

interface LessonParams { slug: string; lesson_id: string }

async function lessonOf(deps: CourseDeps, courseId: number, rawId: string, l: Lang) {
  const id = Number(rawId);
  const lesson = Number.isInteger(id) && id > 0 && id < 2 ** 31
    ? await deps.db.selectFrom('lessons').selectAll().where('id', '=', id).where('course_id', '=', courseId).executeTakeFirst()
    : undefined;
  if (!lesson) throw new AppError('NOT_FOUND', { reason: 'LESSON_NOT_FOUND', message: l === 'en' ? 'Lesson not found' : 'Materi tidak ditemukan' });
  return lesson;
}

export async function learningRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.get<{ Params: LessonParams }>('/api/courses/:slug/lessons/:lesson_id', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, owner.customer_id, course.id, l);
    const lesson = await lessonOf(deps, course.id, request.params.lesson_id, l);
    const [progress, previous, next] = await Promise.all([
      db.selectFrom('lesson_progress').select(['last_second_seen', 'is_finish']).where('customer_id', '=', owner.customer_id).where('lesson_id', '=', lesson.id).executeTakeFirst(),
      db.selectFrom('lessons').select('id').where('course_id', '=', course.id).where('position', '<', lesson.position).orderBy('position', 'desc').limit(1).executeTakeFirst(),
      db.selectFrom('lessons').select('id').where('course_id', '=', course.id).where('position', '>', lesson.position).orderBy('position').limit(1).executeTakeFirst(),
    ]);
    const kept = progress ? { lastSecondSeen: progress.last_second_seen, isFinish: progress.is_finish } : NO_PROGRESS;
    return ok(reply, {
      data: {
        lesson_id: lesson.id,
        title: pick(lesson.title, l),
        duration_seconds: lesson.duration_seconds,
        video_url: signedMediaUrl(deps.config, lesson.video, deps.now().getTime()),
        last_second_seen: kept.lastSecondSeen,
        resume_second: resumeSecond(kept, lesson.duration_seconds),
        is_finish: kept.isFinish,
        next_lesson_id: next?.id ?? null,
        previous_lesson_id: previous?.id ?? null,
      },
    });
  });

  app.put<{ Params: LessonParams; Body: { second: number; is_finish?: boolean } }>('/api/courses/:slug/lessons/:lesson_id/progress', {
    schema: {
      body: {
        type: 'object', additionalProperties: false, required: ['second'],
        properties: { second: { type: 'number', minimum: 0, maximum: 1e7 }, is_finish: { type: 'boolean', default: false } },
      },
    },
  }, async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, owner.customer_id, course.id, l);
    const lesson = await lessonOf(deps, course.id, request.params.lesson_id, l);
    const now = deps.now();
    const saved = await db.transaction().execute(async (trx) => {
      await trx.insertInto('lesson_progress').values({ customer_id: owner.customer_id, lesson_id: lesson.id, last_second_seen: 0, is_finish: false, updated_at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'lesson_id']).doNothing()).execute();
      const kept = await trx.selectFrom('lesson_progress').select(['last_second_seen', 'is_finish'])
        .where('customer_id', '=', owner.customer_id).where('lesson_id', '=', lesson.id).forUpdate().executeTakeFirstOrThrow();
      const next = advanceProgress({ lastSecondSeen: kept.last_second_seen, isFinish: kept.is_finish },
        { second: request.body.second, isFinish: request.body.is_finish ?? false }, lesson.duration_seconds);
      await trx.updateTable('lesson_progress').set({ last_second_seen: next.lastSecondSeen, is_finish: next.isFinish, updated_at: now })
        .where('customer_id', '=', owner.customer_id).where('lesson_id', '=', lesson.id).execute();
      return { next, finishedNow: next.isFinish && !kept.is_finish };
    });
    if (saved.finishedNow) await issueCertificateIfEarned(db, owner.customer_id, course.id, now);
    return ok(reply, { data: { last_second_seen: saved.next.lastSecondSeen, is_finish: saved.next.isFinish } });
  });
}

/** Per course of a customer: lessons, finished lessons, quizzes, quizzes passed, the last lesson touched (the first lesson before any). */
export async function learningCounts(deps: CourseDeps, customerId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return new Map<number, { lessonCount: number; finished: number; quizCount: number; quizzesPassed: number; lastLessonId: number | null }>();
  const ids = [...courseIds];
  const { db } = deps;
  const [lessons, finished, quizzes, passed, last, first] = await Promise.all([
    db.selectFrom('lessons').select(['course_id', sql<string>`count(*)`.as('n')]).where('course_id', 'in', ids).groupBy('course_id').execute(),
    db.selectFrom('lesson_progress').innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id').select(['lessons.course_id', sql<string>`count(*)`.as('n')])
      .where('lesson_progress.customer_id', '=', customerId).where('lesson_progress.is_finish', '=', true).where('lessons.course_id', 'in', ids).groupBy('lessons.course_id').execute(),
    db.selectFrom('quizzes').select(['course_id', sql<string>`count(*)`.as('n')]).where('course_id', 'in', ids).groupBy('course_id').execute(),
    db.selectFrom('quiz_attempts').innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id').select(['quizzes.course_id', sql<string>`count(distinct quiz_attempts.quiz_id)`.as('n')])
      .where('quiz_attempts.customer_id', '=', customerId).where('quiz_attempts.passed', '=', true).where('quizzes.course_id', 'in', ids).groupBy('quizzes.course_id').execute(),
    db.selectFrom('lesson_progress').innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select(['lessons.course_id', 'lessons.id']).distinctOn('lessons.course_id')
      .where('lesson_progress.customer_id', '=', customerId).where('lessons.course_id', 'in', ids)
      .orderBy('lessons.course_id').orderBy('lesson_progress.updated_at', 'desc').execute(),
    // Where a course not started yet begins (lesson positions run across the course's sections).
    db.selectFrom('lessons').select(['course_id', 'id']).distinctOn('course_id').where('course_id', 'in', ids)
      .orderBy('course_id').orderBy('position').execute(),
  ]);
  const count = (rows: { course_id: number; n: string }[], id: number) => Number(rows.find((r) => r.course_id === id)?.n ?? 0);
  return new Map(ids.map((id) => [id, {
    lessonCount: count(lessons, id), finished: count(finished, id), quizCount: count(quizzes, id), quizzesPassed: count(passed, id),
    lastLessonId: last.find((r) => r.course_id === id)?.id ?? first.find((r) => r.course_id === id)?.id ?? null,
  }]));
}
