// What the auth routes share: database, configuration, clock, ports, and small helpers.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { ModuleDeps } from '../../ports.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { parseIdentifier, type Identifier } from './identity.ts';
import { defaultMail } from './mail.ts';
import { defaultSms } from './sms.ts';
import { defaultGoogleKeys } from './google-verify.ts';
import { defaultFacebookGraph } from './facebook-graph.ts';
import type { FacebookGraphPort, GoogleKeysPort, MailPort, SmsPort } from './ports.ts';
import { filesOf } from '../../storage/compose.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { JobQueue, JobRef } from '../../jobs/port.ts';
import { TEXT, tr, type Text } from './texts.ts';
import { CODE_TTL_MS } from './codes.ts';
import { loginThrottleOf, type LoginThrottleStore } from '../../shared/login-throttle.ts';

export interface AuthContext {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  /** One-time codes to e-mail addresses. */
  mail: MailPort;
  /** One-time codes to phone numbers. */
  sms: SmsPort;
  /** null when neither a port nor GOOGLE_JWKS_FILE is given: Google sign-in answers 503. */
  googleKeys: GoogleKeysPort | null;
  /** null when neither a port nor FACEBOOK_APP_ID/SECRET is given: Facebook sign-in answers 503. */
  facebookGraph: FacebookGraphPort | null;
  /** Uploaded avatars: the `avatars/` area of the file storage, shared by every server process. */
  avatars: FileStorage;
  /** One-time codes are sent by jobs of the transaction that made them (SEND_CODE_JOB). */
  jobs: JobQueue;
  /** Per-account sign-in backoff (server/shared/login-throttle.ts). */
  throttle: LoginThrottleStore;
}

/** `log`: the server logger (the default SMS adapter writes to it). */
export function createAuthContext(deps: ModuleDeps, log: FastifyBaseLogger): AuthContext {
  return {
    db: deps.db,
    config: deps.config,
    now: deps.ports.now,
    mail: deps.ports.mail ?? defaultMail(deps.db, deps.config),
    sms: deps.ports.sms ?? defaultSms(deps.db, deps.config, log),
    googleKeys: deps.ports.googleKeys ?? defaultGoogleKeys(deps.config),
    facebookGraph: deps.ports.facebookGraph ?? defaultFacebookGraph(deps.config),
    avatars: filesOf(deps, 'avatars'),
    jobs: deps.jobs,
    throttle: loginThrottleOf(deps.ports),
  };
}

/** 422 naming a body field, with a localised text. */
export function invalid(lang: Lang, field: string, text: Text, prefix?: Text): AppError {
  const head = prefix ? tr(lang, prefix) : '';
  const message = !head ? tr(lang, text) : `${head}${head.endsWith(':') ? '' : ':'} ${tr(lang, text)}`;
  return new AppError('UNPROCESSABLE', { field: `body.${field}`, reason: 'VALIDATION', message });
}

/** The phone number or e-mail in a body field, or 422 with the spec's texts. */
export function requireIdentifier(lang: Lang, raw: string | undefined, field: string): Identifier {
  if (!raw || raw.trim() === '') throw invalid(lang, field, TEXT.idEmpty);
  const id = parseIdentifier(raw);
  if (!id) throw invalid(lang, field, TEXT.idInvalid);
  return id;
}

export function alreadyRegistered(lang: Lang): AppError {
  return new AppError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: tr(lang, TEXT.alreadyRegistered) });
}

/** 403 ACCOUNT_DEACTIVATED: the account was closed (POST customer/deactivate) and cannot sign in. */
export function accountDeactivated(lang: Lang): AppError {
  return new AppError('FORBIDDEN', { reason: 'ACCOUNT_DEACTIVATED', message: tr(lang, TEXT.accountDeactivated) });
}

/** A one-time code's message: by SMS to a phone number, by mail to an e-mail address. */
export interface CodeMessage {
  to: Identifier;
  subject: string;
  text: string;
  /** The code's own expiry: a send still queued after it is dropped (the code is no use any more). */
  expiresAt: Date;
}

export const SEND_CODE_JOB = 'auth.send-code';
/** How long a call waits for its code's first send before answering (a worker busy or down: it stays queued). */
export const CODE_SEND_WAIT_MS = 10_000;
/** A code is short-lived: a few quick tries, then the customer asks for a new one. */
const CODE_SEND_ATTEMPTS = 3;

/** The job sending codes (authRoutes defines it once per server). */
export function defineCodeJob(ctx: AuthContext, log: FastifyBaseLogger): void {
  ctx.jobs.define(SEND_CODE_JOB, async (p) => {
    if (ctx.now().getTime() > Date.parse(String(p.expiresAt))) {
      log.warn({ channel: p.channel }, 'auth: a one-time code expired before it could be sent; dropped');
      return;
    }
    if (p.channel === 'sms') await ctx.sms.send(String(p.to), String(p.text));
    else await ctx.mail.send(String(p.to), String(p.subject), String(p.text), { messageId: String(p.messageId) });
  }, { maxAttempts: CODE_SEND_ATTEMPTS });
}

/** In the transaction that made the code: its send, as a job. */
export async function queueCode(ctx: AuthContext, trx: Db, m: CodeMessage): Promise<JobRef> {
  const sms = m.to.kind === 'phone';
  return ctx.jobs.enqueue(trx, SEND_CODE_JOB, {
    channel: sms ? 'sms' : 'mail', to: m.to.value, subject: m.subject, text: sms ? `Titip: ${m.text}` : m.text,
    expiresAt: m.expiresAt.toISOString(), messageId: `<${randomUUID()}@titip.code>`,
  });
}

/**
 * After the commit: whether each code went (or waits in the queue for a worker). A send that failed
 * its first attempt is taken off the queue, so the answer's "not sent" stays true; the customer asks again.
 */
export async function codesSent(ctx: AuthContext, refs: readonly JobRef[]): Promise<boolean[]> {
  return Promise.all(refs.map(async (ref) => {
    const first = await ctx.jobs.firstAttempt(ref, CODE_SEND_WAIT_MS);
    if (first !== 'failed') return true;
    await ctx.jobs.cancel(ref);
    return false;
  }));
}

/**
 * Makes a one-time code (`issue`, in one transaction with its send's job) and sends it: to a phone
 * number through the SMS port, to an e-mail address through the mail port. A send that fails answers
 * 503 'Unable to send verification code at this time', as when it was sent in the request.
 */
export async function deliverCode(ctx: AuthContext, request: FastifyRequest, lang: Lang, to: Identifier, kind: 'register' | 'reset', issue: (trx: Db) => Promise<string>): Promise<void> {
  const ref = await ctx.db.transaction().execute(async (trx) => {
    const code = await issue(trx);
    const subject = tr(lang, kind === 'register' ? TEXT.mailCodeSubject : TEXT.mailResetSubject);
    const text = tr(lang, kind === 'register' ? TEXT.mailCodeBody : TEXT.mailResetBody, { code });
    return queueCode(ctx, trx, { to, subject, text, expiresAt: new Date(ctx.now().getTime() + CODE_TTL_MS) });
  });
  const [sent] = await codesSent(ctx, [ref]);
  if (!sent) {
    request.log.error({ kind }, 'auth: could not send a one-time code');
    throw new AppError('UNAVAILABLE', { reason: 'MAIL_FAILED', message: tr(lang, TEXT.codeNotSent) });
  }
}

/** Shared JSON-schema pieces. */
export const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
