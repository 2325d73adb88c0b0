// Mail adapters: the outbox table (default; read by GET /api/dev/outbox outside production)
// and SMTP through nodemailer when SMTP_URL is set.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { MailPort } from './ports.ts';
import './tables.ts';

export class OutboxMail implements MailPort {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    await this.db.insertInto('mail_outbox').values({ recipient: to, subject, body: text }).execute();
  }
}

export class SmtpMail implements MailPort {
  private readonly transport: Transporter;
  private readonly from: string;
  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  async send(to: string, subject: string, text: string, options: { messageId?: string } = {}): Promise<void> {
    // Phone numbers go to the SMS port (context.ts deliverCode); SMTP cannot reach them.
    if (!to.includes('@')) throw new Error('SMTP adapter cannot deliver to a phone number');
    await this.transport.sendMail({ from: this.from, to, subject, text, ...(options.messageId ? { messageId: options.messageId } : {}) });
  }
}

export function defaultMail(db: Db, config: ServerConfig): MailPort {
  return config.smtpUrl ? new SmtpMail(config.smtpUrl, config.mailFrom) : new OutboxMail(db);
}
