// Texts of /wallet, /withdraw and /bank-account (Indonesian is the source language).
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { AmountProblem } from '../../../application/payment/wallet-rules';

export const walletMessages = defineMessages({
  title: { id: 'wallet.title', defaultMessage: 'Saldo Titip' },
  balance: { id: 'wallet.balance', defaultMessage: 'Saldo' },
  loadFailed: { id: 'wallet.loadFailed', defaultMessage: 'Saldo tidak dapat dimuat.' },
  retry: { id: 'wallet.retry', defaultMessage: 'Coba lagi' },
  entriesTitle: { id: 'wallet.entries.title', defaultMessage: 'Riwayat saldo' },
  entriesEmpty: { id: 'wallet.entries.empty', defaultMessage: 'Belum ada mutasi saldo.' },
  date: { id: 'wallet.entries.date', defaultMessage: 'Tanggal' },
  kind: { id: 'wallet.entries.kind', defaultMessage: 'Jenis' },
  amount: { id: 'wallet.amount', defaultMessage: 'Jumlah' },
  invoice: { id: 'wallet.entries.invoice', defaultMessage: 'Tagihan' },
  topUpTitle: { id: 'wallet.topUp.title', defaultMessage: 'Isi saldo' },
  topUpAmount: { id: 'wallet.topUp.amount', defaultMessage: 'Jumlah isi saldo (Rp)' },
  topUpHint: { id: 'wallet.topUp.hint', defaultMessage: 'Minimal Rp10.000, maksimal Rp50.000.000. Tagihan isi saldo dibayar lewat virtual account atau QRIS.' },
  topUpSubmit: { id: 'wallet.topUp.submit', defaultMessage: 'Isi Saldo' },
  topUpFailed: { id: 'wallet.topUp.failed', defaultMessage: 'Isi saldo belum dapat dibuat. Silakan coba lagi.' },
  sending: { id: 'wallet.sending', defaultMessage: 'Memproses...' },
  withdrawLink: { id: 'wallet.withdrawLink', defaultMessage: 'Tarik saldo' },
  withdrawTitle: { id: 'withdraw.title', defaultMessage: 'Tarik Saldo' },
  account: { id: 'withdraw.account', defaultMessage: 'Rekening tujuan' },
  noAccount: { id: 'withdraw.noAccount', defaultMessage: 'Belum ada rekening bank untuk penarikan.' },
  addAccountLink: { id: 'withdraw.addAccountLink', defaultMessage: 'Tambah rekening bank' },
  manageAccounts: { id: 'withdraw.manageAccounts', defaultMessage: 'Kelola rekening bank' },
  withdrawAmount: { id: 'withdraw.amount', defaultMessage: 'Jumlah penarikan (Rp)' },
  withdrawHint: { id: 'withdraw.hint', defaultMessage: 'Minimal Rp10.000. Saldo langsung berkurang saat penarikan diajukan.' },
  pin: { id: 'withdraw.pin', defaultMessage: 'PIN dompet' },
  pinRequired: { id: 'withdraw.pinRequired', defaultMessage: 'Masukkan PIN dompet Anda.' },
  pinFormat: { id: 'withdraw.pinFormat', defaultMessage: 'PIN terdiri dari 6 angka.' },
  noPin: { id: 'withdraw.noPin', defaultMessage: 'Anda belum membuat PIN dompet. Penarikan saldo memerlukan PIN.' },
  setPinLink: { id: 'withdraw.setPinLink', defaultMessage: 'Buat PIN dompet' },
  otp: { id: 'withdraw.otp', defaultMessage: 'Kode sekali pakai' },
  otpSend: { id: 'withdraw.otpSend', defaultMessage: 'Kirim kode' },
  otpResend: { id: 'withdraw.otpResend', defaultMessage: 'Kirim ulang' },
  otpSending: { id: 'withdraw.otpSending', defaultMessage: 'Mengirim…' },
  otpHint: { id: 'withdraw.otpHint', defaultMessage: 'Kami mengirim kode 6 angka ke email (dan nomor telepon) Anda. Berlaku 5 menit.' },
  otpVerified: { id: 'withdraw.otpVerified', defaultMessage: 'Kode terverifikasi untuk penarikan berikutnya.' },
  otpRequired: { id: 'withdraw.otpRequired', defaultMessage: 'Masukkan kode 6 angka yang kami kirim.' },
  otpFormat: { id: 'withdraw.otpFormat', defaultMessage: 'Kode terdiri dari 6 angka.' },
  otpFailed: { id: 'withdraw.otpFailed', defaultMessage: 'Kode belum dapat dikirim atau diverifikasi. Silakan coba lagi.' },
  accountRequired: { id: 'withdraw.accountRequired', defaultMessage: 'Pilih rekening tujuan.' },
  withdrawSubmit: { id: 'withdraw.submit', defaultMessage: 'Ajukan Penarikan' },
  withdrawFailed: { id: 'withdraw.failed', defaultMessage: 'Penarikan belum dapat diajukan. Silakan coba lagi.' },
  withdrawalsTitle: { id: 'withdraw.list.title', defaultMessage: 'Riwayat penarikan' },
  withdrawalsEmpty: { id: 'withdraw.list.empty', defaultMessage: 'Belum ada penarikan.' },
  status: { id: 'withdraw.list.status', defaultMessage: 'Status' },
  backToWallet: { id: 'withdraw.backToWallet', defaultMessage: 'Kembali ke saldo' },
  bankTitle: { id: 'bankAccount.title', defaultMessage: 'Rekening Bank' },
  bankEmpty: { id: 'bankAccount.empty', defaultMessage: 'Belum ada rekening bank.' },
  bankLoadFailed: { id: 'bankAccount.loadFailed', defaultMessage: 'Rekening bank tidak dapat dimuat.' },
  main: { id: 'bankAccount.main', defaultMessage: 'Rekening utama' },
  setMain: { id: 'bankAccount.setMain', defaultMessage: 'Jadikan utama' },
  remove: { id: 'bankAccount.remove', defaultMessage: 'Hapus' },
  addTitle: { id: 'bankAccount.addTitle', defaultMessage: 'Tambah rekening' },
  bankSearch: { id: 'bankAccount.bankSearch', defaultMessage: 'Cari bank' },
  bank: { id: 'bankAccount.bank', defaultMessage: 'Bank' },
  chooseBank: { id: 'bankAccount.chooseBank', defaultMessage: 'Pilih bank' },
  number: { id: 'bankAccount.number', defaultMessage: 'Nomor rekening' },
  ownerName: { id: 'bankAccount.ownerName', defaultMessage: 'Nama pemilik rekening' },
  branch: { id: 'bankAccount.branch', defaultMessage: 'Cabang (opsional)' },
  add: { id: 'bankAccount.add', defaultMessage: 'Simpan rekening' },
  bankRequired: { id: 'bankAccount.bankRequired', defaultMessage: 'Pilih bank.' },
  numberRequired: { id: 'bankAccount.numberRequired', defaultMessage: 'Nomor rekening wajib diisi.' },
  numberInvalid: { id: 'bankAccount.numberInvalid', defaultMessage: 'Nomor rekening harus 6 sampai 20 angka.' },
  ownerRequired: { id: 'bankAccount.ownerRequired', defaultMessage: 'Nama pemilik rekening wajib diisi.' },
  bankFailed: { id: 'bankAccount.failed', defaultMessage: 'Rekening bank belum dapat disimpan. Silakan coba lagi.' },
});

export const amountTexts: Readonly<Record<AmountProblem, MessageDescriptor>> = defineMessages({
  required: { id: 'wallet.amount.required', defaultMessage: 'Masukkan jumlah.' },
  invalid: { id: 'wallet.amount.invalid', defaultMessage: 'Masukkan jumlah dalam rupiah tanpa desimal.' },
  min: { id: 'wallet.amount.min', defaultMessage: 'Jumlah minimal {min}.' },
  max: { id: 'wallet.amount.max', defaultMessage: 'Jumlah maksimal {max}.' },
});

/** The ledger's kinds (WalletEntryKind); others show as sent. */
export const entryKindTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  topup: { id: 'wallet.kind.topup', defaultMessage: 'Isi saldo' },
  commission: { id: 'wallet.kind.commission', defaultMessage: 'Komisi afiliasi' },
  payment: { id: 'wallet.kind.payment', defaultMessage: 'Pembayaran' },
  refund: { id: 'wallet.kind.refund', defaultMessage: 'Pengembalian dana' },
  withdrawal: { id: 'wallet.kind.withdrawal', defaultMessage: 'Penarikan' },
  adjustment: { id: 'wallet.kind.adjustment', defaultMessage: 'Penyesuaian' },
});

/** The withdrawals' statuses (WithdrawalStatus); others show as sent. */
export const withdrawalStatusTexts: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  pending: { id: 'withdraw.status.pending', defaultMessage: 'Diproses' },
  queued: { id: 'withdraw.status.queued', defaultMessage: 'Dalam antrean' },
  completed: { id: 'withdraw.status.completed', defaultMessage: 'Berhasil' },
  failed: { id: 'withdraw.status.failed', defaultMessage: 'Gagal (saldo dikembalikan)' },
});

export const withdrawDone = defineMessage<{ amount: string; bank: string; number: string }>({
  id: 'withdraw.done', defaultMessage: 'Penarikan {amount} ke {bank} {number} diajukan.',
});

export const otpSent = defineMessage<{ to: string }>({ id: 'withdraw.otpSent', defaultMessage: 'Kode dikirim ke {to}.' });
