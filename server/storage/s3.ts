// An S3-compatible file storage adapter (AWS S3, MinIO, Cloudflare R2, Wasabi, ...): PUT, GET and
// DELETE of objects signed with AWS Signature Version 4 (node:crypto, no SDK), path-style URLs
// (`<endpoint>/<bucket>/<prefix><key>`), which every S3-compatible service accepts. Chosen by
// configuration (FILE_STORAGE=s3, or the older PHOTO_STORAGE=s3 for QC photos alone: compose.ts).
// API: https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html, API_GetObject.html,
// API_DeleteObject.html; signature: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
import { createHash, createHmac } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

export interface S3Options {
  /** https://s3.ap-southeast-3.amazonaws.com, http://127.0.0.1:9000, ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (default none). */
  prefix?: string;
  /** Checks each key before it is used (default assertStorageKey). */
  checkKey?: (key: string) => void;
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

export function createS3Storage(o: S3Options): FileStorage {
  const base = new URL(o.endpoint);
  const doFetch = o.fetch ?? fetch;
  const now = o.now ?? (() => new Date());
  const prefix = o.prefix ?? '';
  const checkKey = o.checkKey ?? assertStorageKey;
  const basePath = base.pathname.replace(/\/+$/, '');

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    checkKey(key);
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
      await res.arrayBuffer(); // the connection goes back to the pool only once its body is read
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await call('GET', key);
      const body = Buffer.from(await res.arrayBuffer());
      // A missing key is no object; a missing bucket is a misconfiguration, not an empty store.
      if (res.status === 404 && !body.includes('<Code>NoSuchBucket</Code>')) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return body;
    },
    async remove(key) {
      const res = await call('DELETE', key);
      await res.arrayBuffer();
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },
  };
}
