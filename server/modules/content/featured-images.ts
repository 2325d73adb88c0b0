// Featured images (docs/banners.md, docs/api/content.md "Featured images"): the rows of
// content_featured_images as the storefront and the console read them, the checks of a write
// (src/domain/featured, shared with the console's form) and the demo rows, seeded once.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import {
  FEATURED_LIMITS, featuredImageProblems, normaliseFeaturedInput, type FeaturedField, type FeaturedImageInput, type FeaturedProblem,
} from '../../../src/domain/featured/index.ts';
import { DEMO_FEATURED_IMAGES, DEMO_FEATURED_IMAGE_SIZE, featuredImageUrl } from '../../demo/featured-images.ts';
import type { ContentFeaturedImageTable } from './tables.ts';
import './tables.ts';

export type FeaturedRow = Selectable<ContentFeaturedImageTable>;

const SEEDED_KEY = 'featured_images_seeded';

/** What the storefront reads, in the request's language. */
export function publicWire(row: FeaturedRow, lang: Lang) {
  const en = lang === 'en';
  return {
    id: row.id, revision: row.revision,
    title: en ? row.title_en : row.title, summary: en ? row.summary_en : row.summary,
    image_url: row.image_url, image_width: row.image_width, image_height: row.image_height, link: row.link,
    action_label: en ? row.action_label_en : row.action_label,
  };
}

/** What the console reads: both languages, the state and when it last changed. */
export function staffWire(row: FeaturedRow) {
  return {
    id: row.id, placement: row.placement, title: row.title, title_en: row.title_en, summary: row.summary, summary_en: row.summary_en,
    image_url: row.image_url, image_width: row.image_width, image_height: row.image_height, link: row.link,
    action_label: row.action_label, action_label_en: row.action_label_en, active: row.active, sort: row.sort, revision: row.revision,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The active rows of a placement, in order (sort, then id). */
export async function activeFeatured(db: Db, placement: 'header' | 'pop_up'): Promise<FeaturedRow[]> {
  return db.selectFrom('content_featured_images').selectAll().where('placement', '=', placement).where('active', '=', true)
    .orderBy('sort').orderBy('id').execute();
}

export async function allFeatured(db: Db): Promise<FeaturedRow[]> {
  return db.selectFrom('content_featured_images').selectAll().orderBy('placement').orderBy('sort').orderBy('id').execute();
}

const PROBLEM_TEXTS: Record<FeaturedProblem, { id: string; en: string }> = {
  required: { id: 'Wajib diisi', en: 'Required' },
  too_long: { id: 'Terlalu panjang', en: 'Too long' },
  control: { id: 'Tidak boleh berisi karakter kontrol', en: 'Must not contain control characters' },
  placement: { id: 'Tempat harus header atau pop_up', en: 'The placement must be header or pop_up' },
  url: { id: 'Gambar harus alamat di situs ini (/...) atau alamat https', en: 'The picture must be a path of this site (/...) or an https address' },
  link: { id: 'Tautan harus alamat di situs ini (/...) atau alamat https', en: 'The link must be a path of this site (/...) or an https address' },
  size: { id: `Lebar dan tinggi gambar harus bilangan bulat ${FEATURED_LIMITS.minSize} sampai ${FEATURED_LIMITS.maxSize} piksel`, en: `The picture's width and height must be whole numbers from ${FEATURED_LIMITS.minSize} to ${FEATURED_LIMITS.maxSize} pixels` },
  sort: { id: `Urutan harus bilangan bulat 0 sampai ${FEATURED_LIMITS.maxSort}`, en: `The order must be a whole number from 0 to ${FEATURED_LIMITS.maxSort}` },
};

/** The normalised input, or 422 VALIDATION naming the first field with a problem (all of them in details). */
export function checkedInput(body: FeaturedImageInput, lang: Lang): FeaturedImageInput {
  const input = normaliseFeaturedInput(body);
  const problems = featuredImageProblems(input);
  const fields = Object.keys(problems) as FeaturedField[];
  const first = fields[0];
  if (first === undefined) return input;
  const problem = problems[first] as FeaturedProblem;
  throw new AppError('UNPROCESSABLE', {
    reason: 'VALIDATION', field: `body.${first}`, message: t(lang, PROBLEM_TEXTS[problem]),
    details: { problems: Object.fromEntries(fields.map((f) => [f, problems[f]])) },
  });
}

/** The demo rows, once per database (a marker in content_settings): an operator's edits survive a restart. */
export async function seedFeaturedImages(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const marker = await trx.insertInto('content_settings').values({ key: SEEDED_KEY, value: JSON.stringify(true) })
      .onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
    if (!marker) return;
    const existing = await trx.selectFrom('content_featured_images').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const promotions = await trx.selectFrom('content_promotions').select(['id', 'slug']).execute();
    const idOf = new Map(promotions.map((p) => [p.slug, p.id]));
    const rows = DEMO_FEATURED_IMAGES.map((f, sort) => {
      const promotion = idOf.get(f.promotion);
      return {
        placement: f.placement, title: f.title, title_en: f.title_en, summary: f.summary, summary_en: f.summary_en,
        image_url: f.image === null ? null : featuredImageUrl(f.image),
        image_width: f.image === null ? null : DEMO_FEATURED_IMAGE_SIZE, image_height: f.image === null ? null : DEMO_FEATURED_IMAGE_SIZE,
        link: promotion === undefined ? '/promo' : `/promo-detail/${promotion}`,
        action_label: f.action_label, action_label_en: f.action_label_en, sort,
      };
    });
    await trx.insertInto('content_featured_images').values(rows).execute();
  });
}
