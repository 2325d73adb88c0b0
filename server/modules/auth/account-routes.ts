// The customer's account (docs/account-security.md): deactivation (POST customer/deactivate) and
// the signed-in sessions shown on /token (GET customer/sessions, DELETE customer/sessions/:id,
// POST customer/sessions/revoke-others).
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { forgetCustomerTokens, forgetLoginToken } from '../../http/token-cache.ts';
import { authRateLimit } from '../../http/security.ts';
import { str, type AuthContext } from './context.ts';
import { findById, revokeLoginTokens } from './customers.ts';
import { PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';
import { TEXT, tr } from './texts.ts';

const iso = (d: Date | string): string => new Date(d).toISOString();

export function accountRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;

  app.post<{ Body: { password: string } }>('/customer/deactivate', {
    config: authRateLimit(ctx.config),
    schema: {
      tags: ['auth'], summary: 'Deactivate the account (password confirmed): every session ends, the data is kept',
      body: { type: 'object', required: ['password'], additionalProperties: false, properties: { password: str(PASSWORD_MAX_LENGTH, 1) } },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    if (customer.password_hash === null) throw new AppError('BAD_REQUEST', { reason: 'NO_PASSWORD', field: 'body.password', message: tr(lang, TEXT.noPassword) });
    if (!await verifyPassword(request.body.password, customer.password_hash)) {
      throw new AppError('UNPROCESSABLE', { reason: 'PASSWORD_INVALID', field: 'body.password', message: tr(lang, TEXT.passwordWrong) });
    }
    const now = ctx.now();
    await db.transaction().execute(async (trx) => {
      // The row locked: a withdrawal or payment racing this sees the account as it ends.
      const row = await trx.selectFrom('customers').select(['wallet_balance', 'status']).where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
      if (Number(row.wallet_balance) > 0) throw new AppError('CONFLICT', { reason: 'WALLET_NOT_EMPTY', message: tr(lang, TEXT.walletNotEmpty) });
      await trx.updateTable('customers').set({ status: 'deactivated', deactivated_at: now }).where('id', '=', customerId).execute();
      await trx.updateTable('auth_codes').set({ consumed_at: now }).where('customer_id', '=', customerId).where('consumed_at', 'is', null).execute();
      await revokeLoginTokens(trx, customerId, now);
    });
    // Again after the commit: a lookup that read the rows before it must not stay cached, and the
    // other processes are told only now (a transaction's forget stays in this process).
    forgetCustomerTokens(db, customerId);
    request.log.info({ customerId }, 'auth: account deactivated');
    return ok(reply, {}, tr(lang, TEXT.deactivated));
  });

  app.get('/customer/sessions', {
    schema: { tags: ['auth'], summary: 'The customer\'s signed-in sessions (live login tokens), newest first' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const rows = await db.selectFrom('login_tokens').select(['id', 'created_at', 'user_agent'])
      .where('customer_id', '=', customerId).where('revoked_at', 'is', null).orderBy('id', 'desc').limit(50).execute();
    const current = request.caller.loginTokenId;
    const data = rows.map((r) => ({ session_id: r.id, created_at: iso(r.created_at), device: r.user_agent, current: r.id === current }));
    return ok(reply, { data }, tr(requestLang(request), TEXT.sessions));
  });

  app.delete<{ Params: { id: number } }>('/customer/sessions/:id', {
    schema: {
      tags: ['auth'], summary: 'Sign one of the customer\'s sessions out (another customer\'s: 404)',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const ended = await db.updateTable('login_tokens').set({ revoked_at: ctx.now() })
      .where('id', '=', request.params.id).where('customer_id', '=', customerId).where('revoked_at', 'is', null)
      .returning('id').executeTakeFirst();
    if (!ended) throw new AppError('NOT_FOUND');
    forgetLoginToken(db, ended.id, customerId);
    return ok(reply, {}, tr(requestLang(request), TEXT.sessionEnded));
  });

  app.post('/customer/sessions/revoke-others', {
    schema: { tags: ['auth'], summary: 'Sign every other session of the customer out' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    await revokeLoginTokens(db, customerId, ctx.now(), request.caller.loginTokenId);
    return ok(reply, {}, tr(requestLang(request), TEXT.othersEnded));
  });
}
