// Reviews: public list with the average; post and put by buyers (enrolled) only, one per customer
// and course, src/domain/course checkReview's rules.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../server/http/envelope.ts';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { isUniqueViolation } from '../../../server/modules/auth/customers.ts';
import { checkReview } from '../../../src/domain/course/index.ts';
import { text } from '../http/texts.ts';
import { courseBySlug, iso, lang, requireEnrolled, type CourseDeps } from './context.ts';

interface ReviewBody { rating: number; text: string }
const PER_PAGE = 10;

const reviewSchema = {
  body: {
    type: 'object', additionalProperties: false, required: ['rating', 'text'],
    properties: { rating: { type: 'integer' }, text: { type: 'string', maxLength: 5000 } },
  },
};

function checked(body: ReviewBody, l: Lang): { rating: number; text: string } {
  const problem = checkReview(body);
  if (problem) throw new AppError('UNPROCESSABLE', { reason: problem, field: problem === 'RATING_INVALID' ? 'body.rating' : 'body.text', message: text(l, 'reviewInvalid') });
  return { rating: body.rating, text: body.text.trim() };
}

type ReviewRow = { id: number; customer_name: string; rating: number; text: string; created_at: Date; updated_at: Date; customer_id: number };
const reviewJson = (r: ReviewRow, me?: number) => ({
  review_id: r.id, name: r.customer_name, rating: r.rating, text: r.text, created_at: iso(r.created_at), updated_at: iso(r.updated_at),
  ...(me !== undefined ? { is_mine: r.customer_id === me } : {}),
});

export async function reviewRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.get<{ Params: { slug: string }; Querystring: { page?: number } }>('/api/courses/:slug/reviews', {
    schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, default: 1 } } } },
  }, async (request, reply) => {
    const l = lang(request);
    const course = await courseBySlug(db, request.params.slug, l);
    const page = request.query.page ?? 1;
    const [rows, stats, owner] = await Promise.all([
      db.selectFrom('reviews').selectAll().where('course_id', '=', course.id).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(PER_PAGE).offset((page - 1) * PER_PAGE).execute(),
      db.selectFrom('reviews').select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(avg(rating), 0)`.as('avg')]).where('course_id', '=', course.id).executeTakeFirstOrThrow(),
      deps.auth.optional(request),
    ]);
    const count = Number(stats.n);
    return ok(reply, {
      data: { items: rows.map((r) => reviewJson(r, owner?.customer_id)), page, per_page: PER_PAGE, total: count, count, average: Math.round(Number(stats.avg) * 10) / 10 },
    });
  });

  app.post<{ Params: { slug: string }; Body: ReviewBody }>('/api/courses/:slug/reviews', { schema: reviewSchema }, async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, owner.customer_id, course.id, l);
    const body = checked(request.body, l);
    const now = deps.now();
    try {
      const row = await db.insertInto('reviews').values({
        course_id: course.id, customer_id: owner.customer_id, customer_name: owner.name || 'Pelanggan', rating: body.rating, text: body.text, created_at: now, updated_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      return ok(reply, { data: reviewJson(row, owner.customer_id) }, text(l, 'reviewSaved'), 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', { reason: 'REVIEW_EXISTS', message: text(l, 'reviewExists') });
      throw err;
    }
  });

  app.put<{ Params: { slug: string }; Body: ReviewBody }>('/api/courses/:slug/reviews/mine', { schema: reviewSchema }, async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, owner.customer_id, course.id, l);
    const body = checked(request.body, l);
    const row = await db.updateTable('reviews').set({ rating: body.rating, text: body.text, updated_at: deps.now() })
      .where('course_id', '=', course.id).where('customer_id', '=', owner.customer_id).returningAll().executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { reason: 'REVIEW_NOT_FOUND', message: text(l, 'reviewNotFound') });
    return ok(reply, { data: reviewJson(row, owner.customer_id) }, text(l, 'reviewSaved'));
  });
}
