// My courses and the dashboard (progress per course, quizzes passed, certificates). Both first
// re-check the customer's newest pending orders at the main API (settle.ts healPendingOrders), so
// a paid-call the main API could not deliver still enrols.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../server/http/envelope.ts';
import { certificateEarned, courseProgressPercent } from '../../../src/domain/course/index.ts';
import { iso, lang, pick, summaries, type CourseDeps } from './context.ts';
import { learningCounts } from './learning.ts';
import { issueCertificateIfEarned } from './certificates.ts';
import { healPendingOrders } from './settle.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  async function enrolled(customerId: number) {
    return db.selectFrom('enrolments').innerJoin('courses', 'courses.id', 'enrolments.course_id').selectAll('courses').select('enrolments.created_at as enrolled_at')
      .where('enrolments.customer_id', '=', customerId).orderBy('enrolments.created_at', 'desc').orderBy('enrolments.id', 'desc').execute();
  }

  app.get('/api/my-courses', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    await healPendingOrders(deps, owner.customer_id);
    const rows = await enrolled(owner.customer_id);
    const [items, counts] = await Promise.all([summaries(deps, rows, l), learningCounts(deps, owner.customer_id, rows.map((r) => r.id))]);
    return ok(reply, {
      data: items.map((s, i) => {
        const c = counts.get(s.course_id);
        return { ...s, progress_percent: courseProgressPercent(c?.lessonCount ?? 0, c?.finished ?? 0), last_lesson_id: c?.lastLessonId ?? null, enrolled_at: iso(rows[i]?.enrolled_at ?? null) };
      }),
    });
  });

  app.get('/api/dashboard', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    await healPendingOrders(deps, owner.customer_id);
    const rows = await enrolled(owner.customer_id);
    const counts = await learningCounts(deps, owner.customer_id, rows.map((r) => r.id));
    // A certificate earned but not yet written (e.g. before an upgrade) is issued here.
    for (const r of rows) {
      const c = counts.get(r.id);
      if (c && certificateEarned({ lessonCount: c.lessonCount, finishedLessons: c.finished, quizCount: c.quizCount, quizzesPassed: c.quizzesPassed })) {
        await issueCertificateIfEarned(db, owner.customer_id, r.id, deps.now());
      }
    }
    const certificates = rows.length === 0 ? [] : await db.selectFrom('certificates').select(['course_id', 'code', 'issued_at'])
      .where('customer_id', '=', owner.customer_id).where('course_id', 'in', rows.map((r) => r.id)).execute();
    const courses = rows.map((r) => {
      const c = counts.get(r.id) ?? { lessonCount: 0, finished: 0, quizCount: 0, quizzesPassed: 0, lastLessonId: null };
      const cert = certificates.find((x) => x.course_id === r.id);
      return {
        slug: r.slug, title: pick(r.title, l), progress_percent: courseProgressPercent(c.lessonCount, c.finished),
        lessons_finished: Math.min(c.finished, c.lessonCount), lesson_count: c.lessonCount, quizzes_passed: c.quizzesPassed, quiz_count: c.quizCount,
        certificate: cert ? { code: cert.code, issued_at: iso(cert.issued_at) } : null,
      };
    });
    return ok(reply, {
      data: {
        courses,
        totals: {
          courses: courses.length,
          lessons_finished: courses.reduce((s, c) => s + c.lessons_finished, 0),
          quizzes_passed: courses.reduce((s, c) => s + c.quizzes_passed, 0),
          certificates: courses.filter((c) => c.certificate !== null).length,
        },
      },
    });
  });
}
