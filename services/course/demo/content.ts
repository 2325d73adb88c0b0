// The course service's demo content (shape: ./types.ts), seeded on start unless SEED_DEMO=0:
// three open paid courses, one free short course, one course that starts in 14 days, one bundle
// and two vouchers. Lesson videos and posters are in services/course/media/ (made by
// scripts/make-course-videos.ts); each lesson's durationSeconds is the length measured from its
// file, checked by ./content.test.ts. Lesson titles come from ./slides.ts (what the video shows).
import type { DemoBundle, DemoCourse, DemoLesson, DemoVoucher, Text } from './types.ts';
import { slideFor } from './slides.ts';
import { LANDED_QUIZ, LARTAS_QUIZ, QUICKSTART_QUIZ, RESELLING_QUIZ, SOURCING_QUIZ } from './quizzes.ts';

const t = (id: string, en: string): Text => ({ id, en });

function lesson(video: string, durationSeconds: number): DemoLesson {
  return { title: slideFor(video).title, video, durationSeconds };
}

const INSTRUCTORS = {
  rina: {
    name: 'Rina Hartono',
    title: t('Konsultan sourcing Tiongkok', 'China sourcing consultant'),
    bio: t(
      'Sepuluh tahun membeli dari pabrik di Guangzhou dan Yiwu untuk toko daring Indonesia; kini membimbing importir pemula di Titip.',
      'Ten years of buying from factories in Guangzhou and Yiwu for Indonesian online shops; now coaches new importers at Titip.',
    ),
  },
  budi: {
    name: 'Budi Santoso',
    title: t('Ahli kepabeanan (PPJK)', 'Customs broker (PPJK)'),
    bio: t(
      'Pengusaha pengurusan jasa kepabeanan sejak 2012: menghitung bea masuk dan pajak impor, menetapkan kode HS dan mengurus izin lartas.',
      'A licensed customs broker since 2012: works out import duty and taxes, classifies goods under HS codes and handles restricted-goods permits.',
    ),
  },
  sari: {
    name: 'Sari Wulandari',
    title: t('Penjual marketplace', 'Marketplace seller'),
    bio: t(
      'Menjual barang impor di marketplace Indonesia sejak 2016, dengan lebih dari 40.000 pesanan terkirim.',
      'Has sold imported goods on Indonesian marketplaces since 2016, with over 40,000 orders shipped.',
    ),
  },
};

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'sourcing-1688-pemula',
    title: t('Sourcing dari 1688 untuk pemula', 'Sourcing from 1688 for beginners'),
    subtitle: t('Cari pemasok, nilai kualitasnya, dan bawa barangnya sampai gudang', 'Find suppliers, judge their quality and get the goods to the warehouse'),
    description: t(
      '1688 adalah pasar grosir tempat toko-toko di Tiongkok sendiri berbelanja. Kursus ini menunjukkan cara membaca halaman produknya (harga bertingkat, MOQ, varian), menilai apakah penjualnya pabrik atau pedagang, memesan sampel, dan memilih pengiriman udara atau laut dengan menghitung berat volumetrik.',
      "1688 is the wholesale market where China's own shops buy. This course shows how to read its product pages (tiered prices, MOQ, variants), tell a factory from a trader, order samples, and choose air or sea freight by working out the volumetric weight.",
    ),
    whatYouLearn: [
      t('Membedakan 1688, Taobao dan Tmall, dan kapan memakai masing-masing', 'Tell 1688, Taobao and Tmall apart, and when to use each'),
      t('Membaca MOQ dan harga bertingkat', 'Read MOQs and tiered prices'),
      t('Menilai pemasok dari profil, rating dan tingkat beli ulang', "Judge a supplier by profile, rating and repurchase rate"),
      t('Menghitung berat volumetrik dan memilih udara atau laut', 'Work out volumetric weight and choose air or sea'),
    ],
    category: 'sourcing',
    level: 'beginner',
    price: 149_000,
    thumbnail: 'posters/sourcing-1688-pemula.png',
    instructor: INSTRUCTORS.rina,
    startsInDays: null,
    sections: [
      {
        title: t('Mengenal pasar', 'Knowing the market'),
        lessons: [lesson('sourcing-01-mengenal-1688.webm', 24), lesson('sourcing-02-menilai-pemasok.webm', 22)],
      },
      {
        title: t('Sampai ke gudang', 'To the warehouse'),
        lessons: [lesson('sourcing-03-sampai-gudang.webm', 26)],
      },
    ],
    quizzes: [SOURCING_QUIZ],
  },
  {
    slug: 'harga-landed-bea-ppn-pph',
    title: t('Menghitung harga landed: bea masuk, PPN, PPh', 'Working out the landed cost: import duty, VAT, income tax'),
    subtitle: t('Dari harga di Tiongkok sampai biaya total di tangan, rupiah demi rupiah', 'From the price in China to the total cost in hand, rupiah by rupiah'),
    description: t(
      'Harga landed menentukan apakah impor Anda untung. Kita menghitung nilai pabean (CIF) dengan kurs pabean, bea masuk kiriman 7,5% dan pembulatannya, PPN 11% efektif atas nilai impor, dan PPh pasal 22 dengan atau tanpa API dan NPWP, lalu menyelesaikan satu contoh lengkap.',
      'The landed cost decides whether an import pays. We work out the customs value (CIF) at the customs exchange rate, the 7.5% parcel duty and its rounding, the 11% effective VAT on the import value, and article 22 income tax with or without an API licence and an NPWP, then finish one full example.',
    ),
    whatYouLearn: [
      t('Menghitung nilai pabean CIF dalam rupiah', 'Compute the CIF customs value in rupiah'),
      t('Kapan kiriman bebas bea masuk (de minimis USD 3)', 'When a parcel pays no duty (the USD 3 de minimis)'),
      t('Menghitung bea masuk, PPN dan PPh 22, dengan pembulatannya', 'Compute import duty, VAT and PPh 22, rounding included'),
      t('Pengaruh API dan NPWP pada tarif PPh', 'How an API licence and an NPWP change the PPh rate'),
    ],
    category: 'pricing',
    level: 'intermediate',
    price: 249_000,
    thumbnail: 'posters/harga-landed-bea-ppn-pph.png',
    instructor: INSTRUCTORS.budi,
    startsInDays: null,
    sections: [
      {
        title: t('Dasar pengenaan', 'The base'),
        lessons: [lesson('landed-01-nilai-pabean.webm', 25)],
      },
      {
        title: t('Bea masuk dan pajak impor', 'Duty and import taxes'),
        lessons: [lesson('landed-02-bea-ppn-pph.webm', 27), lesson('landed-03-contoh-lengkap.webm', 28)],
      },
    ],
    quizzes: [LANDED_QUIZ],
  },
  {
    slug: 'lartas-kode-hs',
    title: t('Lartas dan kode HS', 'Restricted goods and HS codes'),
    subtitle: t('Klasifikasikan barang dengan benar dan ketahui izin yang diperlukan', 'Classify goods correctly and know which permits they need'),
    description: t(
      'Kode HS menentukan tarif bea masuk dan apakah barang terkena larangan atau pembatasan (lartas). Kursus ini mengajarkan cara membaca BTKI 2022, menemukan kode 8 digit sebuah barang, dan mengenali barang yang butuh izin BPOM, SNI, sertifikasi perangkat telekomunikasi dan registrasi IMEI.',
      'The HS code sets the import duty and whether goods are prohibited or restricted (lartas). This course teaches reading the BTKI 2022 tariff book, finding a product\'s 8-digit code, and spotting goods that need a BPOM permit, SNI, telecom certification or IMEI registration.',
    ),
    whatYouLearn: [
      t('Struktur kode HS: bab, pos, subpos, pos tarif', 'The structure of an HS code: chapter, heading, subheading, tariff line'),
      t('Mencari kode HS di BTKI 2022', 'Look up an HS code in BTKI 2022'),
      t('Mengenali barang lartas dan instansi pemberi izinnya', 'Recognise restricted goods and the agency that permits them'),
      t('Menghindari barang tertahan di pabean', 'Avoid goods held at customs'),
    ],
    category: 'customs',
    level: 'intermediate',
    price: 199_000,
    thumbnail: 'posters/lartas-kode-hs.png',
    instructor: INSTRUCTORS.budi,
    startsInDays: null,
    sections: [
      {
        title: t('Kode HS', 'HS codes'),
        lessons: [lesson('lartas-01-kode-hs.webm', 25)],
      },
      {
        title: t('Larangan dan pembatasan', 'Prohibitions and restrictions'),
        lessons: [lesson('lartas-02-barang-lartas.webm', 24)],
      },
    ],
    quizzes: [LARTAS_QUIZ],
  },
  {
    slug: 'mulai-impor-10-menit',
    title: t('Mulai impor dalam 10 menit', 'Start importing in 10 minutes'),
    subtitle: t('Kursus gratis: dari tautan produk sampai paket di depan pintu', 'A free course: from a product link to a parcel at your door'),
    description: t(
      'Pengantar singkat impor lewat Titip: menempelkan tautan produk, membaca perkiraan harga landed, membayar invoice dalam rupiah dan melacak paket. Ditutup dengan kuis singkat tentang de minimis dan PPN.',
      'A short introduction to importing through Titip: pasting a product link, reading the landed-cost estimate, paying the invoice in rupiah and tracking the parcel. It ends with a short quiz on the de minimis and VAT.',
    ),
    whatYouLearn: [
      t('Empat langkah impor lewat Titip', 'The four steps of importing through Titip'),
      t('Apa yang termasuk harga landed', 'What the landed cost includes'),
      t('Batas de minimis dan tarif PPN yang berlaku', 'The de minimis and the VAT rate that apply'),
    ],
    category: 'sourcing',
    level: 'beginner',
    price: 0,
    thumbnail: 'posters/mulai-impor-10-menit.png',
    instructor: INSTRUCTORS.rina,
    startsInDays: null,
    sections: [
      {
        title: t('Langkah pertama', 'First steps'),
        lessons: [lesson('mulai-01-empat-langkah.webm', 21)],
      },
    ],
    quizzes: [QUICKSTART_QUIZ],
  },
  {
    slug: 'jualan-ulang-marketplace',
    title: t('Jualan ulang di marketplace', 'Reselling on marketplaces'),
    subtitle: t('Harga jual, margin dan biaya marketplace untuk barang impor', 'Selling price, margin and marketplace fees for imported goods'),
    description: t(
      'Untuk importir yang siap berjualan: menghitung harga pokok dari harga landed, memasukkan biaya admin dan promosi marketplace, membedakan margin dan markup, dan menguji harga sebelum membeli stok besar. Kelas dibuka 14 hari lagi; daftar dulu agar diberi tahu.',
      'For importers ready to sell: working out the unit cost from the landed cost, counting marketplace fees and promotions, telling margin from markup, and testing a price before buying a large stock. The class opens in 14 days; pre-register to be told.',
    ),
    whatYouLearn: [
      t('Menghitung harga pokok per unit dari harga landed', 'Compute the unit cost from the landed cost'),
      t('Memasukkan biaya admin marketplace ke harga', 'Build marketplace fees into the price'),
      t('Margin dan markup, dan kapan memakai masing-masing', 'Margin and markup, and when to use each'),
      t('Menguji harga dan permintaan dengan stok kecil', 'Test price and demand with a small stock'),
    ],
    category: 'reselling',
    level: 'advanced',
    price: 249_000,
    thumbnail: 'posters/jualan-ulang-marketplace.png',
    instructor: INSTRUCTORS.sari,
    startsInDays: 14,
    sections: [
      {
        title: t('Harga jual', 'Selling price'),
        lessons: [lesson('reseller-01-harga-jual.webm', 23)],
      },
    ],
    quizzes: [RESELLING_QUIZ],
  },
];

export const DEMO_BUNDLES: DemoBundle[] = [
  {
    slug: 'paket-importir-cerdas',
    title: t('Paket importir cerdas', 'Smart importer bundle'),
    description: t(
      'Harga landed ditambah lartas dan kode HS: hitung biaya impor dengan benar dan pastikan barang boleh masuk. Lebih hemat Rp 99.000 daripada membeli terpisah.',
      'Landed cost plus restricted goods and HS codes: work out the import cost right and make sure the goods may come in. Rp 99,000 less than buying them separately.',
    ),
    courseSlugs: ['harga-landed-bea-ppn-pph', 'lartas-kode-hs'],
    price: 349_000,
  },
];

export const DEMO_VOUCHERS: DemoVoucher[] = [
  { code: 'BELAJAR10', kind: 'percentage', value: 10, minSpend: 0, maxDiscount: 50_000 },
  { code: 'KURSUS25K', kind: 'fixed', value: 25_000, minSpend: 100_000, maxDiscount: null },
];
