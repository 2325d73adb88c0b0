// The file storage's variables (docs/operations.md "Files"), read by loadConfig. Kept apart from
// server/config.ts so the storage modules and the configuration do not import each other.

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PREFIX as given; undefined when unset (the default depends on the mode: compose.ts). */
  prefix?: string;
}

export interface StorageConfig {
  /** FILE_STORAGE: where every upload goes ('local' = the data directory). */
  fileStorage: 'local' | 's3';
  /** PHOTO_STORAGE=s3 without FILE_STORAGE=s3 (the variable before issue 21): only the QC photos in
   * the bucket, under S3_PREFIX or `qc-photos/`, as they always were. */
  qcPhotosOnlyInS3: boolean;
  /** The bucket, when either of the above asks for one. */
  s3?: S3Settings;
}

export function storageFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  const mode = env.FILE_STORAGE || 'local';
  if (mode !== 'local' && mode !== 's3') throw new Error(`FILE_STORAGE must be local or s3, got ${mode}`);
  const qcPhotosOnlyInS3 = mode === 'local' && env.PHOTO_STORAGE === 's3';
  if (mode === 'local' && !qcPhotosOnlyInS3) return { fileStorage: 'local', qcPhotosOnlyInS3 };
  const asking = mode === 's3' ? 'FILE_STORAGE=s3' : 'PHOTO_STORAGE=s3';
  const need = (name: string): string => {
    const v = env[name];
    if (!v) throw new Error(`${asking} needs ${name}`);
    return v;
  };
  return {
    fileStorage: mode,
    qcPhotosOnlyInS3,
    s3: {
      endpoint: need('S3_ENDPOINT'), bucket: need('S3_BUCKET'), region: env.S3_REGION || 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'), secretAccessKey: need('S3_SECRET_ACCESS_KEY'), prefix: env.S3_PREFIX,
    },
  };
}
