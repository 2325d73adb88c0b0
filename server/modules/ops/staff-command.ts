// What `npm run staff` does (scripts/staff.ts, docs/operations-console.md), in one place for its two
// ways in: the command itself on the database (PostgreSQL, or the data directory while no server
// holds it), or, while a server holds the embedded database (server/db/data-dir-lock.ts), the
// server's POST /api/internal/staff (internal-routes.ts) running this same code in its process.
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { addStaff, disableStaff, listStaff, StaffInputError } from './staff.ts';
import { audit, systemActor } from './audit.ts';
import { clearSecondFactor } from './staff-2fa.ts';
import { setPartner } from '../membership/affiliate.ts';

export const STAFF_COMMANDS = ['add', 'list', 'disable', 'partner', 'importer', 'reset-2fa'] as const;

export interface StaffCommand {
  command: (typeof STAFF_COMMANDS)[number];
  email?: string;
  name?: string;
  role?: string;
  password?: string;
  off?: boolean;
}

/** The command's exit code and output, printed by the script wherever it ran. */
export interface StaffCommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The key of the internal call: derived from APP_SECRET, which the command reads from the same DATA_DIR (or environment). */
export function internalStaffKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('titip:internal:staff').digest('hex');
}

/** Runs one command; a missing argument is the caller's to refuse before (usage). */
export async function runStaffCommand(db: Db, c: StaffCommand, now: Date): Promise<StaffCommandResult> {
  const out = (stdout: string, code = 0): StaffCommandResult => ({ code, stdout, stderr: '' });
  const fail = (stderr: string): StaffCommandResult => ({ code: 1, stdout: '', stderr });
  try {
    if (c.command === 'add') {
      const row = await addStaff(db, { email: c.email ?? '', name: c.name ?? '', role: c.role ?? '', password: c.password ?? '' });
      return out(`added staff #${row.id} ${row.email} (${row.role})\n`);
    }
    if (c.command === 'list') {
      const rows = await listStaff(db);
      return out(rows.map((s) => `#${s.id}\t${s.email}\t${s.name}\t${s.role}\t${s.disabled_at ? `disabled ${new Date(s.disabled_at).toISOString()}` : 'active'}\t${s.totp_enabled_at ? '2fa' : 'no-2fa'}\n`).join(''));
    }
    const email = c.email ?? '';
    if (c.command === 'partner') {
      try {
        const p = await db.transaction().execute((trx) => setPartner(trx, systemActor, { email, partner: c.off !== true, lang: 'en', now }));
        return out(p.is_affiliate_partner ? `${p.email} is an affiliate partner, referral code ${p.referral_code ?? ''}\n` : `${p.email} is no longer an affiliate partner\n`);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return fail(`no active customer ${email}\n`);
      }
    }
    if (c.command === 'importer') {
      const done = await setImporter(db, email, c.off !== true, now);
      if (!done) return fail(`no active customer ${email}\n`);
      return out(done.is_importer ? `${done.email} prices as an importer (1688 rules, no sea freight)\n` : `${done.email} no longer prices as an importer\n`);
    }
    if (c.command === 'reset-2fa') {
      // An admin who lost the device: the second factor off and every session revoked; the next
      // sign-in leads to enrolment again (admins), or signs in with the password (others).
      const row = await db.selectFrom('staff').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      if (!row) return fail(`no staff account ${email}\n`);
      await clearSecondFactor(db, row.id, now, true);
      await audit(db, systemActor, { action: 'second_factor_reset', entityType: 'staff', entityId: row.id, before: null, after: null }, now);
      return out(`second factor of ${email.trim().toLowerCase()} reset (sessions revoked)\n`);
    }
    const done = await disableStaff(db, email, now);
    return out(done ? `disabled ${email} (sessions revoked)\n` : `no staff account ${email}\n`, done ? 0 : 1);
  } catch (err) {
    if (!(err instanceof StaffInputError)) throw err;
    return fail(`${err.message}\n`);
  }
}

/**
 * The importer flag (spec section 4 'Importer mode sets sea freight to zero and uses 1688 rules';
 * docs/pricing.md "Importer mode"): set by the operators, never by the customer, audited as a system
 * action. The cart re-prices at its next read (the write watch drops its cached lines). Null: no
 * active customer has this e-mail.
 */
export async function setImporter(db: Db, email: string, importer: boolean, now: Date): Promise<{ email: string; is_importer: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select(['id', 'email', 'is_importer', 'status'])
      .where('email', '=', email.trim().toLowerCase()).forUpdate().executeTakeFirst();
    if (!customer || customer.status !== 'active') return null;
    if (customer.is_importer !== importer) {
      await trx.updateTable('customers').set({ is_importer: importer }).where('id', '=', customer.id).execute();
      await audit(trx, systemActor, {
        action: importer ? 'make_importer' : 'end_importer', entityType: 'customer', entityId: customer.id,
        before: { is_importer: customer.is_importer }, after: { is_importer: importer },
      }, now);
    }
    return { email: customer.email ?? email, is_importer: importer };
  });
}
