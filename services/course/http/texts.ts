// The course service's texts: the spec's Indonesian messages verbatim, with their English pair.
import type { Lang } from '../../../server/http/errors.ts';

export const TEXTS = {
  addFailed: { id: 'Gagal menambahkan course', en: 'Failed to add the course' },
  added: { id: 'Berhasil menambahkan course', en: 'Course added' },
  deleted: { id: 'Berhasil menghapus course', en: 'Course removed' },
  deleteFailed: { id: 'Gagal menghapus course', en: 'Failed to remove the course' },
  confirmed: { id: 'Berhasil melakukan konfirmasi pembayaran', en: 'Payment confirmed' },
  confirmFailed: { id: 'Gagal melakukan konfirmasi pembayaran', en: 'Payment confirmation failed' },
  notEnrolled: { id: 'Anda belum terdaftar di course ini', en: 'You are not enrolled in this course' },
  courseNotFound: { id: 'Course tidak ditemukan', en: 'Course not found' },
  registered: { id: 'Berhasil mendaftar course', en: 'Enrolled in the course' },
  preRegistered: { id: 'Berhasil mendaftar lebih awal', en: 'Pre-registered' },
  notFree: { id: 'Course ini berbayar', en: 'This course is not free' },
  notStarted: { id: 'Course belum dimulai', en: 'The course has not started yet' },
  alreadyOpen: { id: 'Course sudah dibuka', en: 'The course is already open' },
  checkoutDone: { id: 'Berhasil membuat pesanan', en: 'Order placed' },
  detailsInvalid: { id: 'Course di keranjang tidak ditemukan', en: 'A course of the cart was not found' },
  alreadyOwned: { id: 'Anda sudah memiliki course ini', en: 'You already own this course' },
  noAttemptsLeft: { id: 'Kesempatan mengerjakan kuis sudah habis', en: 'No quiz attempts left' },
  reviewExists: { id: 'Anda sudah memberi ulasan', en: 'You have already reviewed this course' },
  reviewSaved: { id: 'Berhasil menyimpan ulasan', en: 'Review saved' },
  reviewNotFound: { id: 'Ulasan tidak ditemukan', en: 'Review not found' },
  reviewInvalid: { id: 'Ulasan tidak valid', en: 'The review is not valid' },
  orderNotFound: { id: 'Pesanan tidak ditemukan', en: 'Order not found' },
  voucherInvalid: { id: 'Voucher tidak dapat digunakan', en: 'The voucher cannot be used' },
} as const;

export type TextKey = keyof typeof TEXTS;

export function text(lang: Lang, key: TextKey): string {
  return TEXTS[key][lang];
}
