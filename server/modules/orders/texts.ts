// Localised texts of the orders module (Indonesian and English).
import { AppError, t, type ErrorCode, type Lang } from '../../http/errors.ts';
import { formatRupiah } from '../../../src/domain/format/index.ts';
import type { VoucherReason } from '../../../src/domain/voucher/index.ts';

export const ORDER_TEXTS = {
  preview: { id: 'Ringkasan pesanan', en: 'Order summary' },
  created: { id: 'Pesanan berhasil dibuat, silakan lakukan pembayaran', en: 'Order placed, please complete the payment' },
  invoices: { id: 'Daftar tagihan', en: 'Invoices' },
  invoice: { id: 'Detail tagihan', en: 'Invoice' },
  history: { id: 'Riwayat pesanan', en: 'Order history' },
  order: { id: 'Detail pesanan', en: 'Order' },
  tracking: { id: 'Status pesanan', en: 'Order status' },
  paymentGroups: { id: 'Metode pembayaran', en: 'Payment methods' },
  cartDetailNotFound: { id: 'Item keranjang tidak ditemukan', en: 'Cart item not found' },
  cartChanged: { id: 'Keranjang Anda berubah: item ini sudah di-checkout', en: 'Your cart has changed: this item was already checked out' },
  addressNotFound: { id: 'Alamat tidak ditemukan', en: 'Address not found' },
  allocationMismatch: { id: 'Jumlah per alamat harus sama dengan jumlah item di keranjang', en: 'The quantities per address must add up to the quantity in the cart' },
  consolidationInvalid: { id: 'Setiap item hanya boleh berada di satu konsolidasi', en: 'Each item may be in one consolidation only' },
  shippingUnknown: { id: 'Layanan kurir tidak tersedia untuk kiriman ini', en: 'This courier service is not available for the shipment' },
  courierUnavailable: { id: 'Ongkos kirim tidak dapat dihitung saat ini', en: 'Shipping cannot be priced right now' },
  npwpNotOnFile: { id: 'Tambahkan NPWP pada alamat Anda untuk memakai tarif NPWP', en: 'Add an NPWP to one of your addresses to use the NPWP rate' },
  seaNotAvailable: { id: 'Jalur laut tidak tersedia untuk produk ini, pilih jalur udara', en: 'Sea shipping is not available for this product, choose air' },
  priceChanged: { id: 'Total harga berubah menjadi {total}, periksa kembali pesanan Anda', en: 'The total has changed to {total}, please review your order' },
  idempotencyRequired: { id: 'Header Idempotency-Key wajib diisi', en: 'The Idempotency-Key header is required' },
  methodUnavailable: { id: 'Metode pembayaran ini belum tersedia', en: 'This payment method is not available yet' },
  invoiceNotFound: { id: 'Tagihan tidak ditemukan', en: 'Invoice not found' },
  orderNotFound: { id: 'Pesanan tidak ditemukan', en: 'Order not found' },
  received: { id: 'Pesanan selesai. Terima kasih!', en: 'Order completed. Thank you!' },
  notDelivered: { id: 'Pesanan belum diterima, konfirmasi penerimaan bisa dilakukan setelah paket sampai', en: 'The order has not been delivered yet; receipt can be confirmed once the parcel has arrived' },
} as const;

export type OrderText = keyof typeof ORDER_TEXTS;

export function orderText(lang: Lang, key: OrderText, vars: Record<string, string> = {}): string {
  return Object.entries(vars).reduce((text, [k, v]) => text.replace(`{${k}}`, v), t(lang, ORDER_TEXTS[key]));
}

export function orderError(code: ErrorCode, lang: Lang, key: OrderText, reason: string, field?: string, vars?: Record<string, string>): AppError {
  return new AppError(code, { message: orderText(lang, key, vars), reason, ...(field ? { field } : {}) });
}

const VOUCHER_TEXTS: Record<VoucherReason, { id: string; en: string }> = {
  VOUCHER_NOT_FOUND: { id: 'Kode voucher tidak ditemukan', en: 'Voucher code not found' },
  VOUCHER_NOT_STARTED: { id: 'Voucher belum berlaku', en: 'This voucher is not valid yet' },
  VOUCHER_EXPIRED: { id: 'Voucher sudah kedaluwarsa', en: 'This voucher has expired' },
  VOUCHER_USED_UP: { id: 'Kuota voucher sudah habis', en: 'This voucher has been used up' },
  VOUCHER_ALREADY_USED: { id: 'Anda sudah memakai voucher ini', en: 'You have already used this voucher' },
  VOUCHER_NEW_CUSTOMER_ONLY: { id: 'Voucher ini hanya untuk pelanggan baru', en: 'This voucher is for new customers only' },
  VOUCHER_MIN_SPEND: { id: 'Minimal belanja {min} untuk memakai voucher ini', en: 'A minimum spend of {min} is needed for this voucher' },
};

/** 422 with the voucher's reason, field body.voucher_code. */
export function voucherError(lang: Lang, reason: VoucherReason, minSpend?: number): AppError {
  const text = t(lang, VOUCHER_TEXTS[reason]).replace('{min}', formatRupiah(minSpend ?? 0));
  return new AppError('UNPROCESSABLE', { message: text, reason, field: 'body.voucher_code' });
}
