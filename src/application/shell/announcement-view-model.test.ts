import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { FlagStore } from './app-settings';
import { AnnouncementViewModel, type AnnouncementContent } from './announcement-view-model';

function memoryFlags(): FlagStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

const content: AnnouncementContent = { title: 'Promo', body: 'Hemat', picture: null, link: '/promo', actionLabel: null };

describe('AnnouncementViewModel', () => {
  it('shows an announcement once per flag, remembered by the flag store', () => {
    const flags = memoryFlags();
    const vm = new AnnouncementViewModel(flags);
    expect(vm.offer('pop_up:4:1', content)).toBe(true);
    expect(vm.current).toBe('pop_up:4:1');
    expect(vm.content).toEqual(content);
    vm.dismiss();
    expect(vm.current).toBeNull();
    expect(vm.content).toBeNull();
    expect(flags.get('announcement:pop_up:4:1')).toBe('1');
    expect(new AnnouncementViewModel(flags).offer('pop_up:4:1', content)).toBe(false);
    // An edited pop-up (a new revision) is another flag: it shows again.
    expect(vm.offer('pop_up:4:2', content)).toBe(true);
  });

  it('never replaces the announcement on screen', () => {
    const vm = new AnnouncementViewModel(memoryFlags());
    expect(vm.offer('a', content)).toBe(true);
    expect(vm.offer('b', { ...content, title: 'Other' })).toBe(false);
    expect(vm.content?.title).toBe('Promo');
  });
});
