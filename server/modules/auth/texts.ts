// Localised texts of the auth module (spec sections 5 and 8 verbatim in English).
import type { Lang } from '../../http/errors.ts';

export type Text = { id: string; en: string };

export const TEXT = {
  idEmpty: { en: 'Email or telephone number cannot be empty', id: 'Email atau nomor telepon tidak boleh kosong' },
  idInvalid: { en: 'Email format or phone number is incorrect', id: 'Format email atau nomor telepon salah' },
  emailInvalid: { en: 'Email format is incorrect', id: 'Format email salah' },
  phoneInvalid: { en: 'Phone number is incorrect', id: 'Nomor telepon salah' },
  alreadyRegistered: { en: 'This account is already registered', id: 'Akun ini sudah terdaftar' },
  codeSent: { en: 'We have sent a confirmation code to your email', id: 'Kami telah mengirimkan kode konfirmasi ke email Anda' },
  codeNotSent: { en: 'Unable to send verification code at this time', id: 'Tidak dapat mengirim kode verifikasi saat ini' },
  verified: { en: 'Verification successful', id: 'Verifikasi berhasil' },
  verifyFailed: { en: 'Unable to verify your account at this time', id: 'Tidak dapat memverifikasi akun Anda saat ini' },
  tooManyAttempts: { en: 'Unable to verify your account at this time: too many attempts, request a new code', id: 'Tidak dapat memverifikasi akun Anda saat ini: terlalu banyak percobaan, minta kode baru' },
  registered: { en: 'Your account has been successfully created', id: 'Akun Anda berhasil dibuat' },
  registerFailed: { en: 'An error occurred while registering!', id: 'Terjadi kesalahan saat mendaftar!' },
  identityMismatch: { en: 'Must be the e-mail or phone number you verified', id: 'Harus sama dengan email atau nomor telepon yang sudah diverifikasi' },
  nameRequired: { en: 'First name cannot be empty', id: 'Nama depan tidak boleh kosong' },
  passwordTooShort: { en: 'Password must be at least 8 characters', id: 'Kata sandi minimal 8 karakter' },
  passwordMismatch: { en: 'Password confirmation does not match', id: 'Konfirmasi kata sandi tidak cocok' },
  loginOk: { en: 'Login successful', id: 'Berhasil masuk' },
  loginFailed: { en: 'Wrong phone number/e-mail and password combination', id: 'Kombinasi nomor telepon/email dan kata sandi salah' },
  loggedOut: { en: 'Logged out', id: 'Berhasil keluar' },
  resetSent: { en: 'If the account is registered, we have sent a reset code to it', id: 'Jika akun terdaftar, kami telah mengirimkan kode reset ke akun tersebut' },
  resetInvalid: { en: 'The reset code you entered is invalid or the password is not match', id: 'Kode reset yang Anda masukkan tidak valid atau kata sandi tidak cocok' },
  passwordReset: { en: 'Your password has been reset', id: 'Kata sandi Anda berhasil diatur ulang' },
  passwordChanged: { en: 'Your password has been updated', id: 'Kata sandi Anda berhasil diperbarui' },
  passwordChangeFailed: { en: 'Cannot update your password at this time', id: 'Tidak dapat memperbarui kata sandi Anda saat ini' },
  profile: { en: 'Profile', id: 'Profil' },
  profileUpdated: { en: 'Profile successfully updated', id: 'Profil berhasil diperbarui' },
  profileInvalid: { en: 'Please correct the following errors:', id: 'Mohon perbaiki kesalahan berikut:' },
  birthdayInvalid: { en: 'birthday must be a date (YYYY-MM-DD) in the past', id: 'tanggal lahir harus berupa tanggal (YYYY-MM-DD) yang sudah lewat' },
  avatarOk: { en: 'Avatar successfully updated', id: 'Avatar berhasil diperbarui' },
  avatarFailed: { en: 'Unable to update your avatar at this time', id: 'Tidak dapat memperbarui avatar Anda saat ini' },
  avatarType: { en: 'Unable to update your avatar at this time: the image must be png, gif or jpeg', id: 'Tidak dapat memperbarui avatar Anda saat ini: gambar harus png, gif atau jpeg' },
  googleFailed: { en: 'Google sign-in failed', id: 'Login dengan Google gagal' },
  googleUnavailable: { en: 'Google sign-in is not available right now', id: 'Login dengan Google sedang tidak tersedia' },
  accessTokenCreated: { en: 'Access token created', id: 'Token akses dibuat' },
  mailCodeSubject: { en: 'Your Titip verification code', id: 'Kode verifikasi Titip Anda' },
  mailCodeBody: { en: 'Your verification code is {code}. It expires in 10 minutes. Do not share it with anyone.', id: 'Kode verifikasi Anda adalah {code}. Kode berlaku 10 menit. Jangan berikan kode ini kepada siapa pun.' },
  mailResetSubject: { en: 'Reset your Titip password', id: 'Atur ulang kata sandi Titip Anda' },
  mailResetBody: { en: 'Your password reset code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.', id: 'Kode reset kata sandi Anda adalah {code}. Kode berlaku 10 menit. Abaikan pesan ini jika Anda tidak memintanya.' },
} as const satisfies Record<string, Text>;

export function tr(lang: Lang, text: Text, vars: Record<string, string> = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}
