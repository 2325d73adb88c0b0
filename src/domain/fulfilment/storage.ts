/**
 * Free storage at the warehouse: each line may wait `freeDays` days (30 by default) from its
 * arrival before it is packed; the console lists the lines near the end. Pure (epoch milliseconds).
 */
export const DEFAULT_FREE_STORAGE_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface StorageCountdown {
  /** Epoch ms when free storage ends. */
  readonly freeUntil: number;
  /** Whole days left, rounded up (1 ms left = 1 day); 0 or less once ended. */
  readonly daysLeft: number;
  readonly ended: boolean;
}

export function isValidFreeDays(days: number): boolean {
  return Number.isSafeInteger(days) && days >= 0 && days <= 3650;
}

export function storageCountdown(arrivedAt: number, freeDays: number, now: number): StorageCountdown {
  const freeUntil = arrivedAt + freeDays * DAY_MS;
  const left = freeUntil - now;
  return { freeUntil, daysLeft: left > 0 ? Math.ceil(left / DAY_MS) : Math.floor(left / DAY_MS), ended: left <= 0 };
}

/** Free storage ends within `withinDays` days of `now` (or has ended). */
export function storageEndsWithin(arrivedAt: number, freeDays: number, now: number, withinDays: number): boolean {
  return arrivedAt + freeDays * DAY_MS - now <= withinDays * DAY_MS;
}
