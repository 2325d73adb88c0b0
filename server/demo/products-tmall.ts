// Demo products of Tmall (official brand stores: single CNY prices).
import type { DemoSeed } from './demo-seed.ts';

export const PRODUCTS_TMALL: DemoSeed[] = [
  {
    id: '745612378904', name: 'Xiaomi Redmi Buds 5 ANC (True Wireless Earbuds)', brand: 'Xiaomi', price: 199, weight: 150, dims: [10, 10, 5],
    colors: ['Hitam', 'Putih'], seller: ['Xiaomi Official Flagship Store', 'Beijing', 4.9, 10], category: 'Audio', type: 'telekomunikasi',
    image: 'redmibuds', palette: '#ff6900', stock: 5000,
    spec: [['ANC', 'Hingga 46 dB'], ['Bluetooth', '5.3'], ['Baterai', '40 jam dengan case']],
    desc: '<p>Earbuds dengan peredam bising aktif hingga 46 dB.</p>',
  },
  {
    id: '739087654321', name: 'Sepatu Lari Li-Ning Red Hare 7 (Running Shoes)', brand: 'Li-Ning', price: 429, weight: 800, dims: [33, 22, 12],
    colors: ['Putih/Merah', 'Hitam'], sizes: ['40', '41', '42', '43', '44'], seller: ['Li-Ning Official Flagship Store', 'Beijing', 4.8, 12],
    category: 'Sepatu', type: 'sepatu', image: 'runningshoes', palette: '#c0392b', stock: 900,
    spec: [['Sol tengah', "Li-Ning Boom"], ['Drop', '8 mm']],
    desc: '<p>Sepatu lari ringan untuk latihan harian.</p>',
  },
  {
    id: '750123498765', name: 'Blender Portable Joyoung 350ml (Portable Blender)', brand: 'Joyoung', price: 149, weight: 700, dims: [25, 10, 10],
    colors: ['Hijau', 'Pink'], seller: ['Joyoung Official Flagship Store', 'Jinan, Shandong', 4.8, 11], category: 'Peralatan Dapur',
    type: 'rumah-tangga', image: 'blender', palette: '#58d68d', stock: 1500,
    spec: [['Kapasitas', '350 ml'], ['Pengisian', 'USB-C'], ['Daya', '40 W']],
    desc: '<p>Blender jus portabel yang dapat diisi ulang.</p>',
  },
  {
    id: '748765123490', name: 'Set Skincare Perfect Diary 3 in 1 (Skincare Gift Set)', brand: 'Perfect Diary', price: 259, weight: 650, dims: [25, 20, 8],
    seller: ['Perfect Diary Official Flagship Store', 'Guangzhou, Guangdong', 4.7, 6], category: 'Kecantikan', type: 'kosmetik',
    image: 'skincareset', palette: '#f1948a', stock: 800,
    spec: [['Isi', 'Pembersih, toner, pelembap'], ['Jenis kulit', 'Semua jenis kulit']],
    desc: '<p>Paket perawatan kulit tiga langkah dalam kotak hadiah.</p>',
  },
  {
    id: '741234509876', name: 'Kaos Olahraga ANTA Dry Fit (Sports T-Shirt)', brand: 'ANTA', price: 99, weight: 200, dims: [30, 25, 2],
    colors: ['Hitam', 'Putih', 'Biru'], sizes: ['M', 'L', 'XL', 'XXL'], seller: ['ANTA Official Flagship Store', 'Jinjiang, Fujian', 4.8, 12],
    category: 'Pakaian Olahraga', type: 'pakaian', image: 'sportshirt', palette: '#2e86c1', stock: 3000,
    spec: [['Bahan', 'Polyester quick-dry'], ['Potongan', 'Regular fit']],
    desc: '<p>Kaos olahraga cepat kering untuk lari dan gym.</p>',
  },
  {
    id: '752398761234', name: 'Robot Penyedot Debu Xiaomi Mijia (Robot Vacuum Cleaner)', brand: 'Xiaomi', price: 1299, weight: 4200, dims: [40, 40, 15],
    seller: ['Xiaomi Official Flagship Store', 'Beijing', 4.9, 10], category: 'Elektronik Rumah', type: 'elektronik',
    image: 'robotvacuum', palette: '#566573', stock: 400,
    spec: [['Daya hisap', '4000 Pa'], ['Navigasi', 'LDS laser'], ['Baterai', '5200 mAh']],
    desc: '<p>Robot vakum dan pel dengan navigasi laser.</p><p>Barang besar: pertimbangkan jalur laut.</p>',
  },
  {
    id: '747700112233', name: 'Koper Kabin 20 inch Hardcase (Carry-on Luggage)', price: 369, weight: 3000, dims: [55, 38, 23],
    colors: ['Abu', 'Biru', 'Pink'], seller: ['Diplomat Luggage Flagship Store', 'Pinghu, Zhejiang', 4.7, 8], category: 'Tas', type: 'tas',
    image: 'luggage', palette: '#5499c7', stock: 600,
    spec: [['Bahan', 'PC + ABS'], ['Roda', '4 roda 360 derajat'], ['Kunci', 'TSA']],
    desc: '<p>Koper kabin hardcase dengan kunci TSA.</p>',
  },
  {
    id: '743210987654', name: 'Buku Pemrograman Python Edisi Mandarin (Python Programming Book)', price: 79, weight: 800, dims: [24, 17, 3],
    seller: ['Posts & Telecom Press Flagship Store', 'Beijing', 4.9, 10], category: 'Buku', type: 'buku', image: 'book', palette: '#1f618d', stock: 2000,
    spec: [['Halaman', '528'], ['Bahasa', 'Mandarin'], ['Penerbit', 'Posts & Telecom Press']],
    desc: '<p>Buku pengantar pemrograman Python dengan proyek praktis.</p>',
  },
];
