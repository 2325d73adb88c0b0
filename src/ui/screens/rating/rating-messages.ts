// Texts of the rating form and the product page's reviews.
import { defineMessage, defineMessages } from 'react-intl';

export const ratingMessages = defineMessages({
  title: { id: 'rating.title', defaultMessage: 'Beri nilai barang ini' },
  stars: { id: 'rating.stars', defaultMessage: 'Nilai' },
  text: { id: 'rating.text', defaultMessage: 'Ulasan (opsional)' },
  textHint: { id: 'rating.text.hint', defaultMessage: 'Ceritakan kualitas barang dan pengirimannya.' },
  send: { id: 'rating.send', defaultMessage: 'Kirim nilai' },
  sending: { id: 'rating.sending', defaultMessage: 'Mengirim...' },
  loading: { id: 'rating.loading', defaultMessage: 'Memuat...' },
  starsRequired: { id: 'rating.error.starsRequired', defaultMessage: 'Pilih nilai 1 sampai 5 bintang.' },
  textTooLong: { id: 'rating.error.textTooLong', defaultMessage: 'Ulasan paling banyak 1000 karakter.' },
  notDelivered: { id: 'rating.error.notDelivered', defaultMessage: 'Barang ini belum diterima, jadi belum bisa dinilai.' },
  notCompleted: { id: 'orderList.rating.notCompleted', defaultMessage: 'Konfirmasi "Pesanan Diterima" terlebih dahulu untuk memberi penilaian.' },
  alreadyRated: { id: 'rating.error.alreadyRated', defaultMessage: 'Barang ini sudah Anda nilai.' },
  invalid: { id: 'rating.error.invalid', defaultMessage: 'Nilai atau ulasan tidak valid.' },
  failed: { id: 'rating.error.failed', defaultMessage: 'Nilai tidak dapat dikirim saat ini. Coba lagi.' },
  notFound: { id: 'rating.error.notFound', defaultMessage: 'Barang tidak ditemukan.' },
  loadFailed: { id: 'rating.error.loadFailed', defaultMessage: 'Data tidak dapat dimuat saat ini.' },
  retry: { id: 'rating.retry', defaultMessage: 'Coba lagi' },
  saved: { id: 'rating.saved', defaultMessage: 'Terima kasih! Nilai Anda tersimpan.' },
  yourRating: { id: 'rating.yours', defaultMessage: 'Nilai Anda' },
  reviewsTitle: { id: 'reviews.title', defaultMessage: 'Ulasan pembeli' },
  reviewsEmpty: { id: 'reviews.empty', defaultMessage: 'Belum ada ulasan untuk produk ini.' },
  reviewsFailed: { id: 'reviews.failed', defaultMessage: 'Ulasan tidak dapat dimuat saat ini.' },
});

export const starsLabel = defineMessage<{ stars: number }>({ id: 'rating.starsLabel', defaultMessage: '{stars, plural, other {# bintang}}' });
export const starsOf = defineMessage<{ stars: number }>({ id: 'rating.starsOf', defaultMessage: 'Nilai {stars} dari 5' });
export const textCount = defineMessage<{ count: number; max: number }>({ id: 'rating.text.count', defaultMessage: '{count}/{max} karakter' });
export const averageOf = defineMessage<{ average: string; total: number }>({ id: 'reviews.average', defaultMessage: 'Rata-rata {average} dari 5 · {total} ulasan' });
