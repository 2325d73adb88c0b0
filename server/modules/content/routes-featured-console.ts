// The console's featured-image calls (docs/api/content.md "Featured images", docs/banners.md),
// registered by ops/routes.ts inside the /api/ops scope (staff sessions):
//   GET    ops/featured-images        every banner and pop-up, active or not ('read': every role)
//   POST   ops/featured-images        a new one ('content': operator, admin)
//   PUT    ops/featured-images/{id}   replaces its fields; its revision goes up (a pop-up shows again)
//   DELETE ops/featured-images/{id}
// Writes need an Idempotency-Key and run in one transaction with their audit row (entity
// 'featured_image'). Bodies are checked by src/domain/featured (422 VALIDATION naming the field).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { FEATURED_PLACEMENTS, type FeaturedImageInput } from '../../../src/domain/featured/index.ts';
import { audit, changed, staffActor } from '../ops/audit.ts';
import type { OpsEnv } from '../ops/env.ts';
import { requireIdempotencyKey, requireStaff } from '../ops/staff-auth.ts';
import { allFeatured, checkedInput, staffWire, type FeaturedRow } from './featured-images.ts';

const TEXTS = {
  list: { id: 'Banner & pop-up', en: 'Banners & pop-up' },
  created: { id: 'Banner disimpan', en: 'Banner saved' },
  saved: { id: 'Perubahan disimpan', en: 'Changes saved' },
  deleted: { id: 'Banner dihapus', en: 'Banner deleted' },
  notFound: { id: 'Banner tidak ditemukan', en: 'Banner not found' },
} as const;

const str = (max: number) => ({ type: 'string', maxLength: max }) as const;
const optStr = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const optInt = { type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 } as const;

// Lengths here only bound the request; the rules (and their messages) are the domain's.
const body = {
  type: 'object', additionalProperties: false,
  required: ['placement', 'title', 'title_en'],
  properties: {
    placement: { type: 'string', enum: [...FEATURED_PLACEMENTS] },
    title: str(1000), title_en: str(1000), summary: str(5000), summary_en: str(5000),
    image_url: optStr(5000), image_width: optInt, image_height: optInt, link: optStr(5000),
    action_label: optStr(1000), action_label_en: optStr(1000),
    active: { type: 'boolean' }, sort: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

type Body = Partial<FeaturedImageInput> & Pick<FeaturedImageInput, 'placement' | 'title' | 'title_en'>;

function withDefaults(b: Body): FeaturedImageInput {
  return {
    placement: b.placement, title: b.title, title_en: b.title_en, summary: b.summary ?? '', summary_en: b.summary_en ?? '',
    image_url: b.image_url ?? null, image_width: b.image_width ?? null, image_height: b.image_height ?? null, link: b.link ?? null,
    action_label: b.action_label ?? null, action_label_en: b.action_label_en ?? null, active: b.active ?? true, sort: b.sort ?? 0,
  };
}

/** The stored fields of an input (a picture's sizes are kept only with a picture). */
function columns(input: FeaturedImageInput) {
  const picture = input.image_url !== null;
  return { ...input, image_width: picture ? input.image_width : null, image_height: picture ? input.image_height : null };
}

const notFound = (lang: Lang) => new AppError('NOT_FOUND', { reason: 'FEATURED_IMAGE_NOT_FOUND', message: t(lang, TEXTS.notFound) });

function auditable(row: FeaturedRow): Record<string, unknown> {
  const { updated_at: _at, ...rest } = staffWire(row);
  return rest;
}

export async function featuredStaffRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const { db } = env;
  const tags = ['ops'];
  const reader = async (request: FastifyRequest) => { requireStaff(request, 'read'); };
  const writer = async (request: FastifyRequest) => { requireStaff(request, 'content'); requireIdempotencyKey(request); };

  ops.get('/featured-images', { preValidation: reader, schema: { tags } }, async (request, reply) =>
    ok(reply, { data: (await allFeatured(db)).map(staffWire) }, t(requestLang(request), TEXTS.list)));

  ops.post<{ Body: Body }>('/featured-images', { preValidation: writer, schema: { tags, body } }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'content');
    const input = checkedInput(withDefaults(request.body), lang);
    const now = env.now();
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('content_featured_images').values({ ...columns(input), updated_at: now }).returningAll().executeTakeFirstOrThrow();
      await audit(trx, staffActor(staff.id), { action: 'featured_image_created', entityType: 'featured_image', entityId: created.id, before: null, after: auditable(created) }, now);
      return created;
    });
    return ok(reply, { data: staffWire(row) }, t(lang, TEXTS.created), 201);
  });

  ops.put<{ Params: { id: number }; Body: Body }>('/featured-images/:id', { preValidation: writer, schema: { tags, params: idParams, body } }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'content');
    const input = checkedInput(withDefaults(request.body), lang);
    const now = env.now();
    const row = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('content_featured_images').selectAll().where('id', '=', request.params.id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(lang);
      const after = await trx.updateTable('content_featured_images').set({ ...columns(input), revision: before.revision + 1, updated_at: now })
        .where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
      await audit(trx, staffActor(staff.id), { action: 'featured_image_updated', entityType: 'featured_image', entityId: before.id, ...changed(auditable(before), auditable(after)) }, now);
      return after;
    });
    return ok(reply, { data: staffWire(row) }, t(lang, TEXTS.saved));
  });

  ops.delete<{ Params: { id: number } }>('/featured-images/:id', { preValidation: writer, schema: { tags, params: idParams } }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireStaff(request, 'content');
    const now = env.now();
    await db.transaction().execute(async (trx) => {
      const before = await trx.deleteFrom('content_featured_images').where('id', '=', request.params.id).returningAll().executeTakeFirst();
      if (!before) throw notFound(lang);
      await audit(trx, staffActor(staff.id), { action: 'featured_image_deleted', entityType: 'featured_image', entityId: before.id, before: auditable(before), after: null }, now);
    });
    return ok(reply, { deleted: request.params.id }, t(lang, TEXTS.deleted));
  });
}
