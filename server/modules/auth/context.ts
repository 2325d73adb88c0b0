// What the auth routes share: database, configuration, clock, ports, and small helpers.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ServerConfig } from '../../config.ts';
import type { ModuleDeps } from '../../ports.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { parseIdentifier, type Identifier } from './identity.ts';
import { defaultMail } from './mail.ts';
import { defaultSms } from './sms.ts';
import { defaultGoogleKeys } from './google-verify.ts';
import type { GoogleKeysPort, MailPort, SmsPort } from './ports.ts';
import { filesOf } from '../../storage/compose.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { TEXT, tr, type Text } from './texts.ts';

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
  /** Uploaded avatars: the `avatars/` area of the file storage, shared by every server process. */
  avatars: FileStorage;
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
    avatars: filesOf(deps, 'avatars'),
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

/**
 * Sends a one-time code: to a phone number through the SMS port, to an e-mail address through the
 * mail port. A transport failure answers 503 'Unable to send verification code at this time'.
 */
export async function deliverCode(ctx: AuthContext, request: FastifyRequest, lang: Lang, to: Identifier, kind: 'register' | 'reset', code: string): Promise<void> {
  const subject = tr(lang, kind === 'register' ? TEXT.mailCodeSubject : TEXT.mailResetSubject);
  const text = tr(lang, kind === 'register' ? TEXT.mailCodeBody : TEXT.mailResetBody, { code });
  try {
    if (to.kind === 'phone') await ctx.sms.send(to.value, `Titip: ${text}`);
    else await ctx.mail.send(to.value, subject, text);
  } catch (err) {
    request.log.error({ err }, 'auth: could not send a one-time code');
    throw new AppError('UNAVAILABLE', { reason: 'MAIL_FAILED', message: tr(lang, TEXT.codeNotSent) });
  }
}

/** Shared JSON-schema pieces. */
export const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
