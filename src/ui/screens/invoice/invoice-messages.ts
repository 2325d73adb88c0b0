// Texts of /history-invoice, /history, /print-invoice/:id and /track.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { PaymentState } from '../../../application/invoice/invoice-view';
import type { InvoiceType } from '../../../application/ports/invoice-api.port';
import type { OrderTab } from '../../../domain/order';

export const invoiceMessages = defineMessages({
  historyTitle: { id: 'invoice.history.title', defaultMessage: 'Riwayat Tagihan' },
  ordersTitle: { id: 'order.history.title', defaultMessage: 'Riwayat Pesanan' },
  filterType: { id: 'invoice.filter.type', defaultMessage: 'Jenis tagihan' },
  allTypes: { id: 'invoice.filter.allTypes', defaultMessage: 'Semua jenis' },
  allStatuses: { id: 'invoice.filter.allStatuses', defaultMessage: 'Semua status' },
  code: { id: 'invoice.column.code', defaultMessage: 'Nomor tagihan' },
  date: { id: 'invoice.column.date', defaultMessage: 'Tanggal' },
  type: { id: 'invoice.column.type', defaultMessage: 'Jenis' },
  status: { id: 'invoice.column.status', defaultMessage: 'Status' },
  total: { id: 'invoice.column.total', defaultMessage: 'Total' },
  due: { id: 'invoice.column.due', defaultMessage: 'Jatuh tempo' },
  recipient: { id: 'invoice.column.recipient', defaultMessage: 'Penerima' },
  actions: { id: 'invoice.column.actions', defaultMessage: 'Aksi' },
  track: { id: 'invoice.action.track', defaultMessage: 'Lacak' },
  print: { id: 'invoice.action.print', defaultMessage: 'Cetak' },
  openMyCourses: { id: 'invoice.action.openMyCourses', defaultMessage: 'Buka kursus saya' },
  loading: { id: 'invoice.loading', defaultMessage: 'Memuat...' },
  failed: { id: 'invoice.failed', defaultMessage: 'Data tidak dapat dimuat saat ini.' },
  emptyInvoices: { id: 'invoice.history.empty', defaultMessage: 'Belum ada tagihan.' },
  emptyFiltered: { id: 'invoice.history.emptyFiltered', defaultMessage: 'Tidak ada tagihan dengan filter ini.' },
  emptyOrders: { id: 'order.history.empty', defaultMessage: 'Belum ada pesanan.' },
  addOrder: { id: 'invoice.addOrder', defaultMessage: '+ Tambah Pesanan' },
  previous: { id: 'invoice.page.previous', defaultMessage: 'Sebelumnya' },
  next: { id: 'invoice.page.next', defaultMessage: 'Berikutnya' },
  showDetail: { id: 'order.detail.show', defaultMessage: 'Lihat detail' },
  hideDetail: { id: 'order.detail.hide', defaultMessage: 'Tutup detail' },
  timeline: { id: 'track.timeline', defaultMessage: 'Riwayat status' },
  trackTitle: { id: 'track.title', defaultMessage: 'Lacak Pesanan' },
  trackLabel: { id: 'track.label', defaultMessage: 'Nomor tagihan atau pesanan' },
  trackRequired: { id: 'track.required', defaultMessage: 'Masukkan nomor tagihan.' },
  trackHint: { id: 'track.hint', defaultMessage: 'Contoh: INV-20240301-ABC123 atau nomor pesanan.' },
  trackSignIn: { id: 'track.signIn', defaultMessage: 'Masuk sebagai pemilik untuk melihat alamat, barang dan pembayaran.' },
  lines: { id: 'invoice.lines', defaultMessage: 'Barang' },
  quantity: { id: 'invoice.quantity', defaultMessage: 'Jumlah' },
  subtotal: { id: 'invoice.subtotal', defaultMessage: 'Subtotal' },
  amounts: { id: 'invoice.amounts', defaultMessage: 'Rincian pembayaran' },
  invoiceHeading: { id: 'invoice.print.heading', defaultMessage: 'TAGIHAN' },
  npwp: { id: 'invoice.company.npwp', defaultMessage: 'NPWP' },
  notFound: { id: 'invoice.notFound', defaultMessage: 'Tagihan tidak ditemukan.' },
  howToPay: { id: 'invoice.payment.howTo', defaultMessage: 'Cara pembayaran' },
  paymentReference: { id: 'invoice.payment.reference', defaultMessage: 'Nomor pembayaran' },
  paymentLink: { id: 'invoice.payment.link', defaultMessage: 'Bayar di halaman penyedia' },
  printNote: { id: 'invoice.print.note', defaultMessage: 'Tagihan elektronik, sah tanpa tanda tangan.' },
  orderNotFound: { id: 'order.detail.notFound', defaultMessage: 'Pesanan tidak ditemukan.' },
});

export const pageOf = defineMessage<{ page: number; count: number }>({ id: 'invoice.page.of', defaultMessage: 'Halaman {page} dari {count}' });
export const itemCount = defineMessage<{ count: number }>({ id: 'invoice.itemCount', defaultMessage: '{count} barang' });
export const orderTitle = defineMessage<{ code: string }>({ id: 'track.order', defaultMessage: 'Pesanan {code}' });
export const shipmentTitle = defineMessage<{ code: string }>({ id: 'track.shipment', defaultMessage: 'Pengiriman {code}' });
export const trackNotFound = defineMessage<{ code: string }>({ id: 'track.notFound', defaultMessage: 'Tagihan atau pesanan {code} tidak ditemukan.' });
export const payBefore = defineMessage<{ date: string }>({ id: 'invoice.payment.payBefore', defaultMessage: 'Bayar sebelum {date}' });
export const invoiceCodeOf = defineMessage<{ code: string }>({ id: 'invoice.codeOf', defaultMessage: 'Nomor tagihan {code}' });

export const invoiceTypeTexts: Readonly<Record<InvoiceType, MessageDescriptor>> = defineMessages({
  checkout: { id: 'invoice.type.checkout', defaultMessage: 'Pesanan' },
  additional: { id: 'invoice.type.additional', defaultMessage: 'Tagihan tambahan' },
  topup: { id: 'invoice.type.topup', defaultMessage: 'Top Up' },
  premium: { id: 'invoice.type.premium', defaultMessage: 'Premium' },
  course: { id: 'invoice.type.course', defaultMessage: 'Kursus' },
});

const statusMessages = defineMessages({
  pending: { id: 'invoice.status.pending', defaultMessage: 'Menunggu Pembayaran' },
  paid: { id: 'invoice.status.paid', defaultMessage: 'Lunas' },
  expired: { id: 'invoice.status.expired', defaultMessage: 'Kedaluwarsa' },
  cancelled: { id: 'invoice.status.cancelled', defaultMessage: 'Dibatalkan' },
  refunded: { id: 'invoice.status.refunded', defaultMessage: 'Dana Dikembalikan' },
  orderPaid: { id: 'order.status.paid', defaultMessage: 'Dibayar' },
  purchasing: { id: 'order.status.purchasing', defaultMessage: 'Sedang Dibelikan' },
  purchased: { id: 'order.status.purchased', defaultMessage: 'Sudah Dibelikan' },
  atWarehouse: { id: 'order.status.atWarehouse', defaultMessage: 'Di Gudang' },
  shipped: { id: 'order.status.shipped', defaultMessage: 'Dikirim' },
  inCustoms: { id: 'order.status.inCustoms', defaultMessage: 'Proses Bea Cukai' },
  outForDelivery: { id: 'order.status.outForDelivery', defaultMessage: 'Dalam Pengantaran' },
  delivered: { id: 'order.status.delivered', defaultMessage: 'Diterima' },
});

/** Invoice statuses (src/domain/order INVOICE_STATUSES). */
export const invoiceStatusTexts: Readonly<Record<string, MessageDescriptor>> = {
  pending: statusMessages.pending,
  paid: statusMessages.paid,
  expired: statusMessages.expired,
  cancelled: statusMessages.cancelled,
  refunded: statusMessages.refunded,
};

/** Order and shipment statuses (src/domain/order ORDER_STATUSES); the shared ones read as the invoice's. */
export const orderStatusTexts: Readonly<Record<string, MessageDescriptor>> = {
  awaiting_payment: statusMessages.pending,
  paid: statusMessages.orderPaid,
  purchasing: statusMessages.purchasing,
  purchased: statusMessages.purchased,
  at_warehouse: statusMessages.atWarehouse,
  shipped: statusMessages.shipped,
  in_customs: statusMessages.inCustoms,
  out_for_delivery: statusMessages.outForDelivery,
  delivered: statusMessages.delivered,
  cancelled: statusMessages.cancelled,
  expired: statusMessages.expired,
  refunded: statusMessages.refunded,
};

/** The heading of the payment state ('Menunggu Pembayaran' until paid); null: none. */
export const paymentStateTexts: Readonly<Record<PaymentState, MessageDescriptor | null>> = {
  awaiting_payment: statusMessages.pending,
  instructions: statusMessages.pending,
  paid: statusMessages.paid,
  expired: statusMessages.expired,
  cancelled: statusMessages.cancelled,
  refunded: statusMessages.refunded,
  other: null,
};

/** The countdown past 24 hours (src/application/payment/countdown.ts countdownShape). */
export const countdownDays = defineMessage<{ days: number; hours: number }>({
  id: 'payment.countdown.days', defaultMessage: '{days} hari {hours} jam',
});

/** The explanation of an additional invoice or a wallet credit (SettlementExplained, docs/settlement.md). */
export const settlementMessages = defineMessages({
  titleAdditional: { id: 'settlement.title.additional', defaultMessage: 'Mengapa ada tagihan tambahan?' },
  titleCredit: { id: 'settlement.title.credit', defaultMessage: 'Mengapa saldo dikembalikan?' },
  titleNone: { id: 'settlement.title.none', defaultMessage: 'Hasil penghitungan ulang' },
  weightTitle: { id: 'settlement.weight.title', defaultMessage: 'Berat dan ukuran' },
  estimated: { id: 'settlement.column.estimated', defaultMessage: 'Estimasi' },
  measured: { id: 'settlement.column.measured', defaultMessage: 'Terukur' },
  weightPerUnit: { id: 'settlement.row.weight', defaultMessage: 'Berat per unit' },
  size: { id: 'settlement.row.size', defaultMessage: 'Ukuran per unit' },
  volumetric: { id: 'settlement.row.volumetric', defaultMessage: 'Berat volume per unit (P × L × T / 5)' },
  charged: { id: 'settlement.row.charged', defaultMessage: 'Berat yang ditagih (udara)' },
  volume: { id: 'settlement.row.volume', defaultMessage: 'Volume yang ditagih (laut)' },
  notMeasured: { id: 'settlement.notMeasured', defaultMessage: 'Tidak diukur' },
  lineTitle: { id: 'settlement.line.title', defaultMessage: 'Biaya item ini' },
  before: { id: 'settlement.column.before', defaultMessage: 'Sebelumnya' },
  after: { id: 'settlement.column.after', defaultMessage: 'Sekarang' },
  difference: { id: 'settlement.column.difference', defaultMessage: 'Selisih' },
  lineTotal: { id: 'settlement.row.lineTotal', defaultMessage: 'Total item' },
  rowsTitle: { id: 'settlement.rows.title', defaultMessage: 'Rincian selisih' },
  noRows: { id: 'settlement.rows.none', defaultMessage: 'Tidak ada biaya yang berubah.' },
  domesticShipping: { id: 'settlement.row.domesticShipping', defaultMessage: 'Ongkir dalam negeri' },
  notCredited: { id: 'settlement.row.notCredited', defaultMessage: 'Tidak dikembalikan (melebihi sisa dana atau tagihan belum dibayar)' },
  other: { id: 'settlement.row.other', defaultMessage: 'Penyesuaian lain' },
  totalAdditional: { id: 'settlement.total.additional', defaultMessage: 'Total tagihan tambahan' },
  totalCredit: { id: 'settlement.total.credit', defaultMessage: 'Total dikembalikan ke dompet' },
  totalNone: { id: 'settlement.total.none', defaultMessage: 'Tanpa selisih' },
  ticket: { id: 'settlement.ticket', defaultMessage: 'Ada pertanyaan? Buat tiket tentang pesanan ini' },
  openOrder: { id: 'settlement.openOrder', defaultMessage: 'Lihat pesanan' },
  why: { id: 'settlement.why', defaultMessage: 'Lihat rinciannya' },
});

export const settlementFor = defineMessage<{ order: string; line: string; name: string }>({
  id: 'settlement.for', defaultMessage: 'Pesanan {order} · item #{line} {name}',
});

export const settlementForOrder = defineMessage<{ order: string }>({ id: 'settlement.forOrder', defaultMessage: 'Pesanan {order}' });

type ReasonValues = { estimated: string; measured: string; estimatedSize: string; measuredSize: string; charged: string; volume: string; paid: string; priced: string; currency: string; bought: number; quantity: number };

/** The reasons in words (ExplanationReason); the values are formatted by the component. */
export const reasonTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  heavier: { id: 'settlement.reason.heavier', defaultMessage: 'Ditimbang di gudang {measured} g per unit, lebih berat dari estimasi {estimated} g.' },
  lighter: { id: 'settlement.reason.lighter', defaultMessage: 'Ditimbang di gudang {measured} g per unit, lebih ringan dari estimasi {estimated} g.' },
  same_weight: { id: 'settlement.reason.sameWeight', defaultMessage: 'Berat terukur sama dengan estimasi ({estimated} g per unit).' },
  larger: { id: 'settlement.reason.larger', defaultMessage: 'Ukuran terukur {measuredSize} cm lebih besar dari estimasi {estimatedSize} cm.' },
  smaller: { id: 'settlement.reason.smaller', defaultMessage: 'Ukuran terukur {measuredSize} cm lebih kecil dari estimasi {estimatedSize} cm.' },
  dimensions_estimated: { id: 'settlement.reason.dimensionsEstimated', defaultMessage: 'Ukuran tidak diukur di gudang, jadi dipakai ukuran estimasi.' },
  sea_by_volume: { id: 'settlement.reason.seaByVolume', defaultMessage: 'Ongkos kirim laut dihitung dari volume ({volume} m³), bukan dari berat.' },
  minimum_charge: { id: 'settlement.reason.minimumCharge', defaultMessage: 'Berat yang ditagih tetap {charged} g (minimum 500 g, lalu dibulatkan ke atas per kg).' },
  price_higher: { id: 'settlement.reason.priceHigher', defaultMessage: 'Harga dari penjual {paid} {currency} per unit, lebih mahal dari {priced} {currency}.' },
  price_lower: { id: 'settlement.reason.priceLower', defaultMessage: 'Harga dari penjual {paid} {currency} per unit, lebih murah dari {priced} {currency}.' },
  fewer_bought: { id: 'settlement.reason.fewerBought', defaultMessage: 'Penjual hanya dapat menjual {bought} dari {quantity} unit.' },
  seller_shipping: { id: 'settlement.reason.sellerShipping', defaultMessage: 'Ongkir penjual ke gudang dihitung sesuai yang benar-benar dibayar.' },
  removed: { id: 'settlement.reason.removed', defaultMessage: 'Item ini tidak jadi dikirim; bagiannya dikembalikan.' },
  shipping_refund: { id: 'settlement.reason.shippingRefund', defaultMessage: 'Tidak ada item lagi di kiriman ini, jadi ongkir dalam negeri ikut dikembalikan.' },
  credit_capped: { id: 'settlement.reason.creditCapped', defaultMessage: 'Pengembalian dibatasi dana yang masih dapat dikembalikan.' },
  no_change: { id: 'settlement.reason.noChange', defaultMessage: 'Total tidak berubah, jadi tidak ada tagihan maupun pengembalian.' },
}) as Readonly<Record<string, MessageDescriptor>>;
export type { ReasonValues };

/** /history's marketplace tabs, total paid and next actions (docs/orders.md). */
export const orderListMessages = defineMessages({
  tabsLabel: { id: 'orderList.tabs.label', defaultMessage: 'Status pesanan' },
  all: { id: 'orderList.tabs.all', defaultMessage: 'Semua' },
  tabEmpty: { id: 'orderList.tab.empty', defaultMessage: 'Tidak ada pesanan di tab ini.' },
  totalPaid: { id: 'orderList.totalPaid', defaultMessage: 'Total dibayar' },
  totalDue: { id: 'orderList.totalDue', defaultMessage: 'Total tagihan' },
  pay: { id: 'orderList.action.pay', defaultMessage: 'Bayar Sekarang' },
  payAdditional: { id: 'orderList.action.payAdditional', defaultMessage: 'Bayar Tagihan Tambahan' },
  confirm: { id: 'orderList.action.confirm', defaultMessage: 'Pesanan Diterima' },
  rate: { id: 'orderList.action.rate', defaultMessage: 'Beri Nilai' },
  autoCompleteToday: { id: 'orderList.autoCompleteToday', defaultMessage: 'Otomatis selesai hari ini' },
  confirmHint: { id: 'orderList.confirm.hint', defaultMessage: 'Tekan "Pesanan Diterima" bila paket sudah Anda terima dan sesuai.' },
  sending: { id: 'orderList.confirm.sending', defaultMessage: 'Mengirim...' },
  notDelivered: { id: 'orderList.confirm.notDelivered', defaultMessage: 'Pesanan belum diterima, konfirmasi penerimaan bisa dilakukan setelah paket sampai' },
  confirmFailed: { id: 'orderList.confirm.failed', defaultMessage: 'Konfirmasi belum terkirim. Coba lagi.' },
  confirmOnOrder: { id: 'orderList.confirm.open', defaultMessage: 'Konfirmasi Pesanan Diterima' },
});

export const orderTabTexts: Readonly<Record<OrderTab, MessageDescriptor>> = defineMessages({
  unpaid: { id: 'orderList.tab.unpaid', defaultMessage: 'Belum Bayar' },
  packing: { id: 'orderList.tab.packing', defaultMessage: 'Dikemas' },
  shipped: { id: 'orderList.tab.shipped', defaultMessage: 'Dikirim' },
  completed: { id: 'orderList.tab.completed', defaultMessage: 'Selesai' },
  cancelled: { id: 'orderList.tab.cancelled', defaultMessage: 'Dibatalkan' },
});

export const tabCount = defineMessage<{ count: number }>({ id: 'orderList.tab.count', defaultMessage: '{count, plural, other {# pesanan}}' });
export const autoCompleteIn = defineMessage<{ days: number }>({ id: 'orderList.autoComplete', defaultMessage: 'Otomatis selesai dalam {days} hari' });
export const paidAdditional = defineMessage<{ amount: string }>({ id: 'orderList.totalPaid.additional', defaultMessage: 'termasuk tagihan tambahan {amount}' });
export const paidCredited = defineMessage<{ amount: string }>({ id: 'orderList.totalPaid.credited', defaultMessage: 'dikurangi dana kembali ke saldo {amount}' });
export const completedOn = defineMessage<{ date: string }>({ id: 'orderList.completedOn', defaultMessage: 'Selesai pada {date}' });
export const completedAutoOn = defineMessage<{ date: string }>({ id: 'orderList.completedAuto', defaultMessage: 'Selesai otomatis pada {date}' });
export const moreItems = defineMessage<{ count: number }>({ id: 'orderList.items.more', defaultMessage: '+{count} barang lain' });
