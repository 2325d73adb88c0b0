// Reference data of money and pricing: exchange rates, source countries, product types
// and HS codes. Inserted by the catalog migration (pricing needs it even without demo
// data) and re-applied idempotently by seedCatalog. Rates are percents; sources and
// caveats in docs/api/catalog.md. Every value stays editable in the tables.
import { DEFAULT_BILLING, DEFAULT_SEA_RATE_PER_CBM, WHOLESALE_AIR_RATE_PER_KG } from '../../../src/domain/pricing/index.ts';
import type { CountryCode } from '../../../src/domain/pricing/index.ts';

/** Rupiah per unit (customs weekly rate style, mid 2025). */
export const KURS_SEED: ReadonlyArray<{ code: string; kurs: number }> = [
  { code: 'USD', kurs: 16_250 },
  { code: 'CNY', kurs: 2_260 },
  { code: 'GBP', kurs: 21_900 },
  { code: 'HKD', kurs: 2_080 },
  { code: 'SGD', kurs: 12_650 },
  { code: 'IDR', kurs: 1 },
];

export const COUNTRY_SEED: ReadonlyArray<{ slug: CountryCode; name: string; name_en: string; currency: string }> = [
  { slug: 'china', name: 'Tiongkok', name_en: 'China', currency: 'CNY' },
  { slug: 'us', name: 'Amerika Serikat', name_en: 'United States', currency: 'USD' },
  { slug: 'uk', name: 'Inggris', name_en: 'United Kingdom', currency: 'GBP' },
  { slug: 'hongkong', name: 'Hong Kong', name_en: 'Hong Kong', currency: 'HKD' },
  { slug: 'singapore', name: 'Singapura', name_en: 'Singapore', currency: 'SGD' },
];

/** country_billing rows built from the domain's DEFAULT_BILLING, so server and client agree. */
export function countryBillingRows() {
  return COUNTRY_SEED.map((c, index) => {
    const b = DEFAULT_BILLING.countries[c.slug];
    return {
      slug: c.slug,
      name: c.name,
      name_en: c.name_en,
      currency_code: c.currency,
      is_all_in: b.isAllIn,
      all_in_rate_per_kg: b.allInRatePerKg,
      air_rate_per_kg: b.airRatePerKg,
      sea_enabled: b.seaEnabled,
      sea_rate_per_cbm: b.seaRatePerCbm,
      packing_fee: b.packingFee.amount,
      packing_fee_currency: b.packingFee.currency,
      shipping_to_warehouse: b.shippingToWarehouse.amount,
      shipping_to_warehouse_currency: b.shippingToWarehouse.currency,
      sort: index + 1,
    };
  });
}

export interface ProductTypeSeed {
  slug: string;
  name: string;
  name_en: string;
  bm: number;
  ppn: number;
  pph: number;
  pphNonNpwp: number;
  freightAir1688: number;
  seaChina: number;
  packingCny: number;
  lartas: string | null;
}

const R = WHOLESALE_AIR_RATE_PER_KG;
const S = DEFAULT_SEA_RATE_PER_CBM;

// Parcel rates (barang kiriman, PMK 4/2025): 7.5 % duty, 11 % effective VAT, no PPh for
// ordinary goods; 15 % / 25 % duty groups with PPh 10 % (20 % without NPWP, PMK 34/2017).
// Restricted, battery, textile and cosmetic goods carry a higher per-kg and per-m3 rate.
export const PRODUCT_TYPE_SEED: readonly ProductTypeSeed[] = [
  { slug: 'umum', name: 'Umum / Barang Lainnya', name_en: 'General goods', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: R, seaChina: S, packingCny: 1, lartas: null },
  { slug: 'pakaian', name: 'Pakaian & Tekstil', name_en: 'Clothing & textiles', bm: 25, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: 200_000, seaChina: 5_500_000, packingCny: 1, lartas: null },
  { slug: 'tas', name: 'Tas & Dompet', name_en: 'Bags & wallets', bm: 25, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: 200_000, seaChina: 5_500_000, packingCny: 1, lartas: null },
  { slug: 'sepatu', name: 'Sepatu & Alas Kaki', name_en: 'Footwear', bm: 25, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: 200_000, seaChina: 5_500_000, packingCny: 1, lartas: null },
  { slug: 'sepeda', name: 'Sepeda & Suku Cadang', name_en: 'Bicycles & parts', bm: 25, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: R, seaChina: 6_000_000, packingCny: 5, lartas: 'sni-wajib' },
  { slug: 'jam-tangan', name: 'Jam Tangan', name_en: 'Watches', bm: 15, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: R, seaChina: S, packingCny: 1, lartas: null },
  { slug: 'kosmetik', name: 'Kosmetik & Perawatan Tubuh', name_en: 'Cosmetics & personal care', bm: 15, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: 230_000, seaChina: 6_000_000, packingCny: 1, lartas: 'bpom-kosmetik' },
  { slug: 'besi-baja', name: 'Besi & Baja', name_en: 'Iron & steel goods', bm: 15, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: R, seaChina: S, packingCny: 1, lartas: null },
  { slug: 'buku', name: 'Buku Ilmu Pengetahuan', name_en: 'Science books', bm: 0, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: R, seaChina: S, packingCny: 1, lartas: null },
  { slug: 'elektronik', name: 'Elektronik & Aksesoris', name_en: 'Electronics & accessories', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: 230_000, seaChina: 6_000_000, packingCny: 1, lartas: null },
  { slug: 'telekomunikasi', name: 'Ponsel, Tablet & Perangkat Telekomunikasi', name_en: 'Phones, tablets & telecom devices', bm: 7.5, ppn: 11, pph: 10, pphNonNpwp: 20, freightAir1688: 250_000, seaChina: 6_500_000, packingCny: 2, lartas: 'telekomunikasi' },
  { slug: 'baterai', name: 'Barang Berbaterai', name_en: 'Battery-powered goods', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: 250_000, seaChina: 6_500_000, packingCny: 2, lartas: null },
  { slug: 'mainan', name: 'Mainan Anak', name_en: 'Toys', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: R, seaChina: S, packingCny: 1, lartas: 'sni-mainan' },
  { slug: 'makanan', name: 'Makanan & Minuman', name_en: 'Food & beverages', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: 230_000, seaChina: 6_000_000, packingCny: 1, lartas: 'bpom-pangan' },
  { slug: 'obat-suplemen', name: 'Obat & Suplemen', name_en: 'Drugs & supplements', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: 230_000, seaChina: 6_000_000, packingCny: 1, lartas: 'bpom-obat' },
  { slug: 'rumah-tangga', name: 'Peralatan Rumah Tangga', name_en: 'Household goods', bm: 7.5, ppn: 11, pph: 0, pphNonNpwp: 0, freightAir1688: R, seaChina: S, packingCny: 1, lartas: null },
];

export function productTypeRows() {
  return PRODUCT_TYPE_SEED.map((p, index) => ({
    slug: p.slug,
    name: p.name,
    name_en: p.name_en,
    percentage_bea_masuk: p.bm,
    percentage_ppn: p.ppn,
    percentage_pph: p.pph,
    percentage_pph_non_npwp: p.pphNonNpwp,
    freight_air_1688: p.freightAir1688,
    sea_rates: JSON.stringify({ china: p.seaChina }),
    packing_fees: JSON.stringify({
      china: { amount: p.packingCny, currency: 'CNY' },
      us: { amount: 0.5, currency: 'USD' },
      uk: { amount: 0.5, currency: 'GBP' },
      hongkong: { amount: 3, currency: 'HKD' },
      singapore: { amount: 0.5, currency: 'SGD' },
    }),
    lartas_id: p.lartas,
    sort: index + 1,
  }));
}

type HsSeed = [code: string, description: string, descriptionEn: string, bm: number, pph: number, lartas: string | null];

// Indicative MFN duty (BTKI 2022) and PPh 22 import rates (PMK 34/2017: 7.5 % without an
// importer licence, 10 % for annex consumer goods; twice that without NPWP). VAT 11 %.
const HS_SEED: readonly HsSeed[] = [
  ['0901.21.10', 'Kopi sangrai, belum digiling', 'Roasted coffee, not ground', 20, 10, 'bpom-pangan'],
  ['1806.32.00', 'Cokelat batangan tidak diisi', 'Chocolate bars, not filled', 5, 10, 'bpom-pangan'],
  ['2106.90.71', 'Suplemen makanan', 'Food supplements', 10, 10, 'bpom-obat'],
  ['3004.90.99', 'Obat lainnya dalam dosis', 'Other medicaments in doses', 5, 7.5, 'bpom-obat'],
  ['3304.10.00', 'Sediaan rias bibir', 'Lip make-up preparations', 10, 10, 'bpom-kosmetik'],
  ['3304.99.30', 'Krim dan losion wajah atau kulit', 'Face or skin creams and lotions', 10, 10, 'bpom-kosmetik'],
  ['3305.10.90', 'Sampo lainnya', 'Other shampoos', 10, 10, 'bpom-kosmetik'],
  ['3604.10.00', 'Kembang api', 'Fireworks', 10, 10, 'barang-berbahaya'],
  ['3808.91.90', 'Insektisida lainnya', 'Other insecticides', 5, 7.5, 'barang-berbahaya'],
  ['3926.90.99', 'Barang lainnya dari plastik', 'Other articles of plastics', 10, 7.5, null],
  ['4202.21.90', 'Tas tangan, permukaan luar dari kulit', 'Handbags, outer surface of leather', 20, 10, null],
  ['4202.22.00', 'Tas tangan, permukaan luar dari plastik atau tekstil', 'Handbags, outer surface of plastic or textile', 20, 10, null],
  ['4202.92.90', 'Tas ransel dan tas olahraga lainnya', 'Backpacks and other sports bags', 20, 10, null],
  ['4901.99.10', 'Buku pendidikan, teknik, ilmiah', 'Educational, technical, scientific books', 0, 0, null],
  ['6109.10.10', 'Kaos oblong dari katun', 'T-shirts of cotton', 25, 10, null],
  ['6110.20.00', 'Sweater dan kardigan dari katun', 'Jerseys and cardigans of cotton', 25, 10, null],
  ['6204.62.00', 'Celana panjang wanita dari katun', "Women's trousers of cotton", 25, 10, null],
  ['6309.00.00', 'Pakaian bekas', 'Worn clothing', 35, 10, 'dilarang-impor'],
  ['6403.99.90', 'Alas kaki lainnya, bagian atas dari kulit', 'Other footwear, uppers of leather', 25, 10, null],
  ['6404.11.90', 'Sepatu olahraga, bagian atas dari tekstil', 'Sports footwear, textile uppers', 25, 10, null],
  ['6505.00.90', 'Topi lainnya', 'Other hats', 25, 10, null],
  ['7323.93.90', 'Peralatan dapur dari baja tahan karat', 'Stainless steel kitchenware', 15, 10, null],
  ['8414.51.10', 'Kipas angin meja', 'Table fans', 10, 10, 'sni-wajib'],
  ['8471.30.20', 'Komputer jinjing (laptop)', 'Laptops and notebooks', 0, 10, null],
  ['8504.40.11', 'Pengisi daya baterai (charger)', 'Battery chargers', 5, 10, null],
  ['8507.60.90', 'Akumulator ion litium lainnya (power bank)', 'Other lithium-ion accumulators (power banks)', 5, 10, null],
  ['8517.13.00', 'Telepon pintar (smartphone)', 'Smartphones', 0, 10, 'telekomunikasi'],
  ['8517.62.59', 'Router dan perangkat jaringan nirkabel', 'Routers and wireless network devices', 0, 10, 'telekomunikasi'],
  ['8518.30.10', 'Headphone dan earphone', 'Headphones and earphones', 10, 10, 'telekomunikasi'],
  ['8712.00.30', 'Sepeda', 'Bicycles', 25, 10, 'sni-wajib'],
  ['9004.10.00', 'Kacamata hitam', 'Sunglasses', 10, 10, null],
  ['9102.11.00', 'Jam tangan dengan penunjuk mekanis', 'Wrist-watches with mechanical display', 10, 10, null],
  ['9304.00.90', 'Senjata lainnya (airsoft gun, senapan angin)', 'Other arms (airsoft guns, air rifles)', 10, 10, 'senjata'],
  ['9503.00.70', 'Puzzle dan mainan lainnya', 'Puzzles and other toys', 10, 10, 'sni-mainan'],
  ['9506.91.00', 'Alat kebugaran dan fitness', 'Gymnastics and fitness equipment', 5, 10, null],
];

export function hsCodeRows() {
  return HS_SEED.map(([code, description, descriptionEn, bm, pph, lartas]) => ({
    code,
    description,
    description_en: descriptionEn,
    bm,
    ppn: 11,
    pph,
    pph_non_npwp: pph * 2,
    lartas_id: lartas,
  }));
}
