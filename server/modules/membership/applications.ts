// Reseller community (POST join-reseller) and agent (POST agent-register) applications
// (docs/membership.md): validated by the domain's form checks, one pending application of a kind
// per customer (409, backed by a unique index), readable by their owner only (another
// customer's: 404), decided by an admin in the console (audited in the deciding transaction).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import {
  agentDetails, checkAgentForm, checkResellerForm, resellerDetails,
  type AgentForm, type ApplicationKind, type FieldProblems, type ResellerForm,
} from '../../../src/domain/membership/index.ts';
import { isUniqueViolation } from '../auth/customers.ts';
import { audit, type Actor } from '../ops/audit.ts';
import { StateConflict } from '../ops/texts.ts';
import type { MembershipApplicationTable } from './tables.ts';
import { memberError } from './texts.ts';
import './tables.ts';

type ApplicationRow = Selectable<MembershipApplicationTable>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function applicationWire(a: ApplicationRow) {
  return {
    application_id: a.id, kind: a.kind, status: a.status, details: a.details, decision_note: a.decision_note,
    created_at: iso(a.created_at), decided_at: iso(a.decided_at),
  };
}

const strings = <F>(body: Record<string, unknown>, fields: readonly (keyof F & string)[]): F => Object.fromEntries(
  fields.map((f) => [f, typeof body[f] === 'string' ? body[f] : typeof body[f] === 'number' ? String(body[f]) : '']),
) as F;

const RESELLER_FIELDS = ['store_name', 'city', 'whatsapp', 'sales_channel', 'monthly_orders', 'social_url', 'notes'] as const;
const AGENT_FIELDS = ['full_name', 'nik', 'city', 'address', 'whatsapp', 'coverage_area', 'experience'] as const;

/** The stored details of a valid form; 422 INVALID_FIELD naming the first bad field otherwise. */
export function detailsOf(kind: ApplicationKind, body: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  let problems: FieldProblems<ResellerForm> | FieldProblems<AgentForm>;
  let details: Record<string, unknown>;
  if (kind === 'reseller') {
    const form = strings<ResellerForm>(body, RESELLER_FIELDS);
    problems = checkResellerForm(form);
    details = resellerDetails(form);
  } else {
    const form = strings<AgentForm>(body, AGENT_FIELDS);
    problems = checkAgentForm(form);
    details = agentDetails(form);
  }
  const first = Object.entries(problems)[0];
  if (first) throw memberError('UNPROCESSABLE', lang, 'invalidField', 'INVALID_FIELD', `body.${first[0]}`);
  return details;
}

export async function submitApplication(db: Db, input: { customerId: number; kind: ApplicationKind; body: Record<string, unknown>; lang: Lang; now: Date }) {
  const details = detailsOf(input.kind, input.body, input.lang);
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').where('id', '=', input.customerId).forUpdate().executeTakeFirstOrThrow();
      const open = await trx.selectFrom('membership_applications').select('status')
        .where('customer_id', '=', input.customerId).where('kind', '=', input.kind).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
      if (open?.status === 'pending') throw memberError('CONFLICT', input.lang, 'applicationPending', 'APPLICATION_PENDING');
      if (open?.status === 'approved') throw memberError('CONFLICT', input.lang, 'alreadyApproved', 'APPLICATION_APPROVED');
      const row = await trx.insertInto('membership_applications').values({
        customer_id: input.customerId, kind: input.kind, status: 'pending', details: JSON.stringify(details),
        decision_note: null, decided_by: null, decided_at: null, created_at: input.now,
      }).returningAll().executeTakeFirstOrThrow();
      return applicationWire(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw memberError('CONFLICT', input.lang, 'applicationPending', 'APPLICATION_PENDING');
    throw err;
  }
}

/** The customer's latest application of each kind (null when none). */
export async function latestApplications(db: Db, customerId: number) {
  const rows = await db.selectFrom('membership_applications').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute();
  const latest = (kind: ApplicationKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? applicationWire(row) : null;
  };
  return { reseller: latest('reseller'), agent: latest('agent') };
}

export async function ownApplication(db: Db, customerId: number, id: number, lang: Lang) {
  const row = await db.selectFrom('membership_applications').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw memberError('NOT_FOUND', lang, 'applicationNotFound', 'APPLICATION_NOT_FOUND');
  return applicationWire(row);
}

/** The console's queue: applications of a status (default pending), oldest first, with who applied. */
export async function listApplications(db: Db, status: 'pending' | 'approved' | 'rejected') {
  const rows = await db.selectFrom('membership_applications').innerJoin('customers', 'customers.id', 'membership_applications.customer_id')
    .selectAll('membership_applications')
    .select(['customers.first_name', 'customers.last_name', 'customers.email', 'customers.phone_number'])
    .where('membership_applications.status', '=', status)
    .orderBy('membership_applications.id', status === 'pending' ? 'asc' : 'desc').limit(200).execute();
  return rows.map((r) => ({
    ...applicationWire(r),
    customer: { name: `${r.first_name} ${r.last_name}`.trim(), email: r.email, phone_number: r.phone_number },
  }));
}

/** Approves or rejects a pending application (row locked; 409 STATE_CONFLICT once decided), audited. */
export async function decideApplication(trx: Db, actor: Actor, input: { id: number; decision: 'approved' | 'rejected'; note: string | null; lang: Lang; now: Date }) {
  const row = await trx.selectFrom('membership_applications').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
  if (!row) throw memberError('NOT_FOUND', input.lang, 'applicationNotFound', 'APPLICATION_NOT_FOUND');
  if (row.status !== 'pending') throw new StateConflict(input.lang, row.status);
  const updated = await trx.updateTable('membership_applications').set({
    status: input.decision, decision_note: input.note, decided_by: actor.staffId, decided_at: input.now,
  }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  await audit(trx, actor, {
    action: input.decision === 'approved' ? 'approve_application' : 'reject_application', entityType: 'application', entityId: row.id,
    before: { status: row.status }, after: { status: updated.status, kind: row.kind, customer_id: row.customer_id, note: input.note },
  }, input.now);
  return applicationWire(updated);
}
