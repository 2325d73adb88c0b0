import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { LartasEntry, RatesApi } from '../ports/rates-api.port';
import { LartasViewModel } from './lartas-view-model';

const ENTRIES: LartasEntry[] = [
  { id: '1', name: 'Kosmetik', description: 'Izin edar BPOM', nameEn: 'Cosmetics', descriptionEn: 'BPOM distribution permit', authority: 'BPOM' },
  { id: '2', name: 'Mainan anak', description: 'SNI wajib', nameEn: 'Toys', descriptionEn: 'Mandatory SNI' },
  { id: '3', name: 'Telepon seluler', description: 'Sertifikat Postel dan IMEI terdaftar' },
];

const ratesOf = (lartas: RatesApi['lartas']) => ({ lartas }) as unknown as RatesApi;

describe('LartasViewModel (/lartas)', () => {
  it('filters on the Indonesian and English names and descriptions, ignoring case and surrounding spaces', async () => {
    const vm = new LartasViewModel(ratesOf(async () => ENTRIES));
    await vm.load();
    expect(vm.visible.map((e) => e.id)).toEqual(['1', '2', '3']);
    vm.setFilter('  bpom ');
    expect(vm.visible.map((e) => e.id)).toEqual(['1']);
    vm.setFilter('TOYS');
    expect(vm.visible.map((e) => e.id)).toEqual(['2']);
    vm.setFilter('imei');
    expect(vm.visible.map((e) => e.id)).toEqual(['3']);
    vm.setFilter('senjata');
    expect(vm.visible).toEqual([]);
    vm.setFilter('');
    expect(vm.visible).toHaveLength(3);
  });

  it('a failed load says so and keeps the list it had; the next load clears the failure', async () => {
    let fail = false;
    const vm = new LartasViewModel(ratesOf(async () => {
      if (fail) throw new ApiError('NETWORK');
      return ENTRIES;
    }));
    await vm.load();
    fail = true;
    await vm.load();
    expect([vm.failed, vm.loading, vm.entries.length]).toEqual([true, false, 3]);
    fail = false;
    await vm.load();
    expect(vm.failed).toBe(false);
  });
});
