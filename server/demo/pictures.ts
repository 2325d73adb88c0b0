// The files of the demo catalog's pictures, drawn from illustrations.ts: for each image key of
// DEMO_SEEDS, {image}-{1|2}.svg (the vector drawing), {image}-{1|2}.png (MAIN_SIZE square, the
// catalog's image_urls) and {image}-{1|2}-320.png (THUMB_SIZE square, image_thumbnails); and the
// colour swatches swatch-{colour}.svg. The generator scripts write them; the server only serves them.
import { DEMO_SEEDS, SWATCHES, swatchFile } from './catalog.ts';
import { illustration } from './illustrations.ts';
import { scenePng } from './raster.ts';
import { toSvg } from './scene.ts';

export const MAIN_SIZE = 800;
export const THUMB_SIZE = 320;

export interface PictureFile { name: string; bytes: Buffer }

function swatch(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${color}" stroke="#cccccc"/></svg>\n`;
}

/** The pictures of every demo product: SVG and/or PNG (main and thumbnail). */
export function* demoPictureFiles(kinds: { svg: boolean; png: boolean }): Generator<PictureFile> {
  const seen = new Set<string>();
  for (const { seed } of DEMO_SEEDS) {
    if (seen.has(seed.image)) continue;
    seen.add(seed.image);
    for (const view of [1, 2] as const) {
      const scene = illustration(seed.image, view, seed.palette);
      if (kinds.svg) yield { name: `${seed.image}-${view}.svg`, bytes: Buffer.from(toSvg(scene, seed.name)) };
      if (kinds.png) {
        yield { name: `${seed.image}-${view}.png`, bytes: scenePng(scene, MAIN_SIZE) };
        yield { name: `${seed.image}-${view}-${THUMB_SIZE}.png`, bytes: scenePng(scene, THUMB_SIZE) };
      }
    }
  }
  if (kinds.svg) {
    for (const [name, color] of Object.entries(SWATCHES)) yield { name: swatchFile(name), bytes: Buffer.from(swatch(color)) };
  }
}
