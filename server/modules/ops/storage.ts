// The photo storage port (QC photos): the data directory by default (DATA_DIR/qc-photos), an
// S3-compatible bucket with PHOTO_STORAGE=s3 (s3-storage.ts), or any adapter passed as
// ServerPorts.photoStorage (docs/operations-console.md "Photos").
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface PhotoStorage {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    photoStorage: PhotoStorage;
  }
}

/** Keys are `<line id>/<32 hex>.<ext>`: nothing else reaches the file system. */
export const PHOTO_KEY = /^[0-9]{1,12}\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

export function assertKey(key: string): void {
  if (!PHOTO_KEY.test(key)) throw new Error(`bad photo key ${key}`);
}

export function createDiskPhotoStorage(root: string): PhotoStorage {
  return {
    name: 'disk',
    async put(key, data) {
      assertKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data, { mode: 0o640 });
    },
    async get(key) {
      assertKey(key);
      return readFile(join(root, key)).catch(() => null);
    },
    async remove(key) {
      assertKey(key);
      await unlink(join(root, key)).catch(() => undefined);
    },
  };
}

/** In memory (tests). */
export function createMemoryPhotoStorage(): PhotoStorage & { readonly objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    name: 'memory',
    objects,
    async put(key, data) { assertKey(key); objects.set(key, Buffer.from(data)); },
    async get(key) { return objects.get(key) ?? null; },
    async remove(key) { objects.delete(key); },
  };
}
