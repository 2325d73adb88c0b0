// Flat vector illustrations of the demo catalog's products, one pair per image key of
// DEMO_SEEDS, in the product's colour: view 1 shows the product as a whole (the main picture),
// view 2 another view or a close-up (the detail picture). Drawn on a 400 x 400 scene (scene.ts)
// over a light studio backdrop tinted with the product colour. The image search tells the
// pictures apart by their colour layout (server/modules/content/image-hash.ts): products that
// look alike (both earbuds, both shoes, both tees) are drawn in different poses so that every
// pair of products stays well apart (tests/integration/demo-images.test.ts checks it).
import { Drawing, type Scene } from './scene.ts';
import { backdrop, tonesOf, type Painter } from './illustration-kit.ts';
import { FASHION } from './illustrations-fashion.ts';
import { GADGETS } from './illustrations-gadgets.ts';
import { HOME } from './illustrations-home.ts';

export { tonesOf, type Tones } from './illustration-kit.ts';

const PAINTERS: Record<string, [Painter, Painter]> = { ...FASHION, ...GADGETS, ...HOME };
export const ILLUSTRATED = Object.keys(PAINTERS);

/** The scene of the demo picture `{image}-{view}` in `palette` colour. */
export function illustration(image: string, view: 1 | 2, palette: string): Scene {
  const painter = PAINTERS[image]?.[view - 1];
  if (!painter) throw new Error(`no illustration for ${image}`);
  const g = new Drawing();
  const t = tonesOf(palette);
  backdrop(g, t);
  painter(g, t);
  return g.scene();
}
