// Texts of the payment panel on /track?nomor= (the owner's invoice).
import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  chooseMethod: { id: 'payment.chooseMethod', defaultMessage: 'Pilih metode pembayaran' },
  pay: { id: 'payment.pay', defaultMessage: 'Bayar' },
  paying: { id: 'payment.paying', defaultMessage: 'Memproses...' },
  cancelChange: { id: 'payment.cancelChange', defaultMessage: 'Batal' },
  changeMethod: { id: 'payment.changeMethod', defaultMessage: 'Ganti metode pembayaran' },
  optionsFailed: { id: 'payment.optionsFailed', defaultMessage: 'Metode pembayaran tidak dapat dimuat.' },
  retry: { id: 'payment.retry', defaultMessage: 'Coba lagi' },
  failed: { id: 'payment.failed', defaultMessage: 'Pembayaran belum dapat dibuat. Silakan coba lagi.' },
  vaNumber: { id: 'payment.vaNumber', defaultMessage: 'Nomor Virtual Account' },
  billerCode: { id: 'payment.billerCode', defaultMessage: 'Kode perusahaan (biller code)' },
  billKey: { id: 'payment.billKey', defaultMessage: 'Kode bayar (bill key)' },
  scanQr: { id: 'payment.scanQr', defaultMessage: 'Pindai kode QR ini dengan aplikasi pembayaran apa pun.' },
  qrLabel: { id: 'payment.qrLabel', defaultMessage: 'Kode QR pembayaran' },
  cardLink: { id: 'payment.cardLink', defaultMessage: 'Lanjutkan otentikasi 3-D Secure' },
  copy: { id: 'payment.copy', defaultMessage: 'Salin' },
  copyUnsupported: { id: 'payment.copy.unsupported', defaultMessage: 'Copy to clipboard not supported' },
  waiting: { id: 'payment.waiting', defaultMessage: 'Halaman ini diperbarui sendiri setelah pembayaran diterima.' },
  receiptTitle: { id: 'payment.receipt.title', defaultMessage: 'Pembayaran diterima' },
  paidAt: { id: 'payment.receipt.paidAt', defaultMessage: 'Dibayar pada' },
  amount: { id: 'payment.receipt.amount', defaultMessage: 'Jumlah' },
  method: { id: 'payment.receipt.method', defaultMessage: 'Metode' },
  walletUsed: { id: 'payment.walletUsed', defaultMessage: 'Saldo Titip dipakai' },
  amountDue: { id: 'payment.amountDue', defaultMessage: 'Jumlah yang harus dibayar' },
});

/** The card form (CardForm.tsx). */
export const cardMessages = defineMessages({
  legend: { id: 'payment.card.legend', defaultMessage: 'Data kartu' },
  number: { id: 'payment.card.number', defaultMessage: 'Nomor kartu' },
  expiry: { id: 'payment.card.expiry', defaultMessage: 'Masa berlaku (BB/TT)' },
  expMonth: { id: 'payment.card.expMonth', defaultMessage: 'Bulan (BB)' },
  expYear: { id: 'payment.card.expYear', defaultMessage: 'Tahun (TT)' },
  cvv: { id: 'payment.card.cvv', defaultMessage: 'CVV' },
  cvvHint: { id: 'payment.card.cvvHint', defaultMessage: '3 angka di belakang kartu (4 angka di depan untuk American Express)' },
  notice: { id: 'payment.card.notice', defaultMessage: 'Data kartu dikirim langsung ke gateway pembayaran; Titip tidak menyimpan nomor kartu Anda.' },
  numberRequired: { id: 'payment.card.number.required', defaultMessage: 'Nomor kartu wajib diisi' },
  numberInvalid: { id: 'payment.card.number.invalid', defaultMessage: 'Nomor kartu tidak valid' },
  expiryRequired: { id: 'payment.card.expiry.required', defaultMessage: 'Masa berlaku wajib diisi' },
  expiryInvalid: { id: 'payment.card.expiry.invalid', defaultMessage: 'Masa berlaku tidak valid' },
  expiryExpired: { id: 'payment.card.expiry.expired', defaultMessage: 'Kartu sudah kedaluwarsa' },
  cvvRequired: { id: 'payment.card.cvv.required', defaultMessage: 'CVV wajib diisi' },
  cvvInvalid: { id: 'payment.card.cvv.invalid', defaultMessage: 'CVV tidak valid' },
  declined: { id: 'payment.card.declined', defaultMessage: 'Kartu ditolak. Coba kartu lain atau metode pembayaran lain.' },
  refused: { id: 'payment.card.refused', defaultMessage: 'Data kartu tidak diterima oleh gateway pembayaran.' },
  unavailable: { id: 'payment.card.unavailable', defaultMessage: 'Layanan kartu tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.' },
  redirecting: { id: 'payment.card.redirecting', defaultMessage: 'Mengalihkan ke halaman otentikasi 3-D Secure...' },
  pendingHint: { id: 'payment.card.pendingHint', defaultMessage: 'Selesaikan otentikasi 3-D Secure di halaman bank Anda untuk menyelesaikan pembayaran.' },
});

export const cardBrandLabel = defineMessage<{ brand: string }>({ id: 'payment.card.brand', defaultMessage: 'Kartu {brand}' });

export const copySuccess = defineMessage<{ text: string }>({ id: 'payment.copy.success', defaultMessage: 'Successfully copy: {text}' });
export const useWalletLabel = defineMessage<{ balance: string }>({ id: 'payment.useWallet', defaultMessage: 'Gunakan saldo Titip ({balance})' });
export const payWithin = defineMessage<{ time: string }>({ id: 'payment.countdown', defaultMessage: 'Selesaikan pembayaran dalam {time}' });
export const bankVa = defineMessage<{ bank: string }>({ id: 'payment.bankVa', defaultMessage: 'Bank {bank}' });

/** The saved cards offered on the payment panel (SavedCardPicker). */
export const savedCardMessages = {
  ...defineMessages({
    legend: { id: 'payment.card.saved.legend', defaultMessage: 'Kartu tersimpan' },
    newCard: { id: 'payment.card.saved.new', defaultMessage: 'Kartu baru' },
  }),
  option: defineMessage<{ brand: string; masked: string; month: string; year: number }>({
    id: 'payment.card.saved.option', defaultMessage: '{brand} {masked} (berlaku s.d. {month}/{year})',
  }),
};

