// Texts of the phone verification panel on /settings and /withdraw (Indonesian is the source language).
import { defineMessage, defineMessages } from 'react-intl';

export const phoneMessages = defineMessages({
  title: { id: 'phone.verify.title', defaultMessage: 'Verifikasi nomor telepon' },
  send: { id: 'phone.verify.send', defaultMessage: 'Kirim kode SMS' },
  resend: { id: 'phone.verify.resend', defaultMessage: 'Kirim ulang kode SMS' },
  sending: { id: 'phone.verify.sending', defaultMessage: 'Mengirim...' },
  code: { id: 'phone.verify.code', defaultMessage: 'Kode verifikasi SMS' },
  codeRequired: { id: 'phone.verify.codeRequired', defaultMessage: 'Masukkan kode dari SMS.' },
  codeFormat: { id: 'phone.verify.codeFormat', defaultMessage: 'Kode terdiri dari 6 angka.' },
  submit: { id: 'phone.verify.submit', defaultMessage: 'Verifikasi nomor' },
  failed: { id: 'phone.verify.failed', defaultMessage: 'Nomor telepon belum dapat diverifikasi. Silakan coba lagi.' },
});

export const phoneVerified = defineMessage<{ phone: string }>({ id: 'phone.verify.verified', defaultMessage: 'Nomor telepon {phone} sudah terverifikasi.' });
export const phoneUnverified = defineMessage<{ phone: string }>({ id: 'phone.verify.unverified', defaultMessage: 'Nomor telepon {phone} belum terverifikasi. Kode penarikan hanya dikirim ke nomor yang sudah diverifikasi.' });
export const phoneSent = defineMessage<{ to: string }>({ id: 'phone.verify.sent', defaultMessage: 'Kode verifikasi dikirim ke {to}.' });
export const phoneDone = defineMessage({ id: 'phone.verify.done', defaultMessage: 'Nomor telepon berhasil diverifikasi.' });
