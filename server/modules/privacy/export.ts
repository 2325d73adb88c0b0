// "Download my data" (GET customer/data-export; docs/privacy.md): everything the database holds about
// the calling customer, as JSON, read in one transaction (a consistent picture). Each part is a table
// read by the customer's id, or through the customer's orders and tickets; secrets (password, PIN and
// token hashes, the gateway's card token) are left out, and another customer's ids are never written
// (the referrer, the referred customer of a commission).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import './tables.ts';

type Row = Record<string, unknown>;

interface Part {
  /** The key in the export. */
  key: string;
  table: string;
  /** Which rows are the customer's: `customer_id = id` unless given. */
  where?: (id: number) => RawBuilder<unknown>;
  /** Columns left out: secrets, and other people's ids. */
  omit?: readonly string[];
  /** The column the rows are ordered by (default id). */
  orderBy?: string;
}

const ofOrders = (column = 'order_id') => (id: number) => sql`${sql.ref(column)} in (select id from orders where customer_id = ${id})`;

/** The parts in the order they are written. Keep in step with the schema (docs/privacy.md lists them). */
export const EXPORT_PARTS: readonly Part[] = [
  { key: 'addresses', table: 'addresses' },
  { key: 'bank_accounts', table: 'bank_accounts' },
  { key: 'saved_cards', table: 'saved_cards', omit: ['saved_token_id'] },
  { key: 'cart', table: 'cart_details', omit: ['access_token_id'] },
  { key: 'orders', table: 'orders' },
  { key: 'order_shipments', table: 'order_shipments', where: ofOrders() },
  { key: 'order_lines', table: 'order_lines', where: ofOrders() },
  { key: 'order_events', table: 'order_events', where: ofOrders() },
  { key: 'order_lartas_acknowledgements', table: 'order_lartas_acks', orderBy: 'order_id' },
  { key: 'fulfilment_lines', table: 'fulfilment_lines' },
  { key: 'parcels', table: 'parcels' },
  { key: 'settlements', table: 'settlements', omit: ['staff_id'] },
  { key: 'invoices', table: 'invoices' },
  { key: 'payments', table: 'payments' },
  { key: 'wallet_ledger', table: 'wallet_entries' },
  { key: 'withdrawals', table: 'withdrawals' },
  { key: 'tickets', table: 'tickets' },
  { key: 'ticket_messages', table: 'ticket_messages', where: (id) => sql`ticket_id in (select id from tickets where customer_id = ${id})`, omit: ['staff_id'] },
  { key: 'ratings', table: 'ratings' },
  { key: 'favorites', table: 'bookmarks' },
  { key: 'notifications', table: 'customer_notifications' },
  { key: 'voucher_assignments', table: 'voucher_assignments', orderBy: 'created_at' },
  { key: 'voucher_uses', table: 'voucher_uses' },
  { key: 'membership_applications', table: 'membership_applications', omit: ['decided_by'] },
  { key: 'premium_grants', table: 'premium_grants' },
  { key: 'affiliate_commissions_earned', table: 'affiliate_commissions', where: (id) => sql`partner_id = ${id}`, omit: ['customer_id'] },
  { key: 'affiliate_commissions_on_my_orders', table: 'affiliate_commissions', omit: ['partner_id'] },
  { key: 'course_invoices', table: 'course_invoice_refs', orderBy: 'created_at' },
  { key: 'consents', table: 'consents' },
  { key: 'sign_in_history', table: 'login_tokens', omit: ['token_hash'] },
  { key: 'one_time_codes', table: 'auth_codes', omit: ['code_hash', 'access_token_id', 'login_token_id'] },
];

/** The profile's columns left out: hashes and the link to the referrer (another customer). */
const PROFILE_OMIT = ['password_hash', 'pin_hash', 'google_sub', 'facebook_id', 'referred_by'];

function without(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!omit.includes(k)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

async function rowsOf(db: Db, part: Part, customerId: number): Promise<Row[]> {
  const where = part.where ? part.where(customerId) : sql`customer_id = ${customerId}`;
  const { rows } = await sql<Row>`select * from ${sql.table(part.table)} where ${where} order by ${sql.ref(part.orderBy ?? 'id')}`.execute(db);
  return rows.map((r) => without(r, part.omit));
}

export interface DataExport {
  format: 'titip-data-export';
  version: 1;
  generated_at: string;
  profile: Row;
  [part: string]: unknown;
}

/** The customer's data, or null when there is no such customer. */
export async function exportCustomerData(db: Db, customerId: number, now: Date): Promise<DataExport | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Row>`select * from customers where id = ${customerId}`.execute(trx);
    const customer = rows[0];
    if (!customer) return null;
    const profile = { ...without(customer, PROFILE_OMIT), google_linked: customer.google_sub !== null, facebook_linked: customer.facebook_id !== null, has_password: customer.password_hash !== null };
    const out: DataExport = { format: 'titip-data-export', version: 1, generated_at: now.toISOString(), profile };
    for (const part of EXPORT_PARTS) out[part.key] = await rowsOf(trx, part, customerId);
    return out;
  });
}
