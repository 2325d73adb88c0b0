// The privacy module's calls (docs/privacy.md): the signed-in customer's consent to the analytics
// pixels (GET and PUT customer/consent; each PUT is a new record with its time: the history is the
// evidence) and "download my data" (GET customer/data-export). Only the caller's own data; 401 without
// a session. app.ts registers it inside the /api scope.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { authRateLimit } from '../../http/security.ts';
import { CONSENT_VERSION } from '../../../src/domain/privacy/index.ts';
import { exportCustomerData } from './export.ts';
import './tables.ts';

const tags = ['privacy'];
/** A device's clock may run behind: a choice is dated no earlier than this before it is recorded. */
const DECIDED_AT_SLACK_MS = 24 * 60 * 60 * 1000;

const TEXT = {
  consent: { en: 'Consent', id: 'Persetujuan' },
  consentSaved: { en: 'Your choice has been saved', id: 'Pilihan Anda telah disimpan' },
  versionOld: { en: 'These choices answer texts that have since changed: choose again', id: 'Pilihan ini untuk teks yang sudah berubah: pilih lagi' },
  exported: { en: 'Your data', id: 'Data Anda' },
};

interface ConsentBody {
  version: number;
  analytics: boolean;
  advertising: boolean;
  source: 'banner' | 'settings';
  decided_at: string;
}

const consentWire = (r: { version: number; analytics: boolean; advertising: boolean; source: string; decided_at: Date | string; recorded_at: Date | string }) => ({
  version: r.version, analytics: r.analytics, advertising: r.advertising, source: r.source,
  decided_at: new Date(r.decided_at).toISOString(), recorded_at: new Date(r.recorded_at).toISOString(),
});

export async function privacyRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;

  app.get('/customer/consent', {
    schema: { tags, summary: 'The customer\'s latest consent to the analytics pixels (null: never chosen while signed in)' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const row = await db.selectFrom('consents').select(['version', 'analytics', 'advertising', 'source', 'decided_at', 'recorded_at'])
      .where('customer_id', '=', customerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const lang = requestLang(request);
    return ok(reply, { consent: row ? consentWire(row) : null }, TEXT.consent[lang]);
  });

  app.put<{ Body: ConsentBody }>('/customer/consent', {
    schema: {
      tags, summary: 'Record the customer\'s choice (accept, reject, per purpose) with its time',
      body: {
        type: 'object', additionalProperties: false, required: ['version', 'analytics', 'advertising', 'source', 'decided_at'],
        properties: {
          version: { type: 'integer', minimum: 1, maximum: 1000 },
          analytics: { type: 'boolean' },
          advertising: { type: 'boolean' },
          source: { type: 'string', enum: ['banner', 'settings'] },
          decided_at: { type: 'string', format: 'date-time', maxLength: 40 },
        },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const body = request.body;
    if (body.version !== CONSENT_VERSION) throw new AppError('UNPROCESSABLE', { reason: 'CONSENT_VERSION', field: 'body.version', message: TEXT.versionOld[lang] });
    const now = deps.ports.now();
    const parsed = new Date(body.decided_at).getTime();
    const given = Number.isFinite(parsed) ? parsed : now.getTime();
    // Never in the future, never long before it reached us.
    const decidedAt = new Date(Math.min(now.getTime(), Math.max(given, now.getTime() - DECIDED_AT_SLACK_MS)));
    const agent = request.headers['user-agent'];
    const row = await db.insertInto('consents').values({
      customer_id: customerId, version: body.version, analytics: body.analytics, advertising: body.advertising, source: body.source,
      decided_at: decidedAt, recorded_at: now, user_agent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    }).returning(['version', 'analytics', 'advertising', 'source', 'decided_at', 'recorded_at']).executeTakeFirstOrThrow();
    return ok(reply, { consent: consentWire(row) }, TEXT.consentSaved[lang]);
  });

  app.get('/customer/data-export', {
    config: authRateLimit(deps.config),
    schema: { tags, summary: 'Everything held about the calling customer, as JSON (a download)' },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const now = deps.ports.now();
    const data = await exportCustomerData(db, customerId, now);
    if (!data) throw new AppError('UNAUTHORIZED');
    reply.header('content-disposition', `attachment; filename="titip-data-${now.toISOString().slice(0, 10)}.json"`);
    return ok(reply, { data }, TEXT.exported[requestLang(request)]);
  });
}
