// Image decoding (PNG, JPEG by magic bytes; GIF recognised but refused) and the
// perceptual difference hash (dHash 8x8 = 64 bits) used by the embedded image search.
import { PNG } from 'pngjs';
import * as jpeg from 'jpeg-js';

export type ImageKind = 'png' | 'jpeg' | 'gif';
export interface RgbaImage { width: number; height: number; data: Uint8Array }

/** Largest decoded picture accepted (pixels), against decompression bombs. */
export const MAX_PIXELS = 25_000_000;

export class ImageDecodeError extends Error {
  constructor(readonly reason: 'UNSUPPORTED_IMAGE' | 'GIF_NOT_SUPPORTED' | 'CORRUPT_IMAGE' | 'IMAGE_TOO_LARGE') {
    super(reason);
  }
}

/** The format by magic bytes, or null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
    && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

function pngSize(bytes: Buffer): number {
  // IHDR width/height at bytes 16..23.
  return bytes.length >= 24 ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) : 0;
}

/** Decodes a PNG or JPEG to RGBA. GIF answers GIF_NOT_SUPPORTED (documented limit). */
export function decodeImage(input: Buffer): { kind: ImageKind; image: RgbaImage } {
  const kind = sniffImage(input);
  if (kind === null) throw new ImageDecodeError('UNSUPPORTED_IMAGE');
  if (kind === 'gif') throw new ImageDecodeError('GIF_NOT_SUPPORTED');
  try {
    if (kind === 'png') {
      if (pngSize(input) > MAX_PIXELS) throw new ImageDecodeError('IMAGE_TOO_LARGE');
      const png = PNG.sync.read(input);
      return { kind, image: { width: png.width, height: png.height, data: png.data } };
    }
    const raw = jpeg.decode(input, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
    return { kind, image: { width: raw.width, height: raw.height, data: raw.data } };
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    const message = err instanceof Error ? err.message : '';
    throw new ImageDecodeError(/resolution|memory/i.test(message) ? 'IMAGE_TOO_LARGE' : 'CORRUPT_IMAGE');
  }
}

/** Grayscale (over white) box-averaged to w x h. */
export function shrinkGray(img: RgbaImage, w: number, h: number): number[] {
  const sums = new Float64Array(w * h);
  const counts = new Float64Array(w * h);
  for (let y = 0; y < img.height; y++) {
    const ty = Math.min(h - 1, Math.floor((y * h) / img.height));
    for (let x = 0; x < img.width; x++) {
      const tx = Math.min(w - 1, Math.floor((x * w) / img.width));
      const i = (y * img.width + x) * 4;
      const a = (img.data[i + 3] ?? 255) / 255;
      const lum = 0.299 * (img.data[i] ?? 0) + 0.587 * (img.data[i + 1] ?? 0) + 0.114 * (img.data[i + 2] ?? 0);
      const k = ty * w + tx;
      sums[k] = (sums[k] ?? 0) + lum * a + 255 * (1 - a);
      counts[k] = (counts[k] ?? 0) + 1;
    }
  }
  return Array.from(sums, (s, i) => s / Math.max(1, counts[i] ?? 1));
}

/** dHash: 8 rows x 8 comparisons of horizontally adjacent cells of a 9x8 grayscale; 16 hex digits. */
export function dHash(img: RgbaImage): string {
  const g = shrinkGray(img, 9, 8);
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | ((g[y * 9 + x] ?? 0) > (g[y * 9 + x + 1] ?? 0) ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/** Number of differing bits of two 64-bit hex hashes. */
export function hamming(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}
