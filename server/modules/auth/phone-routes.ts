// Phone verification (issue 22; docs/account-security.md "Phone verification"):
//   POST customer/phone/code    an SMS code to the number on the account (not verified yet)
//   POST customer/phone/verify  {code}: the number is verified
//   PUT  customer/phone         {phone_number, password}: a new number, not verified
// Withdrawal one-time codes (GET customer/otp) are refused while the number is not verified.
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { authRateLimit } from '../../http/security.ts';
import { codesSent, invalid, queueCode, str, type AuthContext } from './context.ts';
import { customerJson, findById, isUniqueViolation } from './customers.ts';
import { normalisePhone } from './identity.ts';
import { PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';
import { createPhoneCode, retirePhoneCodes, verifyPhoneCode } from './phone-verify.ts';
import { CODE_TTL_MS } from './codes.ts';
import { maskDestination } from './security-routes.ts';
import { TEXT, tr } from './texts.ts';

export function phoneRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;
  const limited = authRateLimit(ctx.config);

  app.post('/customer/phone/code', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Send a verification code by SMS to the phone number on the account' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    const phone = customer.phone_number;
    if (!phone) throw new AppError('CONFLICT', { reason: 'PHONE_MISSING', message: tr(lang, TEXT.phoneMissing) });
    if (customer.phone_verified_at !== null) return ok(reply, { verified: true, sent_to: [] }, tr(lang, TEXT.phoneVerified));
    const now = ctx.now();
    const ref = await db.transaction().execute(async (trx) => {
      const code = await createPhoneCode(trx, ctx.config.appSecret, customerId, phone, now);
      return queueCode(ctx, trx, {
        to: { kind: 'phone', value: phone }, subject: 'SMS', text: tr(lang, TEXT.phoneCodeBody, { code }), expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
    });
    const [sent] = await codesSent(ctx, [ref]);
    if (!sent) {
      request.log.error('auth: could not send a phone verification code');
      throw new AppError('UNAVAILABLE', { reason: 'MAIL_FAILED', message: tr(lang, TEXT.codeNotSent) });
    }
    const to = maskDestination(phone);
    return ok(reply, { verified: false, sent_to: [to] }, tr(lang, TEXT.phoneCodeSent, { to }));
  });

  app.post<{ Body: { code: string } }>('/customer/phone/verify', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Verify the phone number with the SMS code',
      body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: str(12, 1) } },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    if (!customer.phone_number) throw new AppError('CONFLICT', { reason: 'PHONE_MISSING', message: tr(lang, TEXT.phoneMissing) });
    if (customer.phone_verified_at === null) {
      await verifyPhoneCode(db, ctx.config.appSecret, customerId, customer.phone_number, request.body.code, ctx.now(), lang);
    }
    const fresh = await findById(db, customerId);
    if (!fresh) throw new AppError('UNAUTHORIZED');
    return ok(reply, { customer: customerJson(fresh) }, tr(lang, TEXT.phoneVerified));
  });

  app.put<{ Body: { phone_number: string; password: string } }>('/customer/phone', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Change the phone number (password confirmed); the new number is not verified',
      body: {
        type: 'object', required: ['phone_number', 'password'], additionalProperties: false,
        properties: { phone_number: str(32, 1), password: str(PASSWORD_MAX_LENGTH, 1) },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    const phone = normalisePhone(request.body.phone_number);
    if (!phone) throw invalid(lang, 'phone_number', TEXT.phoneInvalid);
    // A session alone must not move withdrawal codes to another phone: the password confirms it.
    if (customer.password_hash === null) throw new AppError('BAD_REQUEST', { reason: 'NO_PASSWORD', field: 'body.password', message: tr(lang, TEXT.noPassword) });
    if (!await verifyPassword(request.body.password, customer.password_hash)) {
      throw new AppError('UNPROCESSABLE', { reason: 'PASSWORD_INVALID', field: 'body.password', message: tr(lang, TEXT.passwordWrong) });
    }
    if (phone !== customer.phone_number) {
      const now = ctx.now();
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('customers').set({ phone_number: phone, phone_verified_at: null }).where('id', '=', customerId).execute();
          await retirePhoneCodes(trx, customerId, now);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', { reason: 'ALREADY_REGISTERED', field: 'body.phone_number', message: tr(lang, TEXT.alreadyRegistered) });
        throw err;
      }
    }
    const fresh = await findById(db, customerId);
    if (!fresh) throw new AppError('UNAUTHORIZED');
    return ok(reply, { customer: customerJson(fresh) }, tr(lang, fresh.phone_verified_at === null ? TEXT.phoneChanged : TEXT.phoneVerified));
  });
}
