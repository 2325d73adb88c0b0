import { defineMessages, FormattedMessage } from 'react-intl';
import { InfoIntl } from './info/info-intl';

const m = defineMessages({
  title: { id: 'faq.title', defaultMessage: 'Pertanyaan yang Sering Diajukan' },
  q1: { id: 'faq.q1', defaultMessage: 'Apa saja biaya yang saya bayar?' },
  a1: { id: 'faq.a1', defaultMessage: 'Harga barang, ongkir ke gudang penjual, ongkos kirim internasional (udara atau laut), biaya packing, asuransi bila dipilih, bea masuk, PPN, PPh dan biaya transaksi. Semua ditampilkan sebelum Anda checkout.' },
  q2: { id: 'faq.q2', defaultMessage: 'Kapan bea masuk dan pajak dikenakan?' },
  a2: { id: 'faq.a2', defaultMessage: 'Barang kiriman bernilai di atas USD 3 per kiriman dikenakan bea masuk dan PPN sesuai peraturan Menteri Keuangan. Tarif bisa berbeda per jenis produk atau kode HS; sebagian produk seperti tas, sepatu dan tekstil bertarif lebih tinggi.' },
  q3: { id: 'faq.q3', defaultMessage: 'Apa pengaruh NPWP?' },
  a3: { id: 'faq.a3', defaultMessage: 'Jika PPh dipungut, tarif tanpa NPWP lebih tinggi daripada dengan NPWP. Centang penggunaan NPWP dan unggah NPWP pada alamat pengiriman agar tarif yang lebih rendah dipakai.' },
  q4: { id: 'faq.q4', defaultMessage: 'Pilih udara atau laut?' },
  a4: { id: 'faq.a4', defaultMessage: 'Udara lebih cepat dan dihitung per kilogram (minimal 0,5 kg, dibulatkan ke atas per kg, memakai berat volume bila lebih besar). Laut lebih hemat untuk barang besar, dihitung per meter kubik dengan minimal 0,1 m³, dan saat ini tersedia untuk barang dari Tiongkok di luar 1688.' },
  q5: { id: 'faq.q5', defaultMessage: 'Apa itu harga all-in?' },
  a5: { id: 'faq.a5', defaultMessage: 'Untuk 1688 dan beberapa negara, ongkir, bea masuk dan pajak digabung dalam satu tarif per kilogram sehingga tidak ada tagihan pajak terpisah.' },
  q6: { id: 'faq.q6', defaultMessage: 'Apakah saya harus punya akun?' },
  a6: { id: 'faq.a6', defaultMessage: 'Anda bisa mencari produk, menghitung biaya dan mengisi keranjang tanpa akun. Untuk checkout, riwayat pesanan, dompet dan tagihan Anda perlu masuk atau mendaftar.' },
  q7: { id: 'faq.q7', defaultMessage: 'Bagaimana jika barang tidak sesuai atau batal?' },
  a7: { id: 'faq.a7', defaultMessage: 'Hubungi Customer Service melalui tombol chat atau tombol Customer Service di bagian bawah halaman; tim kami membantu penukaran atau pengembalian dana.' },
  q8: { id: 'faq.q8', defaultMessage: 'Barang apa yang tidak bisa dikirim?' },
  a8: { id: 'faq.a8', defaultMessage: 'Barang larangan dan pembatasan (lartas) seperti senjata, narkotika, obat tertentu dan barang yang memerlukan izin khusus. Lihat halaman Peraturan Barang Larangan & Pembatasan.' },
});

const QA = [
  [m.q1, m.a1],
  [m.q2, m.a2],
  [m.q3, m.a3],
  [m.q4, m.a4],
  [m.q5, m.a5],
  [m.q6, m.a6],
  [m.q7, m.a7],
  [m.q8, m.a8],
] as const;

function FaqContent() {
  return (
    <article className="content-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      {QA.map(([q, a]) => (
        <details key={q.id} className="faq-item">
          <summary><FormattedMessage {...q} /></summary>
          <p><FormattedMessage {...a} /></p>
        </details>
      ))}
    </article>
  );
}

export default function FaqPage() {
  return <InfoIntl><FaqContent /></InfoIntl>;
}
