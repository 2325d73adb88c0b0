// Localised texts and errors of the payments module.
import { AppError, t, type ErrorCode, type Lang } from '../../http/errors.ts';

export const PAYMENT_TEXTS = {
  charged: { id: 'Silakan selesaikan pembayaran', en: 'Please complete the payment' },
  paid: { id: 'Pembayaran berhasil', en: 'Payment received' },
  status: { id: 'Status pembayaran', en: 'Payment status' },
  wallet: { id: 'Saldo Titip', en: 'Titip wallet' },
  notification: { id: 'Notifikasi diterima', en: 'Notification received' },
  invoiceNotFound: { id: 'Tagihan tidak ditemukan', en: 'Invoice not found' },
  notPending: { id: 'Tagihan ini tidak menunggu pembayaran', en: 'This invoice is not awaiting payment' },
  methodUnavailable: { id: 'Metode pembayaran ini belum tersedia', en: 'This payment method is not available yet' },
  cardTokenRequired: { id: 'Token kartu wajib diisi', en: 'A card token is required' },
  cardRejected: { id: 'Pembayaran kartu ditolak. Periksa data kartu atau gunakan kartu lain.', en: 'The card payment was refused. Check the card details or use another card.' },
  cardConfig: { id: 'Konfigurasi pembayaran kartu', en: 'Card payment configuration' },
  insufficient: { id: 'Saldo tidak mencukupi', en: 'Insufficient balance' },
  idempotencyRequired: { id: 'Header Idempotency-Key wajib diisi', en: 'The Idempotency-Key header is required' },
  gatewayTimeout: { id: 'Gateway pembayaran tidak merespons, silakan coba lagi', en: 'The payment gateway did not answer, please try again' },
  gatewayError: { id: 'Gateway pembayaran menolak permintaan', en: 'The payment gateway refused the request' },
  cancelFailed: { id: 'Pembayaran sebelumnya tidak dapat dibatalkan, mungkin sudah dibayar', en: 'The previous payment could not be cancelled; it may have been paid' },
  badSignature: { id: 'Tanda tangan notifikasi tidak valid', en: 'Invalid notification signature' },
  paymentNotFound: { id: 'Pembayaran tidak ditemukan', en: 'Payment not found' },
  amountMismatch: { id: 'Jumlah pembayaran tidak sesuai', en: 'The amount does not match the payment' },
  topupFromWallet: { id: 'Isi saldo tidak dapat dibayar dengan saldo', en: 'A top-up cannot be paid from the wallet' },
  topupAmountInvalid: { id: 'Jumlah isi saldo harus antara Rp10.000 dan Rp50.000.000', en: 'The top-up amount must be between Rp10,000 and Rp50,000,000' },
  topupCreated: { id: 'Tagihan isi saldo dibuat', en: 'Top-up invoice created' },
  banks: { id: 'Daftar bank', en: 'Banks' },
  bankAccounts: { id: 'Rekening bank', en: 'Bank accounts' },
  bankAccountSaved: { id: 'Rekening bank disimpan', en: 'Bank account saved' },
  bankAccountDeleted: { id: 'Rekening bank dihapus', en: 'Bank account deleted' },
  bankAccountNotFound: { id: 'Rekening bank tidak ditemukan', en: 'Bank account not found' },
  bankUnknown: { id: 'Bank tidak tersedia', en: 'This bank is not available' },
  accountNumberInvalid: { id: 'Nomor rekening harus 6-20 angka', en: 'The account number must be 6-20 digits' },
  withdrawAmountInvalid: { id: 'Jumlah penarikan minimal Rp10.000', en: 'The withdrawal must be at least Rp10,000' },
  withdrawn: { id: 'Penarikan diproses', en: 'Withdrawal submitted' },
  withdrawals: { id: 'Riwayat penarikan', en: 'Withdrawals' },
  withdrawalNotFound: { id: 'Penarikan tidak ditemukan', en: 'Withdrawal not found' },
} as const;

export type PaymentText = keyof typeof PAYMENT_TEXTS;

export function paymentText(lang: Lang, key: PaymentText): string {
  return t(lang, PAYMENT_TEXTS[key]);
}

export function paymentError(code: ErrorCode, lang: Lang, key: PaymentText, reason: string, field?: string): AppError {
  return new AppError(code, { message: paymentText(lang, key), reason, ...(field ? { field } : {}) });
}
