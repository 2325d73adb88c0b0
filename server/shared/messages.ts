// The changes one process tells the others about (docs/operations.md "Several processes"), on one
// channel, as typed messages. Each names what went stale, never the new value: a receiver drops
// what it keeps and reads the database again, so a message can be late, repeated or reordered
// without leaving anything wrong behind.
//
// Every message is published after the change committed and after the publisher dropped its own
// copies, so a process ignores the messages it published itself (by `from`).

export type SharedMessage =
  /** One login token revoked (logout, a session ended); customerId for the course service's cache. */
  | { kind: 'login-token'; id: number; customerId: number }
  /** Every login token of a customer revoked but keepId (password change or reset, deactivation). */
  | { kind: 'customer-tokens'; customerId: number; keepId: number | null }
  /** One access token revoked. */
  | { kind: 'access-token'; id: number }
  /** Watched tables written for these cart owners (server/db/write-watch.ts keys; '*' = everyone). */
  | { kind: 'cart'; owners: string[] }
  /** A rate changed (console or import): the pricing context and the home catalog are read again. */
  | { kind: 'kurs' }
  /** A product was kept (scraped): the home catalog is read again if it lists it as not kept. */
  | { kind: 'product-kept'; slug: string };

export interface Envelope { v: 1; from: string; m: SharedMessage }

export function encode(from: string, message: SharedMessage): string {
  return JSON.stringify({ v: 1, from, m: message } satisfies Envelope);
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The envelope, or null when the text is not one this version understands (the receiver then drops everything). */
export function decode(text: string): Envelope | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, from, m } = raw as { v?: unknown; from?: unknown; m?: Record<string, unknown> };
  if (v !== 1 || typeof from !== 'string' || typeof m !== 'object' || m === null) return null;
  return validMessage(m) ? { v, from, m } : null;
}

function validMessage(m: Record<string, unknown>): m is SharedMessage {
  switch (m.kind) {
    case 'login-token': return isId(m.id) && isId(m.customerId);
    case 'customer-tokens': return isId(m.customerId) && (m.keepId === null || isId(m.keepId));
    case 'access-token': return isId(m.id);
    case 'cart': return Array.isArray(m.owners) && m.owners.every((o) => typeof o === 'string');
    case 'kurs': return true;
    case 'product-kept': return typeof m.slug === 'string';
    default: return false;
  }
}
