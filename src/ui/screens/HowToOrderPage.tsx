import { defineMessages } from 'react-intl';
import { ContentPage } from '../components/ContentPage';
import { InfoIntl } from './info/info-intl';

const m = defineMessages({
  title: { id: 'howToOrder.title', defaultMessage: 'Cara Pesan di Titip' },
  intro: { id: 'howToOrder.intro', defaultMessage: 'Enam langkah dari link produk sampai barang di tangan Anda.' },
  s1: { id: 'howToOrder.step1', defaultMessage: 'Tempel link produk dari marketplace luar negeri di kotak pencarian, atau cari dengan kata kunci di 1688 dan Taobao.' },
  s2: { id: 'howToOrder.step2', defaultMessage: 'Lihat harga sampai di Indonesia: harga barang, ongkir udara atau laut, asuransi, bea masuk, PPN dan PPh dihitung otomatis. Pilih varian, jumlah dan jalur pengiriman.' },
  s3: { id: 'howToOrder.step3', defaultMessage: 'Masukkan ke keranjang. Tanpa login keranjang disimpan di perangkat Anda; setelah login keranjang ikut pindah ke akun.' },
  s4: { id: 'howToOrder.step4', defaultMessage: 'Checkout: pilih satu atau beberapa alamat pengiriman, gunakan voucher bila ada dan pilih metode pembayaran; Anda langsung menerima tagihan yang bisa dilihat, dicetak dan dilacak.' },
  s5: { id: 'howToOrder.step5', defaultMessage: 'Konsolidasi: kami membeli dari penjual, menerima barang di gudang luar negeri, memeriksa dan menggabungkan barang Anda dalam satu kiriman agar ongkir lebih hemat.' },
  s6: { id: 'howToOrder.step6', defaultMessage: 'Pengiriman: barang diterbangkan atau dikapalkan ke Indonesia, melewati bea cukai, lalu dikirim kurir ke alamat Anda. Pantau statusnya di menu Lacak Pesanan dengan kode tagihan.' },
  tipsTitle: { id: 'howToOrder.tips.title', defaultMessage: 'Tips' },
  t1: { id: 'howToOrder.tips.1', defaultMessage: 'Pakai kalkulator untuk memperkirakan biaya sebelum memesan.' },
  t2: { id: 'howToOrder.tips.2', defaultMessage: 'Periksa daftar barang larangan dan pembatasan (lartas) sebelum membeli.' },
  t3: { id: 'howToOrder.tips.3', defaultMessage: 'Barang besar dan berat dari Tiongkok lebih hemat dengan jalur laut.' },
});

function HowToOrderContent() {
  return (
    <ContentPage
      title={m.title}
      blocks={[{ p: m.intro }, { list: [m.s1, m.s2, m.s3, m.s4, m.s5, m.s6], ordered: true }, { h: m.tipsTitle }, { list: [m.t1, m.t2, m.t3] }]}
    />
  );
}

export default function HowToOrderPage() {
  return <InfoIntl><HowToOrderContent /></InfoIntl>;
}
