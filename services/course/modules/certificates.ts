// The certificate of a course (src/domain/course certificateEarned: every lesson finished and
// every quiz passed), issued once per customer and course.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { certificateEarned } from '../../../src/domain/course/index.ts';
import type { CourseDb } from '../db/schema.ts';

export async function issueCertificateIfEarned(db: CourseDb, customerId: number, courseId: number, at: Date): Promise<boolean> {
  const [lessons, finished, quizzes, passed] = await Promise.all([
    db.selectFrom('lessons').select(sql<string>`count(*)`.as('n')).where('course_id', '=', courseId).executeTakeFirstOrThrow(),
    db.selectFrom('lesson_progress').innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id').select(sql<string>`count(*)`.as('n'))
      .where('lesson_progress.customer_id', '=', customerId).where('lesson_progress.is_finish', '=', true).where('lessons.course_id', '=', courseId).executeTakeFirstOrThrow(),
    db.selectFrom('quizzes').select(sql<string>`count(*)`.as('n')).where('course_id', '=', courseId).executeTakeFirstOrThrow(),
    db.selectFrom('quiz_attempts').innerJoin('quizzes', 'quizzes.id', 'quiz_attempts.quiz_id').select(sql<string>`count(distinct quiz_attempts.quiz_id)`.as('n'))
      .where('quiz_attempts.customer_id', '=', customerId).where('quiz_attempts.passed', '=', true).where('quizzes.course_id', '=', courseId).executeTakeFirstOrThrow(),
  ]);
  const earned = certificateEarned({ lessonCount: Number(lessons.n), finishedLessons: Number(finished.n), quizCount: Number(quizzes.n), quizzesPassed: Number(passed.n) });
  if (!earned) return false;
  const code = `CERT-${courseId}-${randomBytes(5).toString('hex').toUpperCase()}`;
  const row = await db.insertInto('certificates').values({ customer_id: customerId, course_id: courseId, code, issued_at: at })
    .onConflict((oc) => oc.columns(['customer_id', 'course_id']).doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}
