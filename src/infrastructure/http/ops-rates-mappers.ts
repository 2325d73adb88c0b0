// Wire -> port mapping of the console's exchange-rate answers (docs/api/ops.md "Exchange rates").
// A wrong shape is MALFORMED_RESPONSE with the offending path (./dto.ts).
import type { OpsRate, OpsRateHistoryEntry } from '../../application/ports/ops-api.port';
import { bool, malformed, num, obj, optStr, str } from './dto';

function day(value: unknown, path: string): string {
  const s = str(value, path);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) throw malformed(path);
  return s;
}

function instant(value: unknown, path: string): string {
  const s = str(value, path);
  if (!Number.isFinite(Date.parse(s))) throw malformed(path);
  return s;
}

export function toOpsRate(value: unknown, path = 'data'): OpsRate {
  const row = obj(value, path);
  const by = row.updated_by === null || row.updated_by === undefined ? null : obj(row.updated_by, `${path}.updated_by`);
  return {
    code: str(row.code, `${path}.code`),
    kurs: num(row.kurs, `${path}.kurs`),
    date: day(row.date, `${path}.date`),
    source: str(row.source, `${path}.source`),
    updatedAt: instant(row.updated_at, `${path}.updated_at`),
    updatedBy: by === null ? null : { staffId: str(by.staff_id, `${path}.updated_by.staff_id`), name: optStr(by.name, `${path}.updated_by.name`) ?? '' },
    fixed: bool(row.fixed, `${path}.fixed`),
  };
}

export function toOpsRateHistoryEntry(value: unknown, path = 'data'): OpsRateHistoryEntry {
  const row = obj(value, path);
  const staff = row.staff === null || row.staff === undefined ? null : obj(row.staff, `${path}.staff`);
  return {
    id: num(row.id, `${path}.id`),
    code: str(row.code, `${path}.code`),
    kurs: num(row.kurs, `${path}.kurs`),
    date: day(row.date, `${path}.date`),
    source: str(row.source, `${path}.source`),
    staffName: staff === null ? null : optStr(staff.name, `${path}.staff.name`),
    note: optStr(row.note, `${path}.note`),
    createdAt: instant(row.created_at, `${path}.created_at`),
  };
}
