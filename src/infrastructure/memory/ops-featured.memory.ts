// OpsFeaturedApi in memory (stories, unit tests): the server's rules on a small seeded list: any staff
// role reads, operator and admin write (403 ROLE_FORBIDDEN otherwise, 401 without a staff session),
// the domain's checks (422 naming the field), one answer per Idempotency-Key, the revision up at each edit.
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import type { OpsFeaturedApi, StaffFeaturedImage } from '../../application/ports/ops-featured-api.port';
import { featuredImageProblems, normaliseFeaturedInput, type FeaturedImageInput } from '../../domain/featured';
import { copy } from './memory-helpers';

const picture = (seed: string) => ({ image_url: `https://picsum.photos/seed/${seed}/300`, image_width: 300, image_height: 300 });
const UPDATED = '2024-03-01T02:00:00.000Z';

export const SEEDED_FEATURED: readonly StaffFeaturedImage[] = [
  {
    id: 1, placement: 'header', title: 'Hemat 10% untuk semua titipan', title_en: '10% off every order', summary: 'Kode HEMAT10, belanja minimal Rp 100.000.',
    summary_en: 'Code HEMAT10, orders from Rp 100,000.', ...picture('banner-1'), link: '/promo', action_label: null, action_label_en: null, active: true, sort: 0, revision: 1, updatedAt: UPDATED,
  },
  {
    id: 2, placement: 'pop_up', title: 'Pelanggan baru hemat Rp 50.000', title_en: 'New customers save Rp 50,000', summary: 'Potongan Rp 50.000 dengan kode BARU50.',
    summary_en: 'Rp 50,000 off with code BARU50.', ...picture('banner-2'), link: '/promonewcustomer', action_label: null, action_label_en: null, active: true, sort: 0, revision: 1, updatedAt: UPDATED,
  },
];

@injectable()
export class MemoryOpsFeaturedApi implements OpsFeaturedApi {
  readonly rows: StaffFeaturedImage[] = SEEDED_FEATURED.map((r) => copy(r));
  private readonly answers = new Map<string, unknown>();
  private nextId = 3;

  constructor(@inject(STAFF_SESSION_STORE) private readonly staff: StaffSessionStore) {}

  private caller(write: boolean): void {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    if (write && session.staff.role === 'warehouse') throw new ApiError('FORBIDDEN', { reason: 'ROLE_FORBIDDEN', message: 'Peran Anda tidak diizinkan' });
  }

  private once<T>(key: string, run: () => T): T {
    if (this.answers.has(key)) return copy(this.answers.get(key) as T);
    const answer = run();
    this.answers.set(key, answer);
    return copy(answer);
  }

  private checked(input: FeaturedImageInput): FeaturedImageInput {
    const normal = normaliseFeaturedInput(input);
    const [field] = Object.keys(featuredImageProblems(normal));
    if (field !== undefined) throw new ApiError('UNPROCESSABLE', { reason: 'VALIDATION', field: `body.${field}`, message: 'Periksa isian ini' });
    return normal.image_url === null ? { ...normal, image_width: null, image_height: null } : normal;
  }

  async list(): Promise<StaffFeaturedImage[]> {
    this.caller(false);
    return copy([...this.rows].sort((a, b) => a.placement.localeCompare(b.placement) || a.sort - b.sort || a.id - b.id));
  }

  async create(input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage> {
    this.caller(true);
    return this.once(idempotencyKey, () => {
      const row: StaffFeaturedImage = { ...this.checked(input), id: this.nextId++, revision: 1, updatedAt: new Date(0).toISOString() };
      this.rows.push(row);
      return row;
    });
  }

  async update(id: number, input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage> {
    this.caller(true);
    return this.once(idempotencyKey, () => {
      const index = this.rows.findIndex((r) => r.id === id);
      const before = this.rows[index];
      if (!before) throw new ApiError('NOT_FOUND', { reason: 'FEATURED_IMAGE_NOT_FOUND' });
      const after: StaffFeaturedImage = { ...this.checked(input), id, revision: before.revision + 1, updatedAt: before.updatedAt };
      this.rows[index] = after;
      return after;
    });
  }

  async remove(id: number, idempotencyKey: string): Promise<void> {
    this.caller(true);
    this.once(idempotencyKey, () => {
      const index = this.rows.findIndex((r) => r.id === id);
      if (index < 0) throw new ApiError('NOT_FOUND', { reason: 'FEATURED_IMAGE_NOT_FOUND' });
      this.rows.splice(index, 1);
      return true;
    });
  }
}
