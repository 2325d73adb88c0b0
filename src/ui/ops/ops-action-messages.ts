// Texts of the console's actions, forms, failures, notices and tickets (Indonesian source).
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldProblem } from '../../application/ops/ops-rules';
import type { OpsFailureKind } from '../../application/ops/ops-form';

/** The buttons that open an action's form. */
export const actionTexts = defineMessages({
  purchase: { id: 'ops.action.purchase', defaultMessage: 'Beli' },
  out_of_stock: { id: 'ops.action.outOfStock', defaultMessage: 'Stok habis' },
  receive: { id: 'ops.action.receive', defaultMessage: 'Terima di gudang' },
  photos: { id: 'ops.action.photos', defaultMessage: 'Tambah foto' },
  problem: { id: 'ops.action.problem', defaultMessage: 'Laporkan masalah' },
  returned: { id: 'ops.action.returned', defaultMessage: 'Sudah dikembalikan' },
  pack: { id: 'ops.action.pack', defaultMessage: 'Kemas paket' },
  ship: { id: 'ops.action.ship', defaultMessage: 'Kirim' },
  in_customs: { id: 'ops.action.inCustoms', defaultMessage: 'Masuk bea cukai' },
  held: { id: 'ops.action.held', defaultMessage: 'Ditahan bea cukai' },
  cleared: { id: 'ops.action.cleared', defaultMessage: 'Lolos bea cukai' },
  out_for_delivery: { id: 'ops.action.outForDelivery', defaultMessage: 'Antar ke pelanggan' },
  delivered: { id: 'ops.action.delivered', defaultMessage: 'Diterima pelanggan' },
});

/** The submit buttons of the forms. */
export const submitTexts = defineMessages({
  purchase: { id: 'ops.submit.purchase', defaultMessage: 'Simpan pembelian' },
  out_of_stock: { id: 'ops.submit.outOfStock', defaultMessage: 'Batalkan & kembalikan dana' },
  receive: { id: 'ops.submit.receive', defaultMessage: 'Simpan penerimaan' },
  photos: { id: 'ops.submit.photos', defaultMessage: 'Unggah foto' },
  problem: { id: 'ops.submit.problem', defaultMessage: 'Kirim laporan' },
  returned: { id: 'ops.submit.returned', defaultMessage: 'Tandai dikembalikan & kembalikan dana' },
  pack: { id: 'ops.submit.pack', defaultMessage: 'Buat paket' },
  ship: { id: 'ops.submit.ship', defaultMessage: 'Simpan pengiriman' },
  in_customs: { id: 'ops.submit.inCustoms', defaultMessage: 'Tandai masuk bea cukai' },
  held: { id: 'ops.submit.held', defaultMessage: 'Tandai ditahan' },
  cleared: { id: 'ops.submit.cleared', defaultMessage: 'Tandai lolos bea cukai' },
  out_for_delivery: { id: 'ops.submit.outForDelivery', defaultMessage: 'Simpan pengantaran' },
  delivered: { id: 'ops.submit.delivered', defaultMessage: 'Tandai diterima' },
});

export const fieldTexts = defineMessages({
  sellerOrderNumber: { id: 'ops.field.sellerOrderNumber', defaultMessage: 'Nomor order penjual' },
  note: { id: 'ops.field.note', defaultMessage: 'Catatan (opsional)' },
  weight: { id: 'ops.field.weight', defaultMessage: 'Berat per unit (gram)' },
  parcelWeight: { id: 'ops.field.parcelWeight', defaultMessage: 'Berat paket (gram)' },
  length: { id: 'ops.field.length', defaultMessage: 'Panjang (cm)' },
  width: { id: 'ops.field.width', defaultMessage: 'Lebar (cm)' },
  height: { id: 'ops.field.height', defaultMessage: 'Tinggi (cm)' },
  problemReason: { id: 'ops.field.problemReason', defaultMessage: 'Masalah (opsional; pelanggan diminta memilih)' },
  reason: { id: 'ops.field.reason', defaultMessage: 'Alasan' },
  photos: { id: 'ops.field.photos', defaultMessage: 'Foto QC (1–10, JPEG/PNG/WebP/GIF, maks. 2 MB)' },
  carrier: { id: 'ops.field.carrier', defaultMessage: 'Kurir internasional' },
  trackingNumber: { id: 'ops.field.trackingNumber', defaultMessage: 'Nomor resi' },
  courier: { id: 'ops.field.courier', defaultMessage: 'Kurir domestik' },
  lines: { id: 'ops.field.lines', defaultMessage: 'Barang dalam paket' },
  message: { id: 'ops.field.message', defaultMessage: 'Pesan' },
  messageOptional: { id: 'ops.field.messageOptional', defaultMessage: 'Pesan untuk pelanggan (opsional)' },
  amount: { id: 'ops.field.amount', defaultMessage: 'Jumlah dikembalikan (Rp)' },
  outcome: { id: 'ops.field.outcome', defaultMessage: 'Keputusan' },
});

export const priceFields = {
  pricePaid: defineMessage<{ currency: string }>({ id: 'ops.field.pricePaid', defaultMessage: 'Harga dibayar per unit ({currency})' }),
  sellerShipping: defineMessage<{ currency: string }>({ id: 'ops.field.sellerShipping', defaultMessage: 'Ongkir penjual ke gudang ({currency}, opsional)' }),
  quantityBought: defineMessage<{ quantity: number }>({ id: 'ops.field.quantityBought', defaultMessage: 'Jumlah dibeli bila penjual hanya punya sebagian (dari {quantity}; kosongkan bila semua)' }),
  estimate: defineMessage<{ total: string }>({ id: 'ops.field.estimate', defaultMessage: 'Total barang saat checkout: {total}' }),
  photosChosen: defineMessage<{ count: number }>({ id: 'ops.photos.chosen', defaultMessage: '{count} foto dipilih' }),
  confirmDelivered: defineMessage<{ code: string }>({ id: 'ops.confirm.delivered', defaultMessage: 'Paket {code} sudah diterima pelanggan?' }),
};

export const confirmTexts = defineMessages({
  refund: { id: 'ops.confirm.refund', defaultMessage: 'Barang dikeluarkan dari order dan bagiannya dikembalikan ke dompet pelanggan.' },
  unpaidLine: { id: 'ops.pack.unpaid', defaultMessage: 'tagihan tambahan belum dibayar' },
});

export const problemTexts: Readonly<Record<FieldProblem, MessageDescriptor>> = defineMessages({
  required: { id: 'ops.problem.required', defaultMessage: 'Wajib diisi.' },
  not_a_number: { id: 'ops.problem.notANumber', defaultMessage: 'Masukkan angka.' },
  negative: { id: 'ops.problem.negative', defaultMessage: 'Tidak boleh negatif.' },
  not_integer: { id: 'ops.problem.notInteger', defaultMessage: 'Masukkan bilangan bulat.' },
  too_many_decimals: { id: 'ops.problem.tooManyDecimals', defaultMessage: 'Maksimal 2 angka desimal.' },
  out_of_range: { id: 'ops.problem.outOfRange', defaultMessage: 'Di luar batas yang diizinkan.' },
  too_long: { id: 'ops.problem.tooLong', defaultMessage: 'Terlalu panjang.' },
  photos_required: { id: 'ops.problem.photosRequired', defaultMessage: 'Unggah minimal 1 foto.' },
  too_many_photos: { id: 'ops.problem.tooManyPhotos', defaultMessage: 'Maksimal 10 foto.' },
  not_an_image: { id: 'ops.problem.notAnImage', defaultMessage: 'Hanya JPEG, PNG, WebP atau GIF.' },
  photo_too_large: { id: 'ops.problem.photoTooLarge', defaultMessage: 'Setiap foto maksimal 2 MB.' },
  choose_lines: { id: 'ops.problem.chooseLines', defaultMessage: 'Pilih minimal 1 barang.' },
  above_refundable: { id: 'ops.problem.aboveRefundable', defaultMessage: 'Melebihi jumlah yang dapat dikembalikan.' },
});

export const failureTexts: Readonly<Record<OpsFailureKind, MessageDescriptor>> = defineMessages({
  conflict: { id: 'ops.failure.conflict', defaultMessage: 'Status sudah diubah staf lain.' },
  forbidden: { id: 'ops.failure.forbidden', defaultMessage: 'Peran Anda tidak boleh melakukan tindakan ini.' },
  unauthorized: { id: 'ops.failure.unauthorized', defaultMessage: 'Sesi staf berakhir.' },
  unpaid: { id: 'ops.failure.unpaid', defaultMessage: 'Tagihan tambahan barang ini belum dibayar pelanggan; paket belum dapat dibuat.' },
  not_found: { id: 'ops.failure.notFound', defaultMessage: 'Data tidak ditemukan. Muat ulang halaman.' },
  invalid: { id: 'ops.failure.invalid', defaultMessage: 'Periksa kembali isian.' },
  too_large: { id: 'ops.failure.tooLarge', defaultMessage: 'Foto terlalu besar atau terlalu banyak.' },
  network: { id: 'ops.failure.network', defaultMessage: 'Tidak ada jawaban dari server. Kirim lagi: tindakan tidak akan tercatat dua kali.' },
  other: { id: 'ops.failure.other', defaultMessage: 'Tindakan gagal.' },
});

export const noticeTexts = {
  done: defineMessage<{ action: string }>({ id: 'ops.notice.done', defaultMessage: 'Tersimpan: {action}.' }),
  parcel: defineMessage<{ code: string }>({ id: 'ops.notice.parcel', defaultMessage: 'Paket {code} dibuat.' }),
  conflict: defineMessage<{ target: string; state: string }>({ id: 'ops.notice.conflict', defaultMessage: 'Status {target} sudah diubah staf lain. Status sekarang: {state}. Data dimuat ulang.' }),
};

export const ticketTexts = defineMessages({
  title: { id: 'ops.tickets.title', defaultMessage: 'Tiket pengembalian dana' },
  all: { id: 'ops.tickets.all', defaultMessage: 'Semua' },
  empty: { id: 'ops.tickets.empty', defaultMessage: 'Tidak ada tiket.' },
  failed: { id: 'ops.tickets.failed', defaultMessage: 'Tiket tidak dapat dimuat.' },
  colId: { id: 'ops.tickets.col.id', defaultMessage: 'Tiket' },
  colReason: { id: 'ops.tickets.col.reason', defaultMessage: 'Alasan' },
  colRequested: { id: 'ops.tickets.col.requested', defaultMessage: 'Diminta' },
  colUpdated: { id: 'ops.tickets.col.updated', defaultMessage: 'Diperbarui' },
  notFound: { id: 'ops.ticket.notFound', defaultMessage: 'Tiket tidak ditemukan.' },
  loadFailed: { id: 'ops.ticket.failed', defaultMessage: 'Tiket tidak dapat dimuat.' },
  messages: { id: 'ops.ticket.messages', defaultMessage: 'Percakapan' },
  answer: { id: 'ops.ticket.answer', defaultMessage: 'Jawab pelanggan' },
  answerSubmit: { id: 'ops.ticket.answerSubmit', defaultMessage: 'Kirim jawaban' },
  resolve: { id: 'ops.ticket.resolve', defaultMessage: 'Selesaikan tiket' },
  approve: { id: 'ops.ticket.approve', defaultMessage: 'Setujui (dana ke dompet pelanggan)' },
  reject: { id: 'ops.ticket.reject', defaultMessage: 'Tolak' },
  resolveSubmit: { id: 'ops.ticket.resolveSubmit', defaultMessage: 'Simpan keputusan' },
  answered: { id: 'ops.ticket.notice.answered', defaultMessage: 'Jawaban terkirim.' },
  approved: { id: 'ops.ticket.notice.approved', defaultMessage: 'Tiket disetujui; dana dikembalikan ke dompet pelanggan.' },
  rejected: { id: 'ops.ticket.notice.rejected', defaultMessage: 'Tiket ditolak.' },
  conflict: { id: 'ops.ticket.notice.conflict', defaultMessage: 'Tiket sudah diubah staf lain. Data dimuat ulang.' },
  closed: { id: 'ops.ticket.closed', defaultMessage: 'Tiket sudah diselesaikan.' },
  readOnly: { id: 'ops.ticket.readOnly', defaultMessage: 'Peran Anda hanya dapat membaca tiket.' },
  customerAuthor: { id: 'ops.ticket.author.customer', defaultMessage: 'Pelanggan' },
  staffAuthor: { id: 'ops.ticket.author.staff', defaultMessage: 'Staf' },
});

export const ticketFacts = {
  title: defineMessage<{ id: string }>({ id: 'ops.ticket.title', defaultMessage: 'Tiket #{id}' }),
  line: defineMessage<{ id: number }>({ id: 'ops.ticket.line', defaultMessage: 'Barang #{id}' }),
  requested: defineMessage<{ amount: string }>({ id: 'ops.ticket.requested', defaultMessage: 'Diminta: {amount}' }),
  refunded: defineMessage<{ amount: string }>({ id: 'ops.ticket.refunded', defaultMessage: 'Dikembalikan: {amount}' }),
  refundable: defineMessage<{ amount: string }>({ id: 'ops.ticket.refundable', defaultMessage: 'Dapat dikembalikan untuk order ini: {amount}' }),
};

export const ticketStatusTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  open: { id: 'ops.ticket.status.open', defaultMessage: 'Terbuka' },
  answered: { id: 'ops.ticket.status.answered', defaultMessage: 'Dijawab' },
  approved: { id: 'ops.ticket.status.approved', defaultMessage: 'Disetujui' },
  rejected: { id: 'ops.ticket.status.rejected', defaultMessage: 'Ditolak' },
});

export const ticketReasonTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  damaged: { id: 'ops.ticket.reason.damaged', defaultMessage: 'Barang rusak' },
  wrong_item: { id: 'ops.ticket.reason.wrongItem', defaultMessage: 'Barang salah' },
  not_received: { id: 'ops.ticket.reason.notReceived', defaultMessage: 'Tidak diterima' },
  missing_part: { id: 'ops.ticket.reason.missingPart', defaultMessage: 'Bagian kurang' },
  other: { id: 'ops.ticket.reason.other', defaultMessage: 'Lainnya' },
});
