// Tables of the content module: home content (settings, catalog lists, flash sales),
// testimonies, last transactions, support topics and customers' bookmarks.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';

type Json<T> = ColumnType<T, string, string>;
type Numeric = ColumnType<string, string | number, string | number>;

/** Key/value content ('company', 'hero'). */
export interface ContentSettingTable { key: string; value: Json<unknown> }

/** Curated catalog lists: catalog_type 'popular' | 'recommendation'; product_key 'marketplace:id'. */
export interface ContentCatalogEntryTable { catalog_type: string; product_key: string; sort: number }

export interface ContentFlashSaleTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  /** 'daily' (ends today 23:59:59 WIB) or 'weekly' (ends Sunday 23:59:59 WIB). */
  cycle: string;
  /** [{ product_key, discount_percent }] */
  items: Json<{ product_key: string; discount_percent: number }[]>;
  sort: number;
}

export interface ContentReviewTable {
  id: Generated<number>;
  name: string;
  city: string;
  rating: number;
  text: string;
  product_title: string;
  sort: number;
}

export interface ContentTransactionTable {
  id: Generated<number>;
  buyer_name: string;
  product_title: string;
  total_bill: Numeric;
  /** Minutes before "now" (deterministic with the server clock). */
  minutes_ago: number;
}

export interface ContentSupportTopicTable {
  id: Generated<number>;
  topic: string;
  topic_en: string;
  icon: string;
  channel: string;
  text: string;
  sort: number;
}

export interface BookmarkTable {
  id: Generated<number>;
  customer_id: number;
  type: string;
  object_id: string;
  created_at: Timestamp;
}

/** A promotion (plain text; paragraphs separated by a blank line). */
export interface ContentPromotionTable {
  id: Generated<number>;
  slug: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  body: string;
  body_en: string;
  image_url: string;
  voucher_code: string | null;
  audience: 'all' | 'new_customer';
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  sort: number;
}

/** A header banner or the announcement pop-up (docs/banners.md); texts are plain text. */
export interface ContentFeaturedImageTable {
  id: Generated<number>;
  placement: 'header' | 'pop_up';
  title: string;
  title_en: string;
  summary: Generated<string>;
  summary_en: Generated<string>;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  link: string | null;
  action_label: string | null;
  action_label_en: string | null;
  active: Generated<boolean>;
  sort: Generated<number>;
  /** 1, then one more at each edit: the pop-up's device flag changes with it (shown again). */
  revision: Generated<number>;
  updated_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    content_settings: ContentSettingTable;
    content_catalog_entries: ContentCatalogEntryTable;
    content_flash_sales: ContentFlashSaleTable;
    content_reviews: ContentReviewTable;
    content_transactions: ContentTransactionTable;
    content_support_topics: ContentSupportTopicTable;
    bookmarks: BookmarkTable;
    content_promotions: ContentPromotionTable;
    content_featured_images: ContentFeaturedImageTable;
  }
}
