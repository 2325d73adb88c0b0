// The avatar a customer may upload (POST customer/avatar/upload; docs/api/auth.md): png, gif or
// jpeg, at most 2 MiB (the server's MAX_UPLOAD_BYTES default; it also checks the first bytes).
// The settings page crops the picture to a square of AVATAR_SIZE pixels before sending it.

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Side of the square the cropped avatar is drawn at. */
export const AVATAR_SIZE = 256;

export type AvatarProblem = 'type' | 'size';

/** Why a chosen file cannot be an avatar (by its declared type and size), or null. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0 || file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export interface SquareCrop {
  /** Left and top of the square in the source image, in its pixels. */
  x: number;
  y: number;
  /** Side of the square in the source image's pixels. */
  side: number;
}

/**
 * The square of the source image that a crop shows: `zoom` >= 1 shrinks the square from the
 * largest one that fits (the shorter side) around a centre moved by `panX`/`panY` in [-1, 1]
 * (-1: flush left/top, 1: flush right/bottom). Always inside the image; whole pixels.
 */
export function squareCrop(width: number, height: number, zoom: number, panX: number, panY: number): SquareCrop {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const side = Math.max(1, Math.floor(Math.min(width, height) / clamp(zoom, 1, 10)));
  const freeX = width - side;
  const freeY = height - side;
  return {
    x: Math.round((freeX * (clamp(panX, -1, 1) + 1)) / 2),
    y: Math.round((freeY * (clamp(panY, -1, 1) + 1)) / 2),
    side,
  };
}
