// The file storage port: where every upload goes (avatars, image-search pictures, QC photos), so that
// any server process serves what another one stored. One store per server, keys `<area>/<name>`:
// the data directory by default (DATA_DIR/<area>/<name>, the layout the uploads always had), an
// S3-compatible bucket with FILE_STORAGE=s3 (s3.ts), or an adapter passed as ServerPorts.fileStorage
// (docs/operations.md "Files").
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removing what is not there is not an error. */
  remove(key: string): Promise<void>;
}

declare module '../ports.ts' {
  interface ServerPorts {
    /** Every upload (composeFileStorage); QC photos go to its `qc-photos/` area unless photoStorage is given. */
    fileStorage: FileStorage;
  }
}

/** What each area holds; the first segment of every key. */
export type FileArea = 'avatars' | 'image-search' | 'qc-photos' | 'npwp-documents' | 'uploads';

// Segments of letters, digits, '_' and '-' and a last one with at most one extension: no '..', no
// absolute path, nothing a file system or a bucket reads as anything but a name.
const KEY = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,128}(?:\.[a-z0-9]{1,5})?$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
}

/** The store seen from one area: keys are relative to `<area>/`. */
export function scopedStorage(store: FileStorage, area: FileArea): FileStorage {
  const full = (key: string) => `${area}/${key}`;
  return {
    name: store.name,
    put: (key, data, contentType) => store.put(full(key), data, contentType),
    get: (key) => store.get(full(key)),
    remove: (key) => store.remove(full(key)),
  };
}

export function createDiskStorage(root: string): FileStorage {
  return {
    name: 'disk',
    async put(key, data) {
      assertStorageKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside, then renamed: a reader (this process or another on the same volume) sees the
      // whole file or none of it.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o640 });
      await rename(tmp, file).catch(async (err: unknown) => {
        await unlink(tmp).catch(() => undefined);
        throw err;
      });
    },
    async get(key) {
      assertStorageKey(key);
      return readFile(join(root, key)).catch(() => null);
    },
    async remove(key) {
      assertStorageKey(key);
      await unlink(join(root, key)).catch(() => undefined);
    },
  };
}

/** In memory (tests): `objects` is keyed by the full key. */
export function createMemoryStorage(): FileStorage & { readonly objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    name: 'memory',
    objects,
    async put(key, data) { assertStorageKey(key); objects.set(key, Buffer.from(data)); },
    async get(key) { assertStorageKey(key); return objects.get(key) ?? null; },
    async remove(key) { assertStorageKey(key); objects.delete(key); },
  };
}
