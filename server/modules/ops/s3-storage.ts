// An S3-compatible photo storage adapter (AWS S3, MinIO, Cloudflare R2, Wasabi, ...): PUT, GET and
// DELETE of objects signed with AWS Signature Version 4 (node:crypto, no SDK), path-style URLs
// (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts. Chosen by configuration
// (PHOTO_STORAGE=s3, opsStorageFromEnv); the data directory otherwise.
import { createHash, createHmac } from 'node:crypto';
import { assertKey, type PhotoStorage } from './storage.ts';

export interface S3Options {
  /** https://s3.ap-southeast-3.amazonaws.com, http://127.0.0.1:9000, ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (default 'qc-photos/'). */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (the path's slashes kept). */
export function encodePath(path: string): string {
  return path.split('/').map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
}

export interface SignInput {
  method: string;
  host: string;
  /** Already encoded. */
  path: string;
  /** Lower-case names; `host`, `x-amz-date` and `x-amz-content-sha256` are added. */
  headers: Record<string, string>;
  payloadHash: string;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

/** The request's headers with its SigV4 `authorization` (no query string: object calls need none). */
export function signV4(r: SignInput): Record<string, string> {
  const amzDate = r.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const service = r.service ?? 's3';
  const headers: Record<string, string> = { ...r.headers, host: r.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': r.payloadHash };
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const canonicalHeaders = names.map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonical = [r.method, r.path, '', canonicalHeaders, signedHeaders, r.payloadHash].join('\n');
  const scope = `${day}/${r.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}

export function createS3PhotoStorage(o: S3Options): PhotoStorage {
  const base = new URL(o.endpoint);
  const doFetch = o.fetch ?? fetch;
  const now = o.now ?? (() => new Date());
  const prefix = o.prefix ?? 'qc-photos/';
  const basePath = base.pathname.replace(/\/+$/, '');

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertKey(key);
    const path = `${basePath}/${encodePath(o.bucket)}/${encodePath(prefix + key)}`;
    const headers = signV4({
      method, host: base.host, path, headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256(body ?? ''), date: now(), region: o.region, accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey,
    });
    delete headers.host;
    return doFetch(`${base.protocol}//${base.host}${path}`, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  return {
    name: 's3',
    async put(key, data, contentType) {
      const res = await call('PUT', key, data, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },
  };
}

/** PHOTO_STORAGE=s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; null otherwise. */
export function s3StorageFromEnv(env: NodeJS.ProcessEnv): PhotoStorage | null {
  if (env.PHOTO_STORAGE !== 's3') return null;
  const need = (name: string): string => {
    const v = env[name];
    if (!v) throw new Error(`PHOTO_STORAGE=s3 needs ${name}`);
    return v;
  };
  return createS3PhotoStorage({
    endpoint: need('S3_ENDPOINT'), bucket: need('S3_BUCKET'), region: env.S3_REGION || 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'), secretAccessKey: need('S3_SECRET_ACCESS_KEY'), prefix: env.S3_PREFIX ?? 'qc-photos/',
  });
}
