// The lookup limit per visitor (MARKETPLACE_LOOKUPS_PER_MINUTE): provider calls cost money, so one
// visitor may cause at most N of them a minute; answers from the database are free and unlimited.
// With shared state (REDIS_URL) every process counts in one sliding window per visitor; without it,
// or for a call Redis does not answer, each process counts its own (docs/marketplace.md). The
// in-process table of visitors is bounded: the oldest visitor is dropped first.
import type { SharedState } from '../../../shared/port.ts';

const WINDOW_MS = 60_000;
const MAX_VISITORS = 10_000;

export interface VisitorLimit {
  /**
   * True and counted when the visitor may cause one more call now; false when over the limit. At
   * once in the process; a promise when the count is shared.
   */
  take(visitor: string, nowMs: number): boolean | Promise<boolean>;
}

export function createVisitorLimit(perMinute: number, shared?: Pick<SharedState, 'take'> | null): VisitorLimit {
  const local = localLimit(perMinute);
  if (!shared || perMinute <= 0) return local;
  return {
    take: (visitor, nowMs) => shared.take(`lookup:${visitor}`, perMinute, WINDOW_MS, nowMs).catch(() => local.take(visitor, nowMs)),
  };
}

function localLimit(perMinute: number): { take(visitor: string, nowMs: number): boolean } {
  const calls = new Map<string, number[]>();
  return {
    take(visitor, nowMs) {
      if (perMinute <= 0) return true;
      const recent = (calls.get(visitor) ?? []).filter((at) => nowMs - at < WINDOW_MS);
      if (recent.length >= perMinute) {
        calls.set(visitor, recent);
        return false;
      }
      recent.push(nowMs);
      calls.delete(visitor);
      calls.set(visitor, recent);
      if (calls.size > MAX_VISITORS) calls.delete(calls.keys().next().value as string);
      return true;
    },
  };
}
