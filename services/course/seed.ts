// Seeds the course service's catalog from content of the demo shape (demo/types.ts). Idempotent:
// a course, bundle or voucher already there (by slug or code) is left as it is.
import type { DemoBundle, DemoCourse, DemoVoucher } from './demo/types.ts';
import type { CourseDb } from './db/schema.ts';
import { DEFAULT_PASS_MARK, QUIZ_MAX_ATTEMPTS } from '../../src/domain/course/index.ts';

export interface CourseContent {
  courses: readonly DemoCourse[];
  bundles: readonly DemoBundle[];
  vouchers: readonly DemoVoucher[];
}

const DAY = 86_400_000;
const json = (v: unknown): string => JSON.stringify(v);

export async function seedCourseContent(db: CourseDb, content: CourseContent, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, c] of content.courses.entries()) {
      const startsAt = c.startsInDays !== null && c.startsInDays > 0 ? new Date(now.getTime() + c.startsInDays * DAY) : null;
      const course = await trx.insertInto('courses').values({
        slug: c.slug, position: index, title: json(c.title), subtitle: json(c.subtitle), description: json(c.description), what_you_learn: json(c.whatYouLearn),
        category: c.category, level: c.level, price: c.price, thumbnail: c.thumbnail, instructor_name: c.instructor.name,
        instructor_title: json(c.instructor.title), instructor_bio: json(c.instructor.bio), starts_at: startsAt, created_at: now,
      }).onConflict((oc) => oc.column('slug').doNothing()).returning('id').executeTakeFirst();
      if (!course) continue;
      let position = 0;
      for (const [s, section] of c.sections.entries()) {
        const row = await trx.insertInto('sections').values({ course_id: course.id, position: s, title: json(section.title) }).returning('id').executeTakeFirstOrThrow();
        for (const lesson of section.lessons) {
          position += 1;
          await trx.insertInto('lessons').values({
            course_id: course.id, section_id: row.id, position, title: json(lesson.title), video: lesson.video, duration_seconds: lesson.durationSeconds,
          }).execute();
        }
      }
      for (const [q, quiz] of c.quizzes.entries()) {
        const row = await trx.insertInto('quizzes').values({
          course_id: course.id, position: q, title: json(quiz.title), pass_mark: quiz.passMark || DEFAULT_PASS_MARK, max_attempts: QUIZ_MAX_ATTEMPTS,
        }).returning('id').executeTakeFirstOrThrow();
        for (const [n, question] of quiz.questions.entries()) {
          const qRow = await trx.insertInto('questions').values({ quiz_id: row.id, position: n, text: json(question.text), explanation: json(question.explanation) })
            .returning('id').executeTakeFirstOrThrow();
          for (const [k, choice] of question.choices.entries()) {
            await trx.insertInto('choices').values({ question_id: qRow.id, position: k, text: json(choice), is_correct: k === question.correct }).execute();
          }
        }
      }
    }
    for (const [index, b] of content.bundles.entries()) {
      const bundle = await trx.insertInto('bundles').values({ slug: b.slug, position: index, title: json(b.title), description: json(b.description), price: b.price })
        .onConflict((oc) => oc.column('slug').doNothing()).returning('id').executeTakeFirst();
      if (!bundle) continue;
      for (const [k, slug] of b.courseSlugs.entries()) {
        const course = await trx.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirst();
        if (!course) throw new Error(`bundle ${b.slug}: unknown course ${slug}`);
        await trx.insertInto('bundle_courses').values({ bundle_id: bundle.id, course_id: course.id, position: k }).execute();
      }
    }
    for (const v of content.vouchers) {
      await trx.insertInto('vouchers').values({
        code: v.code.trim().toUpperCase(), kind: v.kind, value: v.value, min_spend: v.minSpend, max_discount: v.maxDiscount,
        starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: null,
      }).onConflict((oc) => oc.column('code').doNothing()).execute();
    }
  });
}
