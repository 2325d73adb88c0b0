// The photo storage port (QC photos): the `qc-photos/` area of the server's file storage
// (server/storage/compose.ts: DATA_DIR/qc-photos by default, the bucket with FILE_STORAGE=s3 or the
// older PHOTO_STORAGE=s3), or any adapter passed as ServerPorts.photoStorage
// (docs/operations-console.md "Photos").
import type { FileStorage } from '../../storage/file-storage.ts';

/** Keys are `<line id>/<32 hex>.<ext>` (the qc_photos rows keep them). */
export type PhotoStorage = FileStorage;

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
