// The demo catalog's pictures (server/demo/images, written by server/demo/generate-images.ts):
// every product has its illustration as SVG, 800 x 800 PNG and 320 x 320 PNG, small; the
// committed files are what the generator writes; and the image search tells every product's
// pictures apart, also from a cropped, resized, re-encoded copy.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as jpeg from 'jpeg-js';
import { DEMO_SEEDS, demoProducts } from '../../server/demo/catalog.ts';
import { illustration } from '../../server/demo/illustrations.ts';
import { scenePng } from '../../server/demo/raster.ts';
import { toSvg } from '../../server/demo/scene.ts';
import { colorSignature, decodeImage, referenceSignatures, signatureDistance, type RgbaImage } from '../../server/modules/content/image-hash.ts';
import { MAX_DISTANCE } from '../../server/modules/content/image-search.ts';

const IMAGES = new URL('../../server/demo/images/', import.meta.url);
const file = (name: string) => readFileSync(new URL(name, IMAGES));
const size = (name: string) => statSync(new URL(name, IMAGES)).size;
const keys = [...new Set(DEMO_SEEDS.map(({ seed }) => seed.image))];

/** Distinct demo products' pictures differ by at least this much (see image-search.ts). */
const MIN_SEPARATION = 15;

/** `img` cropped by `l`, `t`, `r`, `b` (fractions), scaled to `w` pixels wide (nearest pixel), as JPEG quality 75. */
function copyOf(img: RgbaImage, [l, t, r, b]: number[], w: number): RgbaImage {
  const x0 = Math.round(img.width * (l ?? 0));
  const y0 = Math.round(img.height * (t ?? 0));
  const cw = img.width - x0 - Math.round(img.width * (r ?? 0));
  const ch = img.height - y0 - Math.round(img.height * (b ?? 0));
  const h = Math.round((w * ch) / cw);
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = ((y0 + Math.floor((y * ch) / h)) * img.width + x0 + Math.floor((x * cw) / w)) * 4;
      for (let k = 0; k < 4; k++) out[(y * w + x) * 4 + k] = img.data[from + k] ?? 0;
    }
  }
  return decodeImage(Buffer.from(jpeg.encode({ width: w, height: h, data: out }, 75).data)).image;
}

describe('demo pictures', () => {
  it('has an SVG, an 800 px and a 320 px PNG of both pictures of every product, each small', () => {
    for (const key of keys) {
      for (const n of [1, 2]) {
        const main = decodeImage(file(`${key}-${n}.png`)).image;
        const thumb = decodeImage(file(`${key}-${n}-320.png`)).image;
        expect([main.width, main.height, thumb.width, thumb.height]).toEqual([800, 800, 320, 320]);
        expect(size(`${key}-${n}.png`)).toBeLessThan(32_000);
        expect(size(`${key}-${n}-320.png`)).toBeLessThan(12_000);
        expect(size(`${key}-${n}.svg`)).toBeLessThan(10_000);
        expect(file(`${key}-${n}.svg`).toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 400 400"/);
      }
    }
  });

  it('points image_urls, image and image_thumbnails of every product at them', () => {
    for (const p of demoProducts()) {
      const key = p.image_urls[0]?.match(/\/api\/media\/demo\/([a-z]+)-1\.png$/)?.[1] ?? '';
      expect(keys).toContain(key);
      expect(p.image_urls).toEqual([`/api/media/demo/${key}-1.png`, `/api/media/demo/${key}-2.png`]);
      expect(p.image).toBe(p.image_urls[0]);
      expect(p.image_thumbnails).toEqual([`/api/media/demo/${key}-1-320.png`, `/api/media/demo/${key}-2-320.png`]);
    }
  });

  it('are what the generator draws', () => {
    for (const key of ['backpack', 'mouse', 'luggage']) {
      const { seed } = DEMO_SEEDS.find((s) => s.seed.image === key) ?? { seed: null };
      if (!seed) throw new Error(key);
      for (const n of [1, 2] as const) {
        const scene = illustration(key, n, seed.palette);
        expect(toSvg(scene, seed.name), `${key}-${n}.svg`).toBe(file(`${key}-${n}.svg`).toString());
        expect(scenePng(scene, 320).equals(file(`${key}-${n}-320.png`)), `${key}-${n}-320.png`).toBe(true);
      }
    }
  });

  it('are told apart by the image search, also from a cropped, resized, re-encoded copy', () => {
    // As the search does: the signatures of the thumbnails and their crops.
    const pictures = keys.flatMap((key) => [1, 2].map((n) => ({
      key, name: `${key}-${n}`, refs: referenceSignatures(decodeImage(file(`${key}-${n}-320.png`)).image),
    })));
    const nearest = (signature: Float32Array, key: string) => {
      let own = Infinity;
      let other = Infinity;
      let otherName = '';
      for (const p of pictures) {
        let d = Infinity;
        for (const r of p.refs) d = Math.min(d, signatureDistance(signature, r));
        if (p.key === key) own = Math.min(own, d);
        else if (d < other) { other = d; otherName = p.name; }
      }
      return { own, other, otherName };
    };
    for (const [i, p] of pictures.entries()) {
      // The catalog's 800 px picture: the same as its thumbnail (the search answers distance 0),
      // far from every other product.
      const main = nearest(colorSignature(decodeImage(file(`${p.name}.png`)).image), p.key);
      expect(main.own, p.name).toBeLessThan(0.5);
      expect(main.other, `${p.name} vs ${main.otherName}`).toBeGreaterThanOrEqual(MIN_SEPARATION);
      // A copy cropped by a few percent (top-left or bottom-right), scaled to 200 px, as JPEG.
      const copy = nearest(colorSignature(copyOf(decodeImage(file(`${p.name}-320.png`)).image, i % 2 ? [0, 0, 0.03, 0.04] : [0.05, 0.05, 0, 0], 200)), p.key);
      expect(copy.own, p.name).toBeLessThanOrEqual(MAX_DISTANCE - 2);
      expect(copy.other, `${p.name} copy vs ${copy.otherName}`).toBeGreaterThan(MAX_DISTANCE + 2);
    }
  });
});
