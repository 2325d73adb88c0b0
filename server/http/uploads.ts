// The multipart parser (@fastify/multipart) only where files are uploaded: the avatar, image
// search and the console's receiving photos. Registered globally it added two async hooks and a
// listener to every request of every route (a tenth of a cheap API call's cost, docs/performance.md);
// in a scope of its own it parses only its routes' bodies, and a multipart body sent anywhere else
// is refused with 415 like any other unsupported content type.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, t, type Lang } from './errors.ts';

/** Registers `routes` in a child scope that parses multipart bodies (one file of at most `maxBytes`,
 * unless a route asks for other limits). Hooks, prefix and error handling are the parent's. */
export async function uploadScope(app: FastifyInstance, maxBytes: number, routes: (scope: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    await routes(scope);
  });
}

export const UPLOAD_TEXT = {
  malformed: { id: 'Unggahan tidak dapat dibaca: formulir multipart rusak atau terpotong.', en: 'The upload cannot be read: the multipart form is malformed or cut short.' },
  tooLarge: { id: 'Berkas terlalu besar.', en: 'The file is too large.' },
} satisfies Record<string, { id: string; en: string }>;

/**
 * The envelope error of a failure while reading a multipart body (issue 22): over a limit (a file
 * cut at the size limit, too many parts) → 413 PAYLOAD_TOO_LARGE; anything else the parser throws
 * (a body cut short, a missing boundary, broken part headers) → 400 MALFORMED_MULTIPART. Errors
 * already in the envelope pass through.
 */
export function uploadError(err: unknown, lang: Lang, field: string): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { field, reason: 'PAYLOAD_TOO_LARGE', message: t(lang, UPLOAD_TEXT.tooLarge) });
  return new AppError('BAD_REQUEST', { field, reason: 'MALFORMED_MULTIPART', message: t(lang, UPLOAD_TEXT.malformed) });
}

/**
 * Reads the first part of a single-file upload to the end: its field name and bytes, or null when
 * the body has no file. A file cut at the size limit is refused (413), never handed on shortened.
 */
export async function readSingleFile(request: FastifyRequest, lang: Lang, field: string): Promise<{ fieldname: string; data: Buffer } | null> {
  try {
    const part = await request.file();
    if (!part) return null;
    const data = await part.toBuffer();
    if (part.file.truncated) throw Object.assign(new Error('file cut at the size limit'), { statusCode: 413 });
    return { fieldname: part.fieldname, data };
  } catch (err) {
    throw uploadError(err, lang, field);
  }
}
