import { defineMessages } from 'react-intl';
import { ContentPage } from '../components/ContentPage';
import { InfoIntl } from './info/info-intl';

const m = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Kebijakan Privasi' },
  p1: { id: 'privacy.p1', defaultMessage: 'Kebijakan ini menjelaskan data apa yang Titip kumpulkan, untuk apa, dan bagaimana kami melindunginya, sesuai Undang-Undang Pelindungan Data Pribadi.' },
  h1: { id: 'privacy.h1', defaultMessage: 'Data yang kami kumpulkan' },
  l1: { id: 'privacy.l1', defaultMessage: 'Data akun: nama, e-mail, nomor telepon, foto profil dan kata sandi terenkripsi.' },
  l2: { id: 'privacy.l2', defaultMessage: 'Data pesanan: link produk, keranjang, alamat pengiriman, NPWP bila Anda mengunggahnya, tagihan dan pembayaran.' },
  l3: { id: 'privacy.l3', defaultMessage: 'Data teknis: token sesi, bahasa pilihan dan informasi perangkat untuk keamanan.' },
  h2: { id: 'privacy.h2', defaultMessage: 'Penggunaan data' },
  p2: { id: 'privacy.p2', defaultMessage: 'Kami memakai data untuk membeli dan mengirim pesanan, menghitung dan melaporkan bea masuk dan pajak kepada Direktorat Jenderal Bea dan Cukai, memproses pembayaran, mengirim notifikasi pesanan, dan mencegah penyalahgunaan.' },
  h3: { id: 'privacy.h3', defaultMessage: 'Berbagi data' },
  p3: { id: 'privacy.p3', defaultMessage: 'Data dibagikan hanya kepada pihak yang diperlukan untuk pesanan: penjual, gudang, maskapai atau pelayaran, kurir, penyedia pembayaran dan otoritas kepabeanan. Kami tidak menjual data pribadi Anda.' },
  h4: { id: 'privacy.h4', defaultMessage: 'Hak Anda' },
  p4: { id: 'privacy.p4', defaultMessage: 'Anda dapat melihat dan memperbarui data di halaman Pengaturan, meminta salinan data, atau menonaktifkan akun. Hubungi layanan pelanggan untuk permintaan lain terkait data pribadi.' },
});

function PrivacyContent() {
  return (
    <ContentPage
      title={m.title}
      blocks={[{ p: m.p1 }, { h: m.h1 }, { list: [m.l1, m.l2, m.l3] }, { h: m.h2 }, { p: m.p2 }, { h: m.h3 }, { p: m.p3 }, { h: m.h4 }, { p: m.p4 }]}
    />
  );
}

export default function PrivacyPage() {
  return <InfoIntl><PrivacyContent /></InfoIntl>;
}
