import { defineMessages } from 'react-intl';
import { ContentPage } from '../components/ContentPage';
import { InfoIntl } from './info/info-intl';

const m = defineMessages({
  title: { id: 'about.title', defaultMessage: 'Tentang Titip' },
  p1: { id: 'about.p1', defaultMessage: 'Titip adalah jasa titip beli dan impor barang untuk pelanggan di Indonesia. Anda memilih produk di marketplace luar negeri, kami yang membeli, mengumpulkan, mengirim dan mengurus kepabeanannya sampai barang tiba di alamat Anda.' },
  h1: { id: 'about.h1', defaultMessage: 'Dari mana kami membeli' },
  p2: { id: 'about.p2', defaultMessage: 'Kami melayani pembelian dari Tiongkok (1688 untuk grosir, Taobao dan Tmall), Amerika Serikat, Inggris, Hong Kong dan Singapura. Cukup tempel link produk, cari dengan kata kunci, atau isi formulir pesanan manual untuk toko yang belum terhubung.' },
  h2: { id: 'about.h2', defaultMessage: 'Harga transparan sejak awal' },
  p3: { id: 'about.p3', defaultMessage: 'Setiap produk langsung menampilkan rincian biaya sampai di Indonesia: harga barang, ongkos kirim udara atau laut, asuransi, bea masuk, PPN, PPh, biaya packing, ongkir ke gudang dan biaya transaksi. Tidak ada biaya tersembunyi saat checkout.' },
  h3: { id: 'about.h3', defaultMessage: 'Untuk siapa' },
  l1: { id: 'about.l1', defaultMessage: 'Pembeli pribadi yang ingin barang yang tidak dijual di Indonesia.' },
  l2: { id: 'about.l2', defaultMessage: 'Reseller dan pemilik toko online yang membeli grosir dari 1688.' },
  l3: { id: 'about.l3', defaultMessage: 'Importir yang membutuhkan pengiriman laut dan konsolidasi barang dari beberapa penjual.' },
  p4: { id: 'about.p4', defaultMessage: 'Tim layanan pelanggan kami siap membantu Senin - Jumat 08:00-17:00 WIB melalui chat.' },
});

function AboutContent() {
  return (
    <ContentPage
      title={m.title}
      blocks={[{ p: m.p1 }, { h: m.h1 }, { p: m.p2 }, { h: m.h2 }, { p: m.p3 }, { h: m.h3 }, { list: [m.l1, m.l2, m.l3] }, { p: m.p4 }]}
    />
  );
}

export default function AboutPage() {
  return <InfoIntl><AboutContent /></InfoIntl>;
}
