// The audit log: who did what to which entity, with the fields before and after, written in the
// transaction of the action (so an action and its audit row exist together or not at all).
import type { Db } from '../../db/database.ts';
import './tables.ts';

export interface Actor {
  type: 'staff' | 'customer' | 'system';
  staffId: number | null;
  customerId: number | null;
}

export const systemActor: Actor = { type: 'system', staffId: null, customerId: null };

export function staffActor(staffId: number): Actor {
  return { type: 'staff', staffId, customerId: null };
}

export function customerActor(customerId: number): Actor {
  return { type: 'customer', staffId: null, customerId };
}

export interface AuditEntry {
  action: string;
  entityType: 'line' | 'parcel' | 'ticket' | 'staff_session' | 'staff' | 'application' | 'customer' | 'kurs' | 'featured_image';
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function audit(trx: Db, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await trx.insertInto('audit_log').values({
    actor_type: actor.type,
    staff_id: actor.staffId,
    customer_id: actor.customerId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
    at,
  }).execute();
}

/** The fields of `after` that differ from `before`, and their old values: the audit's two sides. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) {
    const old = before[k] instanceof Date ? (before[k] as Date).toISOString() : before[k];
    const now = v instanceof Date ? v.toISOString() : v;
    if (JSON.stringify(old ?? null) !== JSON.stringify(now ?? null)) {
      b[k] = old ?? null;
      a[k] = now ?? null;
    }
  }
  return { before: b, after: a };
}

/** An audit_log row (with its staff member's name and role) as the console sends it. */
export function auditWire(r: { id: number; actor_type: string; staff_id: number | null; customer_id: number | null; staff_name: string | null; staff_role: string | null; action: string; entity_type: string; entity_id: string; before: unknown; after: unknown; at: Date | string }) {
  return {
    id: r.id, actor_type: r.actor_type,
    staff: r.staff_id === null ? null : { staff_id: r.staff_id, name: r.staff_name, role: r.staff_role },
    customer_id: r.customer_id, action: r.action, entity_type: r.entity_type, entity_id: r.entity_id, before: r.before, after: r.after,
    at: new Date(r.at).toISOString(),
  };
}
