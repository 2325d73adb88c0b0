// OpsMembershipApi in memory (stories, unit tests): the server's rules on a small seeded queue:
// admin only (403 ROLE_FORBIDDEN otherwise, 401 without a staff session), a decided application
// is a 409 STATE_CONFLICT, one answer per Idempotency-Key.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import type { OpsMembershipApi, PartnerResult, StaffApplication } from '../../application/ports/ops-membership-api.port';
import type { ApplicationStatus } from '../../domain/membership';
import { copy } from './memory-helpers';

const SEEDED: readonly StaffApplication[] = [
  {
    id: 1, kind: 'reseller', status: 'pending', decisionNote: null, createdAt: '2024-03-01T02:00:00.000Z',
    details: { store_name: 'Toko Sari Jaya', city: 'Bandung', whatsapp: '081234567890', sales_channel: 'instagram', monthly_orders: 40, social_url: 'instagram.com/sarijaya', notes: null },
    customer: { name: 'Sari Wulandari', email: 'sari@example.com', phoneNumber: '081234567890' },
  },
  {
    id: 2, kind: 'agent', status: 'pending', decisionNote: null, createdAt: '2024-03-01T02:30:00.000Z',
    details: { full_name: 'Budi Santoso', nik: '3173010101900001', city: 'Jakarta', address: 'Jl. Tebet Raya 12', whatsapp: '081298765432', coverage_area: 'Jakarta Selatan', experience: null },
    customer: { name: 'Budi Santoso', email: 'budi@example.com', phoneNumber: '081298765432' },
  },
];

@injectable()
export class MemoryOpsMembershipApi implements OpsMembershipApi {
  readonly rows: StaffApplication[] = SEEDED.map((a) => copy(a));
  private readonly answers = new Map<string, unknown>();

  constructor(@inject(STAFF_SESSION_STORE) private readonly staff: StaffSessionStore) {}

  private admin(): void {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    if (session.staff.role !== 'admin') throw new ApiError('FORBIDDEN', { reason: 'ROLE_FORBIDDEN', message: 'Peran Anda tidak diizinkan' });
  }

  private once<T>(key: string, run: () => T): T {
    if (this.answers.has(key)) return copy(this.answers.get(key) as T);
    const answer = run();
    this.answers.set(key, answer);
    return copy(answer);
  }

  async applications(status: ApplicationStatus): Promise<StaffApplication[]> {
    this.admin();
    return copy(this.rows.filter((a) => a.status === status));
  }

  async decide(id: number, decision: 'approve' | 'reject', note: string | null, idempotencyKey: string): Promise<ApplicationStatus> {
    this.admin();
    return this.once(idempotencyKey, () => {
      const row = this.rows.find((a) => a.id === id);
      if (!row) throw new ApiError('NOT_FOUND', { reason: 'APPLICATION_NOT_FOUND' });
      if (row.status !== 'pending') throw new ApiError('CONFLICT', { reason: 'STATE_CONFLICT' });
      row.status = decision === 'approve' ? 'approved' : 'rejected';
      row.decisionNote = note;
      return row.status;
    });
  }

  async setPartner(email: string, partner: boolean, idempotencyKey: string): Promise<PartnerResult> {
    this.admin();
    return this.once(idempotencyKey, () => {
      const known = this.rows.find((a) => a.customer.email === email.trim().toLowerCase());
      if (!known) throw new ApiError('NOT_FOUND', { reason: 'CUSTOMER_NOT_FOUND', field: 'body.email', message: 'Pelanggan tidak ditemukan' });
      return { email: known.customer.email, isAffiliatePartner: partner, referralCode: partner ? 'SARI2024' : null };
    });
  }
}
