import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { FlagStore } from '../shell/app-settings';
import { AnnouncementViewModel } from '../shell/announcement-view-model';
import { fakeContent } from '../search/test-fakes';
import { ApiError } from '../ports/api-error';
import { TOUR_FLAG, TourViewModel } from './tour-view-model';
import { PopUpOfferViewModel } from './pop-up-offer-view-model';

function memoryFlags(): FlagStore {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

describe('TourViewModel', () => {
  it('walks the steps forward and back, then is never shown again on the device', () => {
    const flags = memoryFlags();
    const vm = new TourViewModel(flags);
    expect(vm.start(3)).toBe(true);
    expect([vm.step, vm.isFirst, vm.isLast]).toEqual([0, true, false]);
    vm.back();
    expect(vm.step).toBe(0);
    vm.next();
    vm.next();
    expect([vm.step, vm.isLast]).toEqual([2, true]);
    vm.back();
    expect(vm.step).toBe(1);
    vm.next();
    vm.next();
    expect(vm.step).toBeNull();
    expect(flags.get(TOUR_FLAG)).toBe('1');
    expect(new TourViewModel(flags).start(3)).toBe(false);
  });

  it('skipping at any step marks it seen; nothing to show does not start it', () => {
    const flags = memoryFlags();
    const vm = new TourViewModel(flags);
    expect(vm.start(0)).toBe(false);
    expect(vm.start(2)).toBe(true);
    expect(vm.start(2)).toBe(false);
    vm.finish();
    expect(vm.seen).toBe(true);
    expect(vm.step).toBeNull();
  });
});

describe('PopUpOfferViewModel', () => {
  const popUp = { id: 4, revision: 2, title: 'Promo', summary: 'Hemat', picture: null, link: '/promo-detail/2', actionLabel: 'Lihat promo' };

  it('offers the pop-up under its id and revision, once per device', async () => {
    const flags = memoryFlags();
    const announcements = new AnnouncementViewModel(flags);
    const vm = new PopUpOfferViewModel(fakeContent({ popUp: async () => popUp }), announcements);
    expect(await vm.offer()).toBe(true);
    expect(vm.settled).toBe(true);
    expect(announcements.current).toBe('pop_up:4:2');
    expect(announcements.content).toEqual({ title: 'Promo', body: 'Hemat', picture: null, link: '/promo-detail/2', actionLabel: 'Lihat promo' });
    announcements.dismiss();
    expect(await new PopUpOfferViewModel(fakeContent({ popUp: async () => popUp }), new AnnouncementViewModel(flags)).offer()).toBe(false);
    expect(await new PopUpOfferViewModel(fakeContent({ popUp: async () => ({ ...popUp, revision: 3 }) }), new AnnouncementViewModel(flags)).offer()).toBe(true);
  });

  it('does not cover a dialog the customer opened meanwhile: not shown, not marked seen', async () => {
    const flags = memoryFlags();
    const announcements = new AnnouncementViewModel(flags);
    const vm = new PopUpOfferViewModel(fakeContent({ popUp: async () => popUp }), announcements);
    expect(await vm.offer(() => false)).toBe(false);
    expect([vm.settled, announcements.current]).toEqual([true, null]);
    expect(await new PopUpOfferViewModel(fakeContent({ popUp: async () => popUp }), new AnnouncementViewModel(flags)).offer()).toBe(true);
  });

  it('shows nothing without a pop-up or when the call fails, and is settled either way', async () => {
    const announcements = new AnnouncementViewModel(memoryFlags());
    const none = new PopUpOfferViewModel(fakeContent({ popUp: async () => null }), announcements);
    expect(await none.offer()).toBe(false);
    expect(none.settled).toBe(true);
    const failing = new PopUpOfferViewModel(fakeContent({ popUp: () => Promise.reject(new ApiError('NETWORK')) }), announcements);
    expect(await failing.offer()).toBe(false);
    expect(failing.settled).toBe(true);
    expect(announcements.current).toBeNull();
  });
});
