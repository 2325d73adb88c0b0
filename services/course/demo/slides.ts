// What each demo lesson video shows (scripts/make-course-videos.ts draws it): the lesson's title in
// both languages and the points of the lesson, in Indonesian, appearing one after another. The
// lesson titles of services/course/demo/content.ts are taken from here, so video and course agree.
// Facts: docs/pricing.md and the customs guide (PMK 199/2019, PMK 96/2023 as amended, PMK 34/2017,
// PMK 131/2024, PMK 190/2022, BTKI 2022, Permendag 36/2023).
import type { Text } from './types.ts';

export interface LessonSlide {
  /** File name in services/course/media/. */
  video: string;
  /** The course the lesson belongs to (shown on the slide's top line). */
  course: string;
  title: Text;
  bullets: string[];
  /** How long the script records, seconds (the file's real length is measured afterwards). */
  seconds: number;
  /** The slide's accent colour. */
  accent: string;
}

export const LESSON_SLIDES: LessonSlide[] = [
  {
    video: 'sourcing-01-mengenal-1688.webm',
    course: 'Sourcing dari 1688 untuk pemula',
    title: { id: 'Mengenal 1688, Taobao dan Tmall', en: 'Getting to know 1688, Taobao and Tmall' },
    bullets: [
      '1688: pasar grosir B2B Alibaba, harga pabrik dalam yuan',
      'Taobao dan Tmall: eceran, cocok untuk beli contoh',
      'Perhatikan MOQ (jumlah minimum) dan harga bertingkat',
      'Penjual kirim ke alamat di Tiongkok: gudang Titip',
    ],
    seconds: 24,
    accent: '#e4572e',
  },
  {
    video: 'sourcing-02-menilai-pemasok.webm',
    course: 'Sourcing dari 1688 untuk pemula',
    title: { id: 'Menilai pemasok', en: 'Judging a supplier' },
    bullets: [
      'Pabrik atau pedagang? Cek profil dan lama berjualan',
      'Lihat rating, tingkat beli ulang dan ulasan berfoto',
      'Minta foto/video asli; tanyakan bahan dan ukuran',
      'Pesan sampel dulu sebelum order besar',
    ],
    seconds: 22,
    accent: '#e4572e',
  },
  {
    video: 'sourcing-03-sampai-gudang.webm',
    course: 'Sourcing dari 1688 untuk pemula',
    title: { id: 'Dari pesanan sampai gudang', en: 'From order to warehouse' },
    bullets: [
      'Bayar dalam rupiah lewat Titip; kurs dikunci saat bayar',
      'Ongkir domestik Tiongkok sampai gudang Titip',
      'Di gudang: cek QC, foto, kemas ulang',
      'Udara: berat volumetrik P x L x T / 5000; laut: per m3, min 0,1 m3',
    ],
    seconds: 26,
    accent: '#e4572e',
  },
  {
    video: 'landed-01-nilai-pabean.webm',
    course: 'Menghitung harga landed',
    title: { id: 'Nilai pabean: CIF', en: 'Customs value: CIF' },
    bullets: [
      'Nilai pabean = CIF: harga barang + asuransi + ongkir',
      'Dirupiahkan dengan kurs pabean mingguan',
      'Kiriman FOB maks. USD 3: bebas bea masuk (de minimis)',
      'Contoh: FOB 40 + ongkir 8 + asuransi 0,40 = USD 48,40',
    ],
    seconds: 25,
    accent: '#2e86ab',
  },
  {
    video: 'landed-02-bea-ppn-pph.webm',
    course: 'Menghitung harga landed',
    title: { id: 'Bea masuk, PPN dan PPh', en: 'Import duty, VAT and income tax' },
    bullets: [
      'Kiriman di atas USD 3: bea masuk 7,5% dari CIF',
      'Nilai impor = CIF + bea masuk',
      'PPN 11% efektif dari nilai impor (12% x 11/12)',
      'PPh 22: 2,5% dengan API, 7,5% tanpa; tanpa NPWP 100% lebih tinggi',
    ],
    seconds: 27,
    accent: '#2e86ab',
  },
  {
    video: 'landed-03-contoh-lengkap.webm',
    course: 'Menghitung harga landed',
    title: { id: 'Contoh lengkap harga landed', en: 'A worked landed-cost example' },
    bullets: [
      'Kurs Rp 16.000: CIF USD 48,40 = Rp 774.400',
      'Bea masuk 7,5% = 58.080, dibulatkan ke atas: Rp 59.000',
      'Nilai impor Rp 833.400; PPN 11% = Rp 91.674',
      'Pajak Rp 150.674; harga landed Rp 925.074 + biaya lokal',
    ],
    seconds: 28,
    accent: '#2e86ab',
  },
  {
    video: 'lartas-01-kode-hs.webm',
    course: 'Lartas dan kode HS',
    title: { id: 'Membaca kode HS', en: 'Reading an HS code' },
    bullets: [
      'HS: klasifikasi barang dunia; 6 digit pertama sama di semua negara',
      'BTKI 2022: 8 digit (bab, pos, subpos, pos tarif)',
      'Contoh: 8517.13.00 = smartphone',
      'Kode HS menentukan tarif bea masuk dan aturan lartas',
    ],
    seconds: 25,
    accent: '#3b8b5a',
  },
  {
    video: 'lartas-02-barang-lartas.webm',
    course: 'Lartas dan kode HS',
    title: { id: 'Barang lartas dan izinnya', en: 'Restricted goods and their permits' },
    bullets: [
      'Lartas = barang larangan dan/atau pembatasan impor',
      'Makanan, obat, kosmetik: izin BPOM',
      'SNI wajib; ponsel: sertifikasi dan registrasi IMEI',
      'Barang berbahaya: Permendag 36/2023 (dan perubahannya)',
    ],
    seconds: 24,
    accent: '#3b8b5a',
  },
  {
    video: 'mulai-01-empat-langkah.webm',
    course: 'Mulai impor dalam 10 menit',
    title: { id: 'Impor lewat Titip dalam 4 langkah', en: 'Importing through Titip in 4 steps' },
    bullets: [
      '1. Tempel tautan produk 1688, Taobao atau Tmall',
      '2. Cek perkiraan harga landed di kalkulator',
      '3. Bayar invoice; barang dikirim ke gudang Titip',
      '4. Lacak paket sampai di depan pintu',
    ],
    seconds: 21,
    accent: '#8e5fb8',
  },
  {
    video: 'reseller-01-harga-jual.webm',
    course: 'Jualan ulang di marketplace',
    title: { id: 'Menentukan harga jual', en: 'Setting a selling price' },
    bullets: [
      'Harga pokok = harga landed per unit + kemasan',
      'Tambah biaya admin marketplace dan ongkir promo',
      'Margin = (harga jual - harga pokok) / harga jual',
      'Bandingkan harga pesaing sebelum stok besar',
    ],
    seconds: 23,
    accent: '#d08c00',
  },
];

export function slideFor(video: string): LessonSlide {
  const slide = LESSON_SLIDES.find((s) => s.video === video);
  if (!slide) throw new Error(`no lesson slide for ${video}`);
  return slide;
}
