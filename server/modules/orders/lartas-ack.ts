// Restricted goods (lartas) at checkout (docs/api/orders.md 'Restricted goods'): which entries the
// lines being checked out fall under (cart/lartas.ts, the domain's rule, as the cart's lartas_id),
// the preview's `lartas`, the acknowledgement placing the order requires (422 LARTAS_ACK_REQUIRED
// naming the entries, src/domain/lartas checkLartasAck), and the acknowledgement stored with the
// order as the customer's and the console's order answers show it.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { LARTAS_ACK_TEXT_VERSION, checkLartasAck } from '../../../src/domain/lartas/index.ts';
import { lartasIdOfRow } from '../cart/lartas.ts';
import type { RateBook } from '../cart/pricing.ts';
import type { CartRow } from '../cart/store.ts';
import type { LartasTable } from '../catalog/tables.ts';
import type { LartasEntrySnapshot, OrderLartasAckTable } from './lartas-tables.ts';
import './lartas-tables.ts';

/** The lartas entries of the lines being checked out, each with its lines' codes. */
export interface LartasRequirement {
  entries: { entry: LartasEntrySnapshot; codes: string[] }[];
}

/** The body's `lartas_ack` (checkout and checkout-consolidate). */
export interface LartasAckBody {
  accepted: boolean;
  lartas_ids: string[];
  text_version: string;
}

const TEXTS = {
  required: {
    id: 'Pesanan ini berisi barang larangan/pembatasan (lartas): {names}. Centang pernyataan bahwa Anda memahami ketentuannya untuk melanjutkan.',
    en: 'This order contains restricted goods (lartas): {names}. Tick the statement that you understand the rules to continue.',
  },
  mismatch: {
    id: 'Persetujuan lartas tidak sesuai dengan barang di pesanan ini. Periksa kembali pesanan Anda.',
    en: 'The lartas acknowledgement does not match the goods of this order. Please review your order.',
  },
} as const;

function snapshotOf(row: Selectable<LartasTable>): LartasEntrySnapshot {
  return {
    id: row.id, category: row.category, category_en: row.category_en, authority: row.authority, regulation: row.regulation,
    description: row.description, description_en: row.description_en,
  };
}

/** The entries the rows fall under, in the order of each entry's first line. */
export async function lartasRequirementOf(db: Db, rows: readonly CartRow[], book: RateBook): Promise<LartasRequirement> {
  const codesOf = new Map<string, string[]>();
  for (const row of rows) {
    const id = lartasIdOfRow(row, book);
    if (id !== null) codesOf.set(id, [...(codesOf.get(id) ?? []), row.code]);
  }
  if (codesOf.size === 0) return { entries: [] };
  const found = await db.selectFrom('lartas').selectAll().where('id', 'in', [...codesOf.keys()]).execute();
  return {
    entries: [...codesOf].flatMap(([id, codes]) => {
      const row = found.find((r) => r.id === id);
      return row ? [{ entry: snapshotOf(row), codes }] : [];
    }),
  };
}

/** An entry on the wire: GET lartas's fields plus `name` in the request's language. */
export function lartasEntryWire(entry: LartasEntrySnapshot, lang: Lang) {
  return { ...entry, name: lang === 'en' ? entry.category_en : entry.category };
}

/** The preview's `lartas`: what placing the order will ask to acknowledge. */
export function lartasPreviewWire(requirement: LartasRequirement, lang: Lang) {
  return {
    required: requirement.entries.length > 0,
    text_version: LARTAS_ACK_TEXT_VERSION,
    entries: requirement.entries.map((e) => ({ ...lartasEntryWire(e.entry, lang), cart_detail_codes: e.codes })),
  };
}

/**
 * The acknowledgement to store (null: none needed), or 422 LARTAS_ACK_REQUIRED (`field`
 * body.lartas_ack) with `details` { lartas: the entries to acknowledge, text_version } and a
 * localised message naming them.
 */
export function requireLartasAck(requirement: LartasRequirement, body: LartasAckBody | undefined, lang: Lang): string[] | null {
  const required = requirement.entries.map((e) => e.entry.id);
  const check = checkLartasAck(required, body && { accepted: body.accepted, lartasIds: body.lartas_ids, textVersion: body.text_version });
  if (check.ok) return check.acknowledged.length > 0 ? check.acknowledged : null;
  const names = requirement.entries.map((e) => lartasEntryWire(e.entry, lang).name).join(', ');
  const message = required.length > 0 ? t(lang, TEXTS.required).replace('{names}', names) : t(lang, TEXTS.mismatch);
  return fail(message, {
    lartas: lartasPreviewWire(requirement, lang).entries,
    text_version: LARTAS_ACK_TEXT_VERSION,
    missing: check.missing,
    unexpected: check.unexpected,
  });
}

function fail(message: string, details: Record<string, unknown>): never {
  throw new AppError('UNPROCESSABLE', { reason: 'LARTAS_ACK_REQUIRED', field: 'body.lartas_ack', message, details });
}

/** Stores the acknowledgement with the order (inside the checkout's transaction). */
export async function storeLartasAck(db: Db, ack: { orderId: number; customerId: number; requirement: LartasRequirement; at: Date }): Promise<void> {
  await db.insertInto('order_lartas_acks').values({
    order_id: ack.orderId,
    customer_id: ack.customerId,
    lartas_ids: JSON.stringify(ack.requirement.entries.map((e) => e.entry.id)),
    entries: JSON.stringify(ack.requirement.entries.map((e) => e.entry)),
    text_version: LARTAS_ACK_TEXT_VERSION,
    acknowledged_at: ack.at,
  }).execute();
}

export type LartasAckRow = Selectable<OrderLartasAckTable>;

/** The stored acknowledgements of these orders, by order id. */
export async function loadLartasAcks(db: Db, orderIds: readonly number[]): Promise<Map<number, LartasAckRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('order_lartas_acks').selectAll().where('order_id', 'in', [...orderIds]).execute();
  return new Map(rows.map((r) => [r.order_id, r]));
}

/** An order's `lartas_ack` on the wire (the customer's and the console's answers); null without one. */
export function lartasAckWire(row: LartasAckRow | undefined, lang: Lang) {
  if (!row) return null;
  return {
    lartas_ids: row.lartas_ids,
    entries: row.entries.map((e) => lartasEntryWire(e, lang)),
    text_version: row.text_version,
    acknowledged_at: new Date(row.acknowledged_at).toISOString(),
    customer_id: row.customer_id,
  };
}
