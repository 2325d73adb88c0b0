// In-memory ContentApi (unit tests, Storybook, serverless): demo home content.
import { injectable } from 'inversify';
import {
  CATALOG_PAGE_SIZE, type CatalogProduct, type CatalogType, type CompanyInfo, type ContentApi, type FeaturedBanner, type FeaturedPopUp, type LastTransaction, type Testimony,
} from '../../application/ports/content-api.port';

const img = (seed: string) => `https://picsum.photos/seed/${seed}/300`;

function product(i: number, title: string, priceRupiah: number, category: string): CatalogProduct {
  return {
    title,
    imageUrl: img(`titip-${i}`),
    priceRupiah,
    url: `https://detail.1688.com/offer/${String(610947572360 + i)}.html`,
    slug: `demo-${i}`,
    category,
  };
}

export const DEMO_CATALOG: readonly CatalogProduct[] = [
  product(0, 'Tas ransel kanvas pria anti air kapasitas besar', 185_000, 'Tas'),
  product(1, 'Casing ponsel silikon lembut', 29_000, 'Aksesoris'),
  product(2, 'Sepatu lari ringan jaring bernapas', 420_000, 'Sepatu'),
  product(3, 'Jam tangan pria analog kulit asli', 310_000, 'Jam Tangan'),
  product(4, 'Mouse gaming wireless RGB', 215_000, 'Komputer'),
  product(5, 'Keyboard mekanikal 68 tombol hot-swap', 430_000, 'Komputer'),
  product(6, 'Serum wajah niacinamide 30ml', 125_000, 'Kecantikan'),
  product(7, 'Figur anime PVC 20cm edisi koleksi', 300_000, 'Mainan'),
  product(8, 'Botol minum stainless 750ml', 68_000, 'Rumah Tangga'),
  product(9, 'Blender portabel USB 380ml', 99_000, 'Elektronik'),
  product(10, 'Dress wanita korea lengan panjang', 190_000, 'Pakaian Wanita'),
  product(11, 'Jaket windbreaker pria outdoor', 275_000, 'Pakaian Pria'),
];

export const DEMO_LAST_TRANSACTIONS: readonly LastTransaction[] = [
  { buyerName: 'Siti Rahmawati Kusumadewi', productTitle: 'Tas ransel kanvas pria anti air', totalBill: 1_250_000, imageUrl: img('t1') },
  { buyerName: 'Budi Santoso', productTitle: 'Sepatu lari ringan', totalBill: 845_500, imageUrl: img('t2') },
  { buyerName: 'Andi Wijaya', productTitle: 'Keyboard mekanikal 68 tombol hot-swap', totalBill: 2_310_000, imageUrl: img('t3') },
];

export const DEMO_TESTIMONIES: readonly Testimony[] = [
  { name: 'Rina', text: 'Barang sampai dengan aman, ongkir dan pajak sudah jelas dari awal.', rating: 5, avatarUrl: null },
  { name: 'Dimas', text: 'Pesan dari 1688 jadi gampang, adminnya responsif.', rating: 5, avatarUrl: null },
  { name: 'Maya', text: 'Harga transparan, pengiriman laut hemat untuk barang besar.', rating: 4, avatarUrl: null },
];

export const DEMO_TOTAL_TRANSACTIONS = 128_457;

const picture = (seed: string) => ({ url: img(seed), width: 300, height: 300 });

export const DEMO_BANNERS: readonly FeaturedBanner[] = [
  { id: 1, title: 'Hemat 10% untuk semua titipan', summary: 'Kode HEMAT10, belanja minimal Rp 100.000.', picture: picture('banner-1'), link: '/promo' },
  { id: 2, title: 'Pelanggan baru hemat Rp 50.000', summary: 'Titipan pertama dengan kode BARU50.', picture: picture('banner-2'), link: '/promonewcustomer' },
];

export const DEMO_POP_UP: FeaturedPopUp = {
  id: 4, revision: 1, title: 'Pelanggan baru hemat Rp 50.000',
  summary: 'Titipan pertamamu dapat potongan Rp 50.000 dengan kode BARU50, tanpa minimal belanja.',
  picture: picture('banner-2'), link: '/promonewcustomer', actionLabel: null,
};

@injectable()
export class MemoryContentApi implements ContentApi {
  /** The banners and pop-up answered (stories and tests change them). */
  banners: FeaturedBanner[] = DEMO_BANNERS.map((b) => ({ ...b }));
  popUpShown: FeaturedPopUp | null = { ...DEMO_POP_UP };

  async company(): Promise<CompanyInfo> {
    return { totalTransactions: DEMO_TOTAL_TRANSACTIONS };
  }
  async lastTransactions(): Promise<LastTransaction[]> {
    return DEMO_LAST_TRANSACTIONS.map((t) => ({ ...t }));
  }
  async testimonies(): Promise<Testimony[]> {
    return DEMO_TESTIMONIES.map((t) => ({ ...t }));
  }
  async flashSale(): Promise<CatalogProduct[]> {
    return DEMO_CATALOG.slice(0, 4).map((p) => ({ ...p }));
  }
  async flashSaleDueDate(): Promise<string | null> {
    return '2030-01-01T17:00:00.000Z';
  }
  async catalog(type: CatalogType): Promise<CatalogProduct[]> {
    const list = type === 'popular' ? [...DEMO_CATALOG].reverse() : DEMO_CATALOG;
    return list.slice(0, CATALOG_PAGE_SIZE[type]).map((p) => ({ ...p }));
  }
  async headerBanners(): Promise<FeaturedBanner[]> {
    return this.banners.map((b) => ({ ...b }));
  }
  async popUp(): Promise<FeaturedPopUp | null> {
    return this.popUpShown === null ? null : { ...this.popUpShown };
  }
}
