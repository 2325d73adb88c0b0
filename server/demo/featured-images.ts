// Demo featured images (docs/banners.md): three header banners and the announcement pop-up, each
// linking to a demo promotion (by its slug; the seeder turns it into /promo-detail/{id}). Seeded once:
// from then on they are the operators' (the console's /ops/banners), never overwritten by a restart.
import { DEMO_MEDIA_PATH } from './catalog.ts';

export interface DemoFeaturedImage {
  placement: 'header' | 'pop_up';
  title: string; title_en: string;
  summary: string; summary_en: string;
  /** A demo illustration (400 x 400) or null (a text-only pop-up). */
  image: string | null;
  /** The promotion linked. */
  promotion: string;
  action_label: string | null; action_label_en: string | null;
}

export const DEMO_FEATURED_IMAGES: DemoFeaturedImage[] = [
  {
    placement: 'header', title: 'Hemat 10% untuk semua titipan', title_en: '10% off every order',
    summary: 'Kode HEMAT10, belanja minimal Rp 100.000.', summary_en: 'Code HEMAT10, orders from Rp 100,000.',
    image: 'backpack-1.svg', promotion: 'hemat-10-persen', action_label: null, action_label_en: null,
  },
  {
    placement: 'header', title: 'Pelanggan baru hemat Rp 50.000', title_en: 'New customers save Rp 50,000',
    summary: 'Titipan pertama dengan kode BARU50.', summary_en: 'Your first order with code BARU50.',
    image: 'sneakers-1.svg', promotion: 'pelanggan-baru', action_label: null, action_label_en: null,
  },
  {
    placement: 'header', title: 'Potongan Rp 25.000', title_en: 'Rp 25,000 off',
    summary: 'Kode ONGKIR25 untuk belanja Rp 200.000.', summary_en: 'Code ONGKIR25 on orders from Rp 200,000.',
    image: 'luggage-1.svg', promotion: 'potongan-ongkir', action_label: null, action_label_en: null,
  },
  {
    placement: 'pop_up', title: 'Pelanggan baru hemat Rp 50.000', title_en: 'New customers save Rp 50,000',
    summary: 'Titipan pertamamu dapat potongan Rp 50.000 dengan kode BARU50, tanpa minimal belanja.',
    summary_en: 'Your first order gets Rp 50,000 off with code BARU50, no minimum spend.',
    image: 'sneakers-1.svg', promotion: 'pelanggan-baru', action_label: null, action_label_en: null,
  },
];

export const DEMO_FEATURED_IMAGE_SIZE = 400;
export const featuredImageUrl = (image: string): string => `${DEMO_MEDIA_PATH}${image}`;
