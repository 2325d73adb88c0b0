// Localised texts of the ops module: answers, errors and the customer notifications.
import { AppError, t, type ErrorCode, type Lang } from '../../http/errors.ts';

export const OPS_TEXTS = {
  ok: { id: 'Berhasil', en: 'Done' },
  loggedIn: { id: 'Berhasil masuk', en: 'Signed in' },
  loginFailed: { id: 'Email atau kata sandi salah', en: 'Wrong e-mail or password' },
  staffRequired: { id: 'Silakan masuk sebagai staf', en: 'Sign in as staff' },
  staffOnly: { id: 'Hanya untuk staf', en: 'Staff only' },
  staffSessionInvalid: { id: 'Sesi staf tidak berlaku, silakan masuk lagi', en: 'The staff session is not valid, sign in again' },
  roleForbidden: { id: 'Peran Anda tidak boleh melakukan tindakan ini', en: 'Your role may not do this' },
  idempotencyRequired: { id: 'Header Idempotency-Key wajib diisi', en: 'The Idempotency-Key header is required' },
  stateConflict: { id: 'Status sudah berubah menjadi "{state}"', en: 'The state has changed to "{state}"' },
  lineNotFound: { id: 'Item pesanan tidak ditemukan', en: 'Order line not found' },
  orderNotFound: { id: 'Pesanan tidak ditemukan', en: 'Order not found' },
  parcelNotFound: { id: 'Paket tidak ditemukan', en: 'Parcel not found' },
  ticketNotFound: { id: 'Tiket tidak ditemukan', en: 'Ticket not found' },
  mixedShipments: { id: 'Semua item dalam satu paket harus dari kiriman yang sama', en: 'Every line of a parcel must belong to the same shipment' },
  settlementUnpaid: { id: 'Tagihan tambahan item ini belum dibayar', en: 'The additional invoice of this line is not paid yet' },
  photosRequired: { id: 'Unggah minimal satu foto QC', en: 'Upload at least one QC photo' },
  unsupportedImage: { id: 'File harus berupa gambar JPEG, PNG, WebP atau GIF', en: 'The file must be a JPEG, PNG, WebP or GIF image' },
  reasonRequired: { id: 'Alasan wajib diisi', en: 'A reason is required' },
  refundTooLarge: { id: 'Jumlah melebihi dana yang dapat dikembalikan', en: 'The amount exceeds what can be refunded' },
  notDelivered: { id: 'Item ini belum diterima', en: 'This item has not been delivered yet' },
  notCompleted: { id: 'Konfirmasi "Pesanan Diterima" terlebih dahulu untuk memberi penilaian', en: 'Confirm "Order received" first to rate this item' },
  alreadyRated: { id: 'Item ini sudah Anda nilai', en: 'You already rated this item' },
  orderNotPaid: { id: 'Pesanan belum dibayar', en: 'The order is not paid' },
  invalid: { id: 'Data tidak valid', en: 'Invalid data' },
  loginThrottled: { id: 'Terlalu banyak percobaan masuk untuk akun ini, coba lagi dalam {seconds} detik', en: 'Too many sign-in attempts for this account, try again in {seconds} seconds' },
  codeNeeded: { id: 'Masukkan kode dari aplikasi autentikator Anda', en: 'Enter the code from your authenticator app' },
  enrolNeeded: { id: 'Admin wajib memakai verifikasi dua langkah: pindai kode QR lalu masukkan kode pertama', en: 'Admins must use two-step verification: scan the QR code, then enter the first code' },
  challengeInvalid: { id: 'Langkah masuk ini sudah tidak berlaku, silakan masuk lagi', en: 'This sign-in step is no longer valid, sign in again' },
  codeInvalid: { id: 'Kode salah atau sudah dipakai', en: 'The code is wrong or was already used' },
  codeRequired: { id: 'Masukkan kode atau kode pemulihan', en: 'Enter a code or a recovery code' },
  secondFactorOn: { id: 'Verifikasi dua langkah aktif', en: 'Two-step verification is on' },
  secondFactorOff: { id: 'Verifikasi dua langkah nonaktif', en: 'Two-step verification is off' },
  secondFactorEnabled: { id: 'Verifikasi dua langkah sudah aktif', en: 'Two-step verification is already on' },
  secondFactorNotSetUp: { id: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu', en: 'Start setting up two-step verification first' },
  secondFactorRequired: { id: 'Admin wajib memakai verifikasi dua langkah', en: 'Admins must use two-step verification' },
  shipmentFallback: { id: 'Kiriman {n}', en: 'Shipment {n}' },
} as const;

/** Why a settlement was made (docs/settlement.md), as the console and the customer read it. */
export const SETTLEMENT_KIND_TEXTS: Readonly<Record<string, { id: string; en: string }>> = {
  purchase: { id: 'Pembelian ke penjual', en: 'Purchase from the seller' },
  receive: { id: 'Penimbangan di gudang', en: 'Weighing at the warehouse' },
  cancel: { id: 'Dibatalkan pelanggan', en: 'Cancelled by the customer' },
  out_of_stock: { id: 'Stok habis', en: 'Out of stock' },
  decision_refund: { id: 'Pelanggan memilih pengembalian dana', en: 'The customer chose a refund' },
  returned: { id: 'Dikembalikan ke penjual', en: 'Returned to the seller' },
  ticket: { id: 'Tiket bantuan', en: 'Support ticket' },
};

/** What a settlement came to. */
export const SETTLEMENT_OUTCOME_TEXTS: Readonly<Record<string, { id: string; en: string }>> = {
  additional_invoice: { id: 'Tagihan tambahan', en: 'Additional invoice' },
  credit: { id: 'Dikembalikan ke dompet', en: 'Credited to the wallet' },
  none: { id: 'Tanpa selisih', en: 'No difference' },
};

/** A label of one of the tables above, or the code itself when unknown. */
export function labelOf(table: Readonly<Record<string, { id: string; en: string }>>, code: string, lang: Lang): string {
  const label = table[code];
  return label ? t(lang, label) : code;
}

export type OpsText = keyof typeof OPS_TEXTS;

export function opsText(lang: Lang, key: OpsText, vars: Record<string, string> = {}): string {
  return Object.entries(vars).reduce((text, [k, v]) => text.replace(`{${k}}`, v), t(lang, OPS_TEXTS[key]));
}

export function opsError(code: ErrorCode, lang: Lang, key: OpsText, reason: string, field?: string, vars?: Record<string, string>): AppError {
  return new AppError(code, { message: opsText(lang, key, vars), reason, ...(field ? { field } : {}) });
}

/** 409 STATE_CONFLICT carrying the entity's current state (answered as error.current_state). */
export class StateConflict extends AppError {
  readonly currentState: string;
  constructor(lang: Lang, currentState: string, field?: string) {
    super('CONFLICT', { message: opsText(lang, 'stateConflict', { state: currentState }), reason: 'STATE_CONFLICT', ...(field ? { field } : {}) });
    this.currentState = currentState;
  }
}

/** 422 VALIDATION naming a body field. */
export function invalidField(lang: Lang, field: string, detail?: string): AppError {
  return new AppError('UNPROCESSABLE', { reason: 'VALIDATION', field, message: `${field}: ${detail ?? opsText(lang, 'invalid')}` });
}

// ------------------------------------------------------------------------- notifications

export const NOTIFICATION_KINDS = [
  'paid', 'purchased', 'arrived', 'price_difference', 'decision_needed', 'refunded', 'shipped', 'customs_held',
  'delivered', 'ticket_answered', 'ticket_resolved',
  // Every state of the parcel and the order's completion (issue 23, docs/orders.md "Notifications").
  'packed', 'in_customs', 'customs_cleared', 'out_for_delivery', 'completed', 'completed_auto',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

type Pair = { id: string; en: string };
export const NOTIFICATION_TEXTS: Record<NotificationKind, { title: Pair; body: Pair }> = {
  paid: { title: { id: 'Pembayaran diterima', en: 'Payment received' }, body: { id: 'Pesanan {order} sudah dibayar. Kami segera membelikan barang Anda.', en: 'Order {order} is paid. We will buy your items shortly.' } },
  purchased: { title: { id: 'Barang sudah dibelikan', en: 'Item purchased' }, body: { id: '{item} sudah kami beli dari penjual (pesanan {order}).', en: '{item} was bought from the seller (order {order}).' } },
  arrived: { title: { id: 'Barang tiba di gudang', en: 'Item at our warehouse' }, body: { id: '{item} sudah tiba di gudang, lihat foto QC dan berat terukurnya di pesanan {order}.', en: '{item} arrived at our warehouse: see its QC photos and measured weight in order {order}.' } },
  price_difference: { title: { id: 'Selisih harga', en: 'Price difference' }, body: { id: '{item}: {direction} {amount}.', en: '{item}: {direction} {amount}.' } },
  decision_needed: { title: { id: 'Perlu keputusan Anda', en: 'Your decision is needed' }, body: { id: 'Ada masalah dengan {item}: {reason}. Pilih terima, kembalikan ke penjual, atau refund.', en: 'There is a problem with {item}: {reason}. Choose accept, return to the seller or refund.' } },
  refunded: { title: { id: 'Dana dikembalikan', en: 'Refunded' }, body: { id: '{item}: {amount} dikembalikan ke saldo Anda.', en: '{item}: {amount} went back to your wallet.' } },
  shipped: { title: { id: 'Paket dikirim', en: 'Parcel shipped' }, body: { id: 'Paket {parcel} dikirim dengan {carrier}, resi {tracking}.', en: 'Parcel {parcel} shipped with {carrier}, tracking {tracking}.' } },
  customs_held: { title: { id: 'Paket tertahan di bea cukai', en: 'Parcel held by customs' }, body: { id: 'Paket {parcel} tertahan di bea cukai: {reason}.', en: 'Parcel {parcel} is held by customs: {reason}.' } },
  delivered: { title: { id: 'Paket diterima', en: 'Parcel delivered' }, body: { id: 'Paket {parcel} sudah diterima. Tekan "Pesanan Diterima" bila semuanya sesuai.', en: 'Parcel {parcel} was delivered. Press "Order received" when everything is right.' } },
  packed: { title: { id: 'Paket dikemas', en: 'Parcel packed' }, body: { id: 'Barang Anda dikemas dalam paket {parcel} dan segera dikirim.', en: 'Your items were packed into parcel {parcel} and will ship soon.' } },
  in_customs: { title: { id: 'Paket di bea cukai', en: 'Parcel in customs' }, body: { id: 'Paket {parcel} sedang diproses bea cukai.', en: 'Parcel {parcel} is being cleared by customs.' } },
  customs_cleared: { title: { id: 'Lolos bea cukai', en: 'Cleared by customs' }, body: { id: 'Paket {parcel} sudah lolos bea cukai dan menuju kurir domestik.', en: 'Parcel {parcel} cleared customs and is on its way to the domestic courier.' } },
  out_for_delivery: { title: { id: 'Paket dalam pengantaran', en: 'Parcel out for delivery' }, body: { id: 'Paket {parcel} diantar oleh {courier}, resi {tracking}.', en: 'Parcel {parcel} is out for delivery with {courier}, tracking {tracking}.' } },
  completed: { title: { id: 'Pesanan selesai', en: 'Order completed' }, body: { id: 'Terima kasih telah mengonfirmasi pesanan {order}. Beri penilaian untuk barang Anda.', en: 'Thank you for confirming order {order}. Rate your items.' } },
  completed_auto: { title: { id: 'Pesanan selesai otomatis', en: 'Order completed automatically' }, body: { id: 'Pesanan {order} selesai otomatis setelah diterima. Beri penilaian untuk barang Anda.', en: 'Order {order} was completed automatically after delivery. Rate your items.' } },
  ticket_answered: { title: { id: 'Tiket dijawab', en: 'Ticket answered' }, body: { id: 'Tim kami menjawab tiket #{ticket}.', en: 'Our team answered ticket #{ticket}.' } },
  ticket_resolved: { title: { id: 'Tiket selesai', en: 'Ticket resolved' }, body: { id: 'Tiket #{ticket}: {outcome}.', en: 'Ticket #{ticket}: {outcome}.' } },
};

export function notificationText(kind: NotificationKind, params: Record<string, string>, lang: Lang): { title: string; body: string } {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  const text = NOTIFICATION_TEXTS[kind];
  if (kind === 'price_difference') {
    const direction = params.outcome === 'credit'
      ? { id: 'selisih dikembalikan ke saldo Anda', en: 'the difference was credited to your wallet' }
      : { id: 'tagihan tambahan untuk dibayar', en: 'an additional invoice to pay' };
    params = { ...params, direction: direction[lang] };
  }
  if (kind === 'ticket_resolved') {
    const outcome = params.outcome === 'approved'
      ? { id: `disetujui, ${params.amount ?? ''} dikembalikan ke saldo Anda`, en: `approved, ${params.amount ?? ''} credited to your wallet` }
      : { id: 'ditolak', en: 'rejected' };
    params = { ...params, outcome: outcome[lang] };
  }
  return { title: text.title[lang], body: fill(text.body[lang]) };
}
