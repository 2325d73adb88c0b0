// Customer notifications (the bell): one row per change the customer must know, written in the
// transaction of the change; the e-mail (mail port) goes after the commit, best effort, to
// customers with an e-mail address and notif_email on.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
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

/** What an action leaves to do after its transaction commits. */
export interface AfterCommit {
  notices: Notice[];
  /** Stored files to delete when the transaction fails. */
  files: string[];
}

export function newAfterCommit(): AfterCommit {
  return { notices: [], files: [] };
}

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
  after.notices.push(notice);
}

/** Sends the e-mails of committed notices (Indonesian, the storefront's language). */
export async function sendNoticeMails(db: Db, mail: MailPort, notices: readonly Notice[], log: FastifyBaseLogger): Promise<void> {
  if (notices.length === 0) return;
  const ids = [...new Set(notices.map((n) => n.customerId))];
  const customers = await db.selectFrom('customers').select(['id', 'email', 'notif_email']).where('id', 'in', ids).execute();
  for (const n of notices) {
    const c = customers.find((x) => x.id === n.customerId);
    if (!c?.email || !c.notif_email) continue;
    const text = notificationText(n.kind, n.params, 'id');
    try {
      await mail.send(c.email, `Titip: ${text.title}`, `${text.body}\n\nLihat detailnya di akun Titip Anda${n.orderCode ? ` (pesanan ${n.orderCode})` : ''}.`);
    } catch (err) {
      log.warn({ err, kind: n.kind, customerId: n.customerId }, 'ops: notification e-mail not sent');
    }
  }
}
