// The wallet PIN (POST customer/reset/pin) and the withdrawal one-time code (GET customer/otp,
// POST customer/otp/verify); docs/account-security.md. The withdrawal itself checks both
// (server/modules/payments/wallet-routes.ts).
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { authRateLimit } from '../../http/security.ts';
import { codesSent, queueCode, str, type AuthContext } from './context.ts';
import { customerJson, findById } from './customers.ts';
import { createOtp, OTP_TTL_MS, verifyOtp } from './otp.ts';
import { setPin } from './pin.ts';
import { phoneNotVerified } from './phone-verify.ts';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';
import { TEXT, tr } from './texts.ts';

/** The spec's OTP reference (section 9: 'CO'); the code guards withdrawals (pay-later does not exist). */
export const OTP_REFS = ['CO'] as const;

/** 'b***@example.com', '+62812****6789': enough for the customer to recognise, not to harvest. */
export function maskDestination(to: string): string {
  if (to.includes('@')) {
    const [name = '', domain = ''] = to.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return to.length > 9 ? `${to.slice(0, 6)}${'*'.repeat(to.length - 10)}${to.slice(-4)}` : to;
}

export function securityRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;
  const limited = authRateLimit(ctx.config);
  const pin = { type: 'string', minLength: 1, maxLength: 12 } as const;

  app.post<{ Body: { password: string; pin: string; confirm_pin: string } }>('/customer/reset/pin', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Set or change the wallet PIN, confirmed with the account password',
      body: {
        type: 'object', required: ['password', 'pin', 'confirm_pin'], additionalProperties: false,
        properties: { password: str(PASSWORD_MAX_LENGTH, 1), pin, confirm_pin: pin },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    await setPin(db, customerId, request.body, lang);
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    return ok(reply, { customer: customerJson(customer) }, tr(lang, TEXT.pinSaved));
  });

  app.get<{ Querystring: { ref: (typeof OTP_REFS)[number] } }>('/customer/otp', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Send a withdrawal one-time code to the customer\'s e-mail and phone (signed)',
      querystring: { type: 'object', required: ['ref'], properties: { ref: { type: 'string', enum: [...OTP_REFS] } } },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const loginTokenId = request.caller.loginTokenId;
    const lang = requestLang(request);
    const customer = await findById(db, customerId);
    if (!customer || loginTokenId === null) throw new AppError('UNAUTHORIZED');
    // Issue 22: a number on the account receives withdrawal codes only once it is verified.
    if (customer.phone_number && customer.phone_verified_at === null) throw phoneNotVerified(lang);
    // The code and its sends (e-mail and phone, each a job) in one transaction; then what went.
    const now = ctx.now();
    const destinations = [customer.email, customer.phone_number].filter((to): to is string => to !== null && to !== '');
    const refs = await db.transaction().execute(async (trx) => {
      const code = await createOtp(trx, ctx.config.appSecret, customerId, loginTokenId, now);
      const text = tr(lang, TEXT.otpBody, { code });
      const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
      const queued = [];
      for (const to of destinations) {
        queued.push(await queueCode(ctx, trx, { to: { kind: to.includes('@') ? 'email' : 'phone', value: to }, subject: tr(lang, TEXT.otpSubject), text, expiresAt }));
      }
      return queued;
    });
    const sent = await codesSent(ctx, refs);
    const reached = destinations.filter((_, i) => sent[i]).map(maskDestination);
    if (reached.length < destinations.length) request.log.error({ reached: reached.length, of: destinations.length }, 'auth: could not send a withdrawal code');
    if (reached.length === 0) throw new AppError('UNAVAILABLE', { reason: 'MAIL_FAILED', message: tr(lang, TEXT.codeNotSent) });
    return ok(reply, { sent_to: reached }, tr(lang, TEXT.otpSent, { to: reached.join(', ') }));
  });

  app.post<{ Body: { ref?: string; code: string } }>('/customer/otp/verify', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Verify the withdrawal one-time code of this session',
      body: {
        type: 'object', required: ['code'], additionalProperties: false,
        properties: { ref: { type: 'string', enum: [...OTP_REFS] }, code: str(12, 1) },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const loginTokenId = request.caller.loginTokenId;
    const lang = requestLang(request);
    if (loginTokenId === null) throw new AppError('UNAUTHORIZED');
    await verifyOtp(db, ctx.config.appSecret, customerId, loginTokenId, request.body.code, ctx.now(), lang);
    return ok(reply, { verified: true }, tr(lang, TEXT.verified));
  });
}
