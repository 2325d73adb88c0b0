/**
 * Date/time display in Western Indonesian Time (WIB, UTC+7, no daylight
 * saving), computed by offset arithmetic so no time-zone data is needed.
 * Input is epoch milliseconds.
 */

export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
export const WIB_LABEL = 'WIB';

export const MONTH_NAMES_ID = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
  'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
] as const;

export interface WibParts {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** Calendar parts of an instant as seen in WIB; undefined for a non-finite or invalid instant. */
export function toWibParts(epochMs: number): WibParts | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const shifted = new Date(epochMs + WIB_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return undefined;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '05 Maret 2024 14:07 WIB'; '' for an invalid instant. */
export function formatDateTimeWib(epochMs: number): string {
  const p = toWibParts(epochMs);
  if (p === undefined) return '';
  const month = MONTH_NAMES_ID[p.month - 1] ?? '';
  return `${pad2(p.day)} ${month} ${p.year} ${pad2(p.hour)}:${pad2(p.minute)} ${WIB_LABEL}`;
}

/** '05/03/2024'; '' for an invalid instant. */
export function formatDateWib(epochMs: number): string {
  const p = toWibParts(epochMs);
  if (p === undefined) return '';
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year}`;
}
