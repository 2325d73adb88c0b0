// Image decoding (PNG, JPEG and GIF by magic bytes) and the colour
// signature the embedded image search compares pictures with.
import { PNG } from 'pngjs';
import * as jpeg from 'jpeg-js';
import { decodeGif, gifScreenPixels } from './gif-decode.ts';

export type ImageKind = 'png' | 'jpeg' | 'gif';
export interface RgbaImage { width: number; height: number; data: Uint8Array }

/** Largest decoded picture accepted (pixels), against decompression bombs. */
export const MAX_PIXELS = 25_000_000;

export class ImageDecodeError extends Error {
  constructor(readonly reason: 'UNSUPPORTED_IMAGE' | 'CORRUPT_IMAGE' | 'IMAGE_TOO_LARGE') {
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

/** Decodes a PNG, a JPEG or a GIF (its first frame, gif-decode.ts) to RGBA. */
export function decodeImage(input: Buffer): { kind: ImageKind; image: RgbaImage } {
  const kind = sniffImage(input);
  if (kind === null) throw new ImageDecodeError('UNSUPPORTED_IMAGE');
  try {
    if (kind === 'gif') {
      if (gifScreenPixels(input) > MAX_PIXELS) throw new ImageDecodeError('IMAGE_TOO_LARGE');
      return { kind, image: decodeGif(input) };
    }
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

/** Side of the colour signature grid: a picture is compared as GRID x GRID average colours. */
export const SIGNATURE_GRID = 12;
/** Side of the intermediate thumbnail the crops of a reference picture are taken from. */
const BASE = 96;
/** Crops (fraction cut from a side) a reference picture is also compared under, on each side. */
export const CROP_STEPS = [0, 0.04, 0.08] as const;

/** RGB floats, `w` x `h`. */
interface RgbGrid { w: number; h: number; rgb: Float32Array }

/** The picture as RGB floats, transparent pixels over white. */
function rgbOf(img: RgbaImage): RgbGrid {
  const n = img.width * img.height;
  const rgb = new Float32Array(n * 3);
  const d = img.data;
  for (let k = 0; k < n; k++) {
    const a = (d[k * 4 + 3] ?? 255) / 255;
    const white = 255 * (1 - a);
    rgb[k * 3] = (d[k * 4] ?? 0) * a + white;
    rgb[k * 3 + 1] = (d[k * 4 + 1] ?? 0) * a + white;
    rgb[k * 3 + 2] = (d[k * 4 + 2] ?? 0) * a + white;
  }
  return { w: img.width, h: img.height, rgb };
}

/** For each of `n` output cells over the span [a, b) of a source axis: first source index, and the overlap weights. */
function spans(a: number, b: number, n: number): { from: number; weights: Float64Array }[] {
  const cell = (b - a) / n;
  return Array.from({ length: n }, (_, i) => {
    const lo = a + i * cell;
    const hi = lo + cell;
    const from = Math.floor(lo);
    const weights = new Float64Array(Math.max(1, Math.ceil(hi) - from));
    for (let j = 0; j < weights.length; j++) weights[j] = Math.max(0, Math.min(hi, from + j + 1) - Math.max(lo, from + j));
    return { from, weights };
  });
}

/** Area-weighted average of the window [x0, x1) x [y0, y1) of `src` into `n` x `n` cells. */
function resample(src: RgbGrid, x0: number, y0: number, x1: number, y1: number, n: number): RgbGrid {
  const xs = spans(x0, x1, n);
  const ys = spans(y0, y1, n);
  const rowFrom = Math.floor(y0);
  const rows = Math.max(1, Math.ceil(y1) - rowFrom);
  const { w, h, rgb } = src;
  // Horizontal pass: rows x n cells.
  const tmp = new Float64Array(rows * n * 3);
  for (let r = 0; r < rows; r++) {
    const line = Math.min(h - 1, rowFrom + r) * w;
    for (let tx = 0; tx < n; tx++) {
      const { from, weights } = xs[tx] ?? { from: 0, weights: new Float64Array(0) };
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let j = 0; j < weights.length; j++) {
        const k = (line + Math.min(w - 1, from + j)) * 3;
        const wt = weights[j] ?? 0;
        sr += wt * (rgb[k] ?? 0);
        sg += wt * (rgb[k + 1] ?? 0);
        sb += wt * (rgb[k + 2] ?? 0);
      }
      const o = (r * n + tx) * 3;
      tmp[o] = sr;
      tmp[o + 1] = sg;
      tmp[o + 2] = sb;
    }
  }
  // Vertical pass.
  const out = new Float32Array(n * n * 3);
  const area = ((x1 - x0) / n) * ((y1 - y0) / n);
  for (let ty = 0; ty < n; ty++) {
    const { from, weights } = ys[ty] ?? { from: 0, weights: new Float64Array(0) };
    for (let tx = 0; tx < n; tx++) {
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let j = 0; j < weights.length; j++) {
        const k = (Math.min(rows - 1, from - rowFrom + j) * n + tx) * 3;
        const wt = weights[j] ?? 0;
        sr += wt * (tmp[k] ?? 0);
        sg += wt * (tmp[k + 1] ?? 0);
        sb += wt * (tmp[k + 2] ?? 0);
      }
      const o = (ty * n + tx) * 3;
      out[o] = sr / area;
      out[o + 1] = sg / area;
      out[o + 2] = sb / area;
    }
  }
  return { w: n, h: n, rgb: out };
}

/**
 * The colour signature of a picture: its average colours (transparent pixels over white) on a
 * SIGNATURE_GRID x SIGNATURE_GRID grid, area-weighted, so any resized or re-encoded copy has
 * nearly the same signature.
 */
export function colorSignature(img: RgbaImage): Float32Array {
  return resample(base(img), 0, 0, BASE, BASE, SIGNATURE_GRID).rgb;
}

/** The picture area-averaged to BASE x BASE (averaging it further to the grid is exact: BASE is a multiple of it). */
function base(img: RgbaImage): RgbGrid {
  return resample(rgbOf(img), 0, 0, img.width, img.height, BASE);
}

/**
 * Signatures of a reference picture: the whole picture first, then its crops by CROP_STEPS of
 * the width or height from each side (81 windows), so an upload cropped by a few percent still
 * lines up with one of them.
 */
export function referenceSignatures(img: RgbaImage): Float32Array[] {
  const small = base(img);
  const out: Float32Array[] = [];
  for (const l of CROP_STEPS) {
    for (const t of CROP_STEPS) {
      for (const r of CROP_STEPS) {
        for (const b of CROP_STEPS) out.push(resample(small, l * BASE, t * BASE, (1 - r) * BASE, (1 - b) * BASE, SIGNATURE_GRID).rgb);
      }
    }
  }
  return out;
}

/** Mean absolute difference of two signatures per colour channel: 0 (identical) to 255. */
export function signatureDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / Math.max(1, a.length);
}
