// Demo content of the home page, testimonies, last transactions, flash sales, support topics
// and the Chinese titles of the demo catalog (seeded by server/modules/content/seed.ts).
// Every name here is invented; none is a real person's data.

/** Chinese titles of the demo products (search matches them), keyed by product_id. */
export const ZH_TITLES: Record<string, string> = {
  '677102345811': '防水笔记本电脑双肩包 15.6寸', '652318870214': '纯棉精梳30支 200克 纯色T恤',
  '689455120337': '男士休闲运动鞋 小白鞋', '701223984456': '304不锈钢真空保温杯 750毫升',
  '715560021938': '充电宝 10000毫安 22.5W快充', '623870045129': 'TWS蓝牙耳机 5.3 无线耳机',
  '668904412760': '高级巴厘纱方巾头巾', '640012387765': '亚克力化妆品收纳盒 三层',
  '694421108823': 'RGB LED灯带 5米 USB 遥控', '678812093451': '木制积木 100粒 益智玩具',
  '656671230098': '全自动折叠伞 防紫外线', '711098234567': '不锈钢厨房刀具六件套 带刀架',
  '725531908812': '男士户外风衣夹克', '718890012345': '韩版长袖连衣裙 女',
  '733109876543': '无线游戏鼠标 RGB 16000DPI', '742223344556': '68键热插拔机械键盘',
  '729988776655': '男士皮带指针手表', '736655443322': '烟酰胺精华液 10% 30毫升',
  '719876543210': '女士PU皮斜挎包', '744501928374': '动漫PVC手办 20厘米',
  '727364510293': 'iPhone 15 磁吸透明手机壳', '738291047561': '铁观音乌龙茶 250克',
  '745612378904': '小米 Redmi Buds 5 主动降噪耳机', '739087654321': '李宁 赤兔7 跑鞋',
  '750123498765': '九阳便携榨汁杯 350毫升', '748765123490': '完美日记护肤三件套礼盒',
  '741234509876': '安踏速干运动T恤', '752398761234': '小米米家扫地机器人',
  '747700112233': '20寸硬壳登机箱', '743210987654': 'Python编程 中文版',
};

/** English names of the demo categories. */
export const CATEGORY_EN: Record<string, string> = {
  'Tas': 'Bags', 'Pakaian Pria': "Men's clothing", 'Pakaian Wanita': "Women's clothing", 'Sepatu': 'Shoes',
  'Peralatan Rumah': 'Household', 'Elektronik': 'Electronics', 'Audio': 'Audio', 'Fashion Muslim': 'Muslim fashion',
  'Mainan': 'Toys', 'Aksesoris': 'Accessories', 'Peralatan Dapur': 'Kitchenware', 'Komputer': 'Computers',
  'Jam Tangan': 'Watches', 'Kecantikan': 'Beauty', 'Aksesoris HP': 'Phone accessories',
  'Makanan & Minuman': 'Food & drink', 'Pakaian Olahraga': 'Sportswear', 'Elektronik Rumah': 'Home appliances', 'Buku': 'Books',
};

/** Catalog lists by catalog_type: product keys 'marketplace:product_id' in order. */
export const CATALOG_LISTS: Record<'popular' | 'recommendation', string[]> = {
  popular: [
    '1688:677102345811', 'taobao:742223344556', '1688:715560021938', 'tmall:745612378904', '1688:668904412760',
    'taobao:718890012345', '1688:623870045129', 'tmall:739087654321', 'taobao:736655443322', '1688:701223984456',
    'taobao:733109876543', 'tmall:752398761234',
  ],
  recommendation: [
    'tmall:750123498765', '1688:652318870214', 'taobao:725531908812', '1688:689455120337', 'taobao:729988776655',
    '1688:640012387765', 'tmall:748765123490', '1688:694421108823', 'taobao:719876543210', '1688:678812093451',
    'taobao:744501928374', 'tmall:741234509876', '1688:656671230098', 'taobao:727364510293', '1688:711098234567',
    'taobao:738291047561', 'tmall:747700112233', 'tmall:743210987654', '1688:677102345811', 'taobao:742223344556',
    '1688:715560021938', 'tmall:745612378904', '1688:668904412760', 'taobao:718890012345',
  ],
};

/** Flash-sale groups; `cycle` decides the due date (end of today or of this week, WIB). */
export const FLASH_SALES: { title: string; title_en: string; cycle: 'daily' | 'weekly'; items: [key: string, discountPercent: number][] }[] = [
  {
    title: 'Flash Sale Hari Ini', title_en: "Today's Flash Sale", cycle: 'daily',
    items: [['1688:715560021938', 15], ['taobao:733109876543', 20], ['1688:623870045129', 10], ['tmall:750123498765', 12],
      ['1688:701223984456', 18], ['taobao:736655443322', 25], ['1688:694421108823', 30]],
  },
  {
    title: 'Promo Mingguan', title_en: 'Weekly Deals', cycle: 'weekly',
    items: [['taobao:742223344556', 10], ['tmall:747700112233', 15], ['1688:656671230098', 20], ['taobao:719876543210', 12],
      ['tmall:741234509876', 18]],
  },
];

/** info/company: the counters start from these bases and grow with the seeded transactions and customers. */
export const COMPANY = {
  name: 'Titip', since: '2019-03-01', since_label: 'Sejak Maret 2019', since_label_en: 'Since March 2019',
  transactions_base: 148_250, customers_base: 52_310,
  hours: 'Senin - Jumat 08:00 - 17:00 WIB', hours_en: 'Monday - Friday 08:00 - 17:00 WIB',
};

export const HERO = {
  title: 'Belanja dari Tiongkok, AS, Inggris, Hong Kong dan Singapura',
  title_en: 'Shop from China, the US, the UK, Hong Kong and Singapore',
  subtitle: 'Tempel link produk, cari dengan kata kunci, atau unggah foto produk. Kami belikan dan kirim sampai rumah.',
  subtitle_en: 'Paste a product link, search by keyword, or upload a product photo. We buy it and ship it to your door.',
  highlights: [
    { id: 'Harga sudah termasuk bea masuk dan pajak', en: 'Prices include import duty and taxes' },
    { id: 'Pengiriman udara dan laut', en: 'Air and sea freight' },
    { id: 'Konsolidasi banyak toko dalam satu kiriman', en: 'Many stores consolidated into one shipment' },
  ],
};

/** Customer testimonies (invented). */
export const REVIEWS: { name: string; city: string; rating: number; text: string; product: string }[] = [
  { name: 'Rina', city: 'Bandung', rating: 5, product: 'Hijab Segi Empat Voal Premium', text: 'Pesan hijab grosir dari 1688 untuk toko online saya, sampai dalam 12 hari dan rapi. Rincian bea masuknya jelas dari awal, jadi tidak ada biaya kejutan.' },
  { name: 'Dimas', city: 'Surabaya', rating: 5, product: 'Keyboard Mekanikal 68 Keys', text: 'Keyboard mekanikal dari Taobao aman sampai, dus tidak penyok. Admin cepat balas di WhatsApp waktu saya tanya soal switch.' },
  { name: 'Putri', city: 'Jakarta Selatan', rating: 4, product: 'Dress Wanita Korea', text: 'Ukuran sesuai tabel, bahan adem. Pengiriman udara agak lama karena libur Imlek, tapi sudah diinfokan sebelumnya.' },
  { name: 'Agus', city: 'Semarang', rating: 5, product: 'Power Bank 10000mAh', text: 'Barang berbaterai ternyata bisa lewat jalur khusus. Harga total sudah termasuk semua, cocok untuk dijual lagi.' },
  { name: 'Siti', city: 'Makassar', rating: 5, product: 'Organizer Kosmetik Akrilik', text: 'Pertama kali impor sendiri, dibantu konsolidasi tiga toko jadi satu kiriman. Ongkirnya jadi jauh lebih hemat.' },
  { name: 'Yoga', city: 'Yogyakarta', rating: 4, product: 'Mouse Gaming Wireless', text: 'Cari pakai foto produk langsung ketemu barangnya. Proses cepat, cuma packing kayu perlu bayar tambahan sedikit.' },
  { name: 'Wulan', city: 'Medan', rating: 5, product: 'Serum Wajah Niacinamide', text: 'Tim CS menjelaskan aturan BPOM untuk kosmetik sebelum saya bayar. Transparan dan jujur, akan order lagi.' },
  { name: 'Fajar', city: 'Denpasar', rating: 5, product: 'Koper Kabin 20 inch', text: 'Koper dari Tmall original dan garansi toko tetap bisa diklaim lewat Titip. Tracking update setiap ada perpindahan gudang.' },
];

/** Last transactions for the home carousel (invented first names; bills in rupiah). */
export const LAST_TRANSACTIONS: { buyer: string; product: string; total: number; minutesAgo: number }[] = [
  { buyer: 'Andi Pratama', product: 'Tas Ransel Laptop Anti Air 15.6 inch', total: 1_245_000, minutesAgo: 12 },
  { buyer: 'Dewi Lestari', product: 'Hijab Segi Empat Voal Premium', total: 3_860_500, minutesAgo: 27 },
  { buyer: 'Budi Santoso', product: 'Keyboard Mekanikal 68 Keys Hot-swap', total: 712_300, minutesAgo: 41 },
  { buyer: 'Nur Aisyah', product: 'Serum Wajah Niacinamide 10% 30ml', total: 389_000, minutesAgo: 58 },
  { buyer: 'Rizky Ramadhan', product: 'Sepatu Lari Li-Ning Red Hare 7', total: 1_512_750, minutesAgo: 75 },
  { buyer: 'Indah Permatasari', product: 'Dress Wanita Korea Lengan Panjang', total: 642_900, minutesAgo: 96 },
  { buyer: 'Hendra Wijaya', product: 'Power Bank 10000mAh Fast Charging 22.5W', total: 2_940_000, minutesAgo: 130 },
  { buyer: 'Maya Sari', product: 'Blender Portable Joyoung 350ml', total: 498_600, minutesAgo: 164 },
  { buyer: 'Yusuf Hidayat', product: 'Robot Penyedot Debu Xiaomi Mijia', total: 4_315_200, minutesAgo: 210 },
  { buyer: 'Fitri Handayani', product: 'Organizer Kosmetik Akrilik 3 Susun', total: 905_400, minutesAgo: 255 },
  { buyer: 'Eko Saputra', product: 'Lampu LED Strip RGB 5 Meter USB + Remote', total: 1_078_000, minutesAgo: 318 },
  { buyer: 'Ayu Kartika', product: 'Set Skincare Perfect Diary 3 in 1', total: 867_450, minutesAgo: 402 },
];

/** Support topics of the floating chat; `channel` picks the WhatsApp number. */
export const SUPPORT_TOPICS: { topic: string; topic_en: string; icon: string; channel: 'cs' | 'sales'; text: string }[] = [
  { topic: 'Cara Pemesanan', topic_en: 'How to order', icon: 'cart', channel: 'sales', text: 'Halo Titip, saya ingin bertanya tentang cara pemesanan.' },
  { topic: 'Status Pesanan', topic_en: 'Order status', icon: 'truck', channel: 'cs', text: 'Halo Titip, saya ingin menanyakan status pesanan saya.' },
  { topic: 'Pembayaran', topic_en: 'Payment', icon: 'wallet', channel: 'cs', text: 'Halo Titip, saya ingin bertanya tentang pembayaran.' },
  { topic: 'Bea Masuk dan Pajak', topic_en: 'Import duty and taxes', icon: 'receipt', channel: 'cs', text: 'Halo Titip, saya ingin bertanya tentang bea masuk dan pajak.' },
  { topic: 'Refund dan Komplain', topic_en: 'Refunds and complaints', icon: 'refund', channel: 'cs', text: 'Halo Titip, saya ingin mengajukan komplain atau refund.' },
  { topic: 'Kerja Sama dan Reseller', topic_en: 'Partnership and resellers', icon: 'handshake', channel: 'sales', text: 'Halo Titip, saya tertarik bekerja sama atau menjadi reseller.' },
];
