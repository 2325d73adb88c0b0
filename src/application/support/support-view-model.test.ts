import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import type { SupportApi } from '../ports/support-api.port';
import { SupportViewModel } from './support-view-model';

const api: SupportApi = {
  topics: async () => [{ id: '1', topic: 'Status pesanan', icon: null }],
  contactLinkForTopic: async (id) => `https://wa.me/62?topic=${id}`,
  contactLink: async (type) => `https://wa.me/62?type=${type}`,
  chat: async (m) => `https://wa.me/62?text=${encodeURIComponent(m.message)}`,
};

describe('SupportViewModel', () => {
  it('loads topics when first opened', async () => {
    const vm = new SupportViewModel(api);
    vm.toggle();
    await vm.load();
    expect(vm.open).toBe(true);
    expect(vm.topics).toHaveLength(1);
  });
  it('loads the topic link into the opened window', async () => {
    const vm = new SupportViewModel(api);
    const popup = { navigate: vi.fn(), close: vi.fn() };
    expect(await vm.openTopic('1', popup)).toBe('opened');
    expect(popup.navigate).toHaveBeenCalledWith('https://wa.me/62?topic=1');
    expect(await vm.openContact('sales', popup)).toBe('opened');
    expect(popup.navigate).toHaveBeenLastCalledWith('https://wa.me/62?type=sales');
  });
  it('reports a blocked popup and closes the window when the link fails', async () => {
    const vm = new SupportViewModel({ ...api, contactLinkForTopic: () => Promise.reject(new Error('x')) });
    expect(await vm.openTopic('1', null)).toBe('blocked');
    const popup = { navigate: vi.fn(), close: vi.fn() };
    expect(await vm.openTopic('1', popup)).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
  });
});
