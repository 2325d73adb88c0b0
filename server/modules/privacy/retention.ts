// The retention job (docs/privacy.md "Retention"): personal data past its period is deleted, or, where
// a money record must be kept (orders, invoices, payments, the wallet ledger, withdrawals: 10 years,
// UU No. 8/1997 art. 11, UU KUP art. 28(11)), the record stays and the person's identifying fields in
// it are erased. One run is one transaction: everything due at `now` or nothing; running it again
// finds nothing more to do (erased accounts carry erased_at, deleted rows are gone).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ModuleDeps } from '../../ports.ts';
import './tables.ts';
import '../auth/tables.ts';
import '../regions/tables.ts';
import '../orders/tables.ts';
import '../payments/tables.ts';
import '../payments/wallet-tables.ts';
import '../payments/card-tables.ts';
import '../ops/tables.ts';
import '../content/tables.ts';
import '../cart/tables.ts';
import '../membership/tables.ts';

export const RETENTION_JOB = 'privacy.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods (docs/privacy.md explains each). */
export const RETENTION = {
  /** A deactivated account's personal fields: 10 years after deactivation (docs/account-security.md). */
  deactivatedAccountDays: 3653,
  /** A signed-out or ended session (the sign-in history): 90 days after it ended. */
  endedSessionDays: 90,
  /** A notification in the bell: one year. */
  notificationDays: 365,
  /** A registration never finished (pending or verified, nothing bought, no wallet entry): 30 days. */
  unfinishedRegistrationDays: 30,
  /** The development mail outbox (codes and addresses): 30 days. */
  mailOutboxDays: 30,
  /** Accounts erased by one run at most (the next run takes the rest). */
  accountsPerRun: 100,
} as const;

export interface RetentionCounts {
  accountsErased: number;
  registrationsDeleted: number;
  sessionsDeleted: number;
  notificationsDeleted: number;
  mailDeleted: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const deleted = (r: { numDeletedRows: bigint }[]) => r.reduce((n, x) => n + Number(x.numDeletedRows), 0);

/** Erases the personal fields of one account and deletes what is only personal; money records stay. */
async function eraseAccount(trx: Db, customerId: number, now: Date): Promise<void> {
  await trx.updateTable('customers').set({
    first_name: '', last_name: '', email: null, phone_number: null, password_hash: null, gender: null, birthday: null,
    avatar: null, google_sub: null, facebook_id: null, pin_hash: null, has_pin: false, referral_code: null, phone_verified_at: null,
    notif_email: false, notif_sms: false, erased_at: now,
  }).where('id', '=', customerId).execute();
  // Only personal, no money in them: gone.
  for (const table of ['addresses', 'bank_accounts', 'saved_cards', 'cart_details', 'bookmarks', 'customer_notifications',
    'login_tokens', 'auth_codes', 'membership_applications', 'voucher_assignments'] as const) {
    await trx.deleteFrom(table).where('customer_id', '=', customerId).execute();
  }
  // Money records kept, the person's fields in them erased: the delivery address copied into each
  // shipment (region kept: it priced the shipping), a withdrawal's account holder and number (the bank
  // and amount kept), the customer's words in refund tickets (amounts and states kept).
  await sql`update order_shipments set address = address || ${JSON.stringify({ name: '', phone_number: '', phone_number_2: null, email: null, address: '', postal_code: null, npwp: null, npwp_file: null, npwp_file_name: null, lat: null, long: null, address_map: null })}::jsonb
    where order_id in (select id from orders where customer_id = ${customerId})`.execute(trx);
  await sql`update withdrawals set holder_name = '', account_number = right(account_number, 4) where customer_id = ${customerId} and length(account_number) > 4`.execute(trx);
  await sql`update withdrawals set holder_name = '' where customer_id = ${customerId}`.execute(trx);
  await sql`update ticket_messages set message = '' where author = 'customer' and ticket_id in (select id from tickets where customer_id = ${customerId})`.execute(trx);
  // Consent records stay as evidence of what was agreed; the device string goes.
  await trx.updateTable('consents').set({ user_agent: null }).where('customer_id', '=', customerId).execute();
}

/** One run at `now`, in one transaction. */
export async function applyRetention(db: Db, now: Date): Promise<RetentionCounts> {
  return db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom('customers').select('id')
      .where('deactivated_at', 'is not', null).where('deactivated_at', '<=', before(now, RETENTION.deactivatedAccountDays))
      .where('erased_at', 'is', null).orderBy('id').limit(RETENTION.accountsPerRun).forUpdate().execute();
    for (const { id } of due) await eraseAccount(trx, id, now);

    // Unfinished registrations with nothing that must be kept: the row and everything hanging on it.
    const registrations = await sql`delete from customers c where c.status in ('pending', 'verified')
      and c.created_at <= ${before(now, RETENTION.unfinishedRegistrationDays)}
      and not exists (select 1 from invoices i where i.customer_id = c.id)
      and not exists (select 1 from orders o where o.customer_id = c.id)
      and not exists (select 1 from wallet_entries w where w.customer_id = c.id)
      and not exists (select 1 from withdrawals d where d.customer_id = c.id)`.execute(trx);

    const sessions = await trx.deleteFrom('login_tokens')
      .where('revoked_at', 'is not', null).where('revoked_at', '<=', before(now, RETENTION.endedSessionDays)).execute();
    const notifications = await trx.deleteFrom('customer_notifications')
      .where('created_at', '<=', before(now, RETENTION.notificationDays)).execute();
    const mail = await trx.deleteFrom('mail_outbox').where('created_at', '<=', before(now, RETENTION.mailOutboxDays)).execute();

    return {
      accountsErased: due.length,
      registrationsDeleted: Number(registrations.numAffectedRows ?? 0n),
      sessionsDeleted: deleted(sessions),
      notificationsDeleted: deleted(notifications),
      mailDeleted: deleted(mail),
    };
  });
}

/** The recurring job: every RETENTION_INTERVAL_MS (default a day); 0 disables it. */
export function defineRetentionJob(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'config' | 'ports'>, log: { info: (o: object, m: string) => void }): void {
  deps.jobs.every(RETENTION_JOB, deps.config.retentionIntervalMs, async () => {
    const counts = await applyRetention(deps.db, deps.ports.now());
    if (Object.values(counts).some((n) => n > 0)) log.info({ retention: counts }, 'retention: personal data past its period erased');
  }, { first: 'after-interval' });
}
