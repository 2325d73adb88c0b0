// Staff accounts of the operations console (docs/operations-console.md), never created by the
// storefront:
//   npm run staff -- add --email ops@titip.id --name "Sari" --role operator [--password ...]
//   npm run staff -- list
//   npm run staff -- disable --email ops@titip.id
//   npm run staff -- partner --email customer@example.com [--off]   (affiliate partner flag, docs/membership.md)
// The password comes from --password, else STAFF_PASSWORD, else the first line of stdin
// (`echo 'secret-pass' | npm run staff -- add ...`), so it need not sit in the shell history.
// Uses the same database as the server (DATABASE_URL / DATABASE_SCHEMA, else PGlite in DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from '../server/db/database.ts';
import { addStaff, disableStaff, listStaff, StaffInputError } from '../server/modules/ops/staff.ts';
import { systemActor } from '../server/modules/ops/audit.ts';
import { setPartner } from '../server/modules/membership/affiliate.ts';
import { AppError } from '../server/http/errors.ts';

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stderr.write('Password: ');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function usage(): never {
  process.stderr.write('usage: npm run staff -- add --email E --name N --role operator|warehouse|admin [--password P]\n'
    + '       npm run staff -- list\n       npm run staff -- disable --email E\n       npm run staff -- partner --email CUSTOMER [--off]\n');
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, off: { type: 'boolean' } },
});
const command = positionals[0];
if (command !== 'add' && command !== 'list' && command !== 'disable' && command !== 'partner') usage();

const config = loadConfig();
const db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
let code = 0;
try {
  if (command === 'add') {
    if (!values.email || !values.name || !values.role) usage();
    const password = values.password ?? process.env.STAFF_PASSWORD ?? await readStdinLine();
    const row = await addStaff(db, { email: values.email, name: values.name, role: values.role, password });
    process.stdout.write(`added staff #${row.id} ${row.email} (${row.role})\n`);
  } else if (command === 'list') {
    for (const s of await listStaff(db)) {
      process.stdout.write(`#${s.id}\t${s.email}\t${s.name}\t${s.role}\t${s.disabled_at ? `disabled ${new Date(s.disabled_at).toISOString()}` : 'active'}\n`);
    }
  } else if (command === 'partner') {
    if (!values.email) usage();
    const email = values.email;
    try {
      const p = await db.transaction().execute((trx) => setPartner(trx, systemActor, { email, partner: values.off !== true, lang: 'en', now: new Date() }));
      process.stdout.write(p.is_affiliate_partner ? `${p.email} is an affiliate partner, referral code ${p.referral_code ?? ''}\n` : `${p.email} is no longer an affiliate partner\n`);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      process.stderr.write(`no active customer ${email}\n`);
      code = 1;
    }
  } else {
    if (!values.email) usage();
    const done = await disableStaff(db, values.email, new Date());
    process.stdout.write(done ? `disabled ${values.email} (sessions revoked)\n` : `no staff account ${values.email}\n`);
    if (!done) code = 1;
  }
} catch (err) {
  if (!(err instanceof StaffInputError)) throw err;
  process.stderr.write(`${err.message}\n`);
  code = 1;
} finally {
  await db.destroy();
}
process.exit(code);
