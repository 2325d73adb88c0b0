// The demo courses' quizzes (services/course/demo/content.ts), one per course, every question with
// its answer and why. Figures: the worked example of the customs guide (Rp 16.000 per USD) and
// docs/pricing.md: de minimis USD 3 FOB (PMK 199/2019), parcel duty 7.5% of CIF (PMK 96/2023 as
// amended), VAT 11% effective (PMK 131/2024), PPh 22 2.5% / 7.5% and 100% higher without an NPWP
// (PMK 34/2017), duty rounded up to Rp 1.000 (PMK 190/2022).
import { DEFAULT_PASS_MARK } from '../../../src/domain/course/index.ts';
import type { DemoQuiz, DemoQuizQuestion, Text } from './types.ts';

const t = (id: string, en: string): Text => ({ id, en });

function q(text: [string, string], choices: [string, string][], correct: number, explanation: [string, string]): DemoQuizQuestion {
  return { text: t(...text), choices: choices.map((c) => t(...c)), correct, explanation: t(...explanation) };
}

export const SOURCING_QUIZ: DemoQuiz = {
  title: t('Kuis: dasar sourcing dari 1688', 'Quiz: sourcing basics from 1688'),
  passMark: DEFAULT_PASS_MARK,
  questions: [
    q(['Apa itu 1688?', 'What is 1688?'], [
      ['Pasar grosir B2B milik grup Alibaba, harga dalam yuan', "The Alibaba group's B2B wholesale marketplace, priced in yuan"],
      ['Kode HS untuk barang elektronik', 'The HS code for electronics'],
      ['Jasa kurir dari Tiongkok ke Indonesia', 'A courier from China to Indonesia'],
      ['Marketplace eceran milik Indonesia', 'An Indonesian retail marketplace'],
    ], 0, ['1688.com adalah pasar grosir B2B grup Alibaba untuk pembeli di Tiongkok; harga pabrik dalam yuan (CNY), sering dengan jumlah minimum.', "1688.com is the Alibaba group's B2B wholesale market for buyers in China; factory prices in yuan (CNY), often with a minimum quantity."]),
    q(['Di halaman produk 1688 tertulis MOQ 50. Artinya?', 'A 1688 product page says MOQ 50. What does it mean?'], [
      ['Harga turun 50%', 'The price drops by 50%'],
      ['Jumlah pesanan minimum 50 unit', 'The minimum order quantity is 50 units'],
      ['Dikirim dalam 50 hari', 'It ships within 50 days'],
      ['Berat maksimum 50 kg', 'The maximum weight is 50 kg'],
    ], 1, ['MOQ (minimum order quantity) adalah jumlah paling sedikit yang mau dijual pemasok per pesanan; sering ada harga bertingkat di atasnya.', 'MOQ (minimum order quantity) is the fewest units the supplier sells per order; tiered prices often apply above it.']),
    q(['Kardus 50 x 40 x 30 cm beratnya 8 kg, dikirim udara (volumetrik = P x L x T / 5000). Berat yang ditagih?', 'A 50 x 40 x 30 cm carton weighs 8 kg and goes by air (volumetric = L x W x H / 5000). Which weight is charged?'], [
      ['8 kg', '8 kg'],
      ['12 kg', '12 kg'],
      ['20 kg', '20 kg'],
      ['60 kg', '60 kg'],
    ], 1, ['50 x 40 x 30 = 60.000 cm3; 60.000 / 5000 = 12 kg. Yang ditagih yang lebih berat antara berat asli (8 kg) dan volumetrik (12 kg): 12 kg.', '50 x 40 x 30 = 60,000 cm3; 60,000 / 5000 = 12 kg. The heavier of the actual (8 kg) and volumetric (12 kg) weight is charged: 12 kg.']),
    q(['Kiriman laut 0,05 m3 dengan tarif per m3 dan minimum 0,1 m3. Volume yang ditagih?', 'A 0.05 m3 sea shipment, priced per m3 with a 0.1 m3 minimum. Which volume is charged?'], [
      ['0,05 m3', '0.05 m3'],
      ['0,1 m3', '0.1 m3'],
      ['0,5 m3', '0.5 m3'],
      ['1 m3', '1 m3'],
    ], 1, ['Di bawah minimum, yang ditagih minimumnya: 0,1 m3.', 'Below the minimum, the minimum is charged: 0.1 m3.']),
    q(['Pemasok baru, harga menarik, ingin order 500 unit. Langkah paling aman?', 'A new supplier with a good price; you want 500 units. The safest step?'], [
      ['Langsung bayar 500 unit agar harga terkunci', 'Pay for 500 units at once to lock the price'],
      ['Pesan sampel dulu dan cek kualitasnya', 'Order a sample first and check its quality'],
      ['Pilih pemasok dengan foto paling bagus', 'Pick the supplier with the nicest photos'],
      ['Minta pemasok mengirim langsung ke Indonesia tanpa cek', 'Ask the supplier to ship straight to Indonesia unchecked'],
    ], 1, ['Sampel memperlihatkan bahan, ukuran dan kualitas asli sebelum uang besar keluar; cek juga rating dan tingkat beli ulang pemasok.', "A sample shows the real material, size and quality before big money is spent; check the supplier's rating and repurchase rate too."]),
  ],
};

export const LANDED_QUIZ: DemoQuiz = {
  title: t('Kuis: menghitung harga landed', 'Quiz: working out the landed cost'),
  passMark: DEFAULT_PASS_MARK,
  questions: [
    q(['Kurs Rp 16.000 per USD. Harga barang (FOB) USD 40, ongkir USD 8, asuransi USD 0,40. Nilai pabean (CIF)?', 'Rate Rp 16,000 per USD. Goods (FOB) USD 40, freight USD 8, insurance USD 0.40. The customs value (CIF)?'], [
      ['Rp 640.000', 'Rp 640,000'],
      ['Rp 768.000', 'Rp 768,000'],
      ['Rp 774.400', 'Rp 774,400'],
      ['Rp 833.400', 'Rp 833,400'],
    ], 2, ['CIF = 40 + 8 + 0,40 = USD 48,40; x 16.000 = Rp 774.400. Rp 640.000 hanya FOB; Rp 833.400 sudah ditambah bea masuk.', 'CIF = 40 + 8 + 0.40 = USD 48.40; x 16,000 = Rp 774,400. Rp 640,000 is the FOB alone; Rp 833,400 already includes the duty.']),
    q(['Bea masuk kiriman 7,5% dari CIF Rp 774.400. Berapa yang dibayar?', 'Parcel import duty is 7.5% of a CIF of Rp 774,400. How much is paid?'], [
      ['Rp 58.000', 'Rp 58,000'],
      ['Rp 58.080', 'Rp 58,080'],
      ['Rp 59.000', 'Rp 59,000'],
      ['Rp 77.440', 'Rp 77,440'],
    ], 2, ['7,5% x 774.400 = 58.080, dan bea masuk dibulatkan ke atas ke ribuan rupiah penuh (PMK 190/2022): Rp 59.000.', '7.5% x 774,400 = 58,080, and import duty is rounded up to the next Rp 1,000 (PMK 190/2022): Rp 59,000.']),
    q(['PPN impor dihitung dari apa?', 'What is import VAT charged on?'], [
      ['Harga barang (FOB) saja', 'The goods price (FOB) alone'],
      ['Nilai pabean (CIF) saja', 'The customs value (CIF) alone'],
      ['Nilai impor: CIF + bea masuk', 'The import value: CIF + import duty'],
      ['CIF + bea masuk + PPh', 'CIF + import duty + income tax'],
    ], 2, ['PPN dan PPh impor dihitung dari nilai impor = nilai pabean + bea masuk. Di contoh: 774.400 + 59.000 = 833.400; PPN 11% = Rp 91.674.', 'Import VAT and income tax are charged on the import value = customs value + duty. In the example: 774,400 + 59,000 = 833,400; VAT 11% = Rp 91,674.']),
    q(['Importir umum punya API (tarif PPh 22 impor 2,5%) tetapi tidak punya NPWP. Tarif PPh 22-nya?', 'A general importer has an API licence (import PPh 22 rate 2.5%) but no NPWP. Its PPh 22 rate?'], [
      ['2,5%', '2.5%'],
      ['5%', '5%'],
      ['7,5%', '7.5%'],
      ['0%, karena tidak ber-NPWP', '0%, because it has no NPWP'],
    ], 1, ['Tanpa NPWP tarif PPh 22 100% lebih tinggi (PMK 34/2017): 2,5% x 2 = 5%.', 'Without an NPWP the PPh 22 rate is 100% higher (PMK 34/2017): 2.5% x 2 = 5%.']),
    q(['Sebuah kiriman barang biasa bernilai FOB USD 2,50. Bea masuknya?', 'An ordinary parcel has an FOB value of USD 2.50. Its import duty?'], [
      ['7,5% dari CIF', '7.5% of the CIF'],
      ['Dibebaskan: di bawah de minimis USD 3 (PPN tetap dipungut)', 'None: under the USD 3 de minimis (VAT still applies)'],
      ['Tarif penuh sesuai kode HS', 'The full rate of its HS code'],
      ['Dilarang masuk', 'It may not be imported'],
    ], 1, ['Kiriman dengan FOB paling banyak USD 3 per penerima per kiriman dibebaskan bea masuk (PMK 199/2019, batas turun dari USD 75); PPN tetap dipungut.', 'Parcels with an FOB of at most USD 3 per recipient per shipment pay no import duty (PMK 199/2019, down from USD 75); VAT is still charged.']),
  ],
};

export const LARTAS_QUIZ: DemoQuiz = {
  title: t('Kuis: lartas dan kode HS', 'Quiz: restricted goods and HS codes'),
  passMark: DEFAULT_PASS_MARK,
  questions: [
    q(['Berapa digit pertama kode HS yang sama di semua negara?', 'How many leading digits of an HS code are the same in every country?'], [
      ['2', '2'],
      ['4', '4'],
      ['6', '6'],
      ['10', '10'],
    ], 2, ['Sistem Harmonisasi WCO menyeragamkan 6 digit (bab, pos, subpos); tiap negara menambah digit sendiri.', "The WCO's Harmonized System fixes 6 digits (chapter, heading, subheading); each country adds its own."]),
    q(['Buku Tarif Kepabeanan Indonesia (BTKI 2022) memakai kode HS berapa digit?', "Indonesia's customs tariff book (BTKI 2022) uses HS codes of how many digits?"], [
      ['6', '6'],
      ['8', '8'],
      ['10', '10'],
      ['12', '12'],
    ], 1, ['BTKI 2022 memakai 8 digit, misalnya 8517.13.00 untuk smartphone.', 'BTKI 2022 uses 8 digits, e.g. 8517.13.00 for smartphones.']),
    q(['Anda mengimpor kosmetik untuk dijual. Izin apa yang diperlukan?', 'You import cosmetics to sell. Which permit is needed?'], [
      ['Izin edar BPOM', 'A BPOM marketing authorisation'],
      ['Tidak perlu izin apa pun', 'No permit at all'],
      ['Cukup NPWP', 'An NPWP is enough'],
      ['Registrasi IMEI', 'IMEI registration'],
    ], 0, ['Makanan, obat dan kosmetik termasuk lartas dan diawasi BPOM; NPWP urusan pajak, IMEI untuk perangkat seluler.', 'Food, drugs and cosmetics are restricted goods supervised by BPOM; an NPWP is about tax, IMEI about mobile devices.']),
    q(['Mengapa kode HS yang benar penting?', 'Why does the right HS code matter?'], [
      ['Hanya untuk statistik', 'Only for statistics'],
      ['Menentukan tarif bea masuk dan apakah barang terkena lartas', 'It sets the duty rate and whether the goods are restricted'],
      ['Menentukan ongkir udara', 'It sets the air freight'],
      ['Menentukan kurs pajak', 'It sets the tax exchange rate'],
    ], 1, ['Tarif bea masuk (BTKI) dan aturan larangan/pembatasan ditetapkan per kode HS; salah kode bisa berarti kurang bayar atau barang tertahan.', 'Duty rates (BTKI) and restriction rules are set per HS code; a wrong code can mean underpaid duty or held goods.']),
    q(['Ponsel yang dibeli di luar negeri, apa yang harus dilakukan agar bisa dipakai di jaringan Indonesia?', 'What must be done for a phone bought abroad to work on Indonesian networks?'], [
      ['Tidak ada, langsung bisa dipakai', 'Nothing, it works as it is'],
      ['Mendaftarkan IMEI-nya', 'Register its IMEI'],
      ['Mengurus izin BPOM', 'Get a BPOM permit'],
      ['Mengganti kode HS-nya', 'Change its HS code'],
    ], 1, ['Perangkat telekomunikasi termasuk lartas: perlu sertifikasi dan IMEI harus didaftarkan, kalau tidak diblokir operator.', 'Telecom devices are restricted: they need certification and a registered IMEI, otherwise operators block them.']),
  ],
};

export const QUICKSTART_QUIZ: DemoQuiz = {
  title: t('Kuis: mulai impor', 'Quiz: getting started'),
  passMark: DEFAULT_PASS_MARK,
  questions: [
    q(['Batas de minimis kiriman (bebas bea masuk) saat ini?', 'The current de minimis for parcels (no import duty)?'], [
      ['FOB USD 3', 'FOB USD 3'],
      ['FOB USD 75', 'FOB USD 75'],
      ['FOB USD 500', 'FOB USD 500'],
      ['FOB USD 1.500', 'FOB USD 1,500'],
    ], 0, ['Sejak PMK 199/2019 batasnya USD 3 per penerima per kiriman (sebelumnya USD 75). USD 1.500 adalah batas atas tarif kiriman 7,5%.', 'Since PMK 199/2019 it is USD 3 per recipient per shipment (before: USD 75). USD 1,500 is the top of the 7.5% parcel rate.']),
    q(['Tarif PPN efektif untuk barang biasa pada 2025?', 'The effective VAT rate on ordinary goods in 2025?'], [
      ['10%', '10%'],
      ['11%', '11%'],
      ['12% penuh', 'A full 12%'],
      ['7,5%', '7.5%'],
    ], 1, ['Tarif nominal 12% dikenakan atas dasar 11/12 nilai (PMK 131/2024), jadi efektif 11% kecuali barang mewah.', 'The nominal 12% is charged on 11/12 of the value (PMK 131/2024), so 11% effective except for luxury goods.']),
    q(['Langkah pertama impor lewat Titip?', 'The first step of importing through Titip?'], [
      ['Mengurus API di kementerian', 'Apply for an API licence'],
      ['Menempelkan tautan produk 1688, Taobao atau Tmall', 'Paste a 1688, Taobao or Tmall product link'],
      ['Mentransfer yuan ke pemasok', 'Send yuan to the supplier'],
      ['Memesan kontainer', 'Book a container'],
    ], 1, ['Tempel tautan, cek perkiraan harga landed, bayar invoice dalam rupiah, lalu lacak paketnya.', 'Paste the link, check the landed-cost estimate, pay the invoice in rupiah, then track the parcel.']),
    q(['Apa saja yang termasuk harga landed?', 'What makes up the landed cost?'], [
      ['Harga barang saja', 'The goods price alone'],
      ['Harga barang dan ongkir saja', 'Goods price and freight only'],
      ['Harga barang, ongkir, asuransi, bea masuk, pajak impor dan biaya lokal', 'Goods, freight, insurance, import duty, import taxes and local fees'],
      ['Bea masuk dan PPN saja', 'Import duty and VAT only'],
    ], 2, ['Harga landed adalah biaya total sampai barang di tangan: CIF ditambah bea masuk, PPN, PPh (bila ada) dan biaya lokal.', 'The landed cost is everything until the goods are in hand: the CIF plus duty, VAT, income tax (if any) and local fees.']),
  ],
};

export const RESELLING_QUIZ: DemoQuiz = {
  title: t('Kuis: harga jual di marketplace', 'Quiz: pricing for a marketplace'),
  passMark: DEFAULT_PASS_MARK,
  questions: [
    q(['Harga pokok Rp 70.000, harga jual Rp 100.000. Berapa margin (dari harga jual)?', 'Cost Rp 70,000, selling price Rp 100,000. The margin (on the selling price)?'], [
      ['30%', '30%'],
      ['42,9%', '42.9%'],
      ['70%', '70%'],
      ['3%', '3%'],
    ], 0, ['Margin = (100.000 - 70.000) / 100.000 = 30%. 42,9% adalah markup (dihitung dari harga pokok).', 'Margin = (100,000 - 70,000) / 100,000 = 30%. 42.9% is the markup (on the cost).']),
    q(['Harga landed 10 unit Rp 925.070 dan kemasan Rp 2.000 per unit. Harga pokok per unit?', 'The landed cost of 10 units is Rp 925,070 and packaging Rp 2,000 a unit. The cost per unit?'], [
      ['Rp 92.507', 'Rp 92,507'],
      ['Rp 94.507', 'Rp 94,507'],
      ['Rp 77.440', 'Rp 77,440'],
      ['Rp 112.507', 'Rp 112,507'],
    ], 1, ['925.070 / 10 = 92.507, ditambah kemasan 2.000 = Rp 94.507.', '925,070 / 10 = 92,507, plus packaging 2,000 = Rp 94,507.']),
    q(['Biaya admin marketplace 8% dari harga jual Rp 150.000. Berapa rupiah?', 'A marketplace fee of 8% on a Rp 150,000 sale. How much?'], [
      ['Rp 8.000', 'Rp 8,000'],
      ['Rp 12.000', 'Rp 12,000'],
      ['Rp 15.000', 'Rp 15,000'],
      ['Rp 1.200', 'Rp 1,200'],
    ], 1, ['8% x 150.000 = Rp 12.000; masukkan ke perhitungan sebelum menentukan harga.', '8% x 150,000 = Rp 12,000; count it before setting the price.']),
    q(['Sebelum membeli stok besar, sebaiknya?', 'Before buying a large stock, you should?'], [
      ['Memasang harga termurah di marketplace', 'Set the lowest price on the marketplace'],
      ['Membandingkan harga pesaing dan menguji dengan stok kecil', "Compare competitors' prices and test with a small stock"],
      ['Mengabaikan biaya admin', 'Ignore the marketplace fee'],
      ['Menghapus ongkir dari hitungan', 'Leave freight out of the sums'],
    ], 1, ['Uji permintaan dan harga pasar dengan stok kecil dulu; harga termurah tanpa hitungan sering berarti rugi.', 'Test demand and the market price with a small stock first; the lowest price without the sums often means a loss.']),
  ],
};
