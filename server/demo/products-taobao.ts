// Demo products of Taobao (retail: single CNY prices, max quantity from stock).
import type { DemoSeed } from './demo-seed.ts';

export const PRODUCTS_TAOBAO: DemoSeed[] = [
  {
    id: '725531908812', name: "Jaket Windbreaker Pria Outdoor (Men's Windbreaker Jacket)", price: 129, weight: 550, dims: [35, 28, 5],
    colors: ['Hitam', 'Khaki', 'Army'], sizes: ['M', 'L', 'XL', 'XXL'], sizeSurcharge: { XXL: 10 },
    seller: ['Beiyou Outdoor Store', 'Hangzhou, Zhejiang', 4.8, 5], category: 'Pakaian Pria', type: 'pakaian',
    image: 'jacket', palette: '#556b2f', stock: 320,
    spec: [['Bahan', 'Polyester ripstop'], ['Fitur', 'Tahan angin, tahan percikan air'], ['Hoodie', 'Dapat dilepas']],
    desc: '<p>Jaket windbreaker ringan untuk aktivitas luar ruangan.</p>',
  },
  {
    id: '718890012345', name: 'Dress Wanita Korea Lengan Panjang (Korean Style Long Sleeve Dress)', price: 89, weight: 350, dims: [30, 25, 4],
    colors: ['Krem', 'Hitam'], sizes: ['S', 'M', 'L'], seller: ['Xiaolu Fashion Studio', 'Guangzhou, Guangdong', 4.7, 3],
    category: 'Pakaian Wanita', type: 'pakaian', image: 'dress', palette: '#c39bd3', stock: 150,
    spec: [['Bahan', 'Katun campuran'], ['Panjang', '115 cm']],
    desc: '<p>Dress midi bergaya Korea dengan kerah lipit.</p>',
  },
  {
    id: '733109876543', name: 'Mouse Gaming Wireless RGB 16000 DPI', price: 99, weight: 180, dims: [15, 10, 5], colors: ['Hitam', 'Putih'],
    seller: ['Attack Shark Official Store', 'Shenzhen, Guangdong', 4.9, 4], category: 'Komputer', type: 'elektronik',
    image: 'mouse', palette: '#1abc9c', stock: 800,
    spec: [['Sensor', 'PAW3311'], ['DPI', '16000'], ['Koneksi', '2.4 GHz, Bluetooth, kabel']],
    desc: '<p>Mouse gaming tiga mode dengan bobot 59 g.</p>',
  },
  {
    id: '742223344556', name: 'Keyboard Mekanikal 68 Keys Hot-swap (Mechanical Keyboard)', price: 199, weight: 900, dims: [36, 14, 5],
    colors: ['Putih-Abu', 'Hitam'], sizes: ['Switch Red', 'Switch Brown'], sizeLabel: 'Switch',
    seller: ['Akko Keyboard Store', 'Shenzhen, Guangdong', 4.8, 6], category: 'Komputer', type: 'elektronik',
    image: 'keyboard', palette: '#5d6d7e', stock: 260,
    spec: [['Layout', '65% / 68 tombol'], ['Hot-swap', 'Ya, 5 pin'], ['Keycap', 'PBT double-shot']],
    desc: '<p>Keyboard mekanikal ringkas dengan gasket mount.</p>',
  },
  {
    id: '729988776655', name: "Jam Tangan Pria Analog Kulit (Men's Leather Analog Watch)", price: 168, weight: 150, dims: [12, 10, 8],
    colors: ['Coklat', 'Hitam'], seller: ['Poedagar Watch Store', 'Guangzhou, Guangdong', 4.6, 7], category: 'Jam Tangan',
    type: 'jam-tangan', image: 'watch', palette: '#a04000', stock: 90,
    spec: [['Mesin', 'Quartz Jepang'], ['Tali', 'Kulit asli'], ['Tahan air', '3 ATM']],
    desc: '<p>Jam tangan analog klasik dengan kalender tanggal.</p>',
  },
  {
    id: '736655443322', name: 'Serum Wajah Niacinamide 10% 30ml (Niacinamide Face Serum)', price: 59, weight: 110, dims: [12, 5, 5],
    seller: ['Meiyan Beauty Shop', 'Shanghai', 4.7, 4], category: 'Kecantikan', type: 'kosmetik', image: 'serum', palette: '#f5b7b1', stock: 500,
    spec: [['Isi', '30 ml'], ['Kandungan utama', 'Niacinamide 10%, zinc 1%']],
    desc: '<p>Serum wajah untuk mencerahkan dan menyamarkan pori.</p><p>Kosmetik memerlukan notifikasi BPOM.</p>',
  },
  {
    id: '719876543210', name: "Tas Selempang Wanita Kulit PU (Women's PU Leather Crossbody Bag)", price: 79, weight: 480, dims: [25, 18, 8],
    colors: ['Hitam', 'Coklat', 'Krem'], seller: ['Lanjing Bag Shop', 'Guangzhou, Guangdong', 4.8, 5], category: 'Tas', type: 'tas',
    image: 'crossbody', palette: '#784212', stock: 410,
    spec: [['Bahan', 'Kulit PU'], ['Tali', 'Dapat diatur']],
    desc: '<p>Tas selempang mini dengan rantai emas.</p>',
  },
  {
    id: '744501928374', name: 'Figur Anime PVC 20cm (Anime PVC Figure)', price: 139, weight: 600, dims: [25, 18, 14],
    seller: ['Dongman Figure House', 'Shantou, Guangdong', 4.5, 3], category: 'Mainan', type: 'mainan', image: 'figure', palette: '#e74c3c', stock: 60,
    spec: [['Bahan', 'PVC dan ABS'], ['Tinggi', '20 cm']],
    desc: '<p>Figur koleksi dengan kotak asli.</p>',
  },
  {
    id: '727364510293', name: 'Casing iPhone 15 Magnetic Transparan (Magnetic Clear Case)', price: 29.9, weight: 60, dims: [18, 10, 2],
    colors: ['Bening', 'Hitam Frosted'], sizes: ['iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max'], sizeLabel: 'Model',
    sizeSurcharge: { 'iPhone 15 Pro Max': 3 }, seller: ['Pitaka Case Store', 'Shenzhen, Guangdong', 4.7, 4], category: 'Aksesoris HP',
    type: 'elektronik', image: 'phonecase', palette: '#85c1e9', stock: 1200,
    spec: [['Bahan', 'TPU dan polikarbonat'], ['Magnet', 'Kompatibel MagSafe']],
    desc: '<p>Casing bening anti kuning dengan cincin magnet.</p>',
  },
  {
    id: '738291047561', name: 'Teh Oolong Tieguanyin 250g (Tieguanyin Oolong Tea)', price: 68, weight: 300, dims: [15, 10, 8],
    seller: ['Anxi Tea Garden', 'Anxi, Fujian', 4.9, 9], category: 'Makanan & Minuman', type: 'makanan', image: 'tea', palette: '#6e8b3d', stock: 700,
    spec: [['Berat bersih', '250 g'], ['Asal', 'Anxi, Fujian'], ['Kemasan', 'Vakum per 7 g']],
    desc: '<p>Teh oolong Tieguanyin dengan aroma anggrek.</p><p>Pangan olahan memerlukan izin BPOM.</p>',
  },
];
