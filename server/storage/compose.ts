// Which store each upload goes to: one FileStorage for the whole server (the data directory or the
// bucket of FILE_STORAGE=s3), its `qc-photos/` area for the QC photos unless a photo storage is
// given (tests) or the older PHOTO_STORAGE=s3 keeps them alone in the bucket. app.ts calls it once.
import { assertKey as assertPhotoKey, type PhotoStorage } from '../modules/ops/storage.ts';
import type { ServerConfig } from '../config.ts';
import type { ServerPorts } from '../ports.ts';
import { createDiskStorage, scopedStorage, type FileArea, type FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3.ts';

/** QC photo keys are `<line id>/<32 hex>.<ext>`: checked before any store sees them. */
function photoKeysOnly(store: FileStorage): PhotoStorage {
  return {
    name: store.name,
    async put(key, data, type) { assertPhotoKey(key); return store.put(key, data, type); },
    async get(key) { assertPhotoKey(key); return store.get(key); },
    async remove(key) { assertPhotoKey(key); return store.remove(key); },
  };
}

export function composeFileStorage(config: ServerConfig, given: Partial<ServerPorts> = {}): { fileStorage: FileStorage; photoStorage: PhotoStorage } {
  const s3 = config.s3;
  const fileStorage = given.fileStorage
    ?? (config.fileStorage === 's3' && s3 ? createS3Storage({ ...s3, prefix: s3.prefix ?? '' }) : createDiskStorage(config.dataDir));
  const photoStorage = given.photoStorage
    ?? (config.qcPhotosOnlyInS3 && s3
      ? createS3Storage({ ...s3, prefix: s3.prefix ?? 'qc-photos/', checkKey: assertPhotoKey })
      : photoKeysOnly(scopedStorage(fileStorage, 'qc-photos')));
  return { fileStorage, photoStorage };
}

/** One area of the server's file storage (app.ts composes it into deps.ports; built here otherwise). */
export function filesOf(deps: { config: ServerConfig; ports: Partial<ServerPorts> }, area: FileArea): FileStorage {
  return scopedStorage(deps.ports.fileStorage ?? composeFileStorage(deps.config, deps.ports).fileStorage, area);
}
