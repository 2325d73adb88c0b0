// QC photos: images only (by their first bytes), size-capped by MAX_UPLOAD_BYTES, stored behind the
// photo storage port; served to the owner and to staff only, through URLs signed for an hour.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../http/errors.ts';
import type { PhotoStorage } from './storage.ts';
import { invalidField, opsError } from './texts.ts';
import { uploadError } from '../../http/uploads.ts';

export const MAX_PHOTOS = 10;
export const PHOTO_URL_TTL_S = 3600;
export const PHOTO_URL_PREFIX = '/api/media/qc/';

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';
export const IMAGE_TYPES: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/** The image type by its first bytes, whatever the name or declared type says. */
export function detectImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const head = data.subarray(0, 6).toString('latin1');
  if (data.length >= 6 && (head === 'GIF87a' || head === 'GIF89a')) return 'gif';
  return null;
}

export interface UploadedPhoto { data: Buffer; kind: ImageKind }
export interface MultipartForm { fields: Record<string, string>; photos: UploadedPhoto[] }

/**
 * Reads a multipart form: text fields and up to MAX_PHOTOS files in `photos`. Too large: 413 (the
 * multipart plugin's error); more files: 413; a file that is not an image: 422 UNSUPPORTED_IMAGE.
 */
export async function readPhotoForm(request: FastifyRequest, maxBytes: number, lang: Lang): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalidField(lang, 'body', 'multipart/form-data expected');
  const fields: Record<string, string> = {};
  const photos: UploadedPhoto[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: MAX_PHOTOS, fields: 20, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw Object.assign(new Error('file cut at the size limit'), { statusCode: 413 });
        if (part.fieldname !== 'photos') continue;
        const kind = detectImage(data);
        if (!kind) throw opsError('UNPROCESSABLE', lang, 'unsupportedImage', 'UNSUPPORTED_IMAGE', 'body.photos');
        photos.push({ data, kind });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    // A malformed or cut-short body: 400 MALFORMED_MULTIPART; over a limit: 413 (server/http/uploads.ts).
    throw uploadError(err, lang, 'body.photos');
  }
  return { fields, photos };
}

/** Stores the photos under `<lineId>/...`; answers their keys (delete them if the action fails). */
export async function storePhotos(storage: PhotoStorage, lineId: number, photos: readonly UploadedPhoto[]): Promise<{ key: string; kind: ImageKind; bytes: number }[]> {
  const stored: { key: string; kind: ImageKind; bytes: number }[] = [];
  try {
    for (const p of photos) {
      const key = `${lineId}/${randomBytes(16).toString('hex')}.${p.kind}`;
      await storage.put(key, p.data, IMAGE_TYPES[p.kind]);
      stored.push({ key, kind: p.kind, bytes: p.data.length });
    }
  } catch (err) {
    await Promise.all(stored.map((s) => storage.remove(s.key).catch(() => undefined)));
    throw err;
  }
  return stored;
}

function signature(secret: string, photoId: number, exp: number): string {
  return createHmac('sha256', secret).update(`qc-photo:${photoId}:${exp}`).digest('hex').slice(0, 32);
}

export function signedPhotoUrl(secret: string, photoId: number, nowMs: number): string {
  const exp = Math.floor(nowMs / 1000) + PHOTO_URL_TTL_S;
  return `${PHOTO_URL_PREFIX}${photoId}?exp=${exp}&sig=${signature(secret, photoId, exp)}`;
}

export function validPhotoSignature(secret: string, photoId: number, exp: number, sig: string, nowMs: number): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < nowMs) return false;
  const a = Buffer.from(sig);
  const b = Buffer.from(signature(secret, photoId, exp));
  return a.length === b.length && timingSafeEqual(a, b);
}

export function photoWire(secret: string, nowMs: number, p: { id: number; content_type: string; created_at: Date | string }) {
  return { photo_id: p.id, url: signedPhotoUrl(secret, p.id, nowMs), content_type: p.content_type, created_at: new Date(p.created_at).toISOString() };
}
