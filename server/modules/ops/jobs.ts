// The ops module's jobs (server/jobs/port.ts): a notice's e-mail, enqueued by the transaction that
// wrote the notice (notify.ts), and the fulfilment of a paid invoice, enqueued by the payment's.
import type { OpsEnv } from './env.ts';
import { fulfilmentAfterPayment } from './customer-view.ts';
import { NOTICE_MAIL_JOB, sendNoticeMail, type Notice } from './notify.ts';

export const FULFIL_PAID_JOB = 'ops.fulfil-paid';

export function defineOpsJobs(env: OpsEnv): void {
  env.jobs.define(NOTICE_MAIL_JOB, async (payload) => {
    await sendNoticeMail(env.db, env.mail, payload.notice as Notice, typeof payload.messageId === 'string' ? payload.messageId : undefined);
  });
  env.jobs.define(FULFIL_PAID_JOB, async (payload) => {
    await fulfilmentAfterPayment(env, Number(payload.invoiceId));
  });
}
