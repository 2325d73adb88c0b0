// The lookup limit per visitor (MARKETPLACE_LOOKUPS_PER_MINUTE): provider calls cost money, so one
// visitor may cause at most N of them a minute; answers from the database are free and unlimited.
// In-process (each server process counts its own; docs/marketplace.md says what that means with
// several processes). The table of visitors is bounded: the oldest visitor is dropped first.

const WINDOW_MS = 60_000;
const MAX_VISITORS = 10_000;

export interface VisitorLimit {
  /** True and counted when the visitor may cause one more call now; false when over the limit. */
  take(visitor: string, nowMs: number): boolean;
}

export function createVisitorLimit(perMinute: number): VisitorLimit {
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
