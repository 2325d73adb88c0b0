import { defineMessages } from 'react-intl';
import { ContentPage } from '../components/ContentPage';
import { InfoIntl } from './info/info-intl';

const m = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Syarat & Ketentuan' },
  p1: { id: 'terms.p1', defaultMessage: 'Dengan memakai Titip Anda menyetujui ketentuan berikut. Titip bertindak sebagai perantara pembelian dan pengiriman atas nama Anda.' },
  h1: { id: 'terms.h1', defaultMessage: 'Pesanan dan harga' },
  l1: { id: 'terms.l1', defaultMessage: 'Harga yang ditampilkan adalah perkiraan berdasarkan data penjual, kurs dan tarif saat itu. Selisih berat, dimensi atau ongkir lokal penjual ditagihkan sebagai tagihan tambahan.' },
  l2: { id: 'terms.l2', defaultMessage: 'Pesanan diproses setelah tagihan lunas. Tagihan yang melewati batas waktu dapat dibatalkan.' },
  l3: { id: 'terms.l3', defaultMessage: 'Bea masuk dan pajak mengikuti penetapan petugas bea cukai; jika berbeda dari perkiraan, selisihnya ditagihkan atau dikembalikan.' },
  h2: { id: 'terms.h2', defaultMessage: 'Barang yang dilarang' },
  p2: { id: 'terms.p2', defaultMessage: 'Anda bertanggung jawab memastikan barang tidak termasuk larangan dan pembatasan impor. Barang lartas yang ditahan atau dimusnahkan oleh otoritas tidak dapat dikembalikan dananya.' },
  h3: { id: 'terms.h3', defaultMessage: 'Pengiriman, asuransi dan pengembalian' },
  p3: { id: 'terms.p3', defaultMessage: 'Estimasi waktu kirim bukan jaminan. Kerusakan atau kehilangan diganti sesuai nilai pertanggungan jika asuransi dipilih. Pengembalian dana diajukan melalui menu Tiket dan dikreditkan ke dompet Titip.' },
  h4: { id: 'terms.h4', defaultMessage: 'Akun' },
  p4: { id: 'terms.p4', defaultMessage: 'Jaga kerahasiaan kata sandi dan PIN Anda. Kami dapat menangguhkan akun yang dipakai untuk penipuan atau pelanggaran hukum.' },
});

function TermsContent() {
  return (
    <ContentPage
      title={m.title}
      blocks={[{ p: m.p1 }, { h: m.h1 }, { list: [m.l1, m.l2, m.l3] }, { h: m.h2 }, { p: m.p2 }, { h: m.h3 }, { p: m.p3 }, { h: m.h4 }, { p: m.p4 }]}
    />
  );
}

export default function TermsPage() {
  return <InfoIntl><TermsContent /></InfoIntl>;
}
