// Customer notifications (the bell): one row per change the customer must know, written in the
// transaction of the change, with a job in that same transaction that e-mails it (mail port) to
// customers with an e-mail address and notif_email on: no e-mail for a change that rolled back,
// none lost for one that committed (a failed send is retried).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/port.ts';
import type { MailPort } from '../auth/ports.ts';
import { notificationText, type NotificationKind } from './texts.ts';
import './tables.ts';

export interface Notice {
  customerId: number;
  kind: NotificationKind;
  params: Record<string, string>;
  orderCode?: string | null;
  lineId?: number | null;
  invoiceCode?: string | null;
}

/** What an action's transaction carries besides its rows: where its notices' e-mails are enqueued, and files to clean up. */
export interface AfterCommit {
  /** The job queue (null: no e-mail, e.g. a script without one). */
  jobs: JobQueue | null;
  /** Stored files to delete when the transaction fails. */
  files: string[];
}

export function newAfterCommit(jobs: JobQueue | null): AfterCommit {
  return { jobs, files: [] };
}

/** The job e-mailing one notice (the ops module defines it: ops/jobs.ts). */
export const NOTICE_MAIL_JOB = 'ops.notice-mail';

export async function notify(trx: Db, after: AfterCommit, notice: Notice, at: Date): Promise<void> {
  await trx.insertInto('customer_notifications').values({
    customer_id: notice.customerId,
    kind: notice.kind,
    params: JSON.stringify(notice.params),
    order_code: notice.orderCode ?? null,
    line_id: notice.lineId ?? null,
    invoice_code: notice.invoiceCode ?? null,
    read_at: null,
    created_at: at,
  }).execute();
  // The Message-ID is drawn now, so a retried send carries the same one (mail clients show one message).
  if (after.jobs) await after.jobs.enqueue(trx, NOTICE_MAIL_JOB, { notice: { ...notice }, messageId: `<${randomUUID()}@titip.notice>` });
}

/** The job's work: the notice's e-mail (Indonesian, the storefront's language); throws to be retried. */
export async function sendNoticeMail(db: Db, mail: MailPort, notice: Notice, messageId?: string): Promise<void> {
  const c = await db.selectFrom('customers').select(['email', 'notif_email']).where('id', '=', notice.customerId).executeTakeFirst();
  if (!c?.email || !c.notif_email) return;
  const text = notificationText(notice.kind, notice.params, 'id');
  await mail.send(c.email, `Titip: ${text.title}`, `${text.body}\n\nLihat detailnya di akun Titip Anda${notice.orderCode ? ` (pesanan ${notice.orderCode})` : ''}.`, messageId ? { messageId } : undefined);
}
