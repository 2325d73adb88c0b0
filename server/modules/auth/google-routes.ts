// Google sign-in: oauth2/google/login and oauth2/google/register {oauth_token = Google ID token,
// referral?}. Both log in an existing customer and create a missing one (a Google account is
// verified); called signed in, they connect the Google account (social-accounts.ts).
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../http/envelope.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { authRateLimit } from '../../http/security.ts';
import { str, type AuthContext } from './context.ts';
import { GoogleTokenError, verifyGoogleIdToken, type GoogleIdentity } from './google-verify.ts';
import { answerSocial, referralProperty } from './social-routes.ts';
import { TEXT, tr } from './texts.ts';

export function googleRoutes(app: FastifyInstance, ctx: AuthContext): void {
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

  for (const mode of ['login', 'register'] as const) {
    app.post<{ Body: { oauth_token: string; referral?: string } }>(`/oauth2/google/${mode}`, {
      config: authRateLimit(ctx.config),
      schema: {
        tags: ['auth'], summary: `Google sign-in (${mode}) with a Google ID token; signed in: connects the Google account`,
        body: { type: 'object', required: ['oauth_token'], properties: { oauth_token: str(8192, 1), ...referralProperty } },
      },
    }, async (request, reply) => {
      const g = await identify(requestLang(request), request.body.oauth_token);
      return answerSocial(ctx, request, reply, {
        provider: 'google', id: g.sub, email: g.email, givenName: g.givenName, familyName: g.familyName, picture: g.picture,
      }, request.body.referral);
    });
  }
}
