// Texts of the payment panel on /track?nomor= (the owner's invoice).
import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  chooseMethod: { id: 'payment.chooseMethod', defaultMessage: 'Pilih metode pembayaran' },
  pay: { id: 'payment.pay', defaultMessage: 'Bayar' },
  paying: { id: 'payment.paying', defaultMessage: 'Memproses...' },
  cancelChange: { id: 'payment.cancelChange', defaultMessage: 'Batal' },
  changeMethod: { id: 'payment.changeMethod', defaultMessage: 'Ganti metode pembayaran' },
  optionsFailed: { id: 'payment.optionsFailed', defaultMessage: 'Metode pembayaran tidak dapat dimuat.' },
  retry: { id: 'payment.retry', defaultMessage: 'Coba lagi' },
  failed: { id: 'payment.failed', defaultMessage: 'Pembayaran belum dapat dibuat. Silakan coba lagi.' },
  vaNumber: { id: 'payment.vaNumber', defaultMessage: 'Nomor Virtual Account' },
  billerCode: { id: 'payment.billerCode', defaultMessage: 'Kode perusahaan (biller code)' },
  billKey: { id: 'payment.billKey', defaultMessage: 'Kode bayar (bill key)' },
  scanQr: { id: 'payment.scanQr', defaultMessage: 'Pindai kode QR ini dengan aplikasi pembayaran apa pun.' },
  qrLabel: { id: 'payment.qrLabel', defaultMessage: 'Kode QR pembayaran' },
  cardLink: { id: 'payment.cardLink', defaultMessage: 'Lanjutkan verifikasi kartu (3-D Secure)' },
  copy: { id: 'payment.copy', defaultMessage: 'Salin' },
  copyUnsupported: { id: 'payment.copy.unsupported', defaultMessage: 'Copy to clipboard not supported' },
  waiting: { id: 'payment.waiting', defaultMessage: 'Halaman ini diperbarui sendiri setelah pembayaran diterima.' },
  receiptTitle: { id: 'payment.receipt.title', defaultMessage: 'Pembayaran diterima' },
  paidAt: { id: 'payment.receipt.paidAt', defaultMessage: 'Dibayar pada' },
  amount: { id: 'payment.receipt.amount', defaultMessage: 'Jumlah' },
  method: { id: 'payment.receipt.method', defaultMessage: 'Metode' },
  walletUsed: { id: 'payment.walletUsed', defaultMessage: 'Saldo Titip dipakai' },
  amountDue: { id: 'payment.amountDue', defaultMessage: 'Jumlah yang harus dibayar' },
});

export const copySuccess = defineMessage<{ text: string }>({ id: 'payment.copy.success', defaultMessage: 'Successfully copy: {text}' });
export const useWalletLabel = defineMessage<{ balance: string }>({ id: 'payment.useWallet', defaultMessage: 'Gunakan saldo Titip ({balance})' });
export const payWithin = defineMessage<{ time: string }>({ id: 'payment.countdown', defaultMessage: 'Selesaikan pembayaran dalam {time}' });
export const bankVa = defineMessage<{ bank: string }>({ id: 'payment.bankVa', defaultMessage: 'Bank {bank}' });
