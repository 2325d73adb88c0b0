// Restricted and prohibited imports (lartas, "larangan dan pembatasan") shown at /lartas.
// Framework: Permendag 36/2023 (import policy and arrangements) as amended by Permendag
// 3/2024, 7/2024 and 8/2024; prohibited goods: Permendag 40/2022. hs_prefixes let the
// cart warn when a line's HS code falls under an entry.

export interface LartasSeed {
  id: string;
  category: string;
  category_en: string;
  authority: string;
  regulation: string;
  description: string;
  description_en: string;
  hs_prefixes: string[];
  examples: string[];
}

export const LARTAS_SEED: readonly LartasSeed[] = [
  {
    id: 'bpom-pangan',
    category: 'Pangan olahan',
    category_en: 'Processed food',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan BPOM tentang pengawasan pemasukan obat dan makanan',
    description: 'Makanan dan minuman olahan memerlukan izin edar atau Surat Keterangan Impor (SKI) BPOM.',
    description_en: 'Processed food and beverages need a BPOM marketing authorisation or import certificate (SKI).',
    hs_prefixes: ['04', '09', '17', '18', '19', '20', '21', '22'],
    examples: ['Kopi', 'Cokelat', 'Camilan', 'Minuman kemasan'],
  },
  {
    id: 'bpom-obat',
    category: 'Obat, obat tradisional dan suplemen kesehatan',
    category_en: 'Drugs, traditional medicine and health supplements',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan BPOM tentang pengawasan pemasukan obat dan makanan',
    description: 'Obat dan suplemen hanya boleh masuk dengan izin edar/SKI BPOM; obat keras memerlukan resep.',
    description_en: 'Drugs and supplements need a BPOM authorisation or SKI; prescription drugs need a prescription.',
    hs_prefixes: ['2106.90', '3003', '3004'],
    examples: ['Vitamin', 'Suplemen', 'Obat herbal'],
  },
  {
    id: 'bpom-kosmetik',
    category: 'Kosmetik',
    category_en: 'Cosmetics',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; notifikasi kosmetik BPOM',
    description: 'Kosmetik dan produk perawatan wajib ternotifikasi BPOM atau memiliki SKI.',
    description_en: 'Cosmetics and personal-care products must be notified to BPOM or hold an SKI.',
    hs_prefixes: ['3303', '3304', '3305', '3307'],
    examples: ['Skincare', 'Lipstik', 'Sampo', 'Parfum'],
  },
  {
    id: 'sni-mainan',
    category: 'Mainan anak (SNI wajib)',
    category_en: 'Toys (mandatory SNI)',
    authority: 'Kementerian Perindustrian',
    regulation: 'Permenperin 24/M-IND/PER/4/2013 (SNI ISO 8124) dan perubahannya',
    description: 'Mainan anak wajib bertanda SNI; impor memerlukan SPPT-SNI dan pertimbangan teknis.',
    description_en: 'Toys must carry the SNI mark; imports need an SPPT-SNI certificate.',
    hs_prefixes: ['9503'],
    examples: ['Boneka', 'Puzzle', 'Mainan edukasi', 'Mobil-mobilan'],
  },
  {
    id: 'sni-wajib',
    category: 'Barang ber-SNI wajib',
    category_en: 'Goods under mandatory SNI',
    authority: 'Kementerian Perindustrian',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan Menteri Perindustrian pemberlakuan SNI wajib',
    description: 'Helm, ban, sepeda anak, baja tertentu, peralatan listrik rumah tangga dan barang lain yang diwajibkan SNI.',
    description_en: 'Helmets, tyres, bicycles, some steel products, household electrical appliances and other goods with mandatory SNI.',
    hs_prefixes: ['4011', '6506.10', '7208', '8414.51', '8516', '8712'],
    examples: ['Helm', 'Ban', 'Sepeda', 'Kipas angin', 'Setrika'],
  },
  {
    id: 'telekomunikasi',
    category: 'Alat dan perangkat telekomunikasi',
    category_en: 'Telecommunication equipment',
    authority: 'Kementerian Komunikasi dan Digital (SDPPI)',
    regulation: 'Sertifikasi alat/perangkat telekomunikasi; registrasi IMEI (Permenkominfo 1/2020)',
    description: 'Ponsel, tablet, router, perangkat Bluetooth/Wi-Fi wajib bersertifikat; ponsel dan tablet wajib registrasi IMEI.',
    description_en: 'Phones, tablets, routers and Bluetooth/Wi-Fi devices need certification; phones and tablets need IMEI registration.',
    hs_prefixes: ['8517', '8518.30', '8525'],
    examples: ['Smartphone', 'Tablet', 'Router', 'Earphone Bluetooth'],
  },
  {
    id: 'alat-kesehatan',
    category: 'Alat kesehatan',
    category_en: 'Medical devices',
    authority: 'Kementerian Kesehatan',
    regulation: 'Permendag 36/2023 jo. 8/2024; izin edar alat kesehatan',
    description: 'Alat kesehatan memerlukan izin edar Kementerian Kesehatan.',
    description_en: 'Medical devices need a Ministry of Health marketing authorisation.',
    hs_prefixes: ['9018', '9019', '9021'],
    examples: ['Tensimeter', 'Termometer', 'Alat bantu dengar'],
  },
  {
    id: 'barang-berbahaya',
    category: 'Barang berbahaya (B3, bahan kimia, bahan peledak)',
    category_en: 'Dangerous goods (hazardous substances, chemicals, explosives)',
    authority: 'Kementerian Perdagangan / Polri',
    regulation: 'Permendag 36/2023 jo. 3/2024, 7/2024, 8/2024',
    description: 'Bahan kimia berbahaya, pestisida, kembang api dan bahan mudah meledak atau menyala memerlukan izin impor khusus.',
    description_en: 'Hazardous chemicals, pesticides, fireworks and explosive or flammable goods need a special import licence.',
    hs_prefixes: ['2804', '2811', '3601', '3602', '3603', '3604', '3808'],
    examples: ['Kembang api', 'Pestisida', 'Bahan kimia', 'Korek api gas'],
  },
  {
    id: 'dilarang-impor',
    category: 'Barang dilarang impor',
    category_en: 'Prohibited imports',
    authority: 'Kementerian Perdagangan',
    regulation: 'Permendag 40/2022 (barang dilarang ekspor dan impor)',
    description: 'Antara lain pakaian bekas, kantong bekas dan karung bekas, serta bahan perusak lapisan ozon tertentu.',
    description_en: 'Among others worn clothing, used bags and sacks, and certain ozone-depleting substances.',
    hs_prefixes: ['6309', '6305'],
    examples: ['Pakaian bekas', 'Karung bekas'],
  },
  {
    id: 'senjata',
    category: 'Senjata dan replika senjata',
    category_en: 'Weapons and replica weapons',
    authority: 'Polri',
    regulation: 'Izin Kepolisian Negara Republik Indonesia',
    description: 'Senjata api, airsoft gun, senapan angin dan amunisi memerlukan izin Polri.',
    description_en: 'Firearms, airsoft guns, air rifles and ammunition need a police permit.',
    hs_prefixes: ['9301', '9302', '9303', '9304', '9305', '9306'],
    examples: ['Airsoft gun', 'Senapan angin'],
  },
  {
    id: 'narkotika',
    category: 'Narkotika, psikotropika dan prekursor',
    category_en: 'Narcotics, psychotropics and precursors',
    authority: 'BNN / Kementerian Kesehatan',
    regulation: 'UU 35/2009 tentang Narkotika',
    description: 'Dilarang diimpor tanpa izin khusus Menteri Kesehatan.',
    description_en: 'Prohibited without a special permit of the Minister of Health.',
    hs_prefixes: ['1211.30', '2939'],
    examples: ['Narkotika', 'Psikotropika'],
  },
];

export function lartasRows() {
  return LARTAS_SEED.map((l, index) => ({
    ...l,
    hs_prefixes: JSON.stringify(l.hs_prefixes),
    examples: JSON.stringify(l.examples),
    sort: index + 1,
  }));
}
