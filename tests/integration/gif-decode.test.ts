// The GIF decoder of the image search (spec section 5: png, gif, jpeg): exact colours, transparency,
// interlaced rows, growing LZW codes and the KwKwK case, frames smaller than the screen, and broken
// files refused.
import { describe, expect, it } from 'vitest';
import { encodeGif } from './fixtures/gif-encode.ts';
import { GifFormatError, decodeGif, lzwDecode } from '../../server/modules/content/gif-decode.ts';
import { ImageDecodeError, decodeImage } from '../../server/modules/content/image-hash.ts';

/** A w x h picture of `colours` colours in stripes, with a transparent corner pixel. */
function picture(width: number, height: number, colours: number) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = (x + y * 3) % colours;
      data.set([c * 7 % 256, c * 13 % 256, c * 29 % 256, 255], (y * width + x) * 4);
    }
  }
  data.set([0, 0, 0, 0], 0);
  return { width, height, data };
}

/** The standard LZW encoder (growing code sizes), to give the decoder real GIF streams. */
function lzwEncode(minCodeSize: number, indices: number[]): Uint8Array {
  const clear = 1 << minCodeSize;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  let size = minCodeSize + 1;
  const put = (code: number) => {
    buffer |= code << bits;
    bits += size;
    while (bits >= 8) {
      out.push(buffer & 255);
      buffer >>>= 8;
      bits -= 8;
    }
  };
  let table = new Map<string, number>();
  let next = clear + 2;
  put(clear);
  let w = String(indices[0]);
  for (const k of indices.slice(1)) {
    const wk = `${w},${k}`;
    if (table.has(wk)) {
      w = wk;
      continue;
    }
    put(w.includes(',') ? (table.get(w) ?? 0) : Number(w));
    if (next < 4096) {
      table.set(wk, next++);
      if (next - 1 === 1 << size && size < 12) size++;
    } else {
      put(clear);
      table = new Map();
      next = clear + 2;
      size = minCodeSize + 1;
    }
    w = String(k);
  }
  put(w.includes(',') ? (table.get(w) ?? 0) : Number(w));
  put(clear + 1);
  if (bits > 0) out.push(buffer & 255);
  return Uint8Array.from(out);
}

describe('decodeGif', () => {
  it('gives back the exact colours and the transparent pixel, plain and interlaced', () => {
    const img = picture(37, 23, 200);
    for (const interlaced of [false, true]) {
      const decoded = decodeGif(encodeGif(img, { interlaced }));
      expect(decoded.width).toBe(37);
      expect(decoded.height).toBe(23);
      expect(Buffer.from(decoded.data).equals(Buffer.from(img.data))).toBe(true);
    }
  });

  it('decodes growing code sizes, up to 12 bits and past a full table, including the KwKwK case', () => {
    const runs = [1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 1, 2, 3];
    const long = Array.from({ length: 40_000 }, (_, i) => ((i * 7919) >> 3) % 4);
    for (const indices of [runs, long]) {
      expect([...lzwDecode(2, lzwEncode(2, indices), indices.length)]).toEqual(indices);
    }
  });

  it('is what decodeImage gives for a GIF, and refuses broken ones as corrupt', () => {
    const gif = encodeGif(picture(16, 16, 5));
    expect(decodeImage(gif)).toMatchObject({ kind: 'gif', image: { width: 16, height: 16 } });
    const noImage = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(() => decodeGif(noImage)).toThrow(GifFormatError);
    expect(() => decodeImage(noImage)).toThrow(expect.objectContaining({ reason: 'CORRUPT_IMAGE' }));
    expect(() => decodeImage(gif.subarray(0, 40))).toThrow(ImageDecodeError);
    const huge = Buffer.from(gif);
    huge.writeUInt16LE(60_000, 6);
    huge.writeUInt16LE(60_000, 8);
    expect(() => decodeImage(huge)).toThrow(expect.objectContaining({ reason: 'IMAGE_TOO_LARGE' }));
  });

  it('draws a frame smaller than the screen at its place, the rest transparent', () => {
    const gif = encodeGif(picture(4, 4, 3));
    // Screen 8 x 8, frame 4 x 4 at (2, 3).
    const frameAt = gif.indexOf(0x2c, 13 + 768 + 8);
    const edited = Buffer.from(gif);
    edited.writeUInt16LE(8, 6);
    edited.writeUInt16LE(8, 8);
    edited.writeUInt16LE(2, frameAt + 1);
    edited.writeUInt16LE(3, frameAt + 3);
    const decoded = decodeGif(edited);
    expect(decoded.width).toBe(8);
    const alpha = (x: number, y: number) => decoded.data[(y * 8 + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(3, 3)).toBe(255);
    expect(alpha(2, 3)).toBe(0);
    expect(alpha(5, 6)).toBe(255);
    expect(alpha(6, 7)).toBe(0);
  });
});
