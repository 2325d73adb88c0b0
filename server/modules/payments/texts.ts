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
  insufficient: { id: 'Saldo tidak mencukupi', en: 'Insufficient balance' },
  idempotencyRequired: { id: 'Header Idempotency-Key wajib diisi', en: 'The Idempotency-Key header is required' },
  gatewayTimeout: { id: 'Gateway pembayaran tidak merespons, silakan coba lagi', en: 'The payment gateway did not answer, please try again' },
  gatewayError: { id: 'Gateway pembayaran menolak permintaan', en: 'The payment gateway refused the request' },
  cancelFailed: { id: 'Pembayaran sebelumnya tidak dapat dibatalkan, mungkin sudah dibayar', en: 'The previous payment could not be cancelled; it may have been paid' },
  badSignature: { id: 'Tanda tangan notifikasi tidak valid', en: 'Invalid notification signature' },
  paymentNotFound: { id: 'Pembayaran tidak ditemukan', en: 'Payment not found' },
  amountMismatch: { id: 'Jumlah pembayaran tidak sesuai', en: 'The amount does not match the payment' },
} as const;

export type PaymentText = keyof typeof PAYMENT_TEXTS;

export function paymentText(lang: Lang, key: PaymentText): string {
  return t(lang, PAYMENT_TEXTS[key]);
}

export function paymentError(code: ErrorCode, lang: Lang, key: PaymentText, reason: string, field?: string): AppError {
  return new AppError(code, { message: paymentText(lang, key), reason, ...(field ? { field } : {}) });
}
