/**
 * The pay panel's labels for the methods of issue 23 (e-wallets, convenience stores) and the reasons
 * a disabled 'Bayar' gives, in Indonesian and English. Data imported by the invoice's pay panel only
 * (not by the module index), so they load with the invoice screen instead of growing the boot
 * catalogue every route loads (docs/performance.md, docs/payments.md "Payment instructions").
 */

export type GuideLang = 'id' | 'en';
export type Text = Readonly<Record<GuideLang, string>>;

const t = (id: string, en: string): Text => ({ id, en });

export const PAY_TEXTS = {
  howToPay: t('Cara membayar', 'How to pay'),
  paymentCode: t('Kode pembayaran', 'Payment code'),
  storeCode: t('Kode pembayaran {store}', '{store} payment code'),
  openApp: t('Buka aplikasi {app}', 'Open the {app} app'),
  scanGopay: t('Pindai kode QR ini dengan aplikasi Gojek, GoPay, atau aplikasi lain yang mendukung QRIS.', 'Scan this QR code with the Gojek or GoPay app, or any other app that takes QRIS.'),
  scanToOpen: t('Pindai kode QR ini dengan kamera ponsel Anda untuk membuka aplikasi {app}.', 'Scan this QR code with your phone\'s camera to open the {app} app.'),
  openHint: t('Aplikasi {app} akan terbuka untuk menyelesaikan pembayaran.', 'The {app} app opens to finish the payment.'),
  qrLabel: t('Kode QR pembayaran {app}', '{app} payment QR code'),
  chooseFirst: t('Pilih metode pembayaran untuk mengaktifkan tombol "Bayar".', 'Choose a payment method to enable "Pay".'),
  unavailable: t('Metode yang dipilih saat checkout tidak tersedia saat ini. Pilih metode lain.', 'The method chosen at checkout is not available now. Choose another one.'),
} as const satisfies Record<string, Text>;

export type PayTextKey = keyof typeof PAY_TEXTS;

/** A PAY_TEXTS label in `lang`, with `{name}` placeholders filled from `values`. */
export function payText(key: PayTextKey, lang: GuideLang, values: Readonly<Record<string, string>> = {}): string {
  return PAY_TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The app a deep link opens, by method ('GoPay', 'ShopeePay'). */
export function ewalletName(method: string): string | null {
  if (method === 'gopay') return 'GoPay';
  if (method === 'shopeepay') return 'ShopeePay';
  return null;
}

/** The store's name by method ('Alfamart', 'Indomaret'). */
export function storeName(method: string): string | null {
  if (method === 'alfamart') return 'Alfamart';
  if (method === 'indomaret') return 'Indomaret';
  return null;
}
