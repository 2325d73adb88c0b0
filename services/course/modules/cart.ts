// The course cart (order details): get, add a course or a bundle, delete; registration of a free
// open course and pre-registration for an upcoming one.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../server/http/envelope.ts';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { isUniqueViolation } from '../../../server/modules/auth/customers.ts';
import { courseStatus } from '../../../src/domain/course/index.ts';
import { posterUrl } from '../http/media.ts';
import { text } from '../http/texts.ts';
import type { CourseDb } from '../db/schema.ts';
import { courseBySlug, isEnrolled, lang, pick, type CourseDeps } from './context.ts';

const addFailed = (l: Lang, code: 'CONFLICT' | 'NOT_FOUND' | 'UNPROCESSABLE', reason: string) => new AppError(code, { reason, message: text(l, 'addFailed') });

export interface CartItem { order_detail_id: number; kind: 'course' | 'bundle'; course_id: number | null; bundle_id: number | null; slug: string; title: string; price: number; thumbnail_url: string | null }

/** The customer's cart rows with today's prices (optionally only these ids). */
export async function cartItems(deps: CourseDeps, db: CourseDb, customerId: number, l: Lang, ids?: readonly number[]): Promise<CartItem[]> {
  let query = db.selectFrom('order_details')
    .leftJoin('courses', 'courses.id', 'order_details.course_id')
    .leftJoin('bundles', 'bundles.id', 'order_details.bundle_id')
    .select(['order_details.id', 'order_details.course_id', 'order_details.bundle_id', 'courses.slug as course_slug', 'courses.title as course_title',
      'courses.price as course_price', 'courses.thumbnail', 'bundles.slug as bundle_slug', 'bundles.title as bundle_title', 'bundles.price as bundle_price',
      (eb) => eb.selectFrom('bundle_courses').innerJoin('courses as bc', 'bc.id', 'bundle_courses.course_id').select('bc.thumbnail')
        .whereRef('bundle_courses.bundle_id', '=', 'order_details.bundle_id').orderBy('bundle_courses.position').limit(1).as('bundle_thumbnail')])
    .where('order_details.customer_id', '=', customerId);
  if (ids) query = query.where('order_details.id', 'in', ids.length > 0 ? [...ids] : [-1]);
  const rows = await query.orderBy('order_details.id').execute();
  return rows.map((r) => {
    const isCourse = r.course_id !== null;
    const thumb = isCourse ? r.thumbnail : r.bundle_thumbnail;
    return {
      order_detail_id: r.id,
      kind: isCourse ? 'course' : 'bundle',
      course_id: r.course_id,
      bundle_id: r.bundle_id,
      slug: (isCourse ? r.course_slug : r.bundle_slug) ?? '',
      title: isCourse ? (r.course_title ? pick(r.course_title, l) : '') : (r.bundle_title ? pick(r.bundle_title, l) : ''),
      price: (isCourse ? r.course_price : r.bundle_price) ?? 0,
      thumbnail_url: thumb ? posterUrl(deps.config, thumb) : null,
    };
  });
}

const wire = ({ course_id: _c, bundle_id: _b, ...rest }: CartItem) => rest;

/** Enrols a customer in courses (once each; a second enrolment is a no-op). */
export async function enrol(db: CourseDb, customerId: number, courseIds: readonly number[], source: 'order' | 'registration', orderId: number | null, at: Date): Promise<void> {
  for (const courseId of new Set(courseIds)) {
    await db.insertInto('enrolments').values({ customer_id: customerId, course_id: courseId, order_id: orderId, source, created_at: at })
      .onConflict((oc) => oc.columns(['customer_id', 'course_id']).doNothing()).execute();
  }
}

export async function cartRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/order-details', async (request, reply) => {
    const owner = await deps.auth.require(request);
    const items = await cartItems(deps, db, owner.customer_id, lang(request));
    return ok(reply, { data: { items: items.map(wire), subtotal: items.reduce((s, i) => s + i.price, 0) } });
  });

  app.post<{ Body: { course_slug?: string; bundle_slug?: string } }>('/api/order-details', {
    schema: {
      body: {
        type: 'object', additionalProperties: false,
        properties: { course_slug: { type: 'string', minLength: 1, maxLength: 120 }, bundle_slug: { type: 'string', minLength: 1, maxLength: 120 } },
        oneOf: [{ required: ['course_slug'] }, { required: ['bundle_slug'] }],
      },
    },
  }, async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const customerId = owner.customer_id;
    const { course_slug: courseSlug, bundle_slug: bundleSlug } = request.body;
    let values: { course_id: number | null; bundle_id: number | null };
    if (courseSlug) {
      const course = await db.selectFrom('courses').select(['id', 'starts_at']).where('slug', '=', courseSlug).executeTakeFirst();
      if (!course) throw addFailed(l, 'NOT_FOUND', 'COURSE_NOT_FOUND');
      if (await isEnrolled(db, customerId, course.id)) throw addFailed(l, 'CONFLICT', 'ALREADY_OWNED');
      if (courseStatus(course.starts_at ? new Date(course.starts_at).getTime() : null, deps.now().getTime()) === 'upcoming') throw addFailed(l, 'UNPROCESSABLE', 'COURSE_NOT_STARTED');
      values = { course_id: course.id, bundle_id: null };
    } else {
      const bundle = await db.selectFrom('bundles').select('id').where('slug', '=', bundleSlug ?? '').executeTakeFirst();
      if (!bundle) throw addFailed(l, 'NOT_FOUND', 'BUNDLE_NOT_FOUND');
      const courses = await db.selectFrom('bundle_courses').select('course_id').where('bundle_id', '=', bundle.id).execute();
      const owned = await db.selectFrom('enrolments').select('course_id').where('customer_id', '=', customerId)
        .where('course_id', 'in', courses.length > 0 ? courses.map((c) => c.course_id) : [-1]).execute();
      if (courses.length > 0 && owned.length === courses.length) throw addFailed(l, 'CONFLICT', 'ALREADY_OWNED');
      values = { course_id: null, bundle_id: bundle.id };
    }
    let id: number;
    try {
      const row = await db.insertInto('order_details').values({ customer_id: customerId, ...values, created_at: deps.now() }).returning('id').executeTakeFirstOrThrow();
      id = row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw addFailed(l, 'CONFLICT', 'ALREADY_IN_CART');
      throw err;
    }
    const [item] = await cartItems(deps, db, customerId, l, [id]);
    return ok(reply, { data: item ? wire(item) : null }, text(l, 'added'), 201);
  });

  app.delete<{ Params: { id: string } }>('/api/order-details/:id', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const id = Number(request.params.id);
    const gone = Number.isInteger(id) && id > 0 && id < 2 ** 31
      ? await db.deleteFrom('order_details').where('id', '=', id).where('customer_id', '=', owner.customer_id).returning('id').executeTakeFirst()
      : undefined;
    if (!gone) throw new AppError('NOT_FOUND', { reason: 'ORDER_DETAIL_NOT_FOUND', message: text(l, 'deleteFailed') });
    return ok(reply, { data: { order_detail_id: id } }, text(l, 'deleted'));
  });

  app.post<{ Params: { slug: string } }>('/api/courses/:slug/registration', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    if (courseStatus(course.starts_at ? new Date(course.starts_at).getTime() : null, deps.now().getTime()) === 'upcoming') {
      throw new AppError('UNPROCESSABLE', { reason: 'COURSE_NOT_STARTED', message: text(l, 'notStarted') });
    }
    if (course.price > 0) throw new AppError('UNPROCESSABLE', { reason: 'COURSE_NOT_FREE', message: text(l, 'notFree') });
    const already = await isEnrolled(db, owner.customer_id, course.id);
    if (!already) await enrol(db, owner.customer_id, [course.id], 'registration', null, deps.now());
    await db.deleteFrom('order_details').where('customer_id', '=', owner.customer_id).where('course_id', '=', course.id).execute();
    return ok(reply, { data: { slug: course.slug, enrolled: true } }, text(l, 'registered'), already ? 200 : 201);
  });

  app.post<{ Params: { slug: string } }>('/api/courses/:slug/pre-registration', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    if (courseStatus(course.starts_at ? new Date(course.starts_at).getTime() : null, deps.now().getTime()) === 'open') {
      throw new AppError('UNPROCESSABLE', { reason: 'COURSE_ALREADY_OPEN', message: text(l, 'alreadyOpen') });
    }
    const row = await db.insertInto('pre_registrations').values({ course_id: course.id, customer_id: owner.customer_id, email: owner.email ?? '', created_at: deps.now() })
      .onConflict((oc) => oc.columns(['course_id', 'customer_id']).doNothing()).returning('course_id').executeTakeFirst();
    return ok(reply, { data: { slug: course.slug, pre_registered: true, starts_at: course.starts_at ? new Date(course.starts_at).toISOString() : null } },
      text(l, 'preRegistered'), row ? 201 : 200);
  });
}
