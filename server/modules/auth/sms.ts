// The default SMS adapter: no gateway, the server log. A real provider implements SmsPort and is
// passed as ServerPorts.sms (buildApp({ports: {sms}}), see docs/operations.md).
//  - Outside production it logs the message and also writes it to the outbox table the mail
//    adapter uses, so a tester reads phone codes at GET /api/dev/outbox as e-mail codes.
//  - In production nothing can reach the phone: it logs a warning (recipient masked, never the
//    text: it holds a one-time code) and throws, so registration answers 503 'Unable to send
//    verification code at this time' instead of promising a code that never comes.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { SmsPort } from './ports.ts';
import './tables.ts';

/** Subject of SMS rows in the outbox table. */
export const SMS_OUTBOX_SUBJECT = 'SMS';

/** +6281234567890 -> +62812*****890 (logs must not give away whole phone numbers). */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 6)}${'*'.repeat(phone.length - 9)}${phone.slice(-3)}`;
}

export class LoggingSms implements SmsPort {
  private readonly log: FastifyBaseLogger;
  private readonly outbox: Db | null;
  constructor(log: FastifyBaseLogger, outbox: Db | null) {
    this.log = log;
    this.outbox = outbox;
  }

  async send(to: string, text: string): Promise<void> {
    if (!this.outbox) {
      this.log.warn({ to: maskPhone(to) }, 'sms: no SMS provider configured, message not delivered');
      throw new Error('no SMS provider configured');
    }
    this.log.info({ to, text }, 'sms (development: not sent, kept in the outbox)');
    await this.outbox.insertInto('mail_outbox').values({ recipient: to, subject: SMS_OUTBOX_SUBJECT, body: text }).execute();
  }
}

export function defaultSms(db: Db, config: ServerConfig, log: FastifyBaseLogger): SmsPort {
  return new LoggingSms(log, config.env === 'production' ? null : db);
}
