// One process per embedded database (docs/operations.md "One process per data directory"). PGlite
// is single-process by design: two processes writing one directory's files lose writes (an account
// added by a second process was not seen until a restart) and can corrupt them. So the process that
// opens `DATA_DIR/pglite` first holds `DATA_DIR/pglite.lock`, created atomically (O_EXCL) with its
// pid, and every other process is refused while that pid lives. The holder removes it when its
// database is destroyed or the process exits; a lock left by a process that died (kill -9, power
// loss) names a dead pid and is taken over. The server adds the loopback URL it listens on, so
// `npm run staff` can go through it instead of opening the files (scripts/staff.ts).
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  /** Where the holding server listens (loopback), once it does. */
  url?: string;
  startedAt?: string;
}

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder) {
    super(`The embedded database in ${dataDir} is in use by process ${holder.pid}${holder.url ? ` (server at ${holder.url})` : ''}: `
      + 'only one process may open it (PGlite is single-process). Stop that process first, use `npm run staff` (it goes through the running server), '
      + `or run several processes on PostgreSQL (DATABASE_URL). If no such process runs, remove ${join(dataDir, LOCK_FILE)}.`);
    this.name = 'DataDirLockedError';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, url: parsed.url, startedAt: parsed.startedAt } : null;
  } catch {
    return null;
  }
}

/** Is a process with this pid alive? (EPERM: alive, someone else's.) */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the directory, or null (no lock, a dead holder's, or our own). */
export function liveHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  if (!holder || holder.pid === process.pid || !isAlive(holder.pid)) return null;
  return holder;
}

const held = new Set<string>();
const NO_LINKS = ['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'];
let exitHook = false;

function releaseSync(file: string): void {
  if (!held.delete(file)) return;
  // Only our own lock: never one a later process took over.
  if (readHolder(file)?.pid === process.pid) {
    try { unlinkSync(file); } catch { /* already gone */ }
  }
}

/**
 * Takes the directory's lock or throws DataDirLockedError. Answers the release (idempotent), also
 * run when the process exits. A lock of our own pid (a container restarted as pid 1 on the same
 * volume) or of a dead pid is stale and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  // Written whole under a name of our own, then linked to the lock's name: link() fails when the lock
  // exists, so it appears atomically and never half-written.
  const mine = `${file}.${process.pid}.new`;
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  writeFileSync(mine, content, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        try {
          linkSync(mine, file);
        } catch (err) {
          // A file system without hard links: O_EXCL, with its short window of a half-written lock.
          if (!NO_LINKS.includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
          writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
        }
        held.add(file);
        if (!exitHook) {
          exitHook = true;
          process.on('exit', () => { for (const f of [...held]) releaseSync(f); });
        }
        return () => releaseSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      // Stale (a dead pid, our own pid from an earlier life, or unreadable): moved aside under a name
      // of our own (atomic), checked, removed; the next turn links ours. Two processes taking it over
      // at once: one moves it, the other finds nothing to move and loses the link race.
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      if (moved && moved.pid !== holder?.pid && isAlive(moved.pid)) {
        renameSync(aside, file); // a fresh lock taken in between: put it back
        throw new DataDirLockedError(dataDir, moved);
      }
      unlinkSync(aside);
    }
  } finally {
    try { unlinkSync(mine); } catch { /* linked or not, our name goes */ }
  }
  throw new DataDirLockedError(dataDir, readHolder(file) ?? { pid: 0 });
}

/** The holding server's loopback URL, written once it listens (read by `npm run staff`). */
export function recordLockUrl(dataDir: string, url: string): void {
  const file = join(dataDir, LOCK_FILE);
  const holder = readHolder(file);
  if (holder?.pid !== process.pid) return;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...holder, url }), { mode: 0o600 });
  renameSync(tmp, file);
}
