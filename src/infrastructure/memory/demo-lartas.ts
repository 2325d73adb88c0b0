// The restricted-goods (lartas) list of the in-memory adapters (Storybook, serverless mode): the
// server's seed (server/modules/catalog/reference-lartas.ts) as RatesApi answers it, so the demo
// warns about the same goods as the real storefront.
import type { LartasEntry } from '../../application/ports/rates-api.port';

export const DEMO_LARTAS: readonly LartasEntry[] = [
  {
    id: 'bpom-pangan', name: 'Pangan olahan', nameEn: 'Processed food',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan BPOM tentang pengawasan pemasukan obat dan makanan',
    description: 'Makanan dan minuman olahan memerlukan izin edar atau Surat Keterangan Impor (SKI) BPOM.',
    descriptionEn: 'Processed food and beverages need a BPOM marketing authorisation or import certificate (SKI).',
  },
  {
    id: 'bpom-obat', name: 'Obat, obat tradisional dan suplemen kesehatan', nameEn: 'Drugs, traditional medicine and health supplements',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan BPOM tentang pengawasan pemasukan obat dan makanan',
    description: 'Obat dan suplemen hanya boleh masuk dengan izin edar/SKI BPOM; obat keras memerlukan resep.',
    descriptionEn: 'Drugs and supplements need a BPOM authorisation or SKI; prescription drugs need a prescription.',
  },
  {
    id: 'bpom-kosmetik', name: 'Kosmetik', nameEn: 'Cosmetics',
    authority: 'BPOM',
    regulation: 'Permendag 36/2023 jo. 8/2024; notifikasi kosmetik BPOM',
    description: 'Kosmetik dan produk perawatan wajib ternotifikasi BPOM atau memiliki SKI.',
    descriptionEn: 'Cosmetics and personal-care products must be notified to BPOM or hold an SKI.',
  },
  {
    id: 'sni-mainan', name: 'Mainan anak (SNI wajib)', nameEn: 'Toys (mandatory SNI)',
    authority: 'Kementerian Perindustrian',
    regulation: 'Permenperin 24/M-IND/PER/4/2013 (SNI ISO 8124) dan perubahannya',
    description: 'Mainan anak wajib bertanda SNI; impor memerlukan SPPT-SNI dan pertimbangan teknis.',
    descriptionEn: 'Toys must carry the SNI mark; imports need an SPPT-SNI certificate.',
  },
  {
    id: 'sni-wajib', name: 'Barang ber-SNI wajib', nameEn: 'Goods under mandatory SNI',
    authority: 'Kementerian Perindustrian',
    regulation: 'Permendag 36/2023 jo. 8/2024; Peraturan Menteri Perindustrian pemberlakuan SNI wajib',
    description: 'Helm, ban, sepeda anak, baja tertentu, peralatan listrik rumah tangga dan barang lain yang diwajibkan SNI.',
    descriptionEn: 'Helmets, tyres, bicycles, some steel products, household electrical appliances and other goods with mandatory SNI.',
  },
  {
    id: 'telekomunikasi', name: 'Alat dan perangkat telekomunikasi', nameEn: 'Telecommunication equipment',
    authority: 'Kementerian Komunikasi dan Digital (SDPPI)',
    regulation: 'Sertifikasi alat/perangkat telekomunikasi; registrasi IMEI (Permenkominfo 1/2020)',
    description: 'Ponsel, tablet, router, perangkat Bluetooth/Wi-Fi wajib bersertifikat; ponsel dan tablet wajib registrasi IMEI.',
    descriptionEn: 'Phones, tablets, routers and Bluetooth/Wi-Fi devices need certification; phones and tablets need IMEI registration.',
  },
  {
    id: 'alat-kesehatan', name: 'Alat kesehatan', nameEn: 'Medical devices',
    authority: 'Kementerian Kesehatan',
    regulation: 'Permendag 36/2023 jo. 8/2024; izin edar alat kesehatan',
    description: 'Alat kesehatan memerlukan izin edar Kementerian Kesehatan.',
    descriptionEn: 'Medical devices need a Ministry of Health marketing authorisation.',
  },
  {
    id: 'barang-berbahaya', name: 'Barang berbahaya (B3, bahan kimia, bahan peledak)', nameEn: 'Dangerous goods (hazardous substances, chemicals, explosives)',
    authority: 'Kementerian Perdagangan / Polri',
    regulation: 'Permendag 36/2023 jo. 3/2024, 7/2024, 8/2024',
    description: 'Bahan kimia berbahaya, pestisida, kembang api dan bahan mudah meledak atau menyala memerlukan izin impor khusus.',
    descriptionEn: 'Hazardous chemicals, pesticides, fireworks and explosive or flammable goods need a special import licence.',
  },
  {
    id: 'dilarang-impor', name: 'Barang dilarang impor', nameEn: 'Prohibited imports',
    authority: 'Kementerian Perdagangan',
    regulation: 'Permendag 40/2022 (barang dilarang ekspor dan impor)',
    description: 'Antara lain pakaian bekas, kantong bekas dan karung bekas, serta bahan perusak lapisan ozon tertentu.',
    descriptionEn: 'Among others worn clothing, used bags and sacks, and certain ozone-depleting substances.',
  },
  {
    id: 'senjata', name: 'Senjata dan replika senjata', nameEn: 'Weapons and replica weapons',
    authority: 'Polri',
    regulation: 'Izin Kepolisian Negara Republik Indonesia',
    description: 'Senjata api, airsoft gun, senapan angin dan amunisi memerlukan izin Polri.',
    descriptionEn: 'Firearms, airsoft guns, air rifles and ammunition need a police permit.',
  },
  {
    id: 'narkotika', name: 'Narkotika, psikotropika dan prekursor', nameEn: 'Narcotics, psychotropics and precursors',
    authority: 'BNN / Kementerian Kesehatan',
    regulation: 'UU 35/2009 tentang Narkotika',
    description: 'Dilarang diimpor tanpa izin khusus Menteri Kesehatan.',
    descriptionEn: 'Prohibited without a special permit of the Minister of Health.',
  },
];
