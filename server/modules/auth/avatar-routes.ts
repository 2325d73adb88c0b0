// Avatar upload (multipart field 'avatar'; png, gif or jpeg by magic bytes) and serving, both through
// the file storage (ctx.avatars): any server process serves an avatar another one stored.
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { readSingleFile, uploadScope } from '../../http/uploads.ts';
import { invalid, type AuthContext } from './context.ts';
import { findById } from './customers.ts';
import { TEXT } from './texts.ts';

export const AVATAR_URL_PREFIX = '/api/media/avatars/';
const FILE_NAME = /^[a-f0-9]{32}\.(png|gif|jpg)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg' };

/** The image type by its first bytes, whatever the file name or declared type says. */
export function imageKind(data: Buffer): 'png' | 'gif' | 'jpg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (data.length >= 6 && (head === 'GIF87a' || head === 'GIF89a')) return 'gif';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

export async function avatarRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { db, avatars } = ctx;

  await uploadScope(app, ctx.config.maxUploadBytes, (uploads) => {
    uploads.post('/customer/avatar/upload', {
      schema: { tags: ['auth'], summary: 'Upload the avatar (multipart/form-data, field avatar)', consumes: ['multipart/form-data'] },
    }, async (request, reply) => {
      const customerId = requireCustomer(request);
      const lang = requestLang(request);
      if (!request.isMultipart()) throw invalid(lang, 'avatar', TEXT.avatarFailed);
      // 400 on a malformed or cut-short body, 413 beyond MAX_UPLOAD_BYTES: nothing is stored.
      const part = await readSingleFile(request, lang, 'body.avatar');
      if (!part || part.fieldname !== 'avatar') throw invalid(lang, 'avatar', TEXT.avatarFailed);
      const data = part.data;
      const kind = imageKind(data);
      if (!kind) throw new AppError('UNPROCESSABLE', { field: 'body.avatar', reason: 'UNSUPPORTED_IMAGE', message: TEXT.avatarType[lang] });
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      await avatars.put(name, data, CONTENT_TYPES[kind] ?? 'application/octet-stream');
      const previous = (await findById(db, customerId))?.avatar ?? null;
      const url = AVATAR_URL_PREFIX + name;
      await db.updateTable('customers').set({ avatar: url }).where('id', '=', customerId).execute();
      if (previous?.startsWith(AVATAR_URL_PREFIX)) {
        const old = basename(previous);
        if (FILE_NAME.test(old)) await avatars.remove(old).catch(() => undefined);
      }
      return ok(reply, { avatar_url: url }, TEXT.avatarOk[lang], 201);
    });
  });

  app.get<{ Params: { file: string } }>('/media/avatars/:file', {
    schema: {
      tags: ['auth'], summary: 'An uploaded avatar image',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: FILE_NAME.source } } },
    },
  }, async (request, reply) => {
    const file = request.params.file;
    const data = await avatars.get(file);
    if (!data) throw new AppError('NOT_FOUND');
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(data);
  });
}
