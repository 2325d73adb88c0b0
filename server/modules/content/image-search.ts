// The demo catalogue's picture matcher (used by the demo adapter of the marketplace data port,
// demo-marketplace.ts): the colour signature of the upload (12 x 12 average colours, image-hash.ts)
// matched against the demo catalog's PNG pictures (their thumbnails) and slightly cropped windows
// of them. A marketplace provider searches pictures through the port instead (docs/marketplace.md).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleDeps } from '../../ports.ts';
import type { ProductData } from '../catalog/product.ts';
import { DEMO_MEDIA_PATH } from '../../demo/catalog.ts';
import { colorSignature, decodeImage, referenceSignatures, signatureDistance, type ImageKind, type RgbaImage } from './image-hash.ts';
import '../catalog/tables.ts';

export interface ImageQuery { bytes: Buffer; kind: ImageKind; image: RgbaImage }
export interface ImageMatch { marketplace: string; product_id: string; /** Whole colour levels: 0 = the same picture; lower is closer. */ distance: number }

export interface ImageSearchPort {
  /** Products that look like the picture, best first. */
  search(query: ImageQuery, opts: { limit: number }): Promise<ImageMatch[]>;
}

declare module '../../ports.ts' {
  interface ServerPorts { imageSearch: ImageSearchPort }
}

/**
 * Largest signature distance (mean colour difference, 0..255) counted as "looks like". A
 * re-encoded, resized or cropped (up to about 10%) copy of a demo picture stays within 9;
 * pictures of distinct demo products differ by 15 or more (tests/integration/demo-images.test.ts).
 */
export const MAX_DISTANCE = 10;
const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo', 'images');

export function createEmbeddedImageSearch(deps: ModuleDeps): ImageSearchPort {
  const signatures = new Map<string, Float32Array[] | null>();
  async function signaturesOf(url: string): Promise<Float32Array[] | null> {
    if (!url.startsWith(DEMO_MEDIA_PATH) || !url.endsWith('.png')) return null;
    const file = url.slice(DEMO_MEDIA_PATH.length);
    if (!/^[a-z0-9-]{1,80}\.png$/.test(file)) return null;
    if (!signatures.has(file)) {
      try {
        signatures.set(file, referenceSignatures(decodeImage(await readFile(join(IMAGES_DIR, file))).image));
      } catch {
        signatures.set(file, null);
      }
    }
    return signatures.get(file) ?? null;
  }
  return {
    async search(query, { limit }) {
      const target = colorSignature(query.image);
      const rows = await deps.db.selectFrom('demo_products').select(['marketplace', 'product_id', 'data']).execute();
      const matches: ImageMatch[] = [];
      for (const row of rows) {
        let best = Infinity;
        // The thumbnails are the same pictures, smaller: faster to decode, same signature.
        const data = row.data as ProductData;
        for (const url of data.image_thumbnails ?? data.image_urls) {
          for (const signature of (await signaturesOf(url)) ?? []) best = Math.min(best, signatureDistance(target, signature));
        }
        if (best <= MAX_DISTANCE) matches.push({ marketplace: row.marketplace, product_id: row.product_id, distance: Math.round(best) });
      }
      matches.sort((a, b) => a.distance - b.distance || a.marketplace.localeCompare(b.marketplace) || a.product_id.localeCompare(b.product_id));
      return matches.slice(0, limit);
    },
  };
}
