// The memory world's demo courses (serverless mode, stories, unit tests): four courses in
// Indonesian and English, one free, one upcoming; the shape of services/course/demo.
import type { CourseCategory, CourseLevel } from '../../domain/course';
import demoVideo from '../../../services/course/media/mulai-01-empat-langkah.webm?url';

export interface T { id: string; en: string }
export interface MemoryLesson { lessonId: number; title: T; durationSeconds: number }
export interface MemoryQuiz {
  quizId: number; title: T; passMark: number;
  questions: { questionId: number; text: T; choices: { choiceId: number; text: T }[]; correct: number; explanation: T }[];
}
export interface MemoryCourse {
  courseId: number; slug: string; title: T; subtitle: T; description: T; category: CourseCategory; level: CourseLevel;
  price: number; startsAt: string | null; instructor: { name: string; title: T; bio: T }; whatYouLearn: T[];
  sections: { title: T; lessons: MemoryLesson[] }[]; quizzes: MemoryQuiz[];
}

const t = (id: string, en: string): T => ({ id, en });
/**
 * The memory world has no media server: one of the course service's own demo lessons (a 21 s WebM),
 * bundled as an asset by Vite only where this module is loaded (Storybook, serverless mode); nothing
 * is fetched from another host.
 */
export const DEMO_VIDEO_URL: string = demoVideo;
/** That video's length: every memory lesson plays it, so each lesson is that long. */
export const DEMO_VIDEO_SECONDS = 21;

export const DEMO_COURSES: readonly MemoryCourse[] = [
  {
    courseId: 1, slug: 'dasar-impor-dari-china', category: 'sourcing', level: 'beginner', price: 149_000, startsAt: null,
    title: t('Dasar Impor dari China', 'Importing from China: the basics'),
    subtitle: t('Cari pemasok, pesan sampel, dan kirim barang pertama Anda', 'Find suppliers, order samples and ship your first goods'),
    description: t('Kursus singkat untuk pemula: dari memilih barang di 1688 sampai barang tiba di gudang Titip.', 'A short course for beginners: from choosing goods on 1688 to their arrival at the Titip warehouse.'),
    instructor: { name: 'Rina Hartono', title: t('Importir sejak 2015', 'Importer since 2015'), bio: t('Rina mengimpor perlengkapan rumah tangga untuk tiga toko online.', 'Rina imports household goods for three online shops.') },
    whatYouLearn: [t('Memilih pemasok yang tepercaya', 'Choosing a trustworthy supplier'), t('Menghitung ongkos kirim dan pajak', 'Working out shipping and taxes')],
    sections: [
      { title: t('Mengenal pemasok', 'Knowing suppliers'), lessons: [
        { lessonId: 101, title: t('Mencari barang di 1688', 'Finding goods on 1688'), durationSeconds: DEMO_VIDEO_SECONDS },
        { lessonId: 102, title: t('Menilai pemasok', 'Judging a supplier'), durationSeconds: DEMO_VIDEO_SECONDS },
      ] },
      { title: t('Pesanan pertama', 'The first order'), lessons: [
        { lessonId: 103, title: t('Memesan sampel', 'Ordering samples'), durationSeconds: DEMO_VIDEO_SECONDS },
      ] },
    ],
    quizzes: [{
      quizId: 11, title: t('Kuis dasar impor', 'Importing basics quiz'), passMark: 70,
      questions: [
        { questionId: 111, text: t('Apa yang sebaiknya dipesan sebelum pesanan besar?', 'What should you order before a large order?'),
          choices: [{ choiceId: 1, text: t('Sampel', 'A sample') }, { choiceId: 2, text: t('Tidak ada', 'Nothing') }], correct: 1,
          explanation: t('Sampel menunjukkan mutu barang sebelum Anda membeli banyak.', 'A sample shows the quality before you buy many.') },
        { questionId: 112, text: t('Di mana barang dikumpulkan sebelum dikirim?', 'Where are goods gathered before shipping?'),
          choices: [{ choiceId: 3, text: t('Gudang Titip', 'The Titip warehouse') }, { choiceId: 4, text: t('Rumah pemasok', "The supplier's home") }], correct: 3,
          explanation: t('Gudang Titip menggabungkan barang dari banyak pemasok.', 'The Titip warehouse consolidates goods from many suppliers.') },
      ],
    }],
  },
  {
    courseId: 2, slug: 'hitung-harga-jual', category: 'pricing', level: 'beginner', price: 0, startsAt: null,
    title: t('Menghitung Harga Jual', 'Working out a selling price'),
    subtitle: t('Gratis: modal, ongkir, pajak dan margin', 'Free: cost, shipping, tax and margin'),
    description: t('Belajar menyusun harga jual barang impor yang tetap untung.', 'Learn to price imported goods for a profit.'),
    instructor: { name: 'Dimas Pratama', title: t('Analis harga', 'Pricing analyst'), bio: t('Dimas membantu reseller menetapkan harga.', 'Dimas helps resellers set prices.') },
    whatYouLearn: [t('Rumus harga jual', 'The selling price formula')],
    sections: [{ title: t('Harga', 'Price'), lessons: [
      { lessonId: 201, title: t('Modal dan margin', 'Cost and margin'), durationSeconds: DEMO_VIDEO_SECONDS },
      { lessonId: 202, title: t('Harga coret dan diskon', 'Crossed-out prices and discounts'), durationSeconds: DEMO_VIDEO_SECONDS },
    ] }],
    quizzes: [{
      quizId: 21, title: t('Kuis harga jual', 'Selling price quiz'), passMark: 70,
      questions: [
        { questionId: 211, text: t('Harga jual = modal + ongkir + pajak + ...?', 'Selling price = cost + shipping + tax + ...?'),
          choices: [{ choiceId: 5, text: t('Margin', 'Margin') }, { choiceId: 6, text: t('Diskon', 'Discount') }], correct: 5,
          explanation: t('Margin adalah keuntungan Anda di atas semua biaya.', 'The margin is your profit on top of every cost.') },
      ],
    }],
  },
  {
    courseId: 3, slug: 'bea-cukai-untuk-pemula', category: 'customs', level: 'intermediate', price: 99_000, startsAt: null,
    title: t('Bea Cukai untuk Pemula', 'Customs for beginners'),
    subtitle: t('Bea masuk, PPN dan barang larangan', 'Import duty, VAT and restricted goods'),
    description: t('Memahami pajak impor dan aturan lartas sebelum memesan.', 'Understand import taxes and restrictions before ordering.'),
    instructor: { name: 'Sari Wulandari', title: t('Konsultan kepabeanan', 'Customs consultant'), bio: t('Sari berpengalaman sepuluh tahun di kepabeanan.', 'Sari has ten years in customs.') },
    whatYouLearn: [t('Menghitung bea masuk', 'Computing import duty')],
    sections: [{ title: t('Pajak impor', 'Import taxes'), lessons: [{ lessonId: 301, title: t('Bea masuk dan PPN', 'Duty and VAT'), durationSeconds: DEMO_VIDEO_SECONDS }] }],
    quizzes: [],
  },
  {
    courseId: 4, slug: 'reseller-naik-kelas', category: 'reselling', level: 'advanced', price: 249_000, startsAt: '2024-04-15T02:00:00.000Z',
    title: t('Reseller Naik Kelas', 'Reseller, next level'),
    subtitle: t('Segera hadir: iklan, stok, dan layanan pelanggan', 'Coming soon: ads, stock and customer service'),
    description: t('Strategi untuk reseller yang siap berkembang.', 'Strategies for resellers ready to grow.'),
    instructor: { name: 'Andi Saputra', title: t('Pemilik toko online', 'Online shop owner'), bio: t('Andi menjual 2.000 pesanan per bulan.', 'Andi sells 2,000 orders a month.') },
    whatYouLearn: [t('Mengatur stok', 'Managing stock')],
    sections: [{ title: t('Stok', 'Stock'), lessons: [{ lessonId: 401, title: t('Perputaran stok', 'Stock turnover'), durationSeconds: DEMO_VIDEO_SECONDS }] }],
    quizzes: [],
  },
];

/** Memory vouchers: HEMAT10 10% (max Rp 50.000). */
export const DEMO_COURSE_VOUCHERS: Readonly<Record<string, { percent: number; max: number }>> = { HEMAT10: { percent: 10, max: 50_000 } };
