// Knowing when cached reads go stale: every statement that writes one of the watched tables
// (cart_details, customers, addresses: what a cart's priced lines are read from) is seen here,
// below Kysely, at the driver, so no writer can forget to invalidate (raw SQL included).
//
// A write belongs to a *scope*: the owners of the request that runs it (the caller's customer and
// access token, set by the auth context through requestScope), or to everyone when it runs outside
// a customer's request (a payment notification, a staff action, a timer, a script, a test writing
// the database directly). A write is "in flight" from the moment its statement is sent until it is
// committed: for a statement outside a transaction until it returns, inside one until the
// transaction commits or rolls back. Its scope is touched when it starts and again when it ends.
//
// A reader (server/modules/cart/line-cache.ts) notes `now()` before it queries and keeps what it
// read only if `isFresh(owner, start)` still holds after the query: nothing of the owner's scope
// (or everyone's) started or ended since, and nothing is in flight. A cached entry is used only
// while the same holds for its stamp. So an entry never outlives a committed write of its scope,
// and a read racing an uncommitted write is never kept.
//
// Other processes: with shared state (server/shared, REDIS_URL) every ended write's scope is told to
// them (`onEnded`) and theirs arrive here (`touchElsewhere`); while those notices may be missed the
// watch is paused (nothing is fresh) and on resubscribing everything is touched. Without it, writes
// by another process on the same database are not seen (the readers' TTL bounds them;
// docs/performance.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings,
} from 'kysely';

/** The scope of a write made outside a customer's request: every owner's. */
export const EVERYONE = '*';
const MAX_TOUCHED = 50_000;

/** A write in flight: its scope's keys, touched again when it ends. */
export interface WriteTicket { readonly keys: readonly string[] }

export class WriteWatch {
  private tick = 0;
  private readonly touched = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  /** True while writes of other processes may be missed: nothing is fresh. */
  private paused = false;
  /** Told the keys of every write that ended here (committed, rolled back or failed). */
  onEnded: ((keys: readonly string[]) => void) | null = null;

  /** The current tick: a reader's start stamp. */
  now(): number {
    return this.tick;
  }

  /** A write of `owners` (null: everyone) starts. */
  begin(owners: readonly string[] | null): WriteTicket {
    const keys = owners && owners.length > 0 ? [...owners] : [EVERYONE];
    this.touch(keys);
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    return { keys };
  }

  /** The write is committed (or rolled back, or failed). */
  end(ticket: WriteTicket): void {
    for (const key of ticket.keys) {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(key);
      else this.inFlight.set(key, left);
    }
    this.touch(ticket.keys);
    this.onEnded?.(ticket.keys);
  }

  /** Another process wrote these scopes (its write committed): entries read before are stale. */
  touchElsewhere(keys: readonly string[]): void {
    this.touch(keys);
  }

  /** Writes of other processes may be missed from now on (until resync). */
  pause(): void {
    this.paused = true;
  }

  /** Every entry read so far may have missed writes: all stale; fresh reads are trusted again. */
  resync(): void {
    this.touch([EVERYONE]);
    this.paused = false;
  }

  /** True when nothing of `owner` or everyone was written since `since` and nothing is in flight. */
  isFresh(owner: string, since: number): boolean {
    if (this.paused || this.inFlight.has(owner) || this.inFlight.has(EVERYONE)) return false;
    return (this.touched.get(owner) ?? 0) <= since && (this.touched.get(EVERYONE) ?? 0) <= since;
  }

  private touch(keys: readonly string[]): void {
    this.tick += 1;
    if (this.touched.size > MAX_TOUCHED) {
      // Forget per-owner stamps; touching everyone at the same tick keeps every older entry stale.
      this.touched.clear();
      this.touched.set(EVERYONE, this.tick);
    }
    for (const key of keys) this.touched.set(key, this.tick);
  }
}

// ------------------------------------------------------------------ the request's scope

interface RequestScope { owners: readonly string[] | null; open: boolean }

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (the rest of a request) inside a fresh scope (server/app.ts, an onRequest hook). */
export function runInRequestScope(next: () => void): void {
  scopes.run({ owners: null, open: true }, next);
}

/** The request's owners, once the caller is known (server/http/auth-context.ts). */
export function setRequestOwners(owners: readonly string[]): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.owners = owners;
}

/** After the response: work the request left behind (timers, hooks) writes for everyone. */
export function closeRequestScope(): void {
  const scope = scopes.getStore();
  if (scope) scope.open = false;
}

function currentOwners(): readonly string[] | null {
  const scope = scopes.getStore();
  return scope?.open ? scope.owners : null;
}

/** The cache key of a cart owner: the customer when signed in, else the access token. */
export function ownerKey(owner: { customerId: number | null; accessTokenId: number | null }): string {
  return owner.customerId !== null ? `c:${owner.customerId}` : `a:${owner.accessTokenId ?? 0}`;
}

// ------------------------------------------------------------------ the driver wrapper

const WRITE = /^\s*(?:insert|update|delete|merge|truncate|with|alter|drop|create|copy)\b/i;

function writesWatched(sqlText: string, tables: RegExp): boolean {
  return WRITE.test(sqlText) && tables.test(sqlText);
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  readonly pending: WriteTicket[] = [];

  constructor(readonly inner: DatabaseConnection, private readonly watch: WriteWatch, private readonly tables: RegExp) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!writesWatched(query.sql, this.tables)) return this.inner.executeQuery<R>(query);
    const ticket = this.watch.begin(currentOwners());
    if (this.inTransaction) {
      this.pending.push(ticket);
      return this.inner.executeQuery<R>(query);
    }
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.watch.end(ticket);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // Streams are reads here; a write through a stream is treated as everyone's and ended at once.
    if (writesWatched(query.sql, this.tables)) this.watch.end(this.watch.begin(null));
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  endTransaction(): void {
    this.inTransaction = false;
    for (const ticket of this.pending.splice(0)) this.watch.end(ticket);
  }
}

class WatchedDriver implements Driver {
  private readonly wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver, private readonly watch: WriteWatch, private readonly tables: RegExp) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    const unwrap = (c: DatabaseConnection) => (c as WatchedConnection).inner;
    if (savepoint) this.savepoint = (c, name, compile: QueryCompiler['compileQuery']) => savepoint.call(inner, unwrap(c), name, compile);
    if (rollbackToSavepoint) this.rollbackToSavepoint = (c, name, compile) => rollbackToSavepoint.call(inner, unwrap(c), name, compile);
    if (releaseSavepoint) this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(inner, unwrap(c), name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new WatchedConnection(connection, this.watch, this.tables);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as WatchedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.endTransaction();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.endTransaction();
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect, with every write to `tables` reported to `watch`. */
export function watchWrites(dialect: Dialect, watch: WriteWatch, tables: readonly string[]): Dialect {
  const pattern = new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i');
  return {
    createDriver: () => new WatchedDriver(dialect.createDriver(), watch, pattern),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
