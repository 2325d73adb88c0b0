// The console's featured-image calls (docs/banners.md, docs/api/content.md "Featured images"): every
// banner and pop-up (any staff role), create / replace / delete ('content' permission: operator,
// admin). Writes carry an Idempotency-Key; a 422 names the field (ApiError.field 'body.<field>').
import type { FeaturedImageInput } from '../../domain/featured';

export const OPS_FEATURED_API = Symbol.for('ops.OpsFeaturedApi');

export interface StaffFeaturedImage extends FeaturedImageInput {
  id: number;
  revision: number;
  updatedAt: string;
}

export interface OpsFeaturedApi {
  list(): Promise<StaffFeaturedImage[]>;
  create(input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage>;
  update(id: number, input: FeaturedImageInput, idempotencyKey: string): Promise<StaffFeaturedImage>;
  remove(id: number, idempotencyKey: string): Promise<void>;
}
