// Seeder of the content module (idempotent; re-running refreshes the demo content and
// never touches bookmarks): home content, catalog lists, flash sales, testimonies, last
// transactions and support topics from server/demo/content.ts; the featured images once (they are
// the operators' afterwards).
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import { CATALOG_LISTS, COMPANY, FLASH_SALES, HERO, LAST_TRANSACTIONS, REVIEWS, SUPPORT_TOPICS } from '../../demo/content.ts';
import { DEMO_PROMOTIONS, promotionImageUrl } from '../../demo/promotions.ts';
import { seedFeaturedImages } from './featured-images.ts';
import './tables.ts';

export async function seedContent(db: Db, _config?: ServerConfig): Promise<void> {
  const settings = [{ key: 'company', value: JSON.stringify(COMPANY) }, { key: 'hero', value: JSON.stringify(HERO) }];
  await db.insertInto('content_settings').values(settings)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') }))).execute();

  const entries = Object.entries(CATALOG_LISTS).flatMap(([type, keys]) => keys.map((key, sort) => ({ catalog_type: type, product_key: key, sort })));
  await db.insertInto('content_catalog_entries').values(entries)
    .onConflict((oc) => oc.columns(['catalog_type', 'sort']).doUpdateSet((eb) => ({ product_key: eb.ref('excluded.product_key') }))).execute();

  const sales = FLASH_SALES.map((f, sort) => ({
    title: f.title, title_en: f.title_en, cycle: f.cycle, sort,
    items: JSON.stringify(f.items.map(([key, pct]) => ({ product_key: key, discount_percent: pct }))),
  }));
  await db.insertInto('content_flash_sales').values(sales)
    .onConflict((oc) => oc.column('sort').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), title_en: eb.ref('excluded.title_en'), cycle: eb.ref('excluded.cycle'), items: eb.ref('excluded.items') }))).execute();

  const reviews = REVIEWS.map((r, sort) => ({ name: r.name, city: r.city, rating: r.rating, text: r.text, product_title: r.product, sort }));
  await db.insertInto('content_reviews').values(reviews)
    .onConflict((oc) => oc.column('sort').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), city: eb.ref('excluded.city'), rating: eb.ref('excluded.rating'), text: eb.ref('excluded.text'), product_title: eb.ref('excluded.product_title') }))).execute();

  const txs = LAST_TRANSACTIONS.map((t) => ({ buyer_name: t.buyer, product_title: t.product, total_bill: t.total, minutes_ago: t.minutesAgo }));
  await db.insertInto('content_transactions').values(txs)
    .onConflict((oc) => oc.column('minutes_ago').doUpdateSet((eb) => ({ buyer_name: eb.ref('excluded.buyer_name'), product_title: eb.ref('excluded.product_title'), total_bill: eb.ref('excluded.total_bill') }))).execute();

  const topics = SUPPORT_TOPICS.map((s, sort) => ({ topic: s.topic, topic_en: s.topic_en, icon: s.icon, channel: s.channel, text: s.text, sort }));
  await db.insertInto('content_support_topics').values(topics)
    .onConflict((oc) => oc.column('sort').doUpdateSet((eb) => ({ topic: eb.ref('excluded.topic'), topic_en: eb.ref('excluded.topic_en'), icon: eb.ref('excluded.icon'), channel: eb.ref('excluded.channel'), text: eb.ref('excluded.text') }))).execute();

  const promotions = DEMO_PROMOTIONS.map(({ image, ...p }, sort) => ({ ...p, image_url: promotionImageUrl(image), sort }));
  await db.insertInto('content_promotions').values(promotions)
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({
      title: eb.ref('excluded.title'), title_en: eb.ref('excluded.title_en'), summary: eb.ref('excluded.summary'), summary_en: eb.ref('excluded.summary_en'),
      body: eb.ref('excluded.body'), body_en: eb.ref('excluded.body_en'), image_url: eb.ref('excluded.image_url'), voucher_code: eb.ref('excluded.voucher_code'),
      audience: eb.ref('excluded.audience'),
      starts_at: eb.ref('excluded.starts_at'), ends_at: eb.ref('excluded.ends_at'), sort: eb.ref('excluded.sort'),
    }))).execute();
  await seedFeaturedImages(db);
}
