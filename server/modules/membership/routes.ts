// The membership module's customer calls (docs/api/membership.md): premium price and invoice,
// membership status (profile card), reseller and agent applications, the affiliate page. app.ts
// registers it inside the /api scope; the console's calls are staff-routes.ts (in the /ops scope).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { IDEMPOTENCY_HEADER } from '../../http/security.ts';
import type { ApplicationKind } from '../../../src/domain/membership/index.ts';
import { affiliateOverview } from './affiliate.ts';
import { latestApplications, ownApplication, submitApplication } from './applications.ts';
import { premiumInvoice, premiumOffer, premiumState } from './premium.ts';
import { memberError, memberText } from './texts.ts';

const tags = ['membership'];
const text = (max: number) => ({ type: 'string', maxLength: max });
const resellerBody = {
  type: 'object', additionalProperties: false, required: ['store_name', 'city', 'whatsapp', 'sales_channel', 'monthly_orders'],
  properties: {
    store_name: text(80), city: text(60), whatsapp: text(20), sales_channel: text(20),
    monthly_orders: { type: ['integer', 'string'], maxLength: 7 }, social_url: text(200), notes: text(500),
  },
} as const;
const agentBody = {
  type: 'object', additionalProperties: false, required: ['full_name', 'nik', 'city', 'address', 'whatsapp', 'coverage_area'],
  properties: {
    full_name: text(100), nik: text(16), city: text(60), address: text(300), whatsapp: text(20), coverage_area: text(120), experience: text(500),
  },
} as const;

export async function membershipRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const signedIn = async (request: FastifyRequest) => { requireCustomer(request); };

  app.get('/customer/upgrade-premium-price', { preValidation: signedIn, schema: { tags } }, async (request, reply) => (
    ok(reply, { data: await premiumOffer(db, requireCustomer(request), deps.ports.now()) }, memberText(requestLang(request), 'premiumPrice'))));

  app.post('/customer/upgrade-premium', { preValidation: signedIn, schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || key.trim() === '') {
      throw memberError('UNPROCESSABLE', lang, 'idempotencyRequired', 'IDEMPOTENCY_KEY_REQUIRED', `headers.${IDEMPOTENCY_HEADER}`);
    }
    const data = await premiumInvoice(db, requireCustomer(request), deps.ports.now());
    return ok(reply, { data }, memberText(lang, 'premiumInvoice'), data.created ? 201 : 200);
  });

  app.get('/customer/membership', { preValidation: signedIn, schema: { tags } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const [premium, applications, partner] = await Promise.all([
      premiumState(db, customerId, deps.ports.now()),
      latestApplications(db, customerId),
      db.selectFrom('customers').select('is_affiliate_partner').where('id', '=', customerId).executeTakeFirstOrThrow(),
    ]);
    return ok(reply, {
      data: { is_premium: premium.isPremium, premium_until: premium.premiumUntil, is_affiliate_partner: partner.is_affiliate_partner, applications },
    }, memberText(requestLang(request), 'membership'));
  });

  const apply = (kind: ApplicationKind) => async (request: FastifyRequest, reply: Parameters<typeof ok>[0]) => {
    const lang = requestLang(request);
    const data = await submitApplication(db, {
      customerId: requireCustomer(request), kind, body: request.body as Record<string, unknown>, lang, now: deps.ports.now(),
    });
    return ok(reply, { data }, memberText(lang, 'applied'), 201);
  };
  app.post('/join-reseller', { preValidation: signedIn, schema: { tags, body: resellerBody } }, apply('reseller'));
  app.post('/agent-register', { preValidation: signedIn, schema: { tags, body: agentBody } }, apply('agent'));

  app.get<{ Params: { id: number } }>('/membership/applications/:id', {
    preValidation: signedIn,
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } },
  }, async (request, reply) => {
    const lang = requestLang(request);
    return ok(reply, { data: await ownApplication(db, requireCustomer(request), request.params.id, lang) }, memberText(lang, 'application'));
  });

  app.get('/affiliate', { preValidation: signedIn, schema: { tags } }, async (request, reply) => {
    const lang = requestLang(request);
    return ok(reply, { data: await affiliateOverview(db, requireCustomer(request), lang) }, memberText(lang, 'affiliate'));
  });
}
