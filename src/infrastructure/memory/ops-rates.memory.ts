// The console's exchange rates in memory (docs/api/ops.md "Exchange rates"), over the world of
// ops-world.memory.ts: the list, a currency's history, and a change checked as the server checks it
// (src/domain/kurs: positive, two decimals, bounds, IDR fixed, the date, ±20 % needs a confirmation).
// MemoryOpsApi calls these under its roles and Idempotency-Key replays. The memory storefront's
// prices keep their own demo rates (memory/demo-data.ts): a change here does not reach them.
import { ApiError } from '../../application/ports/api-error';
import type { OpsRate, OpsRateHistoryEntry, SetRateRequest, StaffMember } from '../../application/ports/ops-api.port';
import { KURS_FIXED_CODE, isLargeKursChange, kursChange, kursDateProblem, kursProblem, wibDate } from '../../domain/kurs';
import { invalid, notFound } from './ops-core.memory';
import type { MemRate, OpsWorld } from './ops-world.memory';

function rateView(rate: MemRate): OpsRate {
  const current = rate.history[0];
  if (!current) throw notFound('UNKNOWN_CURRENCY');
  return {
    code: rate.code, kurs: current.kurs, date: current.date, source: current.source, updatedAt: new Date(current.at).toISOString(),
    updatedBy: rate.updatedBy ? { ...rate.updatedBy } : null, fixed: rate.code === KURS_FIXED_CODE,
  };
}

function entryView(code: string, e: MemRate['history'][number]): OpsRateHistoryEntry {
  return { id: e.id, code, kurs: e.kurs, date: e.date, source: e.source, staffName: e.staffName, note: e.note, createdAt: new Date(e.at).toISOString() };
}

function rateOf(world: OpsWorld, code: string): MemRate {
  const rate = world.rates.find((r) => r.code === code.toUpperCase());
  if (!rate) throw notFound('UNKNOWN_CURRENCY');
  return rate;
}

export function memRates(world: OpsWorld): OpsRate[] {
  return [...world.rates].sort((a, b) => a.code.localeCompare(b.code)).map(rateView);
}

export function memRateHistory(world: OpsWorld, code: string): OpsRateHistoryEntry[] {
  const rate = rateOf(world, code);
  return rate.history.map((e) => entryView(rate.code, e));
}

export function memSetRate(world: OpsWorld, who: StaffMember, code: string, request: SetRateRequest, now: number): { rate: OpsRate; history: OpsRateHistoryEntry } {
  if (code.toUpperCase() === KURS_FIXED_CODE) throw invalid('params.code', 'Kurs IDR tetap 1 dan tidak dapat diubah', 'KURS_FIXED');
  if (kursProblem(request.kurs) !== null) throw invalid('body.kurs', 'Kurs harus angka lebih dari 0, paling banyak 2 desimal');
  if (kursDateProblem(request.date, wibDate(now)) !== null) throw invalid('body.date', 'Tanggal berlaku tidak valid');
  const note = request.note?.trim() || null;
  if (note !== null && note.length > 500) throw invalid('body.note', 'Catatan paling banyak 500 karakter');
  const rate = rateOf(world, code);
  const current = rate.history[0];
  if (current && isLargeKursChange(current.kurs, request.kurs) && !request.confirmLargeChange) {
    const percent = (kursChange(current.kurs, request.kurs) * 100).toFixed(1).replace('.', ',');
    throw new ApiError('UNPROCESSABLE', {
      status: 422, reason: 'LARGE_CHANGE_UNCONFIRMED', field: 'body.confirm_large_change',
      message: `Perubahan ${percent}% dari kurs sekarang: kirim lagi dengan konfirmasi`,
    });
  }
  world.seq.rate += 1;
  const entry = { id: world.seq.rate, kurs: request.kurs, date: request.date, source: 'console', staffName: who.name, note, at: now };
  rate.history.unshift(entry);
  rate.updatedBy = { staffId: who.staffId, name: who.name };
  return { rate: rateView(rate), history: entryView(rate.code, entry) };
}
