// Where a change is told to the other processes: the publisher of each database opened by a
// server that has shared state (server/shared/install.ts sets it; none without REDIS_URL). Keyed by
// the database object, so a call made with a transaction publishes nothing: a transaction's change
// is published by the call its caller makes after the commit (publishing before it would let
// another process read the old rows again and keep them).
import type { SharedMessage } from './messages.ts';

const publishers = new WeakMap<object, (message: SharedMessage) => void>();

/** Sets (or with null removes) the publisher of a database. */
export function setPublisher(db: object, publish: ((message: SharedMessage) => void) | null): void {
  if (publish) publishers.set(db, publish);
  else publishers.delete(db);
}

/** Tells the other processes about a committed change of `db` (nothing for a transaction, or without shared state). */
export function publishChange(db: object, message: SharedMessage): void {
  publishers.get(db)?.(message);
}
