// Defensive readers for wire data: an answer that is not the documented shape becomes
// ApiError MALFORMED_RESPONSE (with the offending path in `field`), never a TypeError.
import { ApiError } from '../../application/ports/api-error';

export type Json = Record<string, unknown>;

export function malformed(path: string, status = 0): ApiError {
  return new ApiError('MALFORMED_RESPONSE', { status, field: path, reason: 'MALFORMED_RESPONSE' });
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: unknown, path: string): Json {
  if (!isObject(value)) throw malformed(path);
  return value;
}

export function arr(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(path);
  return value;
}

/** A string; numbers are accepted and turned into strings (ids often come as numbers). */
export function str(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw malformed(path);
}

export function optStr(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  return str(value, path);
}

/** A finite number; numeric strings ('12000', '12.5') are accepted. */
export function num(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw malformed(path);
}

export function optNum(value: unknown, path: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  return num(value, path);
}

/** true/false, 1/0, '1'/'0', 'true'/'false'; absent = fallback. */
export function bool(value: unknown, path: string, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  throw malformed(path);
}

/** Maps a list, adding the index to the path of any error. */
export function list<T>(value: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  return arr(value, path).map((entry, i) => item(entry, `${path}[${i}]`));
}

/** The list in `data`, or in `data.data` (subdistricts and some paginated answers). */
export function dataList(body: Json, path = 'data'): unknown[] {
  const data = body.data;
  if (Array.isArray(data)) return data;
  if (isObject(data) && Array.isArray(data.data)) return data.data;
  throw malformed(path);
}

/** Integer rupiah (a whole numeric string too). */
export function rupiah(value: unknown, path: string): number {
  const n = num(value, path);
  if (Math.abs(n - Math.round(n)) > 0.005) throw malformed(path);
  return Math.round(n);
}

/** An ISO date (required). */
export function iso(value: unknown, path: string): string {
  const s = str(value, path);
  if (!Number.isFinite(Date.parse(s))) throw malformed(path);
  return s;
}

export function optIso(value: unknown, path: string): string | null {
  return value === undefined || value === null ? null : iso(value, path);
}
