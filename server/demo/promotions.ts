// Demo promotions (docs/perks.md): /promo, /promo-detail/{id}, /promonewcustomer (the home's
// banners and pop-up link to them: demo/featured-images.ts). Texts are plain text; paragraphs are
// separated by a blank line. Pictures are the demo catalog's illustrations (/api/media/demo/).
import { DEMO_MEDIA_PATH } from './catalog.ts';

export interface DemoPromotion {
  slug: string;
  title: string; title_en: string;
  summary: string; summary_en: string;
  body: string; body_en: string;
  image: string;
  voucher_code: string | null;
  audience: 'all' | 'new_customer';
  starts_at: string | null; ends_at: string | null;
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    slug: 'hemat-10-persen',
    title: 'Hemat 10% untuk semua titipan', title_en: '10% off every order',
    summary: 'Pakai kode HEMAT10 dan hemat hingga Rp 50.000 untuk belanja minimal Rp 100.000.',
    summary_en: 'Use code HEMAT10 and save up to Rp 50,000 on orders from Rp 100,000.',
    body: 'Belanja dari 1688, Taobao, Tmall atau toko luar negeri lain jadi lebih hemat. Masukkan kode HEMAT10 di halaman checkout.\n\nDiskon 10% dari total tagihan, maksimal Rp 50.000, untuk belanja minimal Rp 100.000. Berlaku untuk semua pelanggan.',
    body_en: 'Shopping from 1688, Taobao, Tmall or other overseas stores costs less. Enter code HEMAT10 at checkout.\n\n10% off the invoice total, up to Rp 50,000, on orders from Rp 100,000. For every customer.',
    image: 'backpack-1.svg', voucher_code: 'HEMAT10', audience: 'all', starts_at: null, ends_at: null,
  },
  {
    slug: 'pelanggan-baru',
    title: 'Pelanggan baru hemat Rp 50.000', title_en: 'New customers save Rp 50,000',
    summary: 'Titipan pertamamu dapat potongan Rp 50.000 dengan kode BARU50.',
    summary_en: 'Your first order gets Rp 50,000 off with code BARU50.',
    body: 'Baru pertama kali titip? Masukkan kode BARU50 di checkout dan dapatkan potongan Rp 50.000 tanpa minimal belanja.\n\nBerlaku satu kali untuk pelanggan yang belum pernah checkout.',
    body_en: 'First time ordering? Enter code BARU50 at checkout for Rp 50,000 off, no minimum spend.\n\nOnce, for customers without an earlier checkout.',
    image: 'sneakers-1.svg', voucher_code: 'BARU50', audience: 'new_customer', starts_at: null, ends_at: null,
  },
  {
    slug: 'potongan-ongkir',
    title: 'Potongan Rp 25.000 untuk belanja Rp 200.000', title_en: 'Rp 25,000 off orders from Rp 200,000',
    summary: 'Kode ONGKIR25 memotong tagihan Rp 25.000, sekali per pelanggan.',
    summary_en: 'Code ONGKIR25 takes Rp 25,000 off, once per customer.',
    body: 'Belanja minimal Rp 200.000 dan masukkan kode ONGKIR25 di checkout untuk potongan Rp 25.000.\n\nBerlaku satu kali per pelanggan.',
    body_en: 'Spend at least Rp 200,000 and enter code ONGKIR25 at checkout for Rp 25,000 off.\n\nOnce per customer.',
    image: 'luggage-1.svg', voucher_code: 'ONGKIR25', audience: 'all', starts_at: null, ends_at: null,
  },
  {
    slug: 'harbolnas-2024',
    title: 'Harbolnas 12.12', title_en: 'Harbolnas 12.12',
    summary: 'Promo akhir tahun 2024 yang sudah berakhir.', summary_en: 'The 2024 year-end promotion, now over.',
    body: 'Terima kasih sudah ikut Harbolnas 12.12. Nantikan promo berikutnya!', body_en: 'Thanks for joining Harbolnas 12.12. Watch out for the next promotion!',
    image: 'watch-1.svg', voucher_code: 'LAMA', audience: 'all', starts_at: '2024-12-01T00:00:00Z', ends_at: '2024-12-31T17:00:00Z',
  },
];

export const promotionImageUrl = (image: string): string => `${DEMO_MEDIA_PATH}${image}`;
