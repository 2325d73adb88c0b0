// Staff accounts of the operations console (docs/operations-console.md), never created by the
// storefront:
//   npm run staff -- add --email ops@titip.id --name "Sari" --role operator [--password ...]
//   npm run staff -- list
//   npm run staff -- disable --email ops@titip.id
//   npm run staff -- partner --email customer@example.com [--off]   (affiliate partner flag, docs/membership.md)
//   npm run staff -- importer --email customer@example.com [--off]  (importer pricing, docs/pricing.md "Importer mode")
//   npm run staff -- reset-2fa --email admin@example.com   (the second factor off, sessions revoked: re-enrol at sign-in)
// The password comes from --password, else STAFF_PASSWORD, else the first line of stdin
// (`echo 'secret-pass' | npm run staff -- add ...`), so it need not sit in the shell history.
// Uses the same database as the server (DATABASE_URL / DATABASE_SCHEMA, else PGlite in DATA_DIR).
// On PGlite only one process may open DATA_DIR (server/db/data-dir-lock.ts): while a server holds it,
// the command goes through that server (POST /api/internal/staff on loopback, with a key derived from
// APP_SECRET), else it opens the directory itself (docs/operations.md "One process per data directory").
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from '../server/db/database.ts';
import { DataDirLockedError, liveHolder, type LockHolder } from '../server/db/data-dir-lock.ts';
import { internalStaffKey, runStaffCommand, type StaffCommand, type StaffCommandResult } from '../server/modules/ops/staff-command.ts';

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
    + '       npm run staff -- list\n       npm run staff -- disable --email E\n       npm run staff -- partner --email CUSTOMER [--off]\n'
    + '       npm run staff -- importer --email CUSTOMER [--off]\n'
    + '       npm run staff -- reset-2fa --email E\n');
  process.exit(2);
}

/** How long to wait for a server that holds the directory but does not listen yet (starting). */
const SERVER_START_WAIT_MS = 60_000;

async function throughServer(dataDir: string, first: LockHolder, appSecret: string, command: StaffCommand): Promise<StaffCommandResult> {
  let holder: LockHolder | null = first;
  const until = Date.now() + SERVER_START_WAIT_MS;
  while (holder && !holder.url && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    holder = liveHolder(dataDir);
  }
  if (!holder) return { code: 1, stdout: '', stderr: 'the server holding the data directory stopped; run the command again\n' };
  if (!holder.url) return { code: 1, stdout: '', stderr: `process ${holder.pid} holds ${dataDir} but serves no HTTP; stop it, then run the command again\n` };
  const res = await fetch(`${holder.url}/api/internal/staff`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-key': internalStaffKey(appSecret) }, body: JSON.stringify(command),
  });
  if (!res.ok) {
    const hint = res.status === 401 ? ' (another APP_SECRET than the server\'s?)' : '';
    return { code: 1, stdout: '', stderr: `the server at ${holder.url} refused the command: HTTP ${res.status}${hint}\n` };
  }
  return await res.json() as StaffCommandResult;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, off: { type: 'boolean' } },
});
const command = positionals[0];
if (command !== 'add' && command !== 'list' && command !== 'disable' && command !== 'partner' && command !== 'importer' && command !== 'reset-2fa') usage();
if ((command === 'add' && (!values.email || !values.name || !values.role)) || ((command === 'disable' || command === 'partner' || command === 'importer' || command === 'reset-2fa') && !values.email)) usage();
const request: StaffCommand = { command, email: values.email, name: values.name, role: values.role, off: values.off };
if (command === 'add') request.password = values.password ?? process.env.STAFF_PASSWORD ?? await readStdinLine();

const config = loadConfig();
const holder = config.databaseUrl ? null : liveHolder(config.dataDir);
let result: StaffCommandResult;
if (holder) {
  process.stderr.write(`(through the server of process ${holder.pid}, which holds ${config.dataDir})\n`);
  result = await throughServer(config.dataDir, holder, config.appSecret, request);
} else {
  try {
    const db = await prepareDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
    try {
      result = await runStaffCommand(db, request, new Date());
    } finally {
      await db.destroy();
    }
  } catch (err) {
    // A server took the directory between the look and the open: its own message says what to do.
    if (!(err instanceof DataDirLockedError)) throw err;
    result = { code: 1, stdout: '', stderr: `${err.message}\n` };
  }
}
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exit(result.code);
