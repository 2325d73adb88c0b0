// The console's membership calls (docs/api/membership.md), registered by ops/routes.ts inside the
// /api/ops scope (staff sessions): the applications queue, approve/reject, and the affiliate
// partner flag. Admin role only (operator and warehouse: 403 ROLE_FORBIDDEN); actions need an
// Idempotency-Key and run in one transaction with their audit row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { staffActor } from '../ops/audit.ts';
import { runAction, type OpsEnv } from '../ops/env.ts';
import { requireIdempotencyKey } from '../ops/staff-auth.ts';
import { opsError } from '../ops/texts.ts';
import { setPartner } from './affiliate.ts';
import { decideApplication, listApplications } from './applications.ts';
import { memberText } from './texts.ts';

/** The calling staff member when an admin (401 without a session, 403 ROLE_FORBIDDEN for other roles). */
function requireAdmin(request: FastifyRequest) {
  const staff = request.staff;
  const lang = requestLang(request);
  if (!staff) throw opsError('UNAUTHORIZED', lang, 'staffRequired', 'STAFF_LOGIN_REQUIRED');
  if (staff.role !== 'admin') throw opsError('FORBIDDEN', lang, 'roleForbidden', 'ROLE_FORBIDDEN');
  return staff;
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export async function membershipStaffRoutes(ops: FastifyInstance, env: OpsEnv): Promise<void> {
  const admin = async (request: FastifyRequest) => { requireAdmin(request); };
  const adminAction = async (request: FastifyRequest) => { requireAdmin(request); requireIdempotencyKey(request); };

  ops.get<{ Querystring: { status?: 'pending' | 'approved' | 'rejected' } }>('/membership/applications', {
    preValidation: admin,
    schema: { tags: ['ops'], querystring: { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'] } } } },
  }, async (request, reply) => ok(reply, { data: await listApplications(env.db, request.query.status ?? 'pending') }, memberText(requestLang(request), 'applications')));

  for (const [path, decision] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
    ops.post<{ Params: { id: number }; Body: { note?: string | null } | undefined }>(`/membership/applications/:id/${path}`, {
      preValidation: adminAction,
      schema: {
        tags: ['ops'], params: idParams,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { note: { type: ['string', 'null'], maxLength: 500 } } },
      },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const staff = requireAdmin(request);
      const note = request.body?.note?.trim() || null;
      const data = await runAction(env, (trx) => decideApplication(trx, staffActor(staff.id), { id: request.params.id, decision, note, lang, now: env.now() }));
      return ok(reply, { data }, memberText(lang, 'decided'));
    });
  }

  ops.post<{ Body: { email: string; partner: boolean } }>('/membership/partners', {
    preValidation: adminAction,
    schema: {
      tags: ['ops'],
      body: { type: 'object', required: ['email', 'partner'], additionalProperties: false, properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, partner: { type: 'boolean' } } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const staff = requireAdmin(request);
    const data = await runAction(env, (trx) => setPartner(trx, staffActor(staff.id), { email: request.body.email, partner: request.body.partner, lang, now: env.now() }));
    return ok(reply, { data }, memberText(lang, 'partnerSaved'));
  });
}
