// Texts of the membership pages (own catalogue: ./messages, ids 'member.*'; docs/ui.md).
import { defineMessage, defineMessages } from 'react-intl';

export const memberMessages = defineMessages({
  loadFailed: { id: 'member.loadFailed', defaultMessage: 'Data gagal dimuat.' },
  premiumTitle: { id: 'member.premium.title', defaultMessage: 'Upgrade ke Premium' },
  premiumPrice: { id: 'member.premium.price', defaultMessage: 'Harga' },
  benefitsTitle: { id: 'member.premium.benefitsTitle', defaultMessage: 'Keuntungan Premium' },
  benefitBadge: { id: 'member.premium.benefitBadge', defaultMessage: 'Lencana Premium di profil Anda' },
  benefitExtend: { id: 'member.premium.benefitExtend', defaultMessage: 'Bayar lagi kapan saja: masa aktif baru ditambahkan setelah masa aktif sekarang' },
  payHint: { id: 'member.premium.payHint', defaultMessage: 'Bayar dengan transfer bank, QRIS atau saldo Titip di halaman tagihan.' },
  premiumSubmit: { id: 'member.premium.submit', defaultMessage: 'Upgrade Sekarang' },
  premiumExtend: { id: 'member.premium.extend', defaultMessage: 'Perpanjang Premium' },
  processing: { id: 'member.processing', defaultMessage: 'Memproses...' },
  premiumFailed: { id: 'member.premium.failed', defaultMessage: 'Tagihan premium gagal dibuat.' },
  resellerTitle: { id: 'member.reseller.title', defaultMessage: 'Gabung Komunitas Reseller' },
  resellerLead: { id: 'member.reseller.lead', defaultMessage: 'Jual kembali barang impor bersama Titip. Isi data usaha Anda; tim kami akan memverifikasinya.' },
  agentTitle: { id: 'member.agent.title', defaultMessage: 'Daftar Agen Titip' },
  agentLead: { id: 'member.agent.lead', defaultMessage: 'Agen Titip melayani pemesanan barang impor di wilayahnya. Isi data diri Anda untuk verifikasi.' },
  agentSignIn: { id: 'member.agent.signIn', defaultMessage: 'Masuk atau daftar akun Titip terlebih dahulu untuk mengisi formulir agen.' },
  signInButton: { id: 'member.signIn', defaultMessage: 'Masuk untuk Mendaftar' },
  submit: { id: 'member.apply.submit', defaultMessage: 'Kirim Pendaftaran' },
  thanks: { id: 'member.apply.thanks', defaultMessage: 'Terima kasih! Pendaftaran Anda sudah kami terima. Mohon tunggu verifikasi dari tim kami.' },
  applyFailed: { id: 'member.apply.failed', defaultMessage: 'Pendaftaran gagal dikirim.' },
  existing: { id: 'member.apply.existing', defaultMessage: 'Status pendaftaran Anda:' },
  applyAgain: { id: 'member.apply.again', defaultMessage: 'Anda dapat mengirim pendaftaran baru.' },
  chooseChannel: { id: 'member.channel.choose', defaultMessage: 'Pilih saluran' },
  affiliateTitle: { id: 'member.affiliate.title', defaultMessage: 'Afiliasiku' },
  affiliateLink: { id: 'member.affiliate.link', defaultMessage: 'Tautan referral' },
  copy: { id: 'member.affiliate.copy', defaultMessage: 'Salin Tautan' },
  copied: { id: 'member.affiliate.copied', defaultMessage: 'Tautan disalin.' },
  totalCommission: { id: 'member.affiliate.total', defaultMessage: 'Total komisi' },
  referredTitle: { id: 'member.affiliate.referred', defaultMessage: 'Pelanggan dari tautan Anda' },
  referredEmpty: { id: 'member.affiliate.referredEmpty', defaultMessage: 'Belum ada pelanggan yang mendaftar lewat tautan Anda.' },
  payoutsTitle: { id: 'member.affiliate.payouts', defaultMessage: 'Riwayat komisi' },
  payoutsEmpty: { id: 'member.affiliate.payoutsEmpty', defaultMessage: 'Belum ada komisi.' },
  payoutsHint: { id: 'member.affiliate.payoutsHint', defaultMessage: 'Komisi masuk ke saldo Titip Anda dan dapat ditarik ke rekening bank.' },
  colOrder: { id: 'member.affiliate.order', defaultMessage: 'Pesanan' },
  colBase: { id: 'member.affiliate.base', defaultMessage: 'Nilai barang' },
  colAmount: { id: 'member.affiliate.amount', defaultMessage: 'Komisi' },
  colDate: { id: 'member.affiliate.date', defaultMessage: 'Tanggal' },
  profileUpgrade: { id: 'member.profile.upgrade', defaultMessage: 'Upgrade ke Premium' },
  profileReseller: { id: 'member.profile.reseller', defaultMessage: 'Reseller' },
  profileAgent: { id: 'member.profile.agent', defaultMessage: 'Agen' },
});

/** Texts with values (typed for FormattedMessage). */
export const memberValueMessages = {
  premiumLead: defineMessage<{ days: string | number }>({ id: 'member.premium.lead', defaultMessage: 'Belanja lebih hemat dengan biaya transaksi lebih rendah selama {days} hari.' }),
  premiumPeriod: defineMessage<{ days: string | number }>({ id: 'member.premium.period', defaultMessage: 'untuk {days} hari' }),
  benefitFee: defineMessage<{ premium: string | number; regular: string | number }>({ id: 'member.premium.benefitFee', defaultMessage: 'Biaya transaksi {premium}% dari subtotal barang (biasanya {regular}%), di keranjang, kalkulator dan checkout' }),
  premiumActive: defineMessage<{ date: string | number }>({ id: 'member.premium.active', defaultMessage: 'Anda Premium hingga {date}.' }),
  sentOn: defineMessage<{ date: string | number }>({ id: 'member.apply.sentOn', defaultMessage: 'Dikirim {date}' }),
  teamNote: defineMessage<{ note: string | number }>({ id: 'member.apply.note', defaultMessage: 'Catatan tim: {note}' }),
  affiliateLead: defineMessage<{ percent: string | number }>({ id: 'member.affiliate.lead', defaultMessage: 'Bagikan tautan Anda. Setiap pesanan pelanggan yang mendaftar lewat tautan ini memberi Anda komisi {percent}% dari nilai barang saat pesanan diterima.' }),
  affiliateCode: defineMessage<{ code: string | number }>({ id: 'member.affiliate.code', defaultMessage: 'Kode: {code}' }),
  referredLine: defineMessage<{ count: string | number; date: string | number }>({ id: 'member.affiliate.referredLine', defaultMessage: 'Mendaftar {date} · {count} pesanan diterima' }),
  profilePremium: defineMessage<{ date: string | number }>({ id: 'member.profile.premium', defaultMessage: 'Premium hingga {date}' }),
};

export const fieldTexts = defineMessages({
  store_name: { id: 'member.field.store_name', defaultMessage: 'Nama toko atau usaha' },
  city: { id: 'member.field.city', defaultMessage: 'Kota' },
  whatsapp: { id: 'member.field.whatsapp', defaultMessage: 'Nomor WhatsApp' },
  sales_channel: { id: 'member.field.sales_channel', defaultMessage: 'Saluran penjualan utama' },
  monthly_orders: { id: 'member.field.monthly_orders', defaultMessage: 'Perkiraan pesanan per bulan' },
  social_url: { id: 'member.field.social_url', defaultMessage: 'Akun media sosial atau toko online (opsional)' },
  notes: { id: 'member.field.notes', defaultMessage: 'Catatan (opsional)' },
  full_name: { id: 'member.field.full_name', defaultMessage: 'Nama lengkap sesuai KTP' },
  nik: { id: 'member.field.nik', defaultMessage: 'NIK (16 digit)' },
  address: { id: 'member.field.address', defaultMessage: 'Alamat lengkap' },
  coverage_area: { id: 'member.field.coverage_area', defaultMessage: 'Wilayah layanan' },
  experience: { id: 'member.field.experience', defaultMessage: 'Pengalaman impor atau jastip (opsional)' },
});

export const channelTexts = defineMessages({
  instagram: { id: 'member.channel.instagram', defaultMessage: 'Instagram' },
  tiktok: { id: 'member.channel.tiktok', defaultMessage: 'TikTok' },
  marketplace: { id: 'member.channel.marketplace', defaultMessage: 'Marketplace (Shopee, Tokopedia, dll.)' },
  whatsapp: { id: 'member.channel.whatsapp', defaultMessage: 'WhatsApp' },
  offline: { id: 'member.channel.offline', defaultMessage: 'Toko offline' },
});

export const problemTexts = defineMessages({
  required: { id: 'member.problem.required', defaultMessage: 'Wajib diisi.' },
  too_short: { id: 'member.problem.too_short', defaultMessage: 'Terlalu pendek.' },
  too_long: { id: 'member.problem.too_long', defaultMessage: 'Terlalu panjang.' },
  invalid: { id: 'member.problem.invalid', defaultMessage: 'Format tidak valid.' },
});

export const statusTexts = defineMessages({
  pending: { id: 'member.status.pending', defaultMessage: 'Menunggu verifikasi' },
  approved: { id: 'member.status.approved', defaultMessage: 'Disetujui' },
  rejected: { id: 'member.status.rejected', defaultMessage: 'Ditolak' },
});
