// Raster (PNG) versions of the demo catalog's pictures, drawn in pure JS: a mosaic in the
// product's palette colour whose pattern is derived from the image key, so every picture
// is distinct (the image search's perceptual hash tells them apart) and deterministic.
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

export const RASTER_SIZE = 256;
const GRID = 8;

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Brightness levels 0..1 of the GRID x GRID mosaic, from a hash of the key. */
function levels(key: string): number[] {
  const out: number[] = [];
  let block = createHash('sha256').update(key).digest();
  while (out.length < GRID * GRID) {
    for (const byte of block) if (out.length < GRID * GRID) out.push(byte / 255);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/** RGBA pixels of the demo picture `key` (e.g. 'backpack-1') in `palette` colour. */
export function drawDemoPicture(key: string, palette: string, size = RASTER_SIZE): Buffer {
  const [r, g, b] = rgbOf(palette);
  const lv = levels(key);
  const data = Buffer.alloc(size * size * 4);
  const cell = size / GRID;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const l = lv[Math.floor(y / cell) * GRID + Math.floor(x / cell)] ?? 0;
      // Mix the palette colour with black (dark cells) or white (light cells).
      const mix = (c: number) => Math.round(l < 0.5 ? c * (l * 2) : c + (255 - c) * ((l - 0.5) * 2));
      const i = (y * size + x) * 4;
      data[i] = mix(r);
      data[i + 1] = mix(g);
      data[i + 2] = mix(b);
      data[i + 3] = 255;
    }
  }
  return data;
}

export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const png = new PNG({ width, height });
  rgba.copy(png.data);
  return PNG.sync.write(png);
}

export function demoPicturePng(key: string, palette: string): Buffer {
  return encodePng(RASTER_SIZE, RASTER_SIZE, drawDemoPicture(key, palette));
}
