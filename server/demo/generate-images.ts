// Writes every picture of the demo catalog into server/demo/images (about 20 s):
//   npx tsx server/demo/generate-images.ts
// For each image key of DEMO_SEEDS, drawn by illustrations.ts ({image}-1 the product, {image}-2
// another view or a close-up):
//   {image}-{1|2}.svg      the illustration as SVG (400 x 400, a few KB)
//   {image}-{1|2}.png      800 x 800 PNG: the catalog's image_urls (product page), hashed by the image search
//   {image}-{1|2}-320.png  320 x 320 PNG: image_thumbnails (cards, cart lines, gallery thumbnails)
// and swatch-{colour}.svg, the colour swatches of variations. Only the PNGs:
// generate-png-images.ts. The files are committed; the server only serves them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPictureFiles } from './pictures.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'images');
mkdirSync(dir, { recursive: true });
let count = 0;
for (const file of demoPictureFiles({ svg: true, png: true })) {
  writeFileSync(join(dir, file.name), file.bytes);
  count++;
}
console.log(`wrote ${count} pictures to ${dir}`);
