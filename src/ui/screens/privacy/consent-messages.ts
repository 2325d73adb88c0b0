/** The consent banner's and the privacy page's texts (their own catalogue: messages/{id,en}.json, the consent.* ids). */
import { defineMessage, defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'Privasi Anda' },
  bannerText: { id: 'consent.banner.text', defaultMessage: 'Kami ingin memakai piksel analitik dan iklan untuk mengukur kunjungan dan iklan kami. Tidak ada yang dimuat sebelum Anda memilih, dan Anda bisa mengubah pilihan kapan saja.' },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Terima semua' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Tolak semua' },
  choose: { id: 'consent.choose', defaultMessage: 'Pilih sendiri' },
  save: { id: 'consent.save', defaultMessage: 'Simpan pilihan' },
  more: { id: 'consent.more', defaultMessage: 'Pengaturan privasi' },
  purposesLegend: { id: 'consent.purposes.legend', defaultMessage: 'Tujuan yang Anda izinkan' },
  analyticsLabel: { id: 'consent.purpose.analytics.label', defaultMessage: 'Analitik' },
  advertisingLabel: { id: 'consent.purpose.advertising.label', defaultMessage: 'Iklan' },
  pageTitle: { id: 'consent.page.title', defaultMessage: 'Privasi & Data' },
  pageIntro: { id: 'consent.page.intro', defaultMessage: 'Atur piksel analitik dan iklan, dan unduh data yang kami simpan tentang Anda.' },
  pixelsTitle: { id: 'consent.page.pixelsTitle', defaultMessage: 'Piksel analitik dan iklan' },
  noPixels: { id: 'consent.page.noPixels', defaultMessage: 'Toko ini tidak memakai piksel analitik saat ini: tidak ada yang perlu disetujui.' },
  noChoice: { id: 'consent.page.noChoice', defaultMessage: 'Anda belum memilih: tidak ada piksel yang dimuat.' },
  allowed: { id: 'consent.allowed', defaultMessage: 'diizinkan' },
  refused: { id: 'consent.refused', defaultMessage: 'ditolak' },
  saved: { id: 'consent.page.saved', defaultMessage: 'Pilihan Anda telah disimpan.' },
  syncFailed: { id: 'consent.page.syncFailed', defaultMessage: 'Pilihan disimpan di perangkat ini, tetapi belum di akun Anda. Kami akan mencoba lagi saat Anda masuk.' },
  exportTitle: { id: 'consent.export.title', defaultMessage: 'Unduh data saya' },
  exportText: { id: 'consent.export.text', defaultMessage: 'Satu berkas JSON berisi semua yang kami simpan tentang Anda: profil, alamat, pesanan, tagihan, pembayaran, dompet, penarikan, tiket, favorit, notifikasi, voucher, persetujuan dan riwayat masuk.' },
  exportButton: { id: 'consent.export.button', defaultMessage: 'Unduh data saya' },
  exportBusy: { id: 'consent.export.busy', defaultMessage: 'Menyiapkan data…' },
  exportFailed: { id: 'consent.export.failed', defaultMessage: 'Data Anda tidak dapat diunduh sekarang. Coba lagi.' },
  exportSignIn: { id: 'consent.export.signIn', defaultMessage: 'Masuk untuk mengunduh data Anda.' },
  retention: { id: 'consent.page.retention', defaultMessage: 'Berapa lama data disimpan dijelaskan di Kebijakan Privasi.' },
});

export const analyticsTextMessage = defineMessage<{ pixels: string }>({ id: 'consent.purpose.analytics.text', defaultMessage: 'Mengukur halaman yang dikunjungi ({pixels}).' });
export const advertisingTextMessage = defineMessage<{ pixels: string }>({ id: 'consent.purpose.advertising.text', defaultMessage: 'Mengukur hasil iklan kami: tambah ke keranjang, pesanan, pembayaran dan kontak ({pixels}).' });
export const currentMessage = defineMessage<{ date: string; analytics: string; advertising: string }>({ id: 'consent.page.current', defaultMessage: 'Pilihan Anda sejak {date}: analitik {analytics}, iklan {advertising}.' });
