// Google sign-in: oauth2/google/login and oauth2/google/register {oauth_token = Google ID token}.
// Both log in an existing customer and create a missing one (a Google account is verified).
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { authRateLimit } from '../../http/security.ts';
import { accountDeactivated, alreadyRegistered, str, type AuthContext } from './context.ts';
import { customerJson, isUniqueViolation, issueLoginToken, newCustomerKey, type CustomerRow } from './customers.ts';
import { GoogleTokenError, verifyGoogleIdToken, type GoogleIdentity } from './google-verify.ts';
import { TEXT, tr } from './texts.ts';

export function googleRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;

  async function identify(lang: Lang, token: string): Promise<GoogleIdentity> {
    const unavailable = (reason: string) => new AppError('UNAVAILABLE', { reason, message: tr(lang, TEXT.googleUnavailable) });
    if (!ctx.googleKeys || ctx.config.googleClientIds.length === 0) throw unavailable('GOOGLE_NOT_CONFIGURED');
    const jwks = await ctx.googleKeys.jwks().catch(() => null);
    if (!jwks) throw unavailable('GOOGLE_KEYS_UNAVAILABLE');
    try {
      return await verifyGoogleIdToken(token, jwks, ctx.config.googleClientIds, ctx.now());
    } catch (err) {
      if (!(err instanceof GoogleTokenError)) throw err;
      throw new AppError('BAD_REQUEST', { reason: err.reason, message: `${tr(lang, TEXT.googleFailed)} (${err.message})` });
    }
  }

  /** The customer of the Google account: linked by subject, else by verified e-mail, else new. */
  async function customerFor(lang: Lang, g: GoogleIdentity): Promise<CustomerRow> {
    const linked = await db.selectFrom('customers').selectAll().where('google_sub', '=', g.sub).executeTakeFirst();
    if (linked) return linked;
    if (g.email) {
      const byEmail = await db.selectFrom('customers').selectAll().where('email', '=', g.email).executeTakeFirst();
      if (byEmail?.status === 'deactivated') return byEmail;
      if (byEmail?.status === 'active') {
        if (byEmail.google_sub !== null) throw alreadyRegistered(lang);
        return db.updateTable('customers').set({ google_sub: g.sub }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow();
      }
      if (byEmail) {
        // An unfinished registration of the same address: Google has verified it, so it becomes this account.
        return db.updateTable('customers').set({
          google_sub: g.sub, status: 'active', first_name: g.givenName, last_name: g.familyName, password_hash: null, avatar: g.picture,
        }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow();
      }
    }
    try {
      return await db.insertInto('customers').values({
        customer_key: newCustomerKey(), first_name: g.givenName, last_name: g.familyName, email: g.email, phone_number: null,
        password_hash: null, gender: null, birthday: null, avatar: g.picture, status: 'active', google_sub: g.sub,
      }).returningAll().executeTakeFirstOrThrow();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const raced = await db.selectFrom('customers').selectAll().where('google_sub', '=', g.sub).executeTakeFirst();
      if (!raced) throw alreadyRegistered(lang);
      return raced;
    }
  }

  for (const mode of ['login', 'register'] as const) {
    app.post<{ Body: { oauth_token: string } }>(`/oauth2/google/${mode}`, {
      config: authRateLimit(ctx.config),
      schema: {
        tags: ['auth'], summary: `Google sign-in (${mode}) with a Google ID token`,
        body: { type: 'object', required: ['oauth_token'], properties: { oauth_token: str(8192, 1) } },
      },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const identity = await identify(lang, request.body.oauth_token);
      const customer = await customerFor(lang, identity);
      if (customer.status === 'deactivated') throw accountDeactivated(lang);
      const token = await issueLoginToken(db, customer.id, request.headers['user-agent']);
      return ok(reply, { login: true, token, customer: customerJson(customer) }, tr(lang, TEXT.loginOk));
    });
  }
}
