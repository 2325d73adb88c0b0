/**
 * The texts of the service worker's offline page (src/pwa/offline-page.ts). Its own catalogue
 * (src/pwa/messages/{id,en}.json, checked by scripts/check-messages.mjs): the build hands both
 * languages to the worker (scripts/pwa/plugin.ts); the app never loads them. Plain text, no arguments.
 */
import { defineMessages } from 'react-intl';

export const offlinePageMessages = defineMessages({
  title: { id: 'offline.page.title', defaultMessage: 'Offline - Titip' },
  heading: { id: 'offline.page.heading', defaultMessage: 'Anda sedang offline' },
  body: { id: 'offline.page.body', defaultMessage: 'Halaman ini belum pernah dibuka di perangkat ini, jadi belum tersimpan. Sambungkan perangkat ke internet lalu coba lagi. Harga, keranjang, checkout dan pembayaran selalu membutuhkan internet.' },
  retry: { id: 'offline.page.retry', defaultMessage: 'Coba lagi' },
  home: { id: 'offline.page.home', defaultMessage: 'Ke beranda' },
  saved: { id: 'offline.page.saved', defaultMessage: 'Halaman yang tersimpan di perangkat ini' },
});
