// GIF decoding for the image search (spec section 5: 'Image upload accepts png, gif, jpeg'): the
// first frame of a GIF87a or GIF89a file, drawn on its logical screen, as RGBA (outside the frame and
// at the frame's transparent index: transparent). Written to the format's specification (GIF89a,
// CompuServe 1990: header, logical screen descriptor, colour tables, graphic control extension,
// image descriptor, interlaced rows, variable-length LZW up to 12-bit codes); no dependency.

/** RGBA pixels, row by row (image-hash.ts RgbaImage). */
export interface GifImage { width: number; height: number; data: Uint8Array }

export class GifFormatError extends Error {}

const MAX_CODE = 4096;

/** Width x height of the logical screen (0 when the header is cut short). */
export function gifScreenPixels(bytes: Uint8Array): number {
  return bytes.length >= 10 ? u16(bytes, 6) * u16(bytes, 8) : 0;
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

/** Reads the file front to back; every read past its end is a GifFormatError. */
class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new GifFormatError('GIF cut short');
    return this.bytes[this.at++] ?? 0;
  }
  word(): number {
    return this.byte() | (this.byte() << 8);
  }
  take(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) throw new GifFormatError('GIF cut short');
    const part = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return part;
  }
  /** A run of data sub-blocks (size byte, bytes; a zero size ends it), concatenated. */
  subBlocks(): Uint8Array {
    const parts: Uint8Array[] = [];
    let total = 0;
    for (let size = this.byte(); size > 0; size = this.byte()) {
      parts.push(this.take(size));
      total += size;
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/**
 * Variable-length LZW (GIF89a appendix F): `count` colour indices from the image data. Data that
 * ends early leaves the rest of the frame at index 0 (a cut GIF is shown, as browsers do); a code
 * the table cannot have yet is a GifFormatError.
 */
export function lzwDecode(minCodeSize: number, data: Uint8Array, count: number): Uint8Array {
  if (minCodeSize < 2 || minCodeSize > 8) throw new GifFormatError(`LZW minimum code size ${minCodeSize}`);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Uint16Array(MAX_CODE);
  const suffix = new Uint8Array(MAX_CODE);
  const first = new Uint8Array(MAX_CODE);
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    first[i] = i;
  }
  const stack = new Uint8Array(MAX_CODE + 1);
  const out = new Uint8Array(count);
  let written = 0;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let bits = 0;
  let buffer = 0;
  let at = 0;
  while (written < count) {
    while (bits < codeSize && at < data.length) {
      buffer |= (data[at++] ?? 0) << bits;
      bits += 8;
    }
    if (bits < codeSize) break;
    const code = buffer & ((1 << codeSize) - 1);
    buffer >>>= codeSize;
    bits -= codeSize;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      previous = -1;
      continue;
    }
    if (code === end) break;
    if (previous === -1) {
      if (code > clear) throw new GifFormatError(`LZW code ${code} before any string`);
      out[written++] = code;
      previous = code;
      continue;
    }
    if (code > next || (code === next && next >= MAX_CODE)) throw new GifFormatError(`LZW code ${code} not in the table`);
    let depth = 0;
    let walk = code;
    // The code being defined (KwKwK): the previous string and its own first index.
    if (code === next) {
      stack[depth++] = first[previous] ?? 0;
      walk = previous;
    }
    while (walk > end) {
      stack[depth++] = suffix[walk] ?? 0;
      walk = prefix[walk] ?? 0;
    }
    stack[depth++] = walk;
    const head = walk;
    while (depth > 0 && written < count) out[written++] = stack[--depth] ?? 0;
    if (next < MAX_CODE) {
      prefix[next] = previous;
      suffix[next] = head;
      first[next] = first[previous] ?? 0;
      next++;
      if (next === 1 << codeSize && codeSize < 12) codeSize++;
    }
    previous = code;
  }
  return out;
}

/** Row order of an interlaced frame: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1. */
function rowOrder(height: number, interlaced: boolean): number[] {
  if (!interlaced) return Array.from({ length: height }, (_, i) => i);
  const rows: number[] = [];
  for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]] as const) for (let y = start; y < height; y += step) rows.push(y);
  return rows;
}

/** The first frame of a GIF on its logical screen, as RGBA. */
export function decodeGif(bytes: Uint8Array): GifImage {
  const read = new Reader(bytes);
  const signature = String.fromCharCode(...read.take(6));
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new GifFormatError('not a GIF');
  const width = read.word();
  const height = read.word();
  const screen = read.byte();
  read.byte(); // background colour index: shown as transparent, as browsers do
  read.byte(); // pixel aspect ratio
  if (width === 0 || height === 0) throw new GifFormatError('empty logical screen');
  const globalTable = screen & 0x80 ? read.take(3 * (1 << ((screen & 7) + 1))) : null;
  let transparent = -1;
  for (;;) {
    const block = read.byte();
    if (block === 0x3b) throw new GifFormatError('no image in the GIF');
    if (block === 0x21) {
      const label = read.byte();
      const data = read.subBlocks();
      // Graphic control extension: packed fields, delay (2 bytes), transparent colour index.
      if (label === 0xf9 && data.length >= 4) transparent = (data[0] ?? 0) & 1 ? (data[3] ?? 0) : -1;
      continue;
    }
    if (block !== 0x2c) throw new GifFormatError(`unknown GIF block 0x${block.toString(16)}`);
    const left = read.word();
    const top = read.word();
    const frameWidth = read.word();
    const frameHeight = read.word();
    const packed = read.byte();
    const table = packed & 0x80 ? read.take(3 * (1 << ((packed & 7) + 1))) : globalTable;
    if (!table) throw new GifFormatError('no colour table');
    const minCodeSize = read.byte();
    const indices = lzwDecode(minCodeSize, read.subBlocks(), frameWidth * frameHeight);
    const data = new Uint8Array(width * height * 4);
    const rows = rowOrder(frameHeight, (packed & 0x40) !== 0);
    const colours = table.length / 3;
    rows.forEach((y, row) => {
      const screenY = top + y;
      if (screenY >= height) return;
      for (let x = 0; x < frameWidth; x++) {
        const screenX = left + x;
        if (screenX >= width) break;
        const index = indices[row * frameWidth + x] ?? 0;
        if (index === transparent) continue;
        const o = (screenY * width + screenX) * 4;
        if (index < colours) data.set(table.subarray(index * 3, index * 3 + 3), o);
        data[o + 3] = 255;
      }
    });
    return { width, height, data };
  }
}
