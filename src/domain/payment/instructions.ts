/**
 * How to pay a charge, per method and channel (docs/payments.md "Payment instructions"): for each
 * virtual-account bank and Mandiri bill payment the ATM, mobile-banking and internet-banking steps;
 * for e-wallets the app (deep link, on a phone) or the QR code (on a computer); for convenience
 * stores what to tell the cashier. Data in Indonesian and English, filled with the charge's own
 * numbers. Only the invoice's pay panel imports this file (not the module index), so the texts load
 * with the invoice screen only.
 * The pay panel loads this file lazily, once a charge is shown (PaymentGuide.tsx); its labels are
 * in pay-texts.ts.
 */

import type { GuideLang, Text } from './pay-texts';

export type { GuideLang } from './pay-texts';

/** Where the customer pays: a bank's ATM, its mobile app, its internet banking, an e-wallet app, a QR scan, a shop's cashier. */
export type GuideChannel = 'atm' | 'mobile' | 'internet' | 'app' | 'qr' | 'cashier';
export type GuideDevice = 'phone' | 'computer';

export interface GuideSection {
  channel: GuideChannel;
  title: string;
  steps: string[];
}

/** The charge's values the steps quote; a missing one leaves its placeholder's words out of nothing (an empty string). */
export interface GuideValues {
  vaNumber?: string | null;
  billerCode?: string | null;
  billKey?: string | null;
  paymentCode?: string | null;
  /** The amount as the page shows it ('Rp 1.250.000'). */
  amount?: string | null;
}

interface SectionData {
  channel: GuideChannel;
  title: Text;
  steps: readonly Text[];
}

const t = (id: string, en: string): Text => ({ id, en });

const checkAmount = t('Periksa nama penerima dan jumlah tagihan {amount}, lalu konfirmasi.', 'Check the payee and the amount {amount}, then confirm.');
const keepReceipt = t('Simpan bukti pembayaran. Halaman ini diperbarui sendiri setelah pembayaran diterima.', 'Keep the receipt. This page updates itself once the payment is received.');

function va(bank: string, atm: readonly Text[], mobile: { name: string; steps: readonly Text[] }, internet: { name: string; steps: readonly Text[] }): readonly SectionData[] {
  return [
    { channel: 'atm', title: t(`ATM ${bank}`, `${bank} ATM`), steps: [t(`Masukkan kartu ATM ${bank} dan PIN Anda.`, `Insert your ${bank} ATM card and enter your PIN.`), ...atm, checkAmount, keepReceipt] },
    { channel: 'mobile', title: t(mobile.name, mobile.name), steps: [t(`Buka aplikasi ${mobile.name} dan masuk.`, `Open the ${mobile.name} app and sign in.`), ...mobile.steps, checkAmount, keepReceipt] },
    { channel: 'internet', title: t(internet.name, internet.name), steps: [t(`Masuk ke ${internet.name}.`, `Sign in to ${internet.name}.`), ...internet.steps, checkAmount, keepReceipt] },
  ];
}

const enterVa = t('Masukkan nomor virtual account {va}.', 'Enter the virtual account number {va}.');

const BANK_GUIDES: Readonly<Record<string, readonly SectionData[]>> = {
  bca_va: va('BCA',
    [t('Pilih "Transaksi Lainnya" > "Transfer" > "ke Rekening BCA Virtual Account".', 'Choose "Other Transactions" > "Transfer" > "to BCA Virtual Account".'), enterVa],
    { name: 'BCA mobile (m-BCA)', steps: [t('Pilih "m-Transfer" > "BCA Virtual Account".', 'Choose "m-Transfer" > "BCA Virtual Account".'), enterVa, t('Masukkan PIN m-BCA Anda.', 'Enter your m-BCA PIN.')] },
    { name: 'KlikBCA', steps: [t('Pilih "Transfer Dana" > "Transfer ke BCA Virtual Account".', 'Choose "Fund Transfer" > "Transfer to BCA Virtual Account".'), enterVa, t('Masukkan respons KeyBCA Anda.', 'Enter your KeyBCA response.')] }),
  bni_va: va('BNI',
    [t('Pilih "Menu Lainnya" > "Transfer" > "Virtual Account Billing".', 'Choose "Other Menu" > "Transfer" > "Virtual Account Billing".'), enterVa],
    { name: 'BNI Mobile Banking', steps: [t('Pilih "Transfer" > "Virtual Account Billing".', 'Choose "Transfer" > "Virtual Account Billing".'), enterVa, t('Masukkan password transaksi Anda.', 'Enter your transaction password.')] },
    { name: 'BNI Internet Banking', steps: [t('Pilih "Transfer" > "Virtual Account Billing".', 'Choose "Transfer" > "Virtual Account Billing".'), enterVa, t('Masukkan kode dari token BNI e-Secure Anda.', 'Enter the code from your BNI e-Secure token.')] }),
  bri_va: va('BRI',
    [t('Pilih "Transaksi Lain" > "Pembayaran" > "Lainnya" > "BRIVA".', 'Choose "Other Transactions" > "Payment" > "Others" > "BRIVA".'), enterVa],
    { name: 'BRImo', steps: [t('Pilih "BRIVA".', 'Choose "BRIVA".'), enterVa, t('Masukkan PIN BRImo Anda.', 'Enter your BRImo PIN.')] },
    { name: 'Internet Banking BRI', steps: [t('Pilih "Pembayaran" > "BRIVA".', 'Choose "Payment" > "BRIVA".'), enterVa, t('Masukkan password dan kode mToken Anda.', 'Enter your password and mToken code.')] }),
  permata_va: va('Permata',
    [t('Pilih "Transaksi Lainnya" > "Pembayaran" > "Pembayaran Lainnya" > "Virtual Account".', 'Choose "Other Transactions" > "Payment" > "Other Payments" > "Virtual Account".'), enterVa],
    { name: 'PermataMobile X', steps: [t('Pilih "Bayar Tagihan" > "Virtual Account".', 'Choose "Pay Bills" > "Virtual Account".'), enterVa, t('Konfirmasi dengan PIN atau kode OTP Anda.', 'Confirm with your PIN or one-time code.')] },
    { name: 'PermataNet', steps: [t('Pilih "Pembayaran Tagihan" > "Virtual Account".', 'Choose "Bill Payment" > "Virtual Account".'), enterVa, t('Masukkan kode dari token Anda.', 'Enter the code from your token.')] }),
  mandiri_bill: [
    {
      channel: 'atm', title: t('ATM Mandiri', 'Mandiri ATM'), steps: [
        t('Masukkan kartu ATM Mandiri dan PIN Anda.', 'Insert your Mandiri ATM card and enter your PIN.'),
        t('Pilih "Bayar/Beli" > "Lainnya" > "Multi Payment".', 'Choose "Pay/Buy" > "Others" > "Multi Payment".'),
        t('Masukkan kode perusahaan {biller}, lalu pilih "Benar".', 'Enter the company code {biller}, then choose "Correct".'),
        t('Masukkan kode bayar {billKey}, lalu pilih "Benar".', 'Enter the payment code {billKey}, then choose "Correct".'),
        checkAmount, keepReceipt,
      ],
    },
    {
      channel: 'mobile', title: t("Livin' by Mandiri", "Livin' by Mandiri"), steps: [
        t("Buka aplikasi Livin' by Mandiri dan masuk.", "Open the Livin' by Mandiri app and sign in."),
        t('Pilih "Bayar", lalu cari penyedia jasa dengan kode perusahaan {biller}.', 'Choose "Pay", then find the biller with the company code {biller}.'),
        t('Masukkan kode bayar {billKey}.', 'Enter the payment code {billKey}.'),
        checkAmount, t('Masukkan PIN Livin\' Anda.', 'Enter your Livin\' PIN.'), keepReceipt,
      ],
    },
    {
      channel: 'internet', title: t('Mandiri Internet Banking', 'Mandiri Internet Banking'), steps: [
        t('Masuk ke Mandiri Internet Banking.', 'Sign in to Mandiri Internet Banking.'),
        t('Pilih "Bayar" > "Multi Payment", lalu penyedia jasa dengan kode perusahaan {biller}.', 'Choose "Pay" > "Multi Payment", then the biller with the company code {biller}.'),
        t('Masukkan kode bayar {billKey}.', 'Enter the payment code {billKey}.'),
        checkAmount, t('Masukkan kode dari token atau OTP Anda.', 'Enter the code from your token or one-time password.'), keepReceipt,
      ],
    },
  ],
};

const EWALLET_APP: Readonly<Record<string, { app: string; button: Text }>> = {
  gopay: { app: 'Gojek / GoPay', button: t('Buka aplikasi GoPay', 'Open the GoPay app') },
  shopeepay: { app: 'Shopee', button: t('Buka aplikasi ShopeePay', 'Open the ShopeePay app') },
};

function ewalletGuide(code: string, device: GuideDevice): readonly SectionData[] {
  const wallet = EWALLET_APP[code];
  if (!wallet) return [];
  if (device === 'phone') {
    return [{
      channel: 'app', title: t(`Di aplikasi ${wallet.app}`, `In the ${wallet.app} app`), steps: [
        t(`Ketuk "${wallet.button.id}".`, `Tap "${wallet.button.en}".`),
        t(`Aplikasi ${wallet.app} terbuka: periksa detail dan jumlah {amount}.`, `The ${wallet.app} app opens: check the details and the amount {amount}.`),
        t('Ketuk "Bayar" dan masukkan PIN Anda.', 'Tap "Pay" and enter your PIN.'),
        t('Kembali ke halaman ini: statusnya diperbarui sendiri.', 'Come back to this page: it updates itself.'),
      ],
    }];
  }
  if (code === 'gopay') {
    return [{
      channel: 'qr', title: t('Pindai kode QR', 'Scan the QR code'), steps: [
        t('Buka aplikasi Gojek atau GoPay (atau aplikasi lain yang mendukung QRIS) di ponsel Anda.', 'Open the Gojek or GoPay app (or any other app that takes QRIS) on your phone.'),
        t('Ketuk "Bayar" atau ikon pindai, lalu pindai kode QR di halaman ini.', 'Tap "Pay" or the scan icon, then scan the QR code on this page.'),
        t('Periksa detail dan jumlah {amount}, lalu ketuk "Bayar".', 'Check the details and the amount {amount}, then tap "Pay".'),
        t('Masukkan PIN Anda. Halaman ini diperbarui sendiri.', 'Enter your PIN. This page updates itself.'),
      ],
    }];
  }
  return [{
    channel: 'qr', title: t('Buka di ponsel', 'Open on your phone'), steps: [
      t('Pindai kode QR di halaman ini dengan kamera ponsel Anda: aplikasi Shopee terbuka.', 'Scan the QR code on this page with your phone\'s camera: the Shopee app opens.'),
      t('Periksa detail dan jumlah {amount}, lalu ketuk "Bayar Sekarang".', 'Check the details and the amount {amount}, then tap "Pay Now".'),
      t('Masukkan PIN ShopeePay Anda. Halaman ini diperbarui sendiri.', 'Enter your ShopeePay PIN. This page updates itself.'),
    ],
  }];
}

const QRIS_GUIDE: readonly SectionData[] = [{
  channel: 'qr', title: t('Pindai kode QR', 'Scan the QR code'), steps: [
    t('Buka aplikasi dompet digital atau mobile banking yang mendukung QRIS (GoPay, OVO, DANA, ShopeePay, LinkAja, aplikasi bank).', 'Open an e-wallet or mobile-banking app that takes QRIS (GoPay, OVO, DANA, ShopeePay, LinkAja, a bank\'s app).'),
    t('Pindai kode QR di halaman ini.', 'Scan the QR code on this page.'),
    t('Periksa nama merchant dan jumlah {amount}, lalu konfirmasi dengan PIN Anda.', 'Check the merchant name and the amount {amount}, then confirm with your PIN.'),
  ],
}];

function storeGuide(store: string, outlets: string): readonly SectionData[] {
  return [{
    channel: 'cashier', title: t(`Di kasir ${store}`, `At the ${store} cashier`), steps: [
      t(`Datang ke gerai ${outlets} terdekat sebelum batas waktu pembayaran.`, `Go to the nearest ${outlets} store before the payment deadline.`),
      t('Katakan kepada kasir bahwa Anda ingin membayar tagihan belanja online, lalu tunjukkan atau sebutkan kode pembayaran {code}.', 'Tell the cashier you want to pay an online shopping bill, then show or read out the payment code {code}.'),
      t('Kasir menyebutkan jumlah {amount}: bayar tunai (gerai dapat mengenakan biaya layanan).', 'The cashier reads out the amount {amount}: pay in cash (the store may add a service fee).'),
      t('Simpan struk sebagai bukti pembayaran. Halaman ini diperbarui sendiri setelah pembayaran diterima.', 'Keep the receipt as proof of payment. This page updates itself once the payment is received.'),
    ],
  }];
}

const STORE_GUIDES: Readonly<Record<string, readonly SectionData[]>> = {
  alfamart: storeGuide('Alfamart', 'Alfamart, Alfamidi atau Dan+Dan'),
  indomaret: storeGuide('Indomaret', 'Indomaret'),
};

/** Methods that have written instructions (the card's 3-D Secure page and the wallet need none). */
export const GUIDED_METHODS: readonly string[] = [...Object.keys(BANK_GUIDES), 'qris', ...Object.keys(EWALLET_APP), ...Object.keys(STORE_GUIDES)];

function fill(text: string, values: GuideValues): string {
  return text
    .replace('{va}', values.vaNumber ?? '')
    .replace('{biller}', values.billerCode ?? '')
    .replace('{billKey}', values.billKey ?? '')
    .replace('{code}', values.paymentCode ?? '')
    .replace('{amount}', values.amount ?? '')
    .replace(/\s+([.,:])/g, '$1')
    .replace(/\s{2,}/g, ' ');
}

/**
 * The steps to pay a charge of `method` (a payment-groups code) in `lang`, with the charge's numbers
 * filled in; `device` picks the e-wallet's way (the app's deep link on a phone, the QR code on a
 * computer). An empty list for a method without written steps (card, wallet, unknown).
 */
export function paymentGuide(method: string, lang: GuideLang, values: GuideValues = {}, device: GuideDevice = 'computer'): GuideSection[] {
  const data = BANK_GUIDES[method] ?? STORE_GUIDES[method] ?? (method === 'qris' ? QRIS_GUIDE : ewalletGuide(method, device));
  return data.map((s) => ({ channel: s.channel, title: s.title[lang], steps: s.steps.map((step) => fill(step[lang], values)) }));
}
