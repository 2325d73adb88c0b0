// OpsFeaturedApi over the console's HttpClient (Authorization: Staff; docs/banners.md).
import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import type { OpsFeaturedApi, StaffFeaturedImage } from '../../application/ports/ops-featured-api.port';
import { isFeaturedPlacement, type FeaturedImageInput } from '../../domain/featured';
import { bool, list, malformed, num, obj, optStr, str } from './dto';
import { IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';
import { OPS_HTTP_CLIENT, STAFF_AUTH_SCHEME } from './ops-api.http';

const optNum = (value: unknown, path: string): number | null => (value === null || value === undefined ? null : num(value, path));

export function toStaffFeaturedImage(value: unknown, path: string): StaffFeaturedImage {
  const row = obj(value, path);
  if (!isFeaturedPlacement(row.placement)) throw malformed(`${path}.placement`);
  return {
    id: num(row.id, `${path}.id`), placement: row.placement, title: str(row.title, `${path}.title`), title_en: str(row.title_en, `${path}.title_en`),
    summary: str(row.summary ?? '', `${path}.summary`), summary_en: str(row.summary_en ?? '', `${path}.summary_en`),
    image_url: optStr(row.image_url, `${path}.image_url`), image_width: optNum(row.image_width, `${path}.image_width`), image_height: optNum(row.image_height, `${path}.image_height`),
    link: optStr(row.link, `${path}.link`), action_label: optStr(row.action_label, `${path}.action_label`), action_label_en: optStr(row.action_label_en, `${path}.action_label_en`),
    active: bool(row.active, `${path}.active`), sort: num(row.sort, `${path}.sort`), revision: num(row.revision, `${path}.revision`), updatedAt: str(row.updated_at, `${path}.updated_at`),
  };
}

@injectable()
export class HttpOpsFeaturedApi implements OpsFeaturedApi {
  constructor(
    @inject(OPS_HTTP_CLIENT) private readonly http: HttpClient,
    @inject(STAFF_SESSION_STORE) private readonly staff: StaffSessionStore,
  ) {}

  /** The staff header; without a stored session no call is made (401 STAFF_LOGIN_REQUIRED), as HttpOpsApi. */
  private headers(key?: string): Record<string, string> {
    const session = this.staff.current();
    if (!session) throw new ApiError('UNAUTHORIZED', { status: 401, reason: 'STAFF_LOGIN_REQUIRED' });
    return { Authorization: `${STAFF_AUTH_SCHEME} ${session.token}`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) };
  }

  async list(): Promise<StaffFeaturedImage[]> {
    const body = envelope(await this.http.get('ops/featured-images', { headers: this.headers() }));
    return list(body.data, 'data', toStaffFeaturedImage);
  }

  async create(input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage> {
    const body = envelope(await this.http.post('ops/featured-images', { body: { ...input }, headers: this.headers(idempotencyKey) }));
    return toStaffFeaturedImage(body.data, 'data');
  }

  async update(id: number, input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage> {
    const body = envelope(await this.http.put(`ops/featured-images/${id}`, { body: { ...input }, headers: this.headers(idempotencyKey) }));
    return toStaffFeaturedImage(body.data, 'data');
  }

  async remove(id: number, idempotencyKey: string): Promise<void> {
    envelope(await this.http.delete(`ops/featured-images/${id}`, { headers: this.headers(idempotencyKey) }));
  }
}
