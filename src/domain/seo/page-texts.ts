// The titles and descriptions of the storefront's pages, Indonesian then English (docs/seo.md).
// One table for both sides: the server writes them into every page's head (server/modules/seo), the
// browser keeps document.title and the description equal to them on client navigation (it loads
// this module after the first paint: src/ui/routes/DocumentHead.tsx). The spec gives no page
// titles: these are ours, written from the pages' own headings and the spec's descriptions of them.

export type Lang = 'id' | 'en';

export const SITE_NAME = 'Titip';

export interface PageText {
  title: string;
  description: string;
}
export type PageTexts = Record<Lang, PageText>;

/** The key of a page's texts: the catalogues' `seo.<key>.title` and `seo.<key>.description`. */
export type PageKey = keyof typeof PAGE_TEXTS;

export const PAGE_TEXTS = {
  home: {
    id: { title: 'Titip - Jasa Titip Beli & Impor Barang dari Luar Negeri', description: 'Tempel link produk 1688, Taobao, Tmall atau toko di AS, Inggris, Hong Kong dan Singapura: Titip menghitung harga sampai di Indonesia (bea masuk, pajak, ongkir) lalu membelikan dan mengirimnya.' },
    en: { title: 'Titip - Shop and Import from Abroad to Indonesia', description: 'Paste a product link from 1688, Taobao, Tmall or a store in the US, UK, Hong Kong or Singapore: Titip shows the price delivered to Indonesia (duty, taxes, freight), then buys and ships it.' },
  },
  calculator: {
    id: { title: 'Kalkulator Ongkir & Pajak Impor | Titip', description: 'Hitung bea masuk, PPN, PPh, ongkir udara atau laut, asuransi dan biaya layanan barang impor ke Indonesia dalam rupiah.' },
    en: { title: 'Import Freight & Tax Calculator | Titip', description: 'Work out import duty, VAT, income tax, air or sea freight, insurance and fees for goods imported to Indonesia, in rupiah.' },
  },
  lartas: {
    id: { title: 'Barang Larangan & Pembatasan (Lartas) | Titip', description: 'Daftar barang yang dilarang atau dibatasi masuk ke Indonesia dan izin yang dibutuhkan sebelum memesan.' },
    en: { title: 'Restricted and Prohibited Goods (Lartas) | Titip', description: 'Goods that are prohibited or restricted from entering Indonesia, and the permits they need before you order.' },
  },
  about: {
    id: { title: 'Tentang Kami | Titip', description: 'Titip membantu pelanggan di Indonesia membeli dan mengimpor barang dari Tiongkok, AS, Inggris, Hong Kong dan Singapura sejak Maret 2019.' },
    en: { title: 'About Us | Titip', description: 'Titip has helped customers in Indonesia buy and import goods from China, the US, the UK, Hong Kong and Singapore since March 2019.' },
  },
  faq: {
    id: { title: 'Pertanyaan Umum (FAQ) | Titip', description: 'Jawaban atas pertanyaan tentang pemesanan, pembayaran, pengiriman, bea masuk dan pajak di Titip.' },
    en: { title: 'Frequently Asked Questions | Titip', description: 'Answers about ordering, paying, shipping, import duty and taxes at Titip.' },
  },
  howToOrder: {
    id: { title: 'Cara Pesan | Titip', description: 'Langkah demi langkah memesan barang dari luar negeri di Titip: tempel link, cek harga, checkout, bayar dan lacak kiriman.' },
    en: { title: 'How to Order | Titip', description: 'Step by step: paste a link, check the price, check out, pay and track your shipment from abroad with Titip.' },
  },
  privacy: {
    id: { title: 'Kebijakan Privasi | Titip', description: 'Data pribadi apa yang Titip simpan, untuk apa, berapa lama, dan hak Anda atas data tersebut.' },
    en: { title: 'Privacy Policy | Titip', description: 'What personal data Titip keeps, why, for how long, and your rights over it.' },
  },
  privacySettings: {
    id: { title: 'Pengaturan Privasi | Titip', description: 'Atur izin analitik dan iklan di perangkat ini, dan unduh data Anda yang Titip simpan.' },
    en: { title: 'Privacy Settings | Titip', description: 'Choose the analytics and advertising you allow on this device, and download the data Titip holds about you.' },
  },
  terms: {
    id: { title: 'Syarat dan Ketentuan | Titip', description: 'Syarat dan ketentuan layanan jasa titip beli dan impor barang Titip.' },
    en: { title: 'Terms of Use | Titip', description: 'The terms of Titip\u2019s proxy-shopping and import service.' },
  },
  results: {
    id: { title: 'Produk Menguntungkan dari 1688 & Taobao | Titip', description: 'Cari produk 1688 dan Taobao dengan kata kunci atau foto, lihat harganya sampai di Indonesia.' },
    en: { title: 'Profitable Products from 1688 & Taobao | Titip', description: 'Search 1688 and Taobao products by keyword or photo and see their price delivered to Indonesia.' },
  },
  product: {
    id: { title: 'Produk | Titip', description: 'Harga produk sampai di Indonesia: bea masuk, pajak, ongkir udara atau laut, asuransi dan biaya layanan.' },
    en: { title: 'Product | Titip', description: 'The product\u2019s price delivered to Indonesia: import duty, taxes, air or sea freight, insurance and fees.' },
  },
  manualOrder: {
    id: { title: 'Pesan Manual | Titip', description: 'Tidak menemukan produknya? Isi sendiri nama, harga dan link produk, Titip yang membelikan.' },
    en: { title: 'Manual Order | Titip', description: 'Cannot find the product? Type in its name, price and link yourself and Titip buys it for you.' },
  },
  catalog: {
    id: { title: 'Katalog Produk Impor | Titip', description: 'Produk pilihan dari 1688, Taobao dan Tmall dengan harga dalam rupiah, siap dipesan lewat Titip.' },
    en: { title: 'Import Product Catalogue | Titip', description: 'Selected products from 1688, Taobao and Tmall priced in rupiah, ready to order through Titip.' },
  },
  cart: {
    id: { title: 'Keranjang | Titip', description: 'Barang di keranjang Anda dengan rincian harga sampai di Indonesia.' },
    en: { title: 'Cart | Titip', description: 'The items in your cart with their price delivered to Indonesia.' },
  },
  track: {
    id: { title: 'Lacak Pesanan | Titip', description: 'Lacak status pesanan dan kiriman Titip dengan nomor invoice.' },
    en: { title: 'Track an Order | Titip', description: 'Track a Titip order and its shipment with the invoice number.' },
  },
  promo: {
    id: { title: 'Promo | Titip', description: 'Promo dan voucher Titip yang sedang berjalan.' },
    en: { title: 'Promotions | Titip', description: 'Titip\u2019s running promotions and vouchers.' },
  },
  promoNewCustomer: {
    id: { title: 'Promo Pelanggan Baru | Titip', description: 'Promo khusus untuk pesanan pertama pelanggan baru Titip.' },
    en: { title: 'New Customer Promotion | Titip', description: 'A promotion for a new Titip customer\u2019s first order.' },
  },
  registerAgent: {
    id: { title: 'Daftar Jadi Agen | Titip', description: 'Apa yang dikerjakan agen Titip dan cara mendaftar.' },
    en: { title: 'Become an Agent | Titip', description: 'What a Titip agent does and how to apply.' },
  },
  courses: {
    id: { title: 'Kursus Impor | Titip', description: 'Kursus video belajar impor dari Tiongkok: riset produk, negosiasi, bea masuk, pengiriman, dengan kuis dan sertifikat.' },
    en: { title: 'Import Courses | Titip', description: 'Video courses on importing from China: product research, negotiation, duties and shipping, with quizzes and a certificate.' },
  },
  course: {
    id: { title: 'Kursus | Titip', description: 'Kursus video belajar impor di Titip.' },
    en: { title: 'Course | Titip', description: 'A video course on importing at Titip.' },
  },
  chat: {
    id: { title: 'Chat Bantuan | Titip', description: 'Hubungi tim Titip: Senin - Jumat 08:00 - 17:00 WIB.' },
    en: { title: 'Support Chat | Titip', description: 'Contact the Titip team: Monday - Friday 08:00 - 17:00 WIB.' },
  },
  login: {
    id: { title: 'Masuk | Titip', description: 'Masuk ke akun Titip Anda.' },
    en: { title: 'Sign In | Titip', description: 'Sign in to your Titip account.' },
  },
  register: {
    id: { title: 'Daftar | Titip', description: 'Buat akun Titip untuk checkout, membayar dan melacak pesanan.' },
    en: { title: 'Register | Titip', description: 'Create a Titip account to check out, pay and track your orders.' },
  },
  account: {
    id: { title: 'Akun Saya | Titip', description: 'Pesanan, invoice, dompet dan pengaturan akun Titip Anda.' },
    en: { title: 'My Account | Titip', description: 'Your Titip orders, invoices, wallet and account settings.' },
  },
  checkout: {
    id: { title: 'Checkout | Titip', description: 'Pilih alamat, pengiriman dan voucher, lalu buat invoice.' },
    en: { title: 'Checkout | Titip', description: 'Choose addresses, shipping and a voucher, then create the invoice.' },
  },
  console: {
    id: { title: 'Konsol Operasional | Titip', description: 'Konsol operasional staf Titip.' },
    en: { title: 'Operations Console | Titip', description: 'The Titip staff\u2019s operations console.' },
  },
  notFound: {
    id: { title: '404 Not Found | Titip', description: 'Maaf, Halaman yang anda tuju tidak ditemukan' },
    en: { title: '404 Not Found | Titip', description: 'Sorry, the page you are looking for was not found' },
  },
} satisfies Record<string, PageTexts>;

/** The name of the home in breadcrumbs. */
export const HOME_CRUMB: Record<Lang, string> = { id: 'Beranda', en: 'Home' };

/** `<title>` of a product, course or promotion page: its own name, then the site. */
export const itemTitle = (name: string) => `${name} | ${SITE_NAME}`;

/** The description of a product page: its name and its price in rupiah (when known). */
export function productDescription(lang: Lang, name: string, rupiah: string | null): string {
  if (lang === 'en') return rupiah ? `${name}: ${rupiah} before duty, taxes and freight. See its price delivered to Indonesia and order through Titip.` : `${name}: see its price delivered to Indonesia and order through Titip.`;
  return rupiah ? `${name}: ${rupiah} sebelum bea masuk, pajak dan ongkir. Lihat harga sampai di Indonesia dan pesan lewat Titip.` : `${name}: lihat harga sampai di Indonesia dan pesan lewat Titip.`;
}
