// Payment methods offered at checkout (GET payment-groups) and on the invoice page: only those the
// configured gateway takes (payments' `offers`, docs/payments.md). The invoice records the method
// chosen at checkout; its pay panel preselects it.
import type { Lang } from '../../http/errors.ts';

interface Method { code: string; name: string; description: { id: string; en: string } }
interface Group { group: string; label: { id: string; en: string }; methods: Method[] }

const va = (bank: string) => ({ id: `Transfer melalui virtual account ${bank}`, en: `Transfer to a ${bank} virtual account` });

export const PAYMENT_GROUPS: readonly Group[] = [
  {
    group: 'bank_transfer',
    label: { id: 'Transfer Bank (Virtual Account)', en: 'Bank transfer (virtual account)' },
    methods: [
      { code: 'bca_va', name: 'BCA Virtual Account', description: va('BCA') },
      { code: 'bni_va', name: 'BNI Virtual Account', description: va('BNI') },
      { code: 'bri_va', name: 'BRI Virtual Account', description: va('BRI') },
      { code: 'permata_va', name: 'Permata Virtual Account', description: va('Permata') },
      { code: 'mandiri_bill', name: 'Mandiri Bill Payment', description: { id: 'Bayar melalui Mandiri Bill Payment', en: 'Pay with Mandiri Bill Payment' } },
    ],
  },
  {
    group: 'qris',
    label: { id: 'QRIS', en: 'QRIS' },
    methods: [{ code: 'qris', name: 'QRIS', description: { id: 'Pindai kode QR dengan aplikasi pembayaran apa pun', en: 'Scan the QR code with any payment app' } }],
  },
  {
    group: 'ewallet',
    label: { id: 'Dompet Digital', en: 'E-wallet' },
    methods: [
      { code: 'gopay', name: 'GoPay', description: { id: 'Bayar dengan GoPay', en: 'Pay with GoPay' } },
      { code: 'shopeepay', name: 'ShopeePay', description: { id: 'Bayar dengan ShopeePay', en: 'Pay with ShopeePay' } },
    ],
  },
  {
    group: 'cstore',
    label: { id: 'Gerai Retail', en: 'Convenience store' },
    methods: [
      { code: 'alfamart', name: 'Alfamart', description: { id: 'Bayar tunai di kasir Alfamart, Alfamidi atau Dan+Dan', en: 'Pay cash at an Alfamart, Alfamidi or Dan+Dan cashier' } },
      { code: 'indomaret', name: 'Indomaret', description: { id: 'Bayar tunai di kasir Indomaret', en: 'Pay cash at an Indomaret cashier' } },
    ],
  },
  {
    group: 'card',
    label: { id: 'Kartu Kredit', en: 'Credit card' },
    methods: [{ code: 'credit_card', name: 'Kartu Kredit / Debit', description: { id: 'Visa, Mastercard, JCB', en: 'Visa, Mastercard, JCB' } }],
  },
  {
    group: 'wallet',
    label: { id: 'Saldo Titip', en: 'Titip wallet' },
    methods: [{ code: 'wallet', name: 'Saldo Titip', description: { id: 'Bayar dengan saldo akun Anda', en: 'Pay with your account balance' } }],
  },
];

export const PAYMENT_METHOD_CODES: readonly string[] = PAYMENT_GROUPS.flatMap((g) => g.methods.map((m) => m.code));

/** The name a customer knows a method by ('BCA Virtual Account'); the code itself when unknown. */
export function paymentMethodName(code: string | null): string | null {
  if (code === null) return null;
  return PAYMENT_GROUPS.flatMap((g) => g.methods).find((m) => m.code === code)?.name ?? code;
}

/** The groups in `lang`, with only the methods `offered` (by default all); a group left empty is left out. */
export function paymentGroupsWire(lang: Lang, offered: (code: string) => boolean = () => true) {
  return PAYMENT_GROUPS.map((g) => ({
    group: g.group,
    label: g.label[lang],
    methods: g.methods.filter((m) => offered(m.code)).map((m) => ({ code: m.code, name: m.name, description: m.description[lang] })),
  })).filter((g) => g.methods.length > 0);
}
