/**
 * The console's pure rules (docs/api/ops.md): which actions a line or a parcel offers in its state
 * to a staff member with these permissions, and the field checks of the action forms (as the
 * server checks them, so a form is refused before it is sent).
 */
import type { OpsPermission, PhotoUpload } from '../ports/ops-api.port';

export type LineAction = 'purchase' | 'out_of_stock' | 'receive' | 'photos' | 'problem' | 'returned';
export type ParcelAction = 'ship' | 'in_customs' | 'held' | 'cleared' | 'out_for_delivery' | 'delivered';

const LINE_ACTIONS: Readonly<Record<string, readonly LineAction[]>> = {
  paid: ['purchase', 'out_of_stock'],
  purchased: ['receive', 'out_of_stock'],
  at_warehouse: ['photos', 'problem'],
  needs_decision: ['photos'],
  return_to_seller: ['returned'],
};

export const LINE_ACTION_PERMISSION: Readonly<Record<LineAction, OpsPermission>> = {
  purchase: 'purchase', out_of_stock: 'purchase', receive: 'receive', photos: 'receive', problem: 'receive', returned: 'receive',
};

const PARCEL_ACTIONS: Readonly<Record<string, readonly ParcelAction[]>> = {
  packed: ['ship'],
  shipped: ['in_customs'],
  in_customs: ['held', 'cleared'],
  customs_held: ['cleared'],
  customs_cleared: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
};

/** The actions a line offers in `state` that `can` allows (none for the states nobody moves). */
export function lineActions(state: string, can: (permission: OpsPermission) => boolean): LineAction[] {
  return (LINE_ACTIONS[state] ?? []).filter((a) => can(LINE_ACTION_PERMISSION[a]));
}

/** Every parcel action needs the 'ship' permission. */
export function parcelActions(state: string, can: (permission: OpsPermission) => boolean): ParcelAction[] {
  return can('ship') ? [...(PARCEL_ACTIONS[state] ?? [])] : [];
}

// ---------------------------------------------------------------------------------- field checks

export type FieldProblem =
  | 'required' | 'not_a_number' | 'negative' | 'not_integer' | 'too_many_decimals' | 'out_of_range' | 'too_long'
  | 'photos_required' | 'too_many_photos' | 'not_an_image' | 'photo_too_large' | 'choose_lines' | 'above_refundable';

/** '289', '289.5', '289,50' (a decimal comma), spaces around; null when not a plain number. */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

/** Rupiah or grams typed with or without '.' thousands separators ('57.250'). */
export function parseWhole(text: string): number | null {
  const t = text.trim().replace(/\./g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
}

export function requiredText(text: string, max: number): FieldProblem | null {
  const t = text.trim();
  if (t === '') return 'required';
  return t.length > max ? 'too_long' : null;
}

export function optionalText(text: string, max: number): FieldProblem | null {
  return text.trim().length > max ? 'too_long' : null;
}

/** A decimal number >= 0 with at most `decimals` decimals, at most `max`; `optional` accepts ''. */
export function decimalProblem(text: string, decimals: number, max: number, optional = false): FieldProblem | null {
  const t = text.trim();
  if (t === '') return optional ? null : 'required';
  if (/^-/.test(t)) return 'negative';
  const n = parseDecimal(t);
  if (n === null) return 'not_a_number';
  const fraction = t.replace(',', '.').split('.')[1] ?? '';
  if (fraction.length > decimals) return decimals === 0 ? 'not_integer' : 'too_many_decimals';
  return n > max ? 'out_of_range' : null;
}

/** A whole number in [min, max] ('.' thousands separators accepted). */
export function wholeProblem(text: string, min: number, max: number): FieldProblem | null {
  const t = text.trim();
  if (t === '') return 'required';
  if (/^-/.test(t)) return 'negative';
  if (/[,]/.test(t) || /\.\d{1,2}$/.test(t)) return 'not_integer';
  const n = parseWhole(t);
  if (n === null) return 'not_a_number';
  return n < min || n > max ? 'out_of_range' : null;
}

export const MAX_PHOTOS = 10;
/** The server's default MAX_UPLOAD_BYTES (2 MB). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** 1..10 JPEG/PNG/WebP/GIF photos of at most 2 MB each. */
export function photosProblem(photos: readonly PhotoUpload[]): FieldProblem | null {
  if (photos.length === 0) return 'photos_required';
  if (photos.length > MAX_PHOTOS) return 'too_many_photos';
  if (photos.some((p) => !PHOTO_TYPES.includes(p.blob.type))) return 'not_an_image';
  return photos.some((p) => p.blob.size > MAX_PHOTO_BYTES) ? 'photo_too_large' : null;
}
