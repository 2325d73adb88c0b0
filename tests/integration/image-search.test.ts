// Image search: a demo product's PNG (and a cropped, JPEG re-encoded copy, and a GIF copy: spec
// section 5 'png, gif, jpeg') finds that product first; unsupported types and corrupt files answer
// action:false.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { startTestServer, type TestServer } from './harness.ts';
import type { Json } from './fixtures/http.ts';
import { encodeGif } from './fixtures/gif-encode.ts';

let server: TestServer;
const IMAGES = new URL('../../server/demo/images/', import.meta.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function upload(bytes: Buffer | Uint8Array, name = 'photo.png', type = 'image/png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.baseUrl}/api/image-search`, { method: 'POST', body: form, headers: { 'tb-language': 'indonesia' } });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The picture cropped by `fraction` on the top and left, re-encoded as JPEG. */
function croppedJpeg(png: Buffer, fraction: number): Buffer {
  const img = PNG.sync.read(png);
  const c = Math.round(img.width * fraction);
  const w = img.width - c;
  const h = img.height - c;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) img.data.copy(out, y * w * 4, ((y + c) * img.width + c) * 4, ((y + c) * img.width + img.width) * 4);
  return Buffer.from(jpeg.encode({ width: w, height: h, data: out }, 75).data);
}

describe('image search', () => {
  it("finds the demo product from its own PNG, first", async () => {
    const res = await upload(readFileSync(new URL('mouse-1.png', IMAGES)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: true, status: 200 });
    expect(res.body.images[0].image_crop_url).toMatch(/^\/api\/media\/image-search\/[a-f0-9]{32}\.png$/);
    expect(res.body.data[0]).toMatchObject({ product_id: '733109876543', distance: 0 });
    const served = await fetch(`${server.baseUrl}${res.body.images[0].image_crop_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
  });

  it('finds it from a GIF copy (interlaced too), stored and served as image/gif', async () => {
    const png = PNG.sync.read(readFileSync(new URL('mouse-1.png', IMAGES)));
    // The demo picture has 256 colours: its GIF copy is exact.
    const data = new Uint8Array(png.data);
    for (const interlaced of [false, true]) {
      const res = await upload(encodeGif({ width: png.width, height: png.height, data }, { interlaced }), 'mouse.gif', 'image/gif');
      expect(res.status).toBe(200);
      expect(res.body.images[0].image_crop_url).toMatch(/^\/api\/media\/image-search\/[a-f0-9]{32}\.gif$/);
      expect(res.body.data[0]).toMatchObject({ product_id: '733109876543' });
      const served = await fetch(`${server.baseUrl}${res.body.images[0].image_crop_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(Buffer.from(await served.arrayBuffer()).subarray(0, 6).toString('latin1')).toBe('GIF89a');
    }
  });

  it('finds it from a 5% cropped JPEG copy, and from the detail picture', async () => {
    const res = await upload(croppedJpeg(readFileSync(new URL('backpack-1.png', IMAGES)), 0.05), 'crop.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.data[0].product_id).toBe('677102345811');
    const detail = await upload(readFileSync(new URL('luggage-2.png', IMAGES)));
    expect(detail.body.data[0].product_id).toBe('747700112233');
  });

  it('answers an empty list for an unrelated picture', async () => {
    const png = new PNG({ width: 64, height: 64 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 64 * 4, 120, 200, 255], i);
    const res = await upload(PNG.sync.write(png));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('refuses unsupported types, corrupt files (a GIF without a picture too) and a missing file with action:false', async () => {
    const svg = await upload(readFileSync(new URL('swatch-hitam.svg', IMAGES)), 'x.png');
    expect(svg.status).toBe(422);
    expect(svg.body).toMatchObject({ action: false, error: { reason: 'UNSUPPORTED_IMAGE' } });
    expect(svg.body.message).toContain('Tidak dapat memproses gambar.');
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif');
    expect(gif.status).toBe(422);
    expect(gif.body.error.reason).toBe('CORRUPT_IMAGE');
    const corrupt = Buffer.concat([readFileSync(new URL('mouse-1.png', IMAGES)).subarray(0, 60), Buffer.alloc(40)]);
    const bad = await upload(corrupt);
    expect(bad.status).toBe(422);
    expect(bad.body.error.reason).toBe('CORRUPT_IMAGE');
    const badJpeg = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'a.jpg', 'image/jpeg');
    expect(badJpeg.body.error.reason).toBe('CORRUPT_IMAGE');
    expect((await upload(readFileSync(new URL('mouse-1.png', IMAGES)), 'a.png', 'image/png', 'image')).status).toBe(400);
  });

  it('refuses files over the upload limit with 413', async () => {
    const big = Buffer.concat([readFileSync(new URL('mouse-1.png', IMAGES)), Buffer.alloc(server.config.maxUploadBytes + 10)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.action).toBe(false);
  });
});
