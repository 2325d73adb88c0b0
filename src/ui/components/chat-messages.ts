/** Texts of the chat box (the floating button, its lazy panel) and the footer's support links. */
import { defineMessages } from 'react-intl';

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
