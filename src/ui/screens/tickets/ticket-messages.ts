// Texts of /tickets, /tickets-create and /ticket-detail/:id (refund requests).
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { TicketFieldError } from '../../../application/support/ticket-form';
import type { TicketReason } from '../../../application/ports/ticket-api.port';

export const ticketMessages = defineMessages({
  title: { id: 'tickets.title', defaultMessage: 'Tiket' },
  create: { id: 'tickets.create', defaultMessage: 'Buat tiket' },
  empty: { id: 'tickets.empty', defaultMessage: 'Belum ada tiket.' },
  loading: { id: 'tickets.loading', defaultMessage: 'Memuat...' },
  failed: { id: 'tickets.failed', defaultMessage: 'Tiket tidak dapat dimuat saat ini.' },
  createTitle: { id: 'tickets.create.title', defaultMessage: 'Buat tiket pengembalian dana' },
  order: { id: 'tickets.field.order', defaultMessage: 'Pesanan' },
  chooseOrder: { id: 'tickets.field.order.choose', defaultMessage: 'Pilih pesanan' },
  line: { id: 'tickets.field.line', defaultMessage: 'Barang (opsional)' },
  wholeOrder: { id: 'tickets.field.line.all', defaultMessage: 'Seluruh pesanan' },
  reason: { id: 'tickets.field.reason', defaultMessage: 'Alasan' },
  chooseReason: { id: 'tickets.field.reason.choose', defaultMessage: 'Pilih alasan' },
  message: { id: 'tickets.field.message', defaultMessage: 'Pesan' },
  messageHint: { id: 'tickets.field.message.hint', defaultMessage: 'Jelaskan masalahnya sejelas mungkin.' },
  amount: { id: 'tickets.field.amount', defaultMessage: 'Jumlah yang diminta (opsional)' },
  amountHint: { id: 'tickets.field.amount.hint', defaultMessage: 'Dalam rupiah, contoh 50.000' },
  send: { id: 'tickets.send', defaultMessage: 'Kirim tiket' },
  sending: { id: 'tickets.sending', defaultMessage: 'Mengirim...' },
  sendFailed: { id: 'tickets.sendFailed', defaultMessage: 'Tiket tidak dapat dikirim saat ini. Isian Anda tetap tersimpan; coba lagi.' },
  ordersFailed: { id: 'tickets.ordersFailed', defaultMessage: 'Daftar pesanan tidak dapat dimuat; Anda tetap dapat mengetik nomor pesanan.' },
  orderCode: { id: 'tickets.field.orderCode', defaultMessage: 'Nomor pesanan' },
  back: { id: 'tickets.back', defaultMessage: 'Kembali ke daftar tiket' },
  notFound: { id: 'tickets.notFound', defaultMessage: 'Tiket tidak ditemukan.' },
  messages: { id: 'tickets.messages', defaultMessage: 'Percakapan' },
  reply: { id: 'tickets.reply', defaultMessage: 'Balasan Anda' },
  sendReply: { id: 'tickets.reply.send', defaultMessage: 'Kirim balasan' },
  replyRequired: { id: 'tickets.reply.required', defaultMessage: 'Tulis balasan Anda.' },
  replyTooLong: { id: 'tickets.reply.tooLong', defaultMessage: 'Pesan paling banyak 2000 karakter.' },
  replyFailed: { id: 'tickets.reply.failed', defaultMessage: 'Balasan tidak dapat dikirim saat ini. Coba lagi.' },
  conflict: { id: 'tickets.conflict', defaultMessage: 'Tiket ini sudah selesai; data terbaru sudah dimuat.' },
  withdraw: { id: 'tickets.withdraw', defaultMessage: 'Tarik tiket' },
  withdrawTitle: { id: 'tickets.withdraw.title', defaultMessage: 'Tarik tiket ini?' },
  withdrawText: { id: 'tickets.withdraw.text', defaultMessage: 'Tiket yang ditarik tidak diproses lagi.' },
  withdrawConfirm: { id: 'tickets.withdraw.confirm', defaultMessage: 'Ya, tarik tiket' },
  withdrawFailed: { id: 'tickets.withdraw.failed', defaultMessage: 'Tiket tidak dapat ditarik saat ini. Coba lagi.' },
  cancel: { id: 'tickets.cancel', defaultMessage: 'Batal' },
  staff: { id: 'tickets.author.staff', defaultMessage: 'Tim Titip' },
  resolvedNote: { id: 'tickets.resolved', defaultMessage: 'Tiket ini sudah selesai.' },
});

export const ticketTitle = defineMessage<{ id: string }>({ id: 'tickets.ticket', defaultMessage: 'Tiket #{id}' });
export const ticketOrder = defineMessage<{ code: string }>({ id: 'tickets.order', defaultMessage: 'Pesanan {code}' });
export const amountRequested = defineMessage<{ amount: string }>({ id: 'tickets.amountRequested', defaultMessage: 'Diminta {amount}' });
export const amountRefunded = defineMessage<{ amount: string }>({ id: 'tickets.amountRefunded', defaultMessage: 'Dikembalikan {amount} ke saldo' });
export const messageCount = defineMessage<{ count: number; max: number }>({ id: 'tickets.messageCount', defaultMessage: '{count}/{max} karakter' });

export const reasonTexts: Readonly<Record<TicketReason, MessageDescriptor>> = defineMessages({
  damaged: { id: 'tickets.reason.damaged', defaultMessage: 'Barang rusak' },
  wrong_item: { id: 'tickets.reason.wrongItem', defaultMessage: 'Barang tidak sesuai' },
  not_received: { id: 'tickets.reason.notReceived', defaultMessage: 'Barang tidak diterima' },
  missing_part: { id: 'tickets.reason.missingPart', defaultMessage: 'Ada bagian yang kurang' },
  other: { id: 'tickets.reason.other', defaultMessage: 'Lainnya' },
});

export const statusTexts: Readonly<Record<string, MessageDescriptor | undefined>> = defineMessages({
  open: { id: 'tickets.status.open', defaultMessage: 'Terbuka' },
  answered: { id: 'tickets.status.answered', defaultMessage: 'Dijawab' },
  approved: { id: 'tickets.status.approved', defaultMessage: 'Disetujui' },
  rejected: { id: 'tickets.status.rejected', defaultMessage: 'Ditolak' },
});

export const fieldErrorTexts: Readonly<Record<TicketFieldError, MessageDescriptor>> = defineMessages({
  order_required: { id: 'tickets.error.orderRequired', defaultMessage: 'Pilih pesanan.' },
  order_not_found: { id: 'tickets.error.orderNotFound', defaultMessage: 'Pesanan tidak ditemukan di akun Anda.' },
  order_not_paid: { id: 'tickets.error.orderNotPaid', defaultMessage: 'Pesanan ini belum dibayar.' },
  line_not_found: { id: 'tickets.error.lineNotFound', defaultMessage: 'Barang tidak ditemukan di pesanan ini.' },
  reason_required: { id: 'tickets.error.reasonRequired', defaultMessage: 'Pilih alasan.' },
  message_required: { id: 'tickets.error.messageRequired', defaultMessage: 'Tulis pesan Anda.' },
  message_too_long: { id: 'tickets.error.messageTooLong', defaultMessage: 'Pesan paling banyak 2000 karakter.' },
  amount_not_number: { id: 'tickets.error.amountNotNumber', defaultMessage: 'Jumlah harus angka rupiah tanpa desimal.' },
  amount_min: { id: 'tickets.error.amountMin', defaultMessage: 'Jumlah paling sedikit Rp 1.' },
  invalid: { id: 'tickets.error.invalid', defaultMessage: 'Isian ini tidak valid.' },
});

/** The ticket's status as a badge. */
export function statusText(status: string): MessageDescriptor | null {
  return statusTexts[status] ?? null;
}
