// Texts of the restricted-goods (lartas) warning and acknowledgement: the notice of the product
// page, calculator, cart and checkout (LartasNotice), the checkout's box, and the note on the
// customer's invoice. The acknowledgement's text is versioned (src/domain/lartas
// LARTAS_ACK_TEXT_VERSION): change `ack` in substance, raise the version.
import { defineMessage, defineMessages } from 'react-intl';

export const lartasMessages = defineMessages({
  authority: { id: 'lartas.notice.authority', defaultMessage: 'Instansi' },
  regulation: { id: 'lartas.notice.regulation', defaultMessage: 'Aturan' },
  requirement: { id: 'lartas.notice.requirement', defaultMessage: 'Ketentuan' },
  consequence: {
    id: 'lartas.notice.consequence',
    defaultMessage: 'Bea Cukai dapat menahan, mengembalikan ke negara asal (reekspor) atau memusnahkan barang yang tidak memenuhi ketentuan ini. Seluruh biaya yang timbul karenanya (penyimpanan, pengembalian, pemusnahan atau denda) menjadi tanggung jawab Anda, dan harga barang tidak dikembalikan.',
  },
  link: { id: 'lartas.notice.link', defaultMessage: 'Lihat daftar barang larangan & pembatasan' },
  checkoutTitle: { id: 'checkout.lartas.title', defaultMessage: 'Barang larangan/pembatasan (lartas) di pesanan ini' },
  checkoutIntro: { id: 'checkout.lartas.intro', defaultMessage: 'Barang berikut termasuk lartas. Baca ketentuannya sebelum membuat pesanan.' },
  ack: {
    id: 'checkout.lartas.ack',
    defaultMessage: 'Saya memahami bahwa barang ini termasuk barang larangan/pembatasan (lartas) dan memerlukan izin atau harus memenuhi batasan dari instansi terkait. Bea Cukai dapat menahan, mengembalikan atau memusnahkan barang tersebut, dan seluruh biaya yang timbul menjadi tanggung jawab saya.',
  },
  ackRequired: { id: 'checkout.lartas.ackRequired', defaultMessage: 'Centang pernyataan ini untuk membuat pesanan.' },
});

export const lartasTitle = defineMessage<{ name: string }>({ id: 'lartas.notice.title', defaultMessage: 'Barang larangan/pembatasan (lartas): {name}' });
export const lartasBadge = defineMessage<{ name: string }>({ id: 'lartas.notice.badge', defaultMessage: 'Lartas: {name}' });
export const lartasItems = defineMessage<{ items: string }>({ id: 'lartas.notice.items', defaultMessage: 'Barang di pesanan ini: {items}' });
export const lartasAccepted = defineMessage<{ date: string; names: string }>({
  id: 'lartas.accepted', defaultMessage: 'Anda menyetujui ketentuan lartas pada {date} ({names}).',
});
