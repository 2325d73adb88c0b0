// Texts of the console's exchange-rate page (ops catalogue: ./messages, ids 'ops.rates.*').
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const opsRatesMessages = defineMessages({
  nav: { id: 'ops.rates.nav', defaultMessage: 'Kurs' },
  title: { id: 'ops.rates.title', defaultMessage: 'Kurs mata uang' },
  intro: { id: 'ops.rates.intro', defaultMessage: 'Rupiah per 1 unit mata uang. Kurs baru langsung dipakai untuk harga berikutnya; pesanan yang sudah dibuat tetap memakai kurs saat checkout.' },
  readOnly: { id: 'ops.rates.readOnly', defaultMessage: 'Hanya admin yang dapat mengubah kurs.' },
  failed: { id: 'ops.rates.failed', defaultMessage: 'Kurs gagal dimuat.' },
  colCode: { id: 'ops.rates.colCode', defaultMessage: 'Mata uang' },
  colKurs: { id: 'ops.rates.colKurs', defaultMessage: 'Kurs (Rp per 1)' },
  colDate: { id: 'ops.rates.colDate', defaultMessage: 'Berlaku sejak' },
  colSource: { id: 'ops.rates.colSource', defaultMessage: 'Sumber' },
  colUpdated: { id: 'ops.rates.colUpdated', defaultMessage: 'Diubah' },
  colBy: { id: 'ops.rates.colBy', defaultMessage: 'Oleh' },
  colNote: { id: 'ops.rates.colNote', defaultMessage: 'Catatan' },
  system: { id: 'ops.rates.system', defaultMessage: 'Sistem' },
  fixed: { id: 'ops.rates.fixed', defaultMessage: 'Tetap 1' },
  history: { id: 'ops.rates.history', defaultMessage: 'Riwayat' },
  edit: { id: 'ops.rates.edit', defaultMessage: 'Ubah kurs' },
  historyEmpty: { id: 'ops.rates.historyEmpty', defaultMessage: 'Belum ada riwayat.' },
  historyFailed: { id: 'ops.rates.historyFailed', defaultMessage: 'Riwayat gagal dimuat.' },
  historyLoading: { id: 'ops.rates.historyLoading', defaultMessage: 'Memuat riwayat…' },
  kursHint: { id: 'ops.rates.kursHint', defaultMessage: 'Lebih dari 0, paling banyak 2 desimal (koma atau titik), tanpa pemisah ribuan.' },
  date: { id: 'ops.rates.date', defaultMessage: 'Berlaku sejak' },
  dateHint: { id: 'ops.rates.dateHint', defaultMessage: 'Hari ini atau sebelumnya, paling lama setahun lalu.' },
  note: { id: 'ops.rates.note', defaultMessage: 'Catatan (opsional)' },
  save: { id: 'ops.rates.save', defaultMessage: 'Simpan kurs' },
  saving: { id: 'ops.rates.saving', defaultMessage: 'Menyimpan…' },
  cancel: { id: 'ops.rates.cancel', defaultMessage: 'Batal' },
  confirmYes: { id: 'ops.rates.confirmYes', defaultMessage: 'Ya, simpan' },
  confirmNo: { id: 'ops.rates.confirmNo', defaultMessage: 'Periksa lagi' },
});

export const historyTitle = defineMessage<{ code: string }>({ id: 'ops.rates.historyTitle', defaultMessage: 'Riwayat kurs {code}' });
export const kursLabel = defineMessage<{ code: string }>({ id: 'ops.rates.kurs', defaultMessage: 'Kurs baru (Rp per 1 {code})' });
export const confirmText = defineMessage<{ change: string; current: string }>({
  id: 'ops.rates.confirm', defaultMessage: 'Kurs baru {change}% dari kurs sekarang (Rp {current}). Yakin menyimpannya?',
});
export const savedText = defineMessage<{ code: string; kurs: string; date: string }>({ id: 'ops.rates.saved', defaultMessage: 'Kurs {code} disimpan: Rp {kurs}, berlaku sejak {date}.' });

/** The source of a rate: seeded, typed in the console, imported (others as they are). */
export const sourceTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  seed: { id: 'ops.rates.source.seed', defaultMessage: 'Kurs awal' },
  console: { id: 'ops.rates.source.console', defaultMessage: 'Konsol' },
  frankfurter: { id: 'ops.rates.source.frankfurter', defaultMessage: 'Impor ECB (Frankfurter)' },
});
