// Forgotten password (a reset code by mail or SMS, then a new password) and password change.
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { authRateLimit } from '../../http/security.ts';
import { deliverCode, invalid, requireIdentifier, str, type AuthContext } from './context.ts';
import { consumeResetCode, createResetCode } from './codes.ts';
import { findById, findByIdentifier, revokeLoginTokens } from './customers.ts';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './passwords.ts';
import { TEXT, tr } from './texts.ts';

const passwordPair = { new_password: str(PASSWORD_MAX_LENGTH), confirm_password: str(PASSWORD_MAX_LENGTH) };

export function passwordRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;
  const limited = authRateLimit(ctx.config);

  app.post<{ Body: { email_or_phone?: string } }>('/customer/password/forgot', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Send a password reset code (signed); same answer whether or not the account exists',
      body: { type: 'object', properties: { email_or_phone: str(254) } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const id = requireIdentifier(lang, request.body.email_or_phone, 'email_or_phone');
    const customer = await findByIdentifier(db, id);
    if (customer?.status === 'active') {
      // A failed delivery is logged, not answered: the answer must not tell whether the account exists.
      await deliverCode(ctx, request, lang, id, 'reset', (trx) => createResetCode(trx, ctx.config.appSecret, customer.id, ctx.now())).catch(() => undefined);
    }
    return ok(reply, {}, tr(lang, TEXT.resetSent));
  });

  app.post<{ Body: { token: string; new_password: string; confirm_password: string } }>('/customer/password/forgot/confirm', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Set a new password with the reset code (signed)',
      body: { type: 'object', required: ['token', 'new_password', 'confirm_password'], properties: { token: str(64, 1), ...passwordPair } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const { token, new_password: password, confirm_password: confirm } = request.body;
    const rejected = (reason: string) => new AppError('BAD_REQUEST', { reason, message: tr(lang, TEXT.resetInvalid) });
    if (password !== confirm) throw rejected('PASSWORD_MISMATCH');
    if (password.length < PASSWORD_MIN_LENGTH) throw invalid(lang, 'new_password', TEXT.passwordTooShort);
    const passwordHash = await hashPassword(password);
    const customerId = await consumeResetCode(db, ctx.config.appSecret, token, ctx.now());
    if (customerId === null) throw rejected('RESET_CODE_INVALID');
    await db.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
    await revokeLoginTokens(db, customerId, ctx.now());
    return ok(reply, {}, tr(lang, TEXT.passwordReset));
  });

  app.post<{ Body: { old_password: string; new_password: string; confirm_password: string } }>('/customer/password/change', {
    schema: {
      tags: ['auth'], summary: 'Change the password of the logged-in customer',
      body: { type: 'object', required: ['old_password', 'new_password', 'confirm_password'], properties: { old_password: str(PASSWORD_MAX_LENGTH), ...passwordPair } },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const { old_password: oldPassword, new_password: password, confirm_password: confirm } = request.body;
    if (password.length < PASSWORD_MIN_LENGTH) throw invalid(lang, 'new_password', TEXT.passwordTooShort, TEXT.passwordChangeFailed);
    if (password !== confirm) throw invalid(lang, 'confirm_password', TEXT.passwordMismatch, TEXT.passwordChangeFailed);
    const customer = await findById(db, customerId);
    if (!customer || !(await verifyPassword(oldPassword, customer.password_hash))) {
      throw new AppError('BAD_REQUEST', { reason: 'WRONG_PASSWORD', field: 'body.old_password', message: tr(lang, TEXT.passwordChangeFailed) });
    }
    const passwordHash = await hashPassword(password);
    await db.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
    await revokeLoginTokens(db, customerId, ctx.now(), request.caller.loginTokenId);
    return ok(reply, {}, tr(lang, TEXT.passwordChanged));
  });
}
