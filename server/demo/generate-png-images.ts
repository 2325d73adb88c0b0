// Writes the PNG pictures of the demo catalog into server/demo/images (the catalog's
// image_urls point at them; the SVGs of generate-images.ts stay for the swatches):
//   npx tsx server/demo/generate-png-images.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SEEDS } from './catalog.ts';
import { demoPicturePng } from './raster.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'images');
for (const { seed } of DEMO_SEEDS) {
  for (const n of [1, 2]) writeFileSync(join(dir, `${seed.image}-${n}.png`), demoPicturePng(`${seed.image}-${n}`, seed.palette));
}
console.log(`wrote PNG pictures to ${dir}`);
