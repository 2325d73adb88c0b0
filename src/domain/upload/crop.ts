// The crop box over a picture (the manual order's "upload a picture", docs/ui.md): in the picture's
// own pixels, always inside it and at least MIN_CROP pixels wide and high. Pure: the UI moves and
// resizes it with the mouse or the keyboard, the canvas cuts it, the server checks the rectangle.
export interface CropRect { x: number; y: number; width: number; height: number }
export interface Size { width: number; height: number }
export type CropShape = 'square' | 'free';

export const MIN_CROP = 16;

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/** The largest centred box of the shape (a square: the shorter side; free: the whole picture). */
export function initialCrop(image: Size, shape: CropShape): CropRect {
  if (shape === 'free') return { x: 0, y: 0, width: image.width, height: image.height };
  const side = Math.min(image.width, image.height);
  return { x: Math.floor((image.width - side) / 2), y: Math.floor((image.height - side) / 2), width: side, height: side };
}

/** Whole pixels, at least the minimum (or the picture, when smaller), inside the picture; a square stays square. */
export function clampCrop(rect: CropRect, image: Size, shape: CropShape): CropRect {
  const minW = Math.min(MIN_CROP, image.width);
  const minH = Math.min(MIN_CROP, image.height);
  let width = clamp(Math.round(rect.width), minW, image.width);
  let height = clamp(Math.round(rect.height), minH, image.height);
  if (shape === 'square') {
    const side = clamp(Math.min(width, height), Math.min(minW, minH), Math.min(image.width, image.height));
    width = side;
    height = side;
  }
  const x = clamp(Math.round(rect.x), 0, image.width - width);
  const y = clamp(Math.round(rect.y), 0, image.height - height);
  return { x, y, width, height };
}

/** Moved by (dx, dy) pixels, stopping at the picture's edges (the size is kept). */
export function moveCrop(rect: CropRect, dx: number, dy: number, image: Size, shape: CropShape): CropRect {
  return clampCrop({ ...rect, x: rect.x + dx, y: rect.y + dy }, image, shape);
}

/** Resized from the top-left corner by (dw, dh); a square takes the larger change for both sides. */
export function resizeCrop(rect: CropRect, dw: number, dh: number, image: Size, shape: CropShape): CropRect {
  if (shape === 'square') {
    const d = Math.abs(dw) >= Math.abs(dh) ? dw : dh;
    const side = clamp(rect.width + d, Math.min(MIN_CROP, image.width, image.height), Math.min(image.width - rect.x, image.height - rect.y));
    return clampCrop({ ...rect, width: side, height: side }, image, shape);
  }
  const width = clamp(rect.width + dw, Math.min(MIN_CROP, image.width), image.width - rect.x);
  const height = clamp(rect.height + dh, Math.min(MIN_CROP, image.height), image.height - rect.y);
  return clampCrop({ ...rect, width, height }, image, shape);
}

/** One keyboard step in picture pixels: about 1/50 of the shorter side (at least 1), ten times that with a modifier. */
export function keyStep(image: Size, large: boolean): number {
  const step = Math.max(1, Math.round(Math.min(image.width, image.height) / 50));
  return large ? step * 10 : step;
}

/** Screen → picture: the displayed picture is `shown` wide and high (the scale of a pointer drag). */
export function toImagePixels(delta: { dx: number; dy: number }, shown: Size, image: Size): { dx: number; dy: number } {
  return {
    dx: shown.width > 0 ? (delta.dx * image.width) / shown.width : 0,
    dy: shown.height > 0 ? (delta.dy * image.height) / shown.height : 0,
  };
}

/** The output size: the crop, scaled down so that the longer side is at most `maxSide`. */
export function outputSize(rect: CropRect, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(rect.width, rect.height));
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };
}

/** Whether a rectangle the client sent is a valid crop of some picture (whole, non-negative pixels). */
export function validCropRect(rect: Partial<Record<keyof CropRect, unknown>>, maxSide = 20000): rect is CropRect {
  const fine = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= maxSide;
  return fine(rect.x, 0) && fine(rect.y, 0) && fine(rect.width, 1) && fine(rect.height, 1);
}
