// Facebook sign-in: oauth2/facebook/login and oauth2/facebook/register {access_token = the user access
// token of the Facebook JS SDK, referral?}, checked with the Graph API (facebook-graph.ts). Both log
// in the linked customer and create a missing one; called signed in, they connect the Facebook
// account (social-accounts.ts). Not configured (FACEBOOK_APP_ID/SECRET unset): 503.
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../http/envelope.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { authRateLimit } from '../../http/security.ts';
import { str, type AuthContext } from './context.ts';
import { FacebookTokenError, FacebookUnavailableError } from './facebook-graph.ts';
import type { FacebookIdentity } from './ports.ts';
import { answerSocial, referralProperty } from './social-routes.ts';
import { TEXT, tr } from './texts.ts';

export function facebookRoutes(app: FastifyInstance, ctx: AuthContext): void {
  async function identify(lang: Lang, token: string, log: FastifyInstance['log']): Promise<FacebookIdentity> {
    const unavailable = (reason: string) => new AppError('UNAVAILABLE', { reason, message: tr(lang, TEXT.facebookUnavailable) });
    if (!ctx.facebookGraph) throw unavailable('FACEBOOK_NOT_CONFIGURED');
    try {
      return await ctx.facebookGraph.identify(token, ctx.now());
    } catch (err) {
      if (err instanceof FacebookTokenError) {
        throw new AppError('BAD_REQUEST', { reason: err.reason, message: `${tr(lang, TEXT.facebookFailed)} (${err.message})` });
      }
      if (err instanceof FacebookUnavailableError) {
        log.error({ err: err.message }, 'auth: Facebook Graph API unavailable');
        throw unavailable('FACEBOOK_UNAVAILABLE');
      }
      throw err;
    }
  }

  for (const mode of ['login', 'register'] as const) {
    app.post<{ Body: { access_token: string; referral?: string } }>(`/oauth2/facebook/${mode}`, {
      config: authRateLimit(ctx.config),
      schema: {
        tags: ['auth'], summary: `Facebook sign-in (${mode}) with a Facebook user access token; signed in: connects the Facebook account`,
        body: { type: 'object', required: ['access_token'], properties: { access_token: str(4096, 1), ...referralProperty } },
      },
    }, async (request, reply) => {
      const f = await identify(requestLang(request), request.body.access_token, request.log);
      return answerSocial(ctx, request, reply, {
        provider: 'facebook', id: f.id, email: f.email, givenName: f.firstName, familyName: f.lastName, picture: null,
      }, request.body.referral);
    });
  }
}
