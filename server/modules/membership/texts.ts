// Localised texts and errors of the membership module. The application's thanks message is
// spec section 8's ('a thanks message asking to wait for verification').
import { AppError, t, type ErrorCode, type Lang } from '../../http/errors.ts';

export const MEMBERSHIP_TEXTS = {
  premiumPrice: { id: 'Harga upgrade premium', en: 'Premium upgrade price' },
  premiumInvoice: { id: 'Tagihan premium dibuat', en: 'Premium invoice created' },
  membership: { id: 'Status keanggotaan', en: 'Membership status' },
  applied: {
    id: 'Terima kasih, pendaftaran Anda sudah kami terima. Mohon tunggu verifikasi dari tim kami.',
    en: 'Thank you, we have received your application. Please wait for our team to verify it.',
  },
  application: { id: 'Pendaftaran', en: 'Application' },
  applications: { id: 'Daftar pendaftaran', en: 'Applications' },
  applicationNotFound: { id: 'Pendaftaran tidak ditemukan', en: 'Application not found' },
  applicationPending: { id: 'Anda masih memiliki pendaftaran yang menunggu verifikasi', en: 'You already have an application awaiting verification' },
  alreadyApproved: { id: 'Pendaftaran Anda sudah disetujui', en: 'Your application has already been approved' },
  applicationDecided: { id: 'Pendaftaran sudah diputuskan', en: 'The application has already been decided' },
  decided: { id: 'Keputusan disimpan', en: 'Decision saved' },
  invalidField: { id: 'Data tidak valid', en: 'Invalid data' },
  affiliate: { id: 'Afiliasiku', en: 'My affiliation' },
  notPartner: { id: 'Halaman tidak ditemukan', en: 'Page not found' },
  partnerSaved: { id: 'Status mitra afiliasi disimpan', en: 'Affiliate partner status saved' },
  customerNotFound: { id: 'Pelanggan tidak ditemukan', en: 'Customer not found' },
  adminOnly: { id: 'Hanya admin yang dapat melakukan ini', en: 'Only an admin can do this' },
  idempotencyRequired: { id: 'Header Idempotency-Key wajib diisi', en: 'The Idempotency-Key header is required' },
} as const;

export type MembershipText = keyof typeof MEMBERSHIP_TEXTS;

export function memberText(lang: Lang, key: MembershipText): string {
  return t(lang, MEMBERSHIP_TEXTS[key]);
}

export function memberError(code: ErrorCode, lang: Lang, key: MembershipText, reason: string, field?: string): AppError {
  return new AppError(code, { message: memberText(lang, key), reason, ...(field ? { field } : {}) });
}
