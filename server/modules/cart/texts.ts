// Localised texts of the cart module (spec section 8 where it gives them).
import { AppError, t, type Lang } from '../../http/errors.ts';

export const CART_TEXTS = {
  added: { id: 'Berhasil ditambahkan ke keranjang', en: 'Successfully added to cart' },
  addFailed: { id: 'Gagal ditambahkan ke keranjang', en: 'Failed to add to cart' },
  updated: { id: 'Keranjang berhasil diperbarui', en: 'Cart successfully updated' },
  deleted: { id: 'Keranjang berhasil dihapus', en: 'Cart successfully deleted' },
  moved: { id: 'Keranjang berhasil dipindahkan ke akun', en: 'Cart moved to your account' },
  aboveMax: { id: 'Jumlah melebihi batas maksimal {n}', en: 'Quantity exceeds the maximum of {n}' },
  belowMin: { id: 'Jumlah minimal {n}', en: 'The minimum quantity is {n}' },
  belowMoq: { id: 'Penjual menjual minimal {n} pcs untuk produk ini', en: 'The seller sells this product from {n} pieces' },
  aboveStock: { id: 'Stok varian ini tinggal {n} pcs', en: 'Only {n} pieces of this variant are in stock' },
  outOfStock: { id: 'Varian ini sedang habis di penjual, pilih varian lain', en: 'This variant is sold out at the seller, choose another one' },
  variant: { id: 'Pilih varian produk yang tersedia', en: 'Choose an available product variant' },
  productType: { id: 'Jenis produk tidak dikenal', en: 'Unknown product type' },
  hscode: { id: 'Kode HS tidak dikenal', en: 'Unknown HS code' },
  country: { id: 'Negara asal tidak didukung', en: 'Unsupported source country' },
  currency: { id: 'Mata uang tidak didukung', en: 'Unsupported currency' },
  price: { id: 'Harga tidak valid', en: 'Invalid price' },
  kind: { id: 'Item keranjang ini tidak dapat diubah dengan cara ini', en: 'This cart item cannot be edited this way' },
  marketplace: { id: 'Item keranjang ini bukan produk dari marketplace tersebut', en: 'This cart item is not a product of that marketplace' },
  codes: { id: 'Pilih item keranjang', en: 'Choose cart items' },
  needsLines: { id: 'Kirim cart_detail_codes atau lines', en: 'Send cart_detail_codes or lines' },
  seaNotAvailable: { id: 'Jalur laut tidak tersedia untuk produk ini, pilih jalur udara', en: 'Sea shipping is not available for this product, choose air' },
} as const;

export type CartText = keyof typeof CART_TEXTS;

export function cartText(lang: Lang, key: CartText, n?: number): string {
  const text = t(lang, CART_TEXTS[key]);
  return n === undefined ? text : text.replace('{n}', String(n));
}

export function invalid(lang: Lang, key: CartText, field: string, reason: string, n?: number): AppError {
  return new AppError('UNPROCESSABLE', { message: cartText(lang, key, n), field, reason });
}
