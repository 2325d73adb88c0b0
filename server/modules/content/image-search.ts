// The image-search port and its embedded default: a perceptual hash (dHash 8x8) of the
// upload matched by Hamming distance against the demo catalog's PNG pictures. A real
// provider (a marketplace's picture search) implements ImageSearchPort and is passed as
// ports.imageSearch; it answers product keys the catalog can list.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleDeps } from '../../ports.ts';
import type { ProductData } from '../catalog/product.ts';
import { DEMO_MEDIA_PATH } from '../../demo/catalog.ts';
import { decodeImage, dHash, hamming, type ImageKind, type RgbaImage } from './image-hash.ts';
import '../catalog/tables.ts';

export interface ImageQuery { bytes: Buffer; kind: ImageKind; image: RgbaImage }
export interface ImageMatch { marketplace: string; product_id: string; /** 0 = identical; lower is closer. */ distance: number }

export interface ImageSearchPort {
  /** Products that look like the picture, best first. */
  search(query: ImageQuery, opts: { limit: number }): Promise<ImageMatch[]>;
}

declare module '../../ports.ts' {
  interface ServerPorts { imageSearch: ImageSearchPort }
}

/** Largest Hamming distance (of 64 bits) counted as "looks like"; distinct demo pictures differ by 16 or more. */
export const MAX_DISTANCE = 12;
const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'demo', 'images');

export function createEmbeddedImageSearch(deps: ModuleDeps): ImageSearchPort {
  const hashes = new Map<string, string | null>();
  async function hashOf(url: string): Promise<string | null> {
    if (!url.startsWith(DEMO_MEDIA_PATH) || !url.endsWith('.png')) return null;
    const file = url.slice(DEMO_MEDIA_PATH.length);
    if (!/^[a-z0-9-]{1,80}\.png$/.test(file)) return null;
    if (!hashes.has(file)) {
      try {
        hashes.set(file, dHash(decodeImage(await readFile(join(IMAGES_DIR, file))).image));
      } catch {
        hashes.set(file, null);
      }
    }
    return hashes.get(file) ?? null;
  }
  return {
    async search(query, { limit }) {
      const target = dHash(query.image);
      const rows = await deps.db.selectFrom('demo_products').select(['marketplace', 'product_id', 'data']).execute();
      const matches: ImageMatch[] = [];
      for (const row of rows) {
        let best = 65;
        for (const url of (row.data as ProductData).image_urls) {
          const h = await hashOf(url);
          if (h) best = Math.min(best, hamming(target, h));
        }
        if (best <= MAX_DISTANCE) matches.push({ marketplace: row.marketplace, product_id: row.product_id, distance: best });
      }
      matches.sort((a, b) => a.distance - b.distance || a.marketplace.localeCompare(b.marketplace) || a.product_id.localeCompare(b.product_id));
      return matches.slice(0, limit);
    },
  };
}
