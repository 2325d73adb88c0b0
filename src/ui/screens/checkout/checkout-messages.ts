// Texts of /checkout, the cart's checkout button and the amounts table the invoice screens share.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { CheckoutProblem } from '../../../application/checkout/checkout-view-model';
import type { CheckoutTotals } from '../../../application/ports/checkout-api.port';
import { pm } from '../product/product-messages';

export const checkoutMessages = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  loading: { id: 'checkout.loading', defaultMessage: 'Memuat checkout...' },
  loadFailed: { id: 'checkout.loadFailed', defaultMessage: 'Keranjang atau alamat Anda tidak dapat dimuat.' },
  retry: { id: 'checkout.retry', defaultMessage: 'Coba lagi' },
  dismiss: { id: 'checkout.dismiss', defaultMessage: 'Tutup' },
  empty: { id: 'checkout.empty', defaultMessage: 'Tidak ada barang di keranjang untuk di-checkout.' },
  backToCart: { id: 'checkout.backToCart', defaultMessage: 'Kembali ke keranjang' },
  linesTitle: { id: 'checkout.lines.title', defaultMessage: 'Barang yang di-checkout' },
  selectAll: { id: 'checkout.lines.selectAll', defaultMessage: 'Pilih semua' },
  editCart: { id: 'checkout.lines.editCart', defaultMessage: 'Ubah di keranjang' },
  addressTitle: { id: 'checkout.address.title', defaultMessage: 'Alamat pengiriman' },
  noAddress: { id: 'checkout.address.none', defaultMessage: 'Belum ada alamat pengiriman.' },
  addAddress: { id: 'checkout.address.add', defaultMessage: 'Tambah alamat' },
  multiAddress: { id: 'checkout.address.multi', defaultMessage: 'Kirim ke beberapa alamat' },
  sendTo: { id: 'checkout.address.sendTo', defaultMessage: 'Kirim ke alamat' },
  chooseAddress: { id: 'checkout.address.choose', defaultMessage: 'Pilih alamat' },
  removeAddress: { id: 'checkout.address.remove', defaultMessage: 'Hapus alamat ini' },
  unknownAddress: { id: 'checkout.address.unknown', defaultMessage: 'Alamat tidak dikenal' },
  decrease: { id: 'checkout.address.decrease', defaultMessage: 'Kurangi jumlah' },
  increase: { id: 'checkout.address.increase', defaultMessage: 'Tambah jumlah' },
  shipmentsTitle: { id: 'checkout.shipments.title', defaultMessage: 'Pengiriman' },
  courier: { id: 'checkout.shipment.courier', defaultMessage: 'Kurir' },
  noCourier: { id: 'checkout.shipment.noCourier', defaultMessage: 'Belum ada kurir yang melayani alamat ini.' },
  optionsTitle: { id: 'checkout.options.title', defaultMessage: 'Pilihan' },
  insurance: { id: 'checkout.options.insurance', defaultMessage: 'Gunakan asuransi' },
  npwp: { id: 'checkout.options.npwp', defaultMessage: 'Gunakan NPWP (PPh dengan tarif NPWP)' },
  voucherTitle: { id: 'checkout.voucher.title', defaultMessage: 'Voucher' },
  voucherLabel: { id: 'checkout.voucher.label', defaultMessage: 'Kode voucher' },
  voucherApply: { id: 'checkout.voucher.apply', defaultMessage: 'Pakai' },
  voucherRemove: { id: 'checkout.voucher.remove', defaultMessage: 'Hapus voucher' },
  paymentTitle: { id: 'checkout.payment.title', defaultMessage: 'Metode pembayaran' },
  paymentFailed: { id: 'checkout.payment.failed', defaultMessage: 'Metode pembayaran tidak dapat dimuat.' },
  summaryTitle: { id: 'checkout.summary.title', defaultMessage: 'Ringkasan pembayaran' },
  previewLoading: { id: 'checkout.preview.loading', defaultMessage: 'Menghitung biaya...' },
  previewFailed: { id: 'checkout.preview.failed', defaultMessage: 'Rincian biaya tidak dapat dihitung.' },
  place: { id: 'checkout.place', defaultMessage: 'Buat Pesanan' },
  placing: { id: 'checkout.placing', defaultMessage: 'Memproses pesanan...' },
  priceConfirm: { id: 'checkout.priceChanged.confirm', defaultMessage: 'Konfirmasi dan buat pesanan' },
  priceCancel: { id: 'checkout.priceChanged.cancel', defaultMessage: 'Batal' },
  priceTitle: { id: 'checkout.priceChanged.title', defaultMessage: 'Total pembayaran berubah' },
});

export const minSpendDetail = defineMessage<{ message: string }>({ id: 'checkout.voucher.minSpendDetail', defaultMessage: 'Keterangan: {message}' });
export const lineQuantity = defineMessage<{ quantity: number }>({ id: 'checkout.lines.quantity', defaultMessage: 'Jumlah: {quantity}' });
export const lineGroup = defineMessage<{ name: string }>({ id: 'checkout.lines.group', defaultMessage: 'Konsolidasi: {name}' });
export const selectLine = defineMessage<{ name: string }>({ id: 'checkout.lines.select', defaultMessage: 'Checkout {name}' });
export const quantityAt = defineMessage<{ name: string }>({ id: 'checkout.address.quantityAt', defaultMessage: 'Jumlah untuk {name}' });
export const shipmentTo = defineMessage<{ name: string }>({ id: 'checkout.shipment.to', defaultMessage: 'Pengiriman ke {name}' });
export const shipmentGroup = defineMessage<{ group: string; name: string }>({ id: 'checkout.shipment.group', defaultMessage: 'Konsolidasi {group} ke {name}' });
export const shipmentWeight = defineMessage<{ kg: string }>({ id: 'checkout.shipment.weight', defaultMessage: 'Berat ditagih {kg} kg' });
export const etdDays = defineMessage<{ etd: string }>({ id: 'checkout.shipment.etd', defaultMessage: '{etd} hari' });
export const voucherApplied = defineMessage<{ code: string; amount: string }>({ id: 'checkout.voucher.applied', defaultMessage: 'Voucher {code} dipakai: hemat {amount}' });
export const priceChangedText = defineMessage<{ from: string; to: string }>({
  id: 'checkout.priceChanged.text', defaultMessage: 'Total pembayaran berubah dari {from} menjadi {to}.',
});

/** Why a voucher was refused (ApiError.reason), localised. */
export const voucherErrors: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  VOUCHER_REQUIRED: { id: 'checkout.voucher.error.required', defaultMessage: 'Masukkan kode voucher.' },
  VOUCHER_NOT_FOUND: { id: 'checkout.voucher.error.notFound', defaultMessage: 'Kode voucher tidak ditemukan.' },
  VOUCHER_EXPIRED: { id: 'checkout.voucher.error.expired', defaultMessage: 'Voucher sudah tidak berlaku.' },
  VOUCHER_NOT_STARTED: { id: 'checkout.voucher.error.notStarted', defaultMessage: 'Voucher belum dapat digunakan.' },
  VOUCHER_USED_UP: { id: 'checkout.voucher.error.usedUp', defaultMessage: 'Kuota voucher sudah habis.' },
  VOUCHER_ALREADY_USED: { id: 'checkout.voucher.error.alreadyUsed', defaultMessage: 'Anda sudah memakai voucher ini.' },
  VOUCHER_MIN_SPEND: { id: 'checkout.voucher.error.minSpend', defaultMessage: 'Total belanja belum mencapai minimum voucher ini.' },
  VOUCHER_NEW_CUSTOMER_ONLY: { id: 'checkout.voucher.error.newCustomerOnly', defaultMessage: 'Voucher ini khusus untuk pelanggan baru.' },
});

/** A refused preview or order (ApiError.reason), localised; others show the server's message. */
export const failureTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  NETWORK: { id: 'checkout.error.network', defaultMessage: 'Server tidak menjawab. Coba lagi: pesanan tidak akan dibuat dua kali.' },
  SEA_NOT_AVAILABLE: { id: 'checkout.error.seaNotAvailable', defaultMessage: 'Jalur laut tidak tersedia untuk salah satu barang. Ubah ke udara di keranjang.' },
  ALLOCATION_MISMATCH: { id: 'checkout.error.allocationMismatch', defaultMessage: 'Jumlah per alamat tidak sama dengan jumlah barang.' },
  CONSOLIDATION_INVALID: { id: 'checkout.error.consolidationInvalid', defaultMessage: 'Grup konsolidasi tidak valid. Periksa konsolidasi di keranjang.' },
  CART_CHANGED: { id: 'checkout.error.cartChanged', defaultMessage: 'Keranjang berubah: sebagian barang sudah di-checkout.' },
  CART_DETAIL_NOT_FOUND: { id: 'checkout.error.cartDetailNotFound', defaultMessage: 'Sebagian barang sudah tidak ada di keranjang.' },
  ADDRESS_NOT_FOUND: { id: 'checkout.error.addressNotFound', defaultMessage: 'Alamat tidak ditemukan. Pilih alamat lain.' },
  SHIPPING_SERVICE_UNKNOWN: { id: 'checkout.error.shippingUnknown', defaultMessage: 'Layanan kurir tidak tersedia. Pilih kurir lain.' },
  NPWP_NOT_ON_FILE: { id: 'checkout.error.npwpNotOnFile', defaultMessage: 'NPWP belum tersimpan di alamat Anda.' },
  IDEMPOTENCY_IN_PROGRESS: { id: 'checkout.error.inProgress', defaultMessage: 'Pesanan sedang diproses. Tunggu sebentar lalu coba lagi.' },
  COURIER_UNAVAILABLE: { id: 'checkout.error.courierUnavailable', defaultMessage: 'Layanan kurir sedang tidak tersedia. Coba lagi nanti.' },
  LARTAS_ACK_REQUIRED: {
    id: 'checkout.error.lartasAck', defaultMessage: 'Barang lartas di pesanan ini berubah. Baca ketentuannya, lalu centang kembali pernyataan lartas.',
  },
});

export const problemTexts: Readonly<Record<CheckoutProblem, MessageDescriptor>> = defineMessages({
  select_lines: { id: 'checkout.problem.selectLines', defaultMessage: 'Pilih minimal satu barang.' },
  no_address: { id: 'checkout.problem.noAddress', defaultMessage: 'Tambahkan alamat pengiriman terlebih dahulu.' },
  allocation_incomplete: { id: 'checkout.problem.allocation', defaultMessage: 'Pilih alamat untuk setiap barang.' },
  payment_required: { id: 'checkout.problem.payment', defaultMessage: 'Pilih metode pembayaran.' },
  lartas_ack_required: { id: 'checkout.problem.lartasAck', defaultMessage: 'Centang pernyataan barang larangan/pembatasan (lartas).' },
  preview_pending: { id: 'checkout.problem.preview', defaultMessage: 'Tunggu sampai rincian biaya selesai dihitung.' },
});

/**
 * The rows of an amounts table, in order (spec section 1: duty, VAT, income tax, freight, insurance,
 * fees): the product breakdown's labels, plus domestic shipping and the voucher discount.
 */
export const amountRows: readonly { key: keyof CheckoutTotals; label: MessageDescriptor; optional?: boolean; negative?: boolean }[] = (() => {
  const m = defineMessages({
    domesticShipping: { id: 'amount.domesticShipping', defaultMessage: 'Ongkir dalam negeri' },
    voucherDiscount: { id: 'amount.voucherDiscount', defaultMessage: 'Potongan voucher' },
  });
  return [
    { key: 'goodsValue', label: pm.goodsValue },
    { key: 'usTax', label: pm.usTax, optional: true },
    { key: 'shippingToWarehouse', label: pm.shippingToWarehouse },
    { key: 'packingFee', label: pm.packingFee },
    { key: 'additionalTransaction', label: pm.additionalTransaction },
    { key: 'insurance', label: pm.insuranceRow },
    { key: 'freight', label: pm.freight },
    { key: 'allIn', label: pm.allIn, optional: true },
    { key: 'importDuty', label: pm.duty },
    { key: 'vat', label: pm.vat },
    { key: 'incomeTax', label: pm.incomeTax },
    { key: 'transactionFee', label: pm.transactionFee },
    { key: 'domesticShipping', label: m.domesticShipping },
    { key: 'voucherDiscount', label: m.voucherDiscount, optional: true, negative: true },
  ];
})();

export const amountTotal = defineMessage({ id: 'amount.total', defaultMessage: 'Total pembayaran' });
