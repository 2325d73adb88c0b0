// Writes only the PNG pictures of the demo catalog into server/demo/images (800 x 800
// {image}-{1|2}.png and 320 x 320 {image}-{1|2}-320.png); generate-images.ts writes them with
// the SVGs and swatches:
//   npx tsx server/demo/generate-png-images.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPictureFiles } from './pictures.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'images');
let count = 0;
for (const file of demoPictureFiles({ svg: false, png: true })) {
  writeFileSync(join(dir, file.name), file.bytes);
  count++;
}
console.log(`wrote ${count} PNG pictures to ${dir}`);
