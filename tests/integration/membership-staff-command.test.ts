// `npm run staff -- partner --email E [--off]` (docs/membership.md): the affiliate partner flag from
// the command line, on the server's database (PGlite in DATA_DIR here), audited as a system action.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/db/database.ts';
import '../../server/modules/membership/tables.ts';
import '../../server/modules/ops/tables.ts';

function staff(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET: 'test-secret' },
  });
}

describe('npm run staff -- partner', () => {
  it('makes an active customer a partner with a referral code, ends it with --off, refuses an unknown e-mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'titip-staff-partner-'));
    const db = await prepareDatabase({ dataDir });
    await db.insertInto('customers').values({
      customer_key: 'k-partner', first_name: 'Sari', last_name: 'W', email: 'sari@example.com', phone_number: null, password_hash: null,
      gender: null, birthday: null, avatar: null, status: 'active', google_sub: null,
    }).execute();
    await db.destroy();

    const on = staff(dataDir, ['partner', '--email', 'sari@example.com']);
    expect(on.status, on.stderr).toBe(0);
    const code = on.stdout.match(/referral code ([A-Z2-9]{8})/)?.[1];
    expect(code).toBeDefined();
    const off = staff(dataDir, ['partner', '--email', 'sari@example.com', '--off']);
    expect(off.stdout).toContain('no longer an affiliate partner');
    const unknown = staff(dataDir, ['partner', '--email', 'nobody@example.com']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no active customer');

    const check = await prepareDatabase({ dataDir });
    const row = await check.selectFrom('customers').select(['is_affiliate_partner', 'referral_code']).where('email', '=', 'sari@example.com').executeTakeFirstOrThrow();
    expect(row).toEqual({ is_affiliate_partner: false, referral_code: code });
    const audit = await check.selectFrom('audit_log').select(['actor_type', 'action']).where('entity_type', '=', 'customer').orderBy('id').execute();
    expect(audit).toEqual([{ actor_type: 'system', action: 'make_partner' }, { actor_type: 'system', action: 'end_partner' }]);
    await check.destroy();
  }, 120_000);
});

describe('npm run staff -- importer', () => {
  it('makes an active customer an importer, ends it with --off, refuses an unknown or deactivated one; audited', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'titip-staff-importer-'));
    const db = await prepareDatabase({ dataDir });
    const customer = (key: string, email: string, status: string) => ({
      customer_key: key, first_name: 'Imp', last_name: 'Or', email, phone_number: null, password_hash: null,
      gender: null, birthday: null, avatar: null, status, google_sub: null,
    });
    await db.insertInto('customers').values([customer('k-imp', 'importir@example.com', 'active'), customer('k-gone', 'gone@example.com', 'deactivated')]).execute();
    await db.destroy();

    const on = staff(dataDir, ['importer', '--email', ' IMPORTIR@example.com ']);
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('importir@example.com prices as an importer');
    const again = staff(dataDir, ['importer', '--email', 'importir@example.com']);
    expect(again.status).toBe(0);
    const off = staff(dataDir, ['importer', '--email', 'importir@example.com', '--off']);
    expect(off.stdout).toContain('no longer prices as an importer');
    for (const email of ['nobody@example.com', 'gone@example.com']) {
      const refused = staff(dataDir, ['importer', '--email', email]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`no active customer ${email}`);
    }

    const check = await prepareDatabase({ dataDir });
    const rows = await check.selectFrom('customers').select(['email', 'is_importer']).orderBy('email').execute();
    expect(rows).toEqual([{ email: 'gone@example.com', is_importer: false }, { email: 'importir@example.com', is_importer: false }]);
    // The second 'on' changed nothing, so it wrote nothing.
    const audit = await check.selectFrom('audit_log').select(['actor_type', 'action']).where('entity_type', '=', 'customer').orderBy('id').execute();
    expect(audit).toEqual([{ actor_type: 'system', action: 'make_importer' }, { actor_type: 'system', action: 'end_importer' }]);
    await check.destroy();
  }, 120_000);
});
