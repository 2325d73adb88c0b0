// A value read from the database and kept per database (a transaction is a database of its own
// here) for a few seconds: what changes by hand, never per request (the pricing context, the home
// catalog). Calls asking while the read is on its way share it; a failed read is not kept.
import type { Db } from './database.ts';

interface Entry<T> { at: number; value: Promise<T>; read: boolean; resolved?: T }

export class KeptPerDb<T> {
  private readonly entries = new WeakMap<Db, Entry<T>>();

  constructor(private readonly ttlMs: number, private readonly read: (db: Db) => Promise<T>) {}

  /** The kept value, or a new read when there is none or it is older than ttlMs. */
  get(db: Db): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(db);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const entry: Entry<T> = { at: now, value: this.read(db), read: false };
    this.entries.set(db, entry);
    entry.value.then((value) => {
      entry.resolved = value;
      entry.read = true;
    }, () => {
      if (this.entries.get(db) === entry) this.entries.delete(db);
    });
    return entry.value;
  }

  /** The kept value when it is read and still fresh, without waiting; undefined otherwise (then get). */
  now(db: Db): T | undefined {
    const hit = this.entries.get(db);
    return hit?.read && performance.now() - hit.at < this.ttlMs ? hit.resolved : undefined;
  }

  /** Drops the kept value: always when `stale` is not given or the read is still on its way, else when `stale` says so of it. */
  forget(db: Db, stale?: (value: T) => boolean): void {
    const hit = this.entries.get(db);
    if (!hit) return;
    if (!stale || !hit.read || stale(hit.resolved as T)) this.entries.delete(db);
  }
}
