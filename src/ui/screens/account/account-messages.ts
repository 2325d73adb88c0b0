/** Texts shared by the account screens (/register, /reset-password). English: the spec's texts verbatim where it has one. */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { IdentifierError } from '../../../application/session/identifier';

export const am = defineMessages({
  identifier: { id: 'account.identifier', defaultMessage: 'Nomor telepon atau e-mail' },
  identifierEmpty: { id: 'account.error.identifierEmpty', defaultMessage: 'Email atau nomor telepon tidak boleh kosong' },
  identifierInvalid: { id: 'account.error.identifierInvalid', defaultMessage: 'Format email atau nomor telepon salah' },
  required: { id: 'account.error.required', defaultMessage: 'Wajib diisi' },
  email: { id: 'account.error.email', defaultMessage: 'Format email salah' },
  phone: { id: 'account.error.phone', defaultMessage: 'Nomor telepon salah (contoh: 081234567890)' },
  passwordShort: { id: 'account.error.passwordShort', defaultMessage: 'Kata sandi minimal 8 karakter' },
  passwordMismatch: { id: 'account.error.passwordMismatch', defaultMessage: 'Konfirmasi kata sandi tidak cocok' },
  show: { id: 'account.password.show', defaultMessage: 'Tampilkan kata sandi' },
  hide: { id: 'account.password.hide', defaultMessage: 'Sembunyikan kata sandi' },
  resend: { id: 'account.resend', defaultMessage: 'Kirim ulang kode' },
  processing: { id: 'account.processing', defaultMessage: 'Memproses...' },
  haveAccount: { id: 'account.haveAccount', defaultMessage: 'Sudah punya akun?' },
  login: { id: 'account.login', defaultMessage: 'Masuk' },
  startOver: { id: 'account.startOver', defaultMessage: 'Ganti nomor telepon atau e-mail' },
});

export const resendIn = defineMessage<{ seconds: number }>({
  id: 'account.resendIn', defaultMessage: 'Kirim ulang kode dalam {seconds} detik',
});

export const identifierErrors: Record<IdentifierError, MessageDescriptor> = {
  empty: am.identifierEmpty,
  invalid: am.identifierInvalid,
};

/** The field error codes of the account view-models. */
export type FieldError = 'required' | 'email' | 'phone' | 'password_short' | 'password_mismatch';

/** Field error codes of the account view-models -> texts. */
export const fieldErrors: Record<FieldError, MessageDescriptor> = {
  required: am.required,
  email: am.email,
  phone: am.phone,
  password_short: am.passwordShort,
  password_mismatch: am.passwordMismatch,
};
