// Promotions (public; docs/api/content.md "Promotions"; docs/perks.md):
//   GET promo                        the promotions running now (started, not ended), in order
//   GET promo/new-customer           the running promotion for new customers (/promonewcustomer); 404 when none
//   GET promo/{id}                   one promotion; unknown or not started: 404 PROMO_NOT_FOUND;
//                                    ended: 404 PROMO_ENDED (the page says the promotion is over)
// (The home's banners and pop-up, featured-images/*, are routes-featured.ts.)
// Texts are plain text (the page renders them as text, never as HTML).
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import type { ContentPromotionTable } from './tables.ts';
import './tables.ts';

type PromotionRow = Selectable<ContentPromotionTable>;

const TEXTS = {
  list: { id: 'Promo', en: 'Promotions' },
  notFound: { id: 'Promo tidak ditemukan', en: 'Promotion not found' },
  ended: { id: 'Promo ini sudah berakhir', en: 'This promotion has ended' },
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

export type PromotionState = 'upcoming' | 'running' | 'ended';

export function promotionState(row: Pick<PromotionRow, 'starts_at' | 'ends_at'>, now: Date): PromotionState {
  const start = ms(row.starts_at);
  const end = ms(row.ends_at);
  if (start !== null && now.getTime() < start) return 'upcoming';
  if (end !== null && now.getTime() >= end) return 'ended';
  return 'running';
}

function summaryWire(row: PromotionRow, lang: Lang) {
  const en = lang === 'en';
  return {
    id: row.id, slug: row.slug, title: en ? row.title_en : row.title, summary: en ? row.summary_en : row.summary,
    image_url: row.image_url, voucher_code: row.voucher_code, audience: row.audience, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at),
  };
}

function detailWire(row: PromotionRow, lang: Lang) {
  const body = lang === 'en' ? row.body_en : row.body;
  return { ...summaryWire(row, lang), paragraphs: body.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '') };
}

export async function promoRoutes(app: FastifyInstance, { db, ports }: ModuleDeps): Promise<void> {
  const tags = ['content'];
  const running = async () => (await db.selectFrom('content_promotions').selectAll().orderBy('sort').orderBy('id').execute())
    .filter((row) => promotionState(row, ports.now()) === 'running');

  app.get('/promo', { schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    return ok(reply, { data: (await running()).map((row) => summaryWire(row, lang)) }, t(lang, TEXTS.list));
  });

  app.get('/promo/new-customer', { schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    const row = (await running()).find((r) => r.audience === 'new_customer');
    if (!row) throw new AppError('NOT_FOUND', { reason: 'PROMO_NOT_FOUND', message: t(lang, TEXTS.notFound) });
    return ok(reply, { data: detailWire(row, lang) }, row.title);
  });

  app.get<{ Params: { id: number } }>('/promo/:id', {
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const row = await db.selectFrom('content_promotions').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    const state = row ? promotionState(row, ports.now()) : 'upcoming';
    if (!row || state === 'upcoming') throw new AppError('NOT_FOUND', { reason: 'PROMO_NOT_FOUND', message: t(lang, TEXTS.notFound) });
    if (state === 'ended') throw new AppError('NOT_FOUND', { reason: 'PROMO_ENDED', message: t(lang, TEXTS.ended) });
    return ok(reply, { data: detailWire(row, lang) }, lang === 'en' ? row.title_en : row.title);
  });
}
