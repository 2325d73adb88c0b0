// Migrations of the ops module. Kysely refuses a new migration that sorts before one a database
// has already run (7200_payments_withdrawals), hence '7300_...'.
import { sql, type Kysely, type Migration } from 'kysely';

const ts = 'timestamptz';
const money = sql`numeric(18,0)`;
const measure = sql`numeric(10,1)`;

export const migrations: Record<string, Migration> = {
  '7300_ops': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('staff')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('operator', 'warehouse', 'admin')`))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('disabled_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createTable('staff_sessions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('revoked_at', ts)
        .execute();
      await db.schema.createTable('audit_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('actor_type', 'text', (c) => c.notNull().check(sql`actor_type in ('staff', 'customer', 'system')`))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('restrict'))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before', 'jsonb')
        .addColumn('after', 'jsonb')
        .addColumn('at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id', 'id']).execute();

      await db.schema.createTable('fulfilment_groups')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_shipment_id', 'integer', (c) => c.notNull().unique().references('order_shipments.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('context', 'jsonb', (c) => c.notNull())
        .addColumn('shipping_price', money, (c) => c.notNull().check(sql`shipping_price >= 0`))
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('fulfilment_groups_order_idx').on('fulfilment_groups').column('order_id').execute();

      await db.schema.createTable('parcels')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('parcel_code', 'text', (c) => c.notNull().unique())
        .addColumn('group_id', 'integer', (c) => c.notNull().references('fulfilment_groups.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_shipment_id', 'integer', (c) => c.notNull().references('order_shipments.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('state_at', ts, (c) => c.notNull())
        .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams > 0`))
        .addColumn('length_cm', measure, (c) => c.notNull().check(sql`length_cm >= 0`))
        .addColumn('width_cm', measure, (c) => c.notNull().check(sql`width_cm >= 0`))
        .addColumn('height_cm', measure, (c) => c.notNull().check(sql`height_cm >= 0`))
        .addColumn('carrier', 'text')
        .addColumn('tracking_number', 'text')
        .addColumn('customs_hold_reason', 'text')
        .addColumn('domestic_courier', 'text')
        .addColumn('domestic_tracking_number', 'text')
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('parcels_state_idx').on('parcels').columns(['state', 'state_at']).execute();
      await db.schema.createIndex('parcels_order_idx').on('parcels').column('order_id').execute();

      await db.schema.createTable('fulfilment_lines')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_line_id', 'integer', (c) => c.notNull().unique().references('order_lines.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('fulfilment_groups.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('state_at', ts, (c) => c.notNull())
        .addColumn('description', 'jsonb', (c) => c.notNull())
        .addColumn('facts', 'jsonb', (c) => c.notNull())
        .addColumn('seller_order_number', 'text')
        .addColumn('price_paid', sql`numeric(18,2)`, (c) => c.check(sql`price_paid >= 0`))
        .addColumn('seller_shipping', sql`numeric(18,2)`, (c) => c.check(sql`seller_shipping >= 0`))
        .addColumn('purchased_at', ts)
        .addColumn('measured_weight_grams', 'integer', (c) => c.check(sql`measured_weight_grams > 0`))
        .addColumn('measured_length_cm', measure)
        .addColumn('measured_width_cm', measure)
        .addColumn('measured_height_cm', measure)
        .addColumn('arrived_at', ts)
        .addColumn('free_storage_days', 'integer', (c) => c.notNull().check(sql`free_storage_days >= 0`))
        .addColumn('problem_reason', 'text')
        .addColumn('decision', 'text')
        .addColumn('decided_at', ts)
        .addColumn('parcel_id', 'integer', (c) => c.references('parcels.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('fulfilment_lines_state_idx').on('fulfilment_lines').columns(['state', 'state_at']).execute();
      await db.schema.createIndex('fulfilment_lines_order_idx').on('fulfilment_lines').column('order_id').execute();
      await db.schema.createIndex('fulfilment_lines_group_idx').on('fulfilment_lines').column('group_id').execute();

      await db.schema.createTable('fulfilment_events')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('line_id', 'integer', (c) => c.references('fulfilment_lines.id').onDelete('cascade'))
        .addColumn('parcel_id', 'integer', (c) => c.references('parcels.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('at', ts, (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addCheckConstraint('fulfilment_events_one_entity', sql`(line_id is null) <> (parcel_id is null)`)
        .execute();
      await db.schema.createIndex('fulfilment_events_line_idx').on('fulfilment_events').columns(['line_id', 'id']).execute();
      await db.schema.createIndex('fulfilment_events_parcel_idx').on('fulfilment_events').columns(['parcel_id', 'id']).execute();

      await db.schema.createTable('qc_photos')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('line_id', 'integer', (c) => c.notNull().references('fulfilment_lines.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('qc_photos_line_idx').on('qc_photos').column('line_id').execute();

      await db.schema.createTable('tickets')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_requested', money, (c) => c.check(sql`amount_requested >= 0`))
        .addColumn('amount_refunded', money, (c) => c.check(sql`amount_refunded >= 0`))
        .addColumn('deleted_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('tickets_customer_idx').on('tickets').columns(['customer_id', 'id']).execute();
      await db.schema.createIndex('tickets_status_idx').on('tickets').columns(['status', 'id']).execute();
      await db.schema.createTable('ticket_messages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('customer', 'staff')`))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_messages_ticket_idx').on('ticket_messages').columns(['ticket_id', 'id']).execute();

      await db.schema.createTable('settlements')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('line_id', 'integer', (c) => c.references('fulfilment_lines.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('before_total', money, (c) => c.notNull())
        .addColumn('after_total', money, (c) => c.notNull())
        .addColumn('shipping_refund', money, (c) => c.notNull().defaultTo(0))
        .addColumn('difference', money, (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('additional_invoice', 'credit', 'none')`))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('settlements_order_idx').on('settlements').columns(['order_id', 'id']).execute();
      await db.schema.createIndex('settlements_line_idx').on('settlements').column('line_id').execute();

      await db.schema.createTable('customer_notifications')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('order_code', 'text')
        .addColumn('line_id', 'integer')
        .addColumn('invoice_code', 'text')
        .addColumn('read_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('customer_notifications_customer_idx').on('customer_notifications').columns(['customer_id', 'id']).execute();

      await db.schema.createTable('ratings')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('cart_detail_code', 'text', (c) => c.notNull())
        .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
        .addColumn('product_url', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .addColumn('product_title', 'text', (c) => c.notNull())
        .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addUniqueConstraint('ratings_one_per_cart_line', ['customer_id', 'cart_detail_code'])
        .execute();
      await db.schema.createIndex('ratings_product_url_idx').on('ratings').columns(['product_url', 'id']).execute();
      await db.schema.createIndex('ratings_product_id_idx').on('ratings').columns(['product_id', 'id']).execute();
    },
  },
  // Fewer bought than ordered (docs/operations-console.md, "Purchase"): null = all of them.
  '7610_ops_quantity_bought': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('fulfilment_lines').addColumn('quantity_bought', 'integer', (c) => c.check(sql`quantity_bought is null or quantity_bought >= 1`)).execute();
    },
  },
  // What a settlement was made of (docs/settlement.md): the explanation the additional invoice, the
  // wallet credit and the console show. Null for rows written before (and for ticket refunds).
  '8410_ops_settlement_explanation': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('settlements').addColumn('explanation', 'jsonb').execute();
    },
  },
  // The staff's second factor (docs/operations-console.md "Second factor"): the TOTP secret encrypted
  // with a key of APP_SECRET, the last time step accepted (a code is good once), one-time recovery
  // codes (hashed), the short-lived sign-in challenges between password and code, and a session's
  // last use (the console's idle timeout).
  '8200_staff_second_factor': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('staff').addColumn('totp_pending_secret', 'text').execute();
      await db.schema.alterTable('staff').addColumn('totp_enabled_at', ts).execute();
      await db.schema.alterTable('staff').addColumn('totp_last_step', 'bigint').execute();
      await db.schema.alterTable('staff_sessions').addColumn('last_seen_at', ts).execute();
      await db.schema.createTable('staff_recovery_codes')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', ts)
        .execute();
      await db.schema.createIndex('staff_recovery_codes_staff_idx').on('staff_recovery_codes').columns(['staff_id', 'code_hash']).execute();
      await db.schema.createTable('staff_challenges')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('code', 'enrol')`))
        .addColumn('secret', 'text')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('used_at', ts)
        .execute();
    },
  },
};
