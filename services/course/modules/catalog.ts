// Public catalog: courses list (category, level, price range, search, paging) and detail
// (syllabus, lessons, instructor, quizzes, bundles; with a token also is_owned, in_cart,
// pre_registered), bundles list and detail.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../server/http/envelope.ts';
import { AppError } from '../../../server/http/errors.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../../src/domain/course/index.ts';
import { posterUrl } from '../http/media.ts';
import { courseBySlug, lang, pick, summaries, type CourseDeps } from './context.ts';

interface ListQuery { category?: string; level?: string; min_price?: number; max_price?: number; q?: string; page?: number; per_page?: number }

export async function catalogRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.get<{ Querystring: ListQuery }>('/api/courses', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          category: { type: 'string', enum: [...COURSE_CATEGORIES] },
          level: { type: 'string', enum: [...COURSE_LEVELS] },
          min_price: { type: 'integer', minimum: 0 },
          max_price: { type: 'integer', minimum: 0 },
          q: { type: 'string', maxLength: 100 },
          page: { type: 'integer', minimum: 1, default: 1 },
          per_page: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
        },
      },
    },
  }, async (request, reply) => {
    const l = lang(request);
    const query = request.query;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 12;
    let base = db.selectFrom('courses');
    if (query.category) base = base.where('category', '=', query.category);
    if (query.level) base = base.where('level', '=', query.level);
    if (query.min_price !== undefined) base = base.where('price', '>=', query.min_price);
    if (query.max_price !== undefined) base = base.where('price', '<=', query.max_price);
    const q = query.q?.trim();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([
        eb(sql`title->>'id'`, 'ilike', like), eb(sql`title->>'en'`, 'ilike', like),
        eb(sql`subtitle->>'id'`, 'ilike', like), eb(sql`subtitle->>'en'`, 'ilike', like),
      ]));
    }
    const [rows, count, categories] = await Promise.all([
      base.selectAll().orderBy('position').orderBy('id').limit(perPage).offset((page - 1) * perPage).execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('courses').select('category').distinct().orderBy('category').execute(),
    ]);
    return ok(reply, { data: { items: await summaries(deps, rows, l), page, per_page: perPage, total: Number(count.n), categories: categories.map((c) => c.category) } });
  });

  app.get<{ Params: { slug: string } }>('/api/courses/:slug', async (request, reply) => {
    const l = lang(request);
    const course = await courseBySlug(db, request.params.slug, l);
    const [summary] = await summaries(deps, [course], l);
    const [sections, lessons, quizzes, bundles] = await Promise.all([
      db.selectFrom('sections').selectAll().where('course_id', '=', course.id).orderBy('position').execute(),
      db.selectFrom('lessons').select(['id', 'section_id', 'title', 'duration_seconds', 'position']).where('course_id', '=', course.id).orderBy('position').execute(),
      db.selectFrom('quizzes').select(['id', 'title', 'pass_mark', 'position', (eb) => eb.selectFrom('questions').select(sql<string>`count(*)`.as('n')).whereRef('questions.quiz_id', '=', 'quizzes.id').as('question_count')])
        .where('course_id', '=', course.id).orderBy('position').execute(),
      db.selectFrom('bundle_courses').innerJoin('bundles', 'bundles.id', 'bundle_courses.bundle_id').select(['bundles.slug', 'bundles.title'])
        .where('bundle_courses.course_id', '=', course.id).orderBy('bundles.position').execute(),
    ]);
    const owner = await deps.auth.optional(request);
    let mine = {};
    let finished = new Set<number>();
    if (owner) {
      const [enrolled, inCart, pre, done] = await Promise.all([
        db.selectFrom('enrolments').select('id').where('customer_id', '=', owner.customer_id).where('course_id', '=', course.id).executeTakeFirst(),
        db.selectFrom('order_details').select('id').where('customer_id', '=', owner.customer_id).where('course_id', '=', course.id).executeTakeFirst(),
        db.selectFrom('pre_registrations').select('course_id').where('customer_id', '=', owner.customer_id).where('course_id', '=', course.id).executeTakeFirst(),
        db.selectFrom('lesson_progress').select('lesson_id').where('customer_id', '=', owner.customer_id).where('is_finish', '=', true)
          .where('lesson_id', 'in', lessons.map((x) => x.id).concat([0])).execute(),
      ]);
      mine = { is_owned: enrolled !== undefined, in_cart: inCart !== undefined, pre_registered: pre !== undefined };
      if (enrolled) finished = new Set(done.map((d) => d.lesson_id));
    }
    return ok(reply, {
      data: {
        ...summary,
        description: pick(course.description, l),
        instructor: { name: course.instructor_name, title: pick(course.instructor_title, l), bio: pick(course.instructor_bio, l) },
        sections: sections.map((s) => ({
          title: pick(s.title, l),
          // The owner's finished lessons (the syllabus ticks them); a guest's lessons carry no is_finish.
          lessons: lessons.filter((x) => x.section_id === s.id).map((x) => ({
            lesson_id: x.id, title: pick(x.title, l), duration_seconds: x.duration_seconds, position: x.position,
            ...('is_owned' in mine && mine.is_owned ? { is_finish: finished.has(x.id) } : {}),
          })),
        })),
        quizzes: quizzes.map((x) => ({ quiz_id: x.id, title: pick(x.title, l), question_count: Number(x.question_count ?? 0), pass_mark: x.pass_mark })),
        what_you_learn: course.what_you_learn.map((w) => pick(w, l)),
        bundles: bundles.map((b) => ({ slug: b.slug, title: pick(b.title, l) })),
        ...mine,
      },
    });
  });

  async function bundleJson(rows: { id: number; slug: string; title: { id: string; en: string }; description: { id: string; en: string }; price: number }[], l: 'id' | 'en', withCourses: boolean) {
    if (rows.length === 0) return [];
    const links = await db.selectFrom('bundle_courses').innerJoin('courses', 'courses.id', 'bundle_courses.course_id').selectAll('courses').select('bundle_courses.bundle_id')
      .where('bundle_courses.bundle_id', 'in', rows.map((r) => r.id)).orderBy('bundle_courses.position').execute();
    const courseSummaries = withCourses ? await summaries(deps, links, l) : [];
    return rows.map((b) => {
      const mine = links.filter((x) => x.bundle_id === b.id);
      const first = mine[0];
      return {
        bundle_id: b.id,
        slug: b.slug,
        title: pick(b.title, l),
        description: pick(b.description, l),
        price: b.price,
        original_price: mine.reduce((sum, c) => sum + c.price, 0),
        course_count: mine.length,
        thumbnail_url: first ? posterUrl(deps.config, first.thumbnail) : null,
        courses: withCourses
          ? courseSummaries.filter((s) => mine.some((m) => m.id === s.course_id))
          : mine.map((c) => ({ slug: c.slug, title: pick(c.title, l) })),
      };
    });
  }

  app.get('/api/bundles', async (request, reply) => {
    const rows = await db.selectFrom('bundles').selectAll().orderBy('position').orderBy('id').execute();
    return ok(reply, { data: await bundleJson(rows, lang(request), false) });
  });

  app.get<{ Params: { slug: string } }>('/api/bundles/:slug', async (request, reply) => {
    const row = await db.selectFrom('bundles').selectAll().where('slug', '=', request.params.slug).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { reason: 'BUNDLE_NOT_FOUND' });
    const [detail] = await bundleJson([row], lang(request), true);
    return ok(reply, { data: detail });
  });

  app.get('/api/health', async (_request, reply) => ok(reply, { data: { ok: true } }));
}
