// Anonymous access tokens, password login and logout.
import type { FastifyInstance } from 'fastify';
import { failureBody, ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken, newToken, requireCustomer } from '../../http/auth-context.ts';
import { forgetLoginToken } from '../../http/token-cache.ts';
import { authRateLimit } from '../../http/security.ts';
import { accountDeactivated, str, type AuthContext } from './context.ts';
import { customerJson, findByIdentifier, issueLoginToken, type CustomerRow } from './customers.ts';
import { parseIdentifier } from './identity.ts';
import { dummyVerify, verifyPassword } from './passwords.ts';
import { TEXT, tr } from './texts.ts';
import { accountKey, countLoginAttempt } from '../../shared/login-throttle.ts';

export function sessionRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;

  app.post<{ Body: { mode: 'create_token' } }>('/token-access/create', {
    schema: {
      tags: ['auth'], summary: 'Create an anonymous access token',
      body: { type: 'object', required: ['mode'], properties: { mode: { type: 'string', enum: ['create_token'] } } },
    },
  }, async (request, reply) => {
    const token = newToken();
    await db.insertInto('access_tokens').values({ token_hash: hashToken(token), revoked_at: null }).execute();
    return ok(reply, { access_token: token }, tr(requestLang(request), TEXT.accessTokenCreated));
  });

  app.post<{ Body: { username: string; password: string } }>('/customer/login', {
    config: authRateLimit(ctx.config),
    schema: {
      tags: ['auth'], summary: 'Log in with phone number or e-mail and password',
      body: { type: 'object', required: ['username', 'password'], properties: { username: str(254, 1), password: str(256, 1) } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const { username, password } = request.body;
    const id = parseIdentifier(username);
    // Per account, from any address; an unknown or malformed one is counted the same way.
    const key = accountKey('customer', id ? `${id.kind}:${id.value}` : username);
    await countLoginAttempt(ctx.throttle, reply, key, ctx.now().getTime(), (seconds) => tr(lang, TEXT.loginThrottled, { seconds: String(seconds) }));
    const customer: CustomerRow | undefined = id ? await findByIdentifier(db, id) : undefined;
    let valid = false;
    if (customer && (customer.status === 'active' || customer.status === 'deactivated')) valid = await verifyPassword(password, customer.password_hash);
    else await dummyVerify(password);
    // A closed account is named only to whoever knows its password.
    if (customer && valid && customer.status === 'deactivated') throw accountDeactivated(lang);
    if (!customer || !valid) {
      // 400, not 401: a 401 makes the storefront log out.
      const err = new AppError('BAD_REQUEST', { reason: 'LOGIN_FAILED', message: tr(lang, TEXT.loginFailed) });
      return reply.status(400).send({ ...failureBody(lang, err), login: false });
    }
    await ctx.throttle.reset(key);
    const token = await issueLoginToken(db, customer.id, request.headers['user-agent']);
    return ok(reply, { login: true, token, customer: customerJson(customer) }, tr(lang, TEXT.loginOk));
  });

  app.post('/customer/logout', {
    schema: { tags: ['auth'], summary: 'Log out: revoke the login token' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const tokenId = request.caller.loginTokenId;
    if (tokenId !== null) {
      await db.updateTable('login_tokens').set({ revoked_at: ctx.now() }).where('id', '=', tokenId).execute();
      forgetLoginToken(db, tokenId, customerId);
    }
    return reply.status(204).send();
  });
}
