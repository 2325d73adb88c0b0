import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, SupportApi } from '../ports/support-api.port';
import { ChatPageViewModel } from './chat-page-view-model';

function api(overrides: Partial<SupportApi> = {}): SupportApi & { sent: ChatMessage[] } {
  const sent: ChatMessage[] = [];
  return {
    sent,
    topics: async () => [{ id: '1', topic: 'Status pesanan', icon: null }, { id: '2', topic: 'Pembayaran', icon: null }],
    contactLinkForTopic: async () => 'https://wa.me/62',
    contactLink: async () => 'https://wa.me/62',
    chat: async (m) => {
      sent.push(m);
      return `https://wa.me/62?text=${encodeURIComponent(m.message)}`;
    },
    ...overrides,
  };
}

const popup = () => ({ navigate: vi.fn(), close: vi.fn() });

describe('ChatPageViewModel (/chat)', () => {
  it('prefills the name from the query, else the customer, and keeps a known topic only', async () => {
    const vm = new ChatPageViewModel(api());
    vm.start({ auth: '  Budi ', topicId: '2' }, 'Sari Dewi');
    await vm.loadTopics();
    expect(vm.name).toBe('Budi');
    expect(vm.topicId).toBe('2');
    const other = new ChatPageViewModel(api());
    other.start({ auth: null, topicId: '77' }, 'Sari Dewi');
    await other.loadTopics();
    expect(other.name).toBe('Sari Dewi');
    expect(other.topicId).toBe('');
    const junk = new ChatPageViewModel(api());
    junk.start({ auth: null, topicId: '1; drop' }, '');
    expect(junk.topicId).toBe('');
  });

  it('refuses an empty message without opening a window', async () => {
    const vm = new ChatPageViewModel(api());
    const open = vi.fn(popup);
    expect(await vm.send(open)).toBe('invalid');
    expect(vm.problems).toEqual(['messageRequired']);
    expect(open).not.toHaveBeenCalled();
    vm.setMessage('x'.repeat(2001));
    expect(vm.problems).toEqual(['messageTooLong']);
  });

  it('sends name, topic and message and loads the link into the window opened by the click', async () => {
    const backend = api();
    const vm = new ChatPageViewModel(backend);
    vm.start({ auth: 'Budi', topicId: '1' }, '');
    vm.setMessage('  Paket saya belum sampai  ');
    const window = popup();
    expect(await vm.send(() => window)).toBe('opened');
    expect(backend.sent).toEqual([{ auth: 'Budi', topic: '1', message: 'Paket saya belum sampai' }]);
    expect(window.navigate).toHaveBeenCalledWith(expect.stringContaining('Paket%20saya'));
  });

  it('a blocked popup or a failed call keeps what was typed', async () => {
    const vm = new ChatPageViewModel(api({ chat: async () => { throw new Error('down'); } }));
    vm.setMessage('Halo');
    expect(await vm.send(() => null)).toBe('blocked');
    const window = popup();
    expect(await vm.send(() => window)).toBe('failed');
    expect(window.close).toHaveBeenCalled();
    expect(vm.message).toBe('Halo');
    expect(vm.sending).toBe(false);
  });
});
