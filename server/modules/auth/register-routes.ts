// Registration in three steps (spec section 4): mini (send a one-time code to the phone or
// e-mail), verify-code, mandatory details (creates the account and logs in); resend-code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { authRateLimit } from '../../http/security.ts';
import { alreadyRegistered, deliverCode, invalid, requireIdentifier, str, type AuthContext } from './context.ts';
import { consumeCode, createRegisterCode, findVerifiedRegistration, verifyRegisterCode } from './codes.ts';
import { customerJson, findByIdentifier, isUniqueViolation, issueLoginToken, newCustomerKey, type CustomerRow } from './customers.ts';
import { normaliseEmail, normalisePhone, type Identifier } from './identity.ts';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';
import { TEXT, tr } from './texts.ts';
import { attachReferral } from '../membership/affiliate.ts';

interface MandatoryBody {
  user_id: string; first_name: string; last_name: string; email: string; phone_number: string; password: string; confirm_password: string;
  /** The session's referral code (membership module): attached when it names a partner, else ignored. */
  referral?: string;
}

const userIdBody = { type: 'object', properties: { user_id: str(254) } } as const;

/** An account holds its identifiers: active, or deactivated (kept for the retention period, docs/account-security.md). */
const isTaken = (status: string): boolean => status === 'active' || status === 'deactivated';

export function registerRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;
  const limited = authRateLimit(ctx.config);

  /** Creates (or reuses) the pending customer of the identifier and sends it a new code. */
  async function startRegistration(request: FastifyRequest, lang: Lang, raw: string | undefined): Promise<void> {
    const id = requireIdentifier(lang, raw, 'user_id');
    let customer = await findByIdentifier(db, id);
    if (customer && isTaken(customer.status)) throw alreadyRegistered(lang);
    if (!customer) customer = await createPending(id, lang);
    else if (customer.status !== 'pending') {
      await db.updateTable('customers').set({ status: 'pending' }).where('id', '=', customer.id).where('status', 'not in', ['active', 'deactivated']).execute();
    }
    const pending = customer;
    await deliverCode(ctx, request, lang, id, 'register', (trx) => createRegisterCode(trx, ctx.config.appSecret, pending.id, ctx.now()));
  }

  async function createPending(id: Identifier, lang: Lang): Promise<CustomerRow> {
    try {
      return await db.insertInto('customers').values({
        customer_key: newCustomerKey(), first_name: '', last_name: '',
        email: id.kind === 'email' ? id.value : null, phone_number: id.kind === 'phone' ? id.value : null,
        password_hash: null, gender: null, birthday: null, avatar: null, status: 'pending', google_sub: null,
      }).returningAll().executeTakeFirstOrThrow();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const raced = await findByIdentifier(db, id); // a concurrent mini-register won
      if (!raced) throw err;
      if (isTaken(raced.status)) throw alreadyRegistered(lang);
      return raced;
    }
  }

  app.post<{ Body: { user_id?: string } }>('/customer/register/mini', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Registration step 1: send a one-time code (signed)', body: userIdBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    await startRegistration(request, lang, request.body.user_id);
    return ok(reply, {}, tr(lang, TEXT.codeSent));
  });

  app.post<{ Body: { user_id?: string } }>('/customer/register/resend-code', {
    config: limited,
    schema: { tags: ['auth'], summary: 'Send a new registration code (signed)', body: userIdBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    await startRegistration(request, lang, request.body.user_id);
    return ok(reply, {}, tr(lang, TEXT.codeSent));
  });

  app.post<{ Body: { user_id?: string; code: string } }>('/customer/register/verify-code', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Registration step 2: check the one-time code',
      body: { type: 'object', required: ['code'], properties: { user_id: str(254), code: str(16, 1) } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const id = requireIdentifier(lang, request.body.user_id, 'user_id');
    const customer = await findByIdentifier(db, id);
    if (customer && isTaken(customer.status)) throw alreadyRegistered(lang);
    const result = customer
      ? await verifyRegisterCode(db, ctx.config.appSecret, customer.id, request.body.code, request.caller.accessTokenId, ctx.now())
      : 'invalid';
    if (result !== 'ok' || !customer) {
      const reason = result === 'expired' ? 'CODE_EXPIRED' : result === 'too_many' ? 'TOO_MANY_ATTEMPTS' : 'CODE_INVALID';
      throw new AppError('BAD_REQUEST', { reason, message: tr(lang, result === 'too_many' ? TEXT.tooManyAttempts : TEXT.verifyFailed) });
    }
    await db.updateTable('customers').set({ status: 'verified' }).where('id', '=', customer.id).where('status', '=', 'pending').execute();
    return ok(reply, {}, tr(lang, TEXT.verified));
  });

  app.post<{ Body: MandatoryBody }>('/customer/register/mandatory', {
    config: limited,
    schema: {
      tags: ['auth'], summary: 'Registration step 3: profile and password; creates the account and logs in',
      body: {
        type: 'object',
        required: ['user_id', 'first_name', 'email', 'phone_number', 'password', 'confirm_password'],
        properties: {
          user_id: str(254), first_name: str(100), last_name: str(100), email: str(254), phone_number: str(32),
          password: str(PASSWORD_MAX_LENGTH), confirm_password: str(PASSWORD_MAX_LENGTH),
          referral: { type: 'string', maxLength: 64 },
        },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    const id = requireIdentifier(lang, body.user_id, 'user_id');
    const customer = await findByIdentifier(db, id);
    if (customer && isTaken(customer.status)) throw alreadyRegistered(lang);
    const notVerified = new AppError('BAD_REQUEST', { reason: 'NOT_VERIFIED', message: tr(lang, TEXT.registerFailed) });
    if (!customer) throw notVerified;
    const codeId = await findVerifiedRegistration(db, customer.id, request.caller.accessTokenId, ctx.now());
    if (codeId === null) throw notVerified;

    const firstName = body.first_name.trim();
    if (!firstName) throw invalid(lang, 'first_name', TEXT.nameRequired);
    const email = normaliseEmail(body.email);
    if (!email) throw invalid(lang, 'email', TEXT.emailInvalid);
    const phone = normalisePhone(body.phone_number);
    if (!phone) throw invalid(lang, 'phone_number', TEXT.phoneInvalid);
    if (id.kind === 'email' && email !== id.value) throw invalid(lang, 'email', TEXT.identityMismatch);
    if (id.kind === 'phone' && phone !== id.value) throw invalid(lang, 'phone_number', TEXT.identityMismatch);
    if (body.password.length < PASSWORD_MIN_LENGTH) throw invalid(lang, 'password', TEXT.passwordTooShort);
    if (body.password !== body.confirm_password) throw invalid(lang, 'confirm_password', TEXT.passwordMismatch);

    // The other identifier may be held by someone else: an account (409) or an unfinished registration (dropped).
    const others = await db.selectFrom('customers').select(['id', 'status'])
      .where('id', '!=', customer.id)
      .where((eb) => eb.or([eb('email', '=', email), eb('phone_number', '=', phone)]))
      .execute();
    if (others.some((o) => o.status !== 'pending')) throw alreadyRegistered(lang);
    if (others.length > 0) {
      await db.deleteFrom('customers').where('id', 'in', others.map((o) => o.id)).where('status', '=', 'pending').execute()
        .catch(() => { throw alreadyRegistered(lang); });
    }

    const passwordHash = await hashPassword(body.password);
    let updated: CustomerRow | undefined;
    try {
      updated = await db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, codeId, ctx.now()))) return undefined;
        const active = await trx.updateTable('customers').set({
          first_name: firstName, last_name: (body.last_name ?? '').trim(), email, phone_number: phone,
          password_hash: passwordHash, status: 'active',
          // Registered by phone: the registration code proved the number. By e-mail: not verified yet.
          phone_verified_at: id.kind === 'phone' ? ctx.now() : null,
        }).where('id', '=', customer.id).where('status', 'not in', ['active', 'deactivated']).returningAll().executeTakeFirst();
        // Membership: the referral link the visitor came through (unknown code or self-referral: ignored).
        if (active && body.referral !== undefined) await attachReferral(trx, active.id, body.referral);
        return active;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered(lang);
      throw err;
    }
    if (!updated) throw notVerified;
    const token = await issueLoginToken(db, updated.id, request.headers['user-agent']);
    return ok(reply, { login: true, token, customer: customerJson(updated) }, tr(lang, TEXT.registered));
  });
}
