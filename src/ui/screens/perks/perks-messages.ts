/** Texts of the perks pages (docs/perks.md): own catalogue src/ui/screens/perks/messages (perks.*). Spec texts verbatim. */
import { defineMessage, defineMessages } from 'react-intl';

export const perksMessages = {
  ...defineMessages({
    loadFailed: { id: 'perks.loadFailed', defaultMessage: 'Failed to get data' },
    retry: { id: 'perks.retry', defaultMessage: 'Coba lagi' },
    loading: { id: 'perks.loading', defaultMessage: 'Memuat…' },
    copyUnsupported: { id: 'perks.copy.unsupported', defaultMessage: 'Copy to clipboard not supported' },
    copy: { id: 'perks.copy.button', defaultMessage: 'Salin kode' },
    shopNow: { id: 'perks.shopNow', defaultMessage: 'Mulai belanja' },
    toCheckout: { id: 'perks.toCheckout', defaultMessage: 'Pakai di checkout' },
  }),
  copied: defineMessage<{ text: string }>({ id: 'perks.copy.success', defaultMessage: 'Successfully copy: {text}' }),
};

export const cardsMessages = {
  ...defineMessages({
    title: { id: 'perks.cards.title', defaultMessage: 'Kartu Tersimpan' },
    intro: { id: 'perks.cards.intro', defaultMessage: 'Kartu disimpan sebagai token dari gateway pembayaran. Titip tidak pernah menyimpan nomor kartu.' },
    empty: { id: 'perks.cards.empty', defaultMessage: 'Belum ada kartu tersimpan.' },
    expired: { id: 'perks.cards.expired', defaultMessage: 'Kedaluwarsa' },
    remove: { id: 'perks.cards.remove', defaultMessage: 'Hapus' },
    confirmTitle: { id: 'perks.cards.confirmTitle', defaultMessage: 'Hapus kartu ini?' },
    confirm: { id: 'perks.cards.confirm', defaultMessage: 'Ya, hapus' },
    cancel: { id: 'perks.cards.cancel', defaultMessage: 'Batal' },
    removed: { id: 'perks.cards.removed', defaultMessage: 'Kartu berhasil dihapus' },
    saved: { id: 'perks.cards.saved', defaultMessage: 'Kartu berhasil disimpan' },
    failed: { id: 'perks.cards.failed', defaultMessage: 'Kartu tidak dapat diproses. Coba lagi.' },
    addTitle: { id: 'perks.cards.addTitle', defaultMessage: 'Tambah kartu' },
    save: { id: 'perks.cards.save', defaultMessage: 'Simpan kartu' },
    saving: { id: 'perks.cards.saving', defaultMessage: 'Menyimpan…' },
  }),
  expires: defineMessage<{ month: string; year: number }>({ id: 'perks.cards.expires', defaultMessage: 'Berlaku s.d. {month}/{year}' }),
  removeLabel: defineMessage<{ masked: string }>({ id: 'perks.cards.removeLabel', defaultMessage: 'Hapus kartu {masked}' }),
  confirmBody: defineMessage<{ brand: string; masked: string }>({ id: 'perks.cards.confirmBody', defaultMessage: 'Kartu {brand} {masked} akan dihapus dari akunmu.' }),
};

export const voucherMessages = {
  ...defineMessages({
    title: { id: 'perks.vouchers.title', defaultMessage: 'Voucher Saya' },
    empty: { id: 'perks.vouchers.empty', defaultMessage: 'Belum ada voucher yang bisa dipakai.' },
    noMinSpend: { id: 'perks.vouchers.noMinSpend', defaultMessage: 'Tanpa minimal belanja' },
    noEnd: { id: 'perks.vouchers.noEnd', defaultMessage: 'Tanpa batas waktu' },
    newCustomer: { id: 'perks.vouchers.newCustomer', defaultMessage: 'Khusus pelanggan baru' },
    assigned: { id: 'perks.vouchers.assigned', defaultMessage: 'Khusus untukmu' },
    detail: { id: 'perks.vouchers.detail', defaultMessage: 'Lihat detail' },
    detailTitle: { id: 'perks.vouchers.detailTitle', defaultMessage: 'Detail Voucher' },
    conditions: { id: 'perks.vouchers.conditions', defaultMessage: 'Syarat dan ketentuan' },
    howTo: { id: 'perks.vouchers.howTo', defaultMessage: 'Salin kodenya, lalu masukkan di kolom voucher pada halaman checkout.' },
    notFound: { id: 'perks.vouchers.notFound', defaultMessage: 'Voucher tidak ditemukan atau sudah tidak bisa dipakai.' },
    back: { id: 'perks.vouchers.back', defaultMessage: 'Kembali ke voucher' },
  }),
  percentOff: defineMessage<{ value: number }>({ id: 'perks.vouchers.percentOff', defaultMessage: 'Diskon {value}%' }),
  fixedOff: defineMessage<{ amount: string }>({ id: 'perks.vouchers.fixedOff', defaultMessage: 'Potongan {amount}' }),
  maxDiscount: defineMessage<{ amount: string }>({ id: 'perks.vouchers.maxDiscount', defaultMessage: 'Maksimal diskon {amount}' }),
  minSpend: defineMessage<{ amount: string }>({ id: 'perks.vouchers.minSpend', defaultMessage: 'Minimal belanja {amount}' }),
  endsAt: defineMessage<{ date: string }>({ id: 'perks.vouchers.endsAt', defaultMessage: 'Berlaku sampai {date}' }),
  oncePerCustomer: defineMessage<{ count: number }>({ id: 'perks.vouchers.perCustomer', defaultMessage: 'Bisa dipakai {count, plural, one {# kali} other {# kali}} per pelanggan' }),
  example: defineMessage<{ base: string; discount: string }>({ id: 'perks.vouchers.example', defaultMessage: 'Contoh: belanja {base} hemat {discount}.' }),
};

export const promoMessages = {
  ...defineMessages({
    title: { id: 'perks.promo.title', defaultMessage: 'Promo' },
    empty: { id: 'perks.promo.empty', defaultMessage: 'Belum ada promo yang sedang berjalan.' },
    newCustomerBadge: { id: 'perks.promo.newCustomer', defaultMessage: 'Pelanggan baru' },
    ended: { id: 'perks.promo.ended', defaultMessage: 'Promo ini sudah berakhir.' },
    notFound: { id: 'perks.promo.notFound', defaultMessage: 'Promo tidak ditemukan.' },
    noNewCustomer: { id: 'perks.promo.noNewCustomer', defaultMessage: 'Belum ada promo pelanggan baru saat ini.' },
    others: { id: 'perks.promo.others', defaultMessage: 'Lihat promo lainnya' },
    details: { id: 'perks.promo.details', defaultMessage: 'Selengkapnya' },
  }),
  code: defineMessage<{ code: string }>({ id: 'perks.promo.code', defaultMessage: 'Kode: {code}' }),
  until: defineMessage<{ date: string }>({ id: 'perks.promo.until', defaultMessage: 'Sampai {date}' }),
};

export const favoriteMessages = {
  ...defineMessages({
    title: { id: 'perks.favorites.title', defaultMessage: 'Favorit' },
    empty: { id: 'perks.favorites.empty', defaultMessage: 'Belum ada produk favorit.' },
    emptyAction: { id: 'perks.favorites.emptyAction', defaultMessage: 'Cari produk' },
    remove: { id: 'perks.favorites.remove', defaultMessage: 'Hapus' },
    removed: { id: 'perks.favorites.removed', defaultMessage: 'Successfully deleted from favorites' },
    removeFailed: { id: 'perks.favorites.removeFailed', defaultMessage: 'Failed to delete from favorites' },
    gone: { id: 'perks.favorites.gone', defaultMessage: 'Produk tidak tersedia' },
    open: { id: 'perks.favorites.open', defaultMessage: 'Lihat produk' },
    previous: { id: 'perks.favorites.previous', defaultMessage: 'Sebelumnya' },
    next: { id: 'perks.favorites.next', defaultMessage: 'Berikutnya' },
  }),
  removeLabel: defineMessage<{ title: string }>({ id: 'perks.favorites.removeLabel', defaultMessage: 'Hapus {title} dari favorit' }),
  pageOf: defineMessage<{ page: number; last: number }>({ id: 'perks.favorites.pageOf', defaultMessage: 'Halaman {page} dari {last}' }),
  total: defineMessage<{ total: number }>({ id: 'perks.favorites.total', defaultMessage: '{total, plural, other {# produk}}' }),
};
