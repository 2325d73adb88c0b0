// Texts of what the customer sees after payment (docs/api/ops.md 'The customer's side'): the
// lines' states (the contract's labels), the decision, the cancel, weights, storage, photos,
// settlements and parcels.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { DecisionChoice } from '../../../../application/ports/fulfilment-api.port';

const states = defineMessages({
  paid: { id: 'line.state.paid', defaultMessage: 'Dibayar' },
  purchased: { id: 'line.state.purchased', defaultMessage: 'Sudah Dibelikan' },
  at_warehouse: { id: 'line.state.atWarehouse', defaultMessage: 'Di Gudang' },
  needs_decision: { id: 'line.state.needsDecision', defaultMessage: 'Menunggu Keputusan Anda' },
  return_to_seller: { id: 'line.state.returnToSeller', defaultMessage: 'Dikembalikan ke Penjual' },
  out_of_stock: { id: 'line.state.outOfStock', defaultMessage: 'Stok Habis' },
  cancelled: { id: 'line.state.cancelled', defaultMessage: 'Dibatalkan' },
  packed: { id: 'line.state.packed', defaultMessage: 'Dikemas' },
  shipped: { id: 'line.state.shipped', defaultMessage: 'Dikirim' },
  in_customs: { id: 'line.state.inCustoms', defaultMessage: 'Proses Bea Cukai' },
  customs_held: { id: 'line.state.customsHeld', defaultMessage: 'Tertahan di Bea Cukai' },
  customs_cleared: { id: 'line.state.customsCleared', defaultMessage: 'Lolos Bea Cukai' },
  out_for_delivery: { id: 'line.state.outForDelivery', defaultMessage: 'Dalam Pengantaran' },
  delivered: { id: 'line.state.delivered', defaultMessage: 'Diterima' },
  refunded: { id: 'line.state.refunded', defaultMessage: 'Dana Dikembalikan' },
});

/** The line and parcel states (src/domain/fulfilment LINE_STATES). */
export const lineStateTexts: Readonly<Record<string, MessageDescriptor | undefined>> = states;

export const choiceTexts: Readonly<Record<DecisionChoice, MessageDescriptor>> = defineMessages({
  accept: { id: 'line.decision.accept', defaultMessage: 'Terima apa adanya' },
  return_to_seller: { id: 'line.decision.returnToSeller', defaultMessage: 'Kembalikan ke penjual' },
  refund: { id: 'line.decision.refund', defaultMessage: 'Batalkan dan kembalikan dana' },
});

export const choiceHints: Readonly<Record<DecisionChoice, MessageDescriptor>> = defineMessages({
  accept: { id: 'line.decision.accept.hint', defaultMessage: 'Barang tetap dikirim; masa penyimpanan berlanjut sejak tiba di gudang.' },
  return_to_seller: { id: 'line.decision.returnToSeller.hint', defaultMessage: 'Gudang mengirim barang kembali ke penjual, lalu dana dikembalikan ke saldo Anda.' },
  refund: { id: 'line.decision.refund.hint', defaultMessage: 'Dana barang ini langsung dikembalikan ke saldo Titip Anda.' },
});

export const settlementKindTexts: Readonly<Record<string, MessageDescriptor | undefined>> = defineMessages({
  purchase: { id: 'line.settlement.kind.purchase', defaultMessage: 'Selisih harga beli' },
  receive: { id: 'line.settlement.kind.receive', defaultMessage: 'Selisih berat terukur' },
  cancel: { id: 'line.settlement.kind.cancel', defaultMessage: 'Pembatalan' },
  out_of_stock: { id: 'line.settlement.kind.outOfStock', defaultMessage: 'Stok habis' },
  decision_refund: { id: 'line.settlement.kind.decisionRefund', defaultMessage: 'Pengembalian dana' },
  returned: { id: 'line.settlement.kind.returned', defaultMessage: 'Dikembalikan ke penjual' },
  ticket: { id: 'line.settlement.kind.ticket', defaultMessage: 'Tiket' },
});

export const fulfilmentMessages = defineMessages({
  linesTitle: { id: 'line.title', defaultMessage: 'Status barang' },
  timeline: { id: 'line.timeline', defaultMessage: 'Riwayat barang' },
  photos: { id: 'line.photos', defaultMessage: 'Foto QC' },
  photoViewer: { id: 'line.photos.viewer', defaultMessage: 'Foto QC barang' },
  previousPhoto: { id: 'line.photos.previous', defaultMessage: 'Foto sebelumnya' },
  nextPhoto: { id: 'line.photos.next', defaultMessage: 'Foto berikutnya' },
  weight: { id: 'line.weight', defaultMessage: 'Berat per barang' },
  estimated: { id: 'line.weight.estimated', defaultMessage: 'Perkiraan' },
  measured: { id: 'line.weight.measured', defaultMessage: 'Terukur' },
  notMeasured: { id: 'line.weight.notMeasured', defaultMessage: 'Belum ditimbang' },
  storage: { id: 'line.storage', defaultMessage: 'Penyimpanan gratis' },
  decisionTitle: { id: 'line.decision.title', defaultMessage: 'Menunggu keputusan Anda' },
  decisionConfirm: { id: 'line.decision.confirm', defaultMessage: 'Konfirmasi pilihan' },
  confirm: { id: 'line.confirm', defaultMessage: 'Konfirmasi' },
  back: { id: 'line.back', defaultMessage: 'Kembali' },
  sending: { id: 'line.sending', defaultMessage: 'Mengirim...' },
  cancelLine: { id: 'line.cancel', defaultMessage: 'Batalkan barang' },
  cancelTitle: { id: 'line.cancel.title', defaultMessage: 'Batalkan barang ini?' },
  cancelText: { id: 'line.cancel.text', defaultMessage: 'Barang belum dibelikan. Dana barang ini dikembalikan ke saldo Titip Anda.' },
  conflict: { id: 'line.error.conflict', defaultMessage: 'Status barang sudah berubah. Data terbaru sudah dimuat.' },
  notFound: { id: 'line.error.notFound', defaultMessage: 'Barang tidak ditemukan.' },
  failed: { id: 'line.error.failed', defaultMessage: 'Tidak dapat mengirim saat ini. Coba lagi.' },
  accepted: { id: 'line.done.accepted', defaultMessage: 'Pilihan tersimpan: barang tetap dikirim.' },
  returning: { id: 'line.done.returning', defaultMessage: 'Pilihan tersimpan: barang dikembalikan ke penjual.' },
  settlementTitle: { id: 'line.settlement.title', defaultMessage: 'Penyesuaian biaya' },
  settlementPaid: { id: 'line.settlement.paid', defaultMessage: 'Lunas' },
  payAdditional: { id: 'line.settlement.pay', defaultMessage: 'Bayar tagihan tambahan' },
  parcels: { id: 'line.parcels', defaultMessage: 'Paket' },
  carrier: { id: 'line.parcel.carrier', defaultMessage: 'Kurir internasional' },
  domesticCourier: { id: 'line.parcel.domestic', defaultMessage: 'Kurir dalam negeri' },
  trackingNumber: { id: 'line.parcel.tracking', defaultMessage: 'Nomor resi' },
  newTab: { id: 'orderList.courier.newTab', defaultMessage: '(membuka tab baru)' },
  rate: { id: 'line.rate', defaultMessage: 'Beri nilai' },
  complain: { id: 'line.complain', defaultMessage: 'Ajukan komplain' },
  lineStates: { id: 'line.anonymous.title', defaultMessage: 'Status per barang' },
});

export const lineNumber = defineMessage<{ n: number }>({ id: 'line.number', defaultMessage: 'Barang {n}' });
export const gramsText = defineMessage<{ grams: string }>({ id: 'line.weight.grams', defaultMessage: '{grams} g' });
export const lighterText = defineMessage<{ grams: string }>({ id: 'line.weight.lighter', defaultMessage: '{grams} g lebih ringan' });
export const heavierText = defineMessage<{ grams: string }>({ id: 'line.weight.heavier', defaultMessage: '{grams} g lebih berat' });
export const storageLeft = defineMessage<{ days: number; date: string }>({ id: 'line.storage.left', defaultMessage: 'Sisa {days} hari (sampai {date})' });
export const storageEnded = defineMessage<{ date: string }>({ id: 'line.storage.ended', defaultMessage: 'Masa penyimpanan gratis berakhir {date}' });
export const problemReason = defineMessage<{ reason: string }>({ id: 'line.problem.reason', defaultMessage: 'Masalah: {reason}' });
export const confirmChoice = defineMessage<{ choice: string; name: string }>({ id: 'line.decision.confirmText', defaultMessage: 'Pilih "{choice}" untuk {name}?' });
export const refundedText = defineMessage<{ amount: string }>({ id: 'line.done.refunded', defaultMessage: '{amount} dikembalikan ke saldo Titip Anda.' });
export const cancelledText = defineMessage<{ amount: string }>({ id: 'line.done.cancelled', defaultMessage: 'Barang dibatalkan. {amount} dikembalikan ke saldo Titip Anda.' });
export const photoOf = defineMessage<{ n: number; count: number }>({ id: 'line.photos.of', defaultMessage: 'Foto {n} dari {count}' });
export const creditText = defineMessage<{ amount: string }>({ id: 'line.settlement.credit', defaultMessage: '{amount} dikembalikan ke saldo Titip Anda' });
export const additionalText = defineMessage<{ amount: string; code: string }>({ id: 'line.settlement.additional', defaultMessage: 'Tagihan tambahan {code}: {amount}' });
export const creditedTotal = defineMessage<{ amount: string }>({ id: 'line.settlement.creditedTotal', defaultMessage: 'Total dikembalikan ke saldo: {amount}' });
export const parcelTitle = defineMessage<{ code: string }>({ id: 'line.parcel.title', defaultMessage: 'Paket {code}' });
export const heldReason = defineMessage<{ reason: string }>({ id: 'line.parcel.held', defaultMessage: 'Alasan ditahan: {reason}' });
export const partialPurchaseText = defineMessage<{ bought: number; quantity: number }>({
  id: 'line.purchase.partial', defaultMessage: 'Penjual hanya punya {bought} dari {quantity}: sisanya dikembalikan ke saldo Anda',
});
export const purchaseText = defineMessage<{ paid: string; estimated: string; currency: string }>({
  id: 'line.purchase', defaultMessage: 'Harga beli {currency} {paid} (perkiraan {currency} {estimated})',
});
export const trackOnCourier = defineMessage<{ courier: string }>({ id: 'orderList.courier.trackOnCourier', defaultMessage: 'Lacak di situs {courier}' });
