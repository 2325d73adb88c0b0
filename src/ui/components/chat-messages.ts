/** Texts of the chat box (the floating button, its lazy panel) and the footer's support links. */
import { defineMessages, type IntlShape } from 'react-intl';
import type { OpenResult } from '../../application/support/support-view-model';
import { notify } from '../lib/toast';

export const chatMessages = defineMessages({
  open: { id: 'chat.open', defaultMessage: 'Chat dengan CS' },
  close: { id: 'chat.close', defaultMessage: 'Tutup chat' },
  title: { id: 'chat.title', defaultMessage: 'Ada yang bisa kami bantu?' },
  intro: { id: 'chat.intro', defaultMessage: 'Pilih topik, kami lanjutkan di WhatsApp.' },
  hours: { id: 'chat.hours', defaultMessage: 'Senin - Jumat 08:00-17:00 WIB' },
  loading: { id: 'chat.loading', defaultMessage: 'Memuat topik...' },
  empty: { id: 'chat.empty', defaultMessage: 'Topik belum tersedia. Coba lagi nanti.' },
  blocked: { id: 'chat.blocked', defaultMessage: 'Unblock Popup untuk berbicara dengan CS kami.' },
  failed: { id: 'chat.failed', defaultMessage: 'Tidak dapat membuka chat saat ini.' },
});

/** What the customer is told when a chat link could not be opened (spec section 8: 'Chat window blocked'). */
export function reportChatOpen(intl: IntlShape, result: OpenResult | 'invalid'): void {
  if (result === 'blocked') window.alert(intl.formatMessage(chatMessages.blocked));
  if (result === 'failed') notify.error(intl.formatMessage(chatMessages.failed));
}
