// Seeded demo data of the in-memory adapters (unit tests, Storybook, serverless mode).
import type { Product } from '../../application/ports/product-api.port';
import type { ProductType, HsCode } from '../../application/ports/rates-api.port';
import type { SubdistrictMatch, Region } from '../../application/ports/regions-api.port';
import type { SupportTopic } from '../../application/ports/support-api.port';
import type { ExchangeRates } from '../../domain/pricing/types';

/** The one-time code every memory registration sends (shown in Storybook notes). */
export const DEMO_OTP_CODE = '123456';
export const DEMO_PASSWORD = 'Rahasia123!';

function product(p: Partial<Product> & Pick<Product, 'productId' | 'name' | 'url' | 'marketplace' | 'price' | 'currency'>): Product {
  return {
    slug: null,
    country: 'china',
    priceOriginal: p.price,
    images: [`https://picsum.photos/seed/${p.productId}/400`],
    description: '',
    category: null,
    weightGrams: 1000,
    lengthCm: 0,
    widthCm: 0,
    heightCm: 0,
    maxQuantity: p.marketplace === '1688' ? 1_000_000 : 10,
    minimumOrderQuantity: 1,
    variations: [],
    ...p,
  };
}

export const DEMO_PRODUCTS: readonly Product[] = [
  product({ productId: '610947572360', name: 'Tas ransel kanvas pria', url: 'https://detail.1688.com/offer/610947572360.html', marketplace: '1688', price: 45.5, currency: 'CNY', weightGrams: 800, lengthCm: 40, widthCm: 30, heightCm: 12, minimumOrderQuantity: 2, variations: [{ name: 'Warna', options: ['Hitam', 'Abu'] }] }),
  product({ productId: '655443322110', name: 'Casing ponsel silikon', url: 'https://item.taobao.com/item.htm?id=655443322110', marketplace: 'taobao', price: 12.9, currency: 'CNY', weightGrams: 100 }),
  product({ productId: '700011122233', name: 'Sepatu lari ringan', url: 'https://detail.tmall.com/item.htm?id=700011122233', marketplace: 'tmall', price: 259, currency: 'CNY', weightGrams: 1200, lengthCm: 33, widthCm: 22, heightCm: 12 }),
  // A marketplace provider's item (docs/marketplace.md): translated, its Chinese one tap away, SKUs
  // with their own prices and stock, no weight from the seller (the clothing estimate, marked).
  product({
    productId: '721394556012', name: 'Jaket outdoor 3-in-1 tahan angin dan air', nameOriginal: '户外冲锋衣男女三合一防风防水外套',
    url: 'https://item.taobao.com/item.htm?id=721394556012', marketplace: 'taobao', price: 189, currency: 'CNY',
    weightGrams: 500, weightEstimated: true, translation: { shown: 'id', engine: 'deepl', notice: null },
    variations: [
      { name: 'color', label: 'Warna', labelOriginal: '颜色分类', options: ['Black', 'Navy blue'], labels: { Black: 'hitam', 'Navy blue': 'biru dongker' }, originals: { Black: '黑色', 'Navy blue': '藏青色' } },
      { name: 'size', label: 'Ukuran', labelOriginal: '尺码', options: ['M', 'XL'] },
    ],
    options: [
      { skuId: '5012345670001', attributes: { color: 'Black', size: 'M' }, price: 189, stock: 35, image: null },
      { skuId: '5012345670002', attributes: { color: 'Black', size: 'XL' }, price: 209, stock: 18, image: null },
      { skuId: '5012345670003', attributes: { color: 'Navy blue', size: 'M' }, price: 189, stock: 20, image: null },
      { skuId: '5012345670004', attributes: { color: 'Navy blue', size: 'XL' }, price: 209, stock: 0, image: null },
    ],
    specification: [{ name: 'Bahan', value: 'Poliester', nameOriginal: '材质', valueOriginal: '聚酯纤维' }],
  }),
  product({ productId: 'B0CX12345', name: 'Wireless earbuds', url: 'https://www.amazon.com/dp/B0CX12345', marketplace: 'other', country: 'us', price: 39.99, currency: 'USD', weightGrams: 300 }),
];

export const DEMO_PROVINCES: readonly Region[] = [
  { id: '31', name: 'DKI Jakarta' },
  { id: '32', name: 'Jawa Barat' },
];

export const DEMO_DISTRICTS: Readonly<Record<string, readonly Region[]>> = {
  '31': [{ id: '3171', name: 'Kota Jakarta Selatan' }, { id: '3173', name: 'Kota Jakarta Pusat' }],
  '32': [{ id: '3273', name: 'Kota Bandung' }, { id: '3204', name: 'Kab. Bandung' }],
};

export const DEMO_SUBDISTRICTS: readonly SubdistrictMatch[] = [
  { id: '317101', name: 'Tebet', districtId: '3171', districtName: 'Kota Jakarta Selatan', provinceId: '31', provinceName: 'DKI Jakarta', postalCode: '12810' },
  { id: '317102', name: 'Setiabudi', districtId: '3171', districtName: 'Kota Jakarta Selatan', provinceId: '31', provinceName: 'DKI Jakarta', postalCode: '12910' },
  { id: '317301', name: 'Menteng', districtId: '3173', districtName: 'Kota Jakarta Pusat', provinceId: '31', provinceName: 'DKI Jakarta', postalCode: '10310' },
  { id: '327301', name: 'Coblong', districtId: '3273', districtName: 'Kota Bandung', provinceId: '32', provinceName: 'Jawa Barat', postalCode: '40132' },
  { id: '320401', name: 'Dayeuhkolot', districtId: '3204', districtName: 'Kab. Bandung', provinceId: '32', provinceName: 'Jawa Barat', postalCode: '40257' },
];

/** Kelurahan/desa of the demo kecamatan (names from idn-area-data; ids are the demo's own). */
export const DEMO_VILLAGES: Readonly<Record<string, readonly Region[]>> = {
  '317101': [{ id: '3171011001', name: 'Tebet Barat' }, { id: '3171011002', name: 'Tebet Timur' }, { id: '3171011003', name: 'Kebon Baru' }],
  '317102': [{ id: '3171021001', name: 'Karet' }, { id: '3171021002', name: 'Kuningan Timur' }],
  '317301': [{ id: '3173011001', name: 'Menteng' }, { id: '3173011002', name: 'Cikini' }, { id: '3173011003', name: 'Gondangdia' }],
  '327301': [{ id: '3273011001', name: 'Dago' }, { id: '3273011002', name: 'Lebak Siliwangi' }],
  '320401': [{ id: '3204011001', name: 'Citeureup' }, { id: '3204011002', name: 'Pasawahan' }],
};

export const DEMO_KURS: ExchangeRates = { IDR: 1, CNY: 2_250, USD: 16_000, GBP: 20_300, HKD: 2_050, SGD: 11_900 };
/** The demo rates' effective date and source (GET kurs' date and source). */
export const DEMO_KURS_INFO = { date: '2024-03-01', source: 'seed' } as const;

/** The restricted ones link to the lartas list of demo-lartas.ts (as the server's seed does). */
export const DEMO_PRODUCT_TYPES: readonly ProductType[] = [
  { id: '1', name: 'Umum', beaMasuk: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, lartasId: null },
  { id: '2', name: 'Tas dan koper', beaMasuk: 20, ppn: 11, pph: 10, pphNonNpwp: 20, lartasId: null },
  { id: '3', name: 'Sepatu', beaMasuk: 30, ppn: 11, pph: 10, pphNonNpwp: 20, lartasId: null },
  { id: '4', name: 'Buku', beaMasuk: 0, ppn: 0, pph: 0, pphNonNpwp: 0, lartasId: null },
  { id: '5', name: 'Kosmetik & Perawatan Tubuh', beaMasuk: 15, ppn: 11, pph: 10, pphNonNpwp: 20, lartasId: 'bpom-kosmetik' },
  { id: '6', name: 'Ponsel, Tablet & Perangkat Telekomunikasi', beaMasuk: 7.5, ppn: 11, pph: 10, pphNonNpwp: 20, lartasId: 'telekomunikasi' },
];

export const DEMO_HS_CODES: readonly HsCode[] = [
  { code: '4202.92.90', description: 'Tas dengan permukaan luar dari tekstil', beaMasuk: 20, ppn: 11, pph: 10, lartasId: null },
  { code: '6404.11.10', description: 'Sepatu olahraga', beaMasuk: 30, ppn: 11, pph: 10, lartasId: null },
  { code: '8518.30.10', description: 'Headphone dan earphone', beaMasuk: 0, ppn: 11, pph: 0, lartasId: 'telekomunikasi' },
];

export { DEMO_LARTAS } from './demo-lartas';

export const DEMO_SUPPORT_TOPICS: readonly SupportTopic[] = [
  { id: '1', topic: 'Status pesanan', icon: 'package' },
  { id: '2', topic: 'Pembayaran', icon: 'wallet' },
  { id: '3', topic: 'Lainnya', icon: 'chat' },
];

export const DEMO_WHATSAPP = 'https://wa.me/6281100000000';
