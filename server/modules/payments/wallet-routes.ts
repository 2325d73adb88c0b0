// The wallet's money in and out (docs/payments.md): POST wallet/topup, GET wallet/available-banks,
// customer/bank-accounts (GET/POST/PUT/DELETE), POST and GET wallet/withdraw, and outside
// production POST dev/payout/{withdrawal_id}/complete|fail. Registered by routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { IDEMPOTENCY_HEADER } from '../../http/security.ts';
import { consumeVerifiedOtp } from '../auth/otp.ts';
import { checkPin, PinLockedError, sendPinLocked } from '../auth/pin.ts';
import { searchBanks } from './banks.ts';
import { createLoggingPayout } from './payout.ts';
import { paymentError, paymentText } from './texts.ts';
import { createWallet, withdrawalWire } from './wallet.ts';

const tags = ['wallet'];
const str = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

function requireIdempotencyKey(request: FastifyRequest): void {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.trim() === '') {
    throw paymentError('UNPROCESSABLE', requestLang(request), 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', `headers.${IDEMPOTENCY_HEADER}`);
  }
}

export async function walletRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const wallet = createWallet({ db: deps.db, now: () => deps.ports.now(), payout: deps.ports.payout ?? createLoggingPayout(app.log), log: app.log, jobs: deps.jobs });
  const signedIn = async (request: FastifyRequest) => { requireCustomer(request); };

  app.post<{ Body: { amount: number } }>('/wallet/topup', {
    preValidation: signedIn,
    schema: { tags, body: { type: 'object', required: ['amount'], additionalProperties: false, properties: { amount: { type: 'number' } } } },
  }, async (request, reply) => {
    const lang = requestLang(request);
    requireIdempotencyKey(request);
    const data = await wallet.topup(requireCustomer(request), request.body.amount, lang);
    return ok(reply, { data }, paymentText(lang, 'topupCreated'), 201);
  });

  app.get<{ Querystring: { search?: string } }>('/wallet/available-banks', {
    schema: { tags, querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 64 } } } },
  }, async (request, reply) => ok(reply, { data: searchBanks(request.query.search) }, paymentText(requestLang(request), 'banks')));

  app.get('/customer/bank-accounts', { preValidation: signedIn, schema: { tags } }, async (request, reply) => (
    ok(reply, { data: await wallet.listAccounts(requireCustomer(request)) }, paymentText(requestLang(request), 'bankAccounts'))));

  app.post<{ Body: { bank_code: string; number: string; owner_name: string; bank_branch?: string | null } }>('/customer/bank-accounts', {
    preValidation: signedIn,
    schema: {
      tags,
      body: {
        type: 'object', required: ['bank_code', 'number', 'owner_name'], additionalProperties: false,
        properties: { bank_code: str(32), number: str(32), owner_name: str(100), bank_branch: { type: ['string', 'null'], maxLength: 100 } },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const data = await wallet.addAccount(requireCustomer(request), request.body, lang);
    return ok(reply, { data }, paymentText(lang, 'bankAccountSaved'), 201);
  });

  app.put<{ Params: { id: number }; Body: { owner_name?: string; bank_branch?: string | null; is_main?: boolean } }>('/customer/bank-accounts/:id', {
    preValidation: signedIn,
    schema: {
      tags, params: idParams,
      body: {
        type: 'object', additionalProperties: false,
        properties: { owner_name: str(100), bank_branch: { type: ['string', 'null'], maxLength: 100 }, is_main: { type: 'boolean' } },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const data = await wallet.updateAccount(requireCustomer(request), request.params.id, request.body, lang);
    return ok(reply, { data }, paymentText(lang, 'bankAccountSaved'));
  });

  app.delete<{ Params: { id: number } }>('/customer/bank-accounts/:id', { preValidation: signedIn, schema: { tags, params: idParams } }, async (request, reply) => {
    const lang = requestLang(request);
    await wallet.deleteAccount(requireCustomer(request), request.params.id, lang);
    return ok(reply, {}, paymentText(lang, 'bankAccountDeleted'));
  });

  // The wallet PIN and a one-time code verified in this session (docs/account-security.md).
  app.post<{ Body: { amount: number; bank_account_id: number; pin: string } }>('/wallet/withdraw', {
    preValidation: signedIn,
    schema: {
      tags,
      body: {
        type: 'object', required: ['amount', 'bank_account_id', 'pin'], additionalProperties: false,
        properties: { amount: { type: 'number' }, bank_account_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, pin: str(12) },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    requireIdempotencyKey(request);
    const customerId = requireCustomer(request);
    const { amount, bank_account_id: bankAccountId, pin } = request.body;
    try {
      const data = await wallet.withdraw(customerId, { amount, bank_account_id: bankAccountId }, lang, {
        before: () => checkPin(deps.db, customerId, pin, deps.ports.now(), lang),
        inside: (trx, now) => consumeVerifiedOtp(trx, customerId, request.caller.loginTokenId, now, lang),
      });
      return ok(reply, { data }, paymentText(lang, 'withdrawn'), 201);
    } catch (err) {
      if (err instanceof PinLockedError) return sendPinLocked(reply, lang, err, deps.ports.now());
      throw err;
    }
  });

  app.get('/wallet/withdraw', { preValidation: signedIn, schema: { tags } }, async (request, reply) => (
    ok(reply, { data: await wallet.listWithdrawals(requireCustomer(request)) }, paymentText(requestLang(request), 'withdrawals'))));

  if (deps.config.env !== 'production') {
    app.post<{ Params: { id: number; action: 'complete' | 'fail' } }>('/dev/payout/:id/:action', {
      schema: {
        tags: ['dev'], summary: 'Settles a queued payout (not in production)',
        params: { type: 'object', required: ['id', 'action'], properties: { id: idParams.properties.id, action: { type: 'string', enum: ['complete', 'fail'] } } },
      },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const result = await wallet.settle(request.params.id, request.params.action === 'complete' ? 'completed' : 'failed');
      if (!result) throw paymentError('NOT_FOUND', lang, 'withdrawalNotFound', 'WITHDRAWAL_NOT_FOUND');
      return ok(reply, { data: { ...withdrawalWire(result.withdrawal), applied: result.applied } }, paymentText(lang, 'withdrawals'));
    });
  }
}
