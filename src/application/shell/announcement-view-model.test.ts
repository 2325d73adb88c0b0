import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { FlagStore } from './app-settings';
import { AnnouncementViewModel } from './announcement-view-model';

function memoryFlags(): FlagStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

describe('AnnouncementViewModel', () => {
  it('shows an announcement once per flag', () => {
    const flags = memoryFlags();
    const vm = new AnnouncementViewModel(flags);
    expect(vm.offer('welcome')).toBe(true);
    expect(vm.current).toBe('welcome');
    vm.dismiss();
    expect(vm.current).toBeNull();
    expect(new AnnouncementViewModel(flags).offer('welcome')).toBe(false);
    expect(vm.offer('promo-2025')).toBe(true);
  });
});
