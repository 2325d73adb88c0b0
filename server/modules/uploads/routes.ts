// The spec's other multipart calls (docs/api/cart.md "Uploads"), for the manual order's picture and for
// attachments; a signed-in customer or a guest (an access token, as the manual order allows):
//   POST image/upload      a picture (field image or file)              → { url }
//   POST product/upload/1  the manual order's product picture           → { url, image_url }
//   POST file/upload       an attachment: a picture or a PDF             → { url, name, size }
//   POST cropping-image    the picture cropped in the browser + x, y, width, height → { url, crop }
//   GET  media/uploads/{file} serves them back (random names; pictures inline, PDF as an attachment).
// The type is read from the first bytes (src/domain/upload), never from the declared content type;
// at most MAX_UPLOAD_BYTES; stored through the file storage port (area `uploads/`).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { requireOwner } from '../../http/auth-context.ts';
import { uploadError, uploadScope } from '../../http/uploads.ts';
import { filesOf } from '../../storage/compose.ts';
import { UPLOAD_CONTENT_TYPES, uploadFileKind, uploadImageKind, validCropRect, type UploadFileKind } from '../../../src/domain/upload/index.ts';

export const UPLOAD_URL_PREFIX = '/api/media/uploads/';
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf)$/;
const FILE_FIELDS = new Set(['image', 'file', 'picture', 'product_image']);
const tags = ['uploads'];

export const UPLOADS_TEXT = {
  missing: { id: 'Pilih berkas untuk diunggah.', en: 'Choose a file to upload.' },
  imageType: { id: 'Gambar harus berupa PNG, JPEG, GIF, atau WebP.', en: 'The picture must be a PNG, JPEG, GIF or WebP.' },
  fileType: { id: 'Berkas harus berupa gambar (PNG, JPEG, GIF, WebP) atau PDF.', en: 'The file must be a picture (PNG, JPEG, GIF, WebP) or a PDF.' },
  crop: { id: 'Area potongan tidak valid.', en: 'The crop area is not valid.' },
  saved: { id: 'Berkas berhasil diunggah', en: 'File uploaded' },
} satisfies Record<string, { id: string; en: string }>;

/** Whether an image URL is one of ours (the manual order keeps it as sent). */
export function isOwnUploadUrl(value: string): boolean {
  return value.startsWith(UPLOAD_URL_PREFIX) && UPLOAD_FILE_NAME.test(value.slice(UPLOAD_URL_PREFIX.length)) && !value.endsWith('.pdf');
}

interface UploadForm { file: { data: Buffer; filename: string | undefined } | null; fields: Record<string, string> }

async function readForm(request: FastifyRequest, maxBytes: number, lang: Lang): Promise<UploadForm> {
  const form: UploadForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 64 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw Object.assign(new Error('file cut at the size limit'), { statusCode: 413 });
        if (FILE_FIELDS.has(part.fieldname)) form.file = { data, filename: part.filename };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadError(err, lang, 'body.image');
  }
  return form;
}

function refused(lang: Lang, text: { id: string; en: string }, reason: string, field = 'body.image'): AppError {
  return new AppError('UNPROCESSABLE', { field, reason, message: t(lang, text) });
}

const multipartSchema = (summary: string) => ({ tags, summary, consumes: ['multipart/form-data'] });

export async function uploadsRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config } = deps;
  const files = filesOf(deps, 'uploads');

  async function receive(request: FastifyRequest, images: boolean): Promise<{ url: string; kind: UploadFileKind; size: number; fields: Record<string, string> }> {
    requireOwner(request);
    const lang = requestLang(request);
    if (!request.isMultipart()) throw refused(lang, UPLOADS_TEXT.missing, 'VALIDATION');
    const form = await readForm(request, config.maxUploadBytes, lang);
    if (!form.file || form.file.data.length === 0) throw refused(lang, UPLOADS_TEXT.missing, 'VALIDATION');
    const kind = images ? uploadImageKind(form.file.data) : uploadFileKind(form.file.data);
    if (!kind) throw refused(lang, images ? UPLOADS_TEXT.imageType : UPLOADS_TEXT.fileType, images ? 'UNSUPPORTED_IMAGE' : 'UNSUPPORTED_FILE');
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await files.put(name, form.file.data, UPLOAD_CONTENT_TYPES[kind]);
    return { url: UPLOAD_URL_PREFIX + name, kind, size: form.file.data.length, fields: form.fields };
  }

  await uploadScope(app, config.maxUploadBytes, (uploads) => {
    const pre = { preValidation: async (request: FastifyRequest) => { requireOwner(request); } };

    uploads.post('/image/upload', { ...pre, schema: multipartSchema('Upload a picture (multipart: image); PNG, JPEG, GIF or WebP by content') }, async (request, reply) => {
      const got = await receive(request, true);
      return ok(reply, { url: got.url, image_url: got.url }, t(requestLang(request), UPLOADS_TEXT.saved), 201);
    });

    uploads.post('/product/upload/1', { ...pre, schema: multipartSchema("The manual order's product picture (multipart: image); its URL goes in image_url") }, async (request, reply) => {
      const got = await receive(request, true);
      return ok(reply, { url: got.url, image_url: got.url }, t(requestLang(request), UPLOADS_TEXT.saved), 201);
    });

    uploads.post('/file/upload', { ...pre, schema: multipartSchema('Upload an attachment (multipart: file); a picture or a PDF by content') }, async (request, reply) => {
      const got = await receive(request, false);
      return ok(reply, { url: got.url, kind: got.kind, size: got.size }, t(requestLang(request), UPLOADS_TEXT.saved), 201);
    });

    uploads.post('/cropping-image', { ...pre, schema: multipartSchema('A picture cropped in the browser (multipart: x, y, width, height, then image)') }, async (request, reply) => {
      const lang = requestLang(request);
      requireOwner(request);
      if (!request.isMultipart()) throw refused(lang, UPLOADS_TEXT.missing, 'VALIDATION');
      // The rectangle is checked before anything is stored: the fields come first in the form.
      const form = await readForm(request, config.maxUploadBytes, lang);
      const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? Number.NaN : Number(v));
      const crop = { x: num(form.fields.x), y: num(form.fields.y), width: num(form.fields.width), height: num(form.fields.height) };
      if (!validCropRect(crop)) throw refused(lang, UPLOADS_TEXT.crop, 'VALIDATION', 'body.crop');
      if (!form.file || form.file.data.length === 0) throw refused(lang, UPLOADS_TEXT.missing, 'VALIDATION');
      const kind = uploadImageKind(form.file.data);
      if (!kind) throw refused(lang, UPLOADS_TEXT.imageType, 'UNSUPPORTED_IMAGE');
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      await files.put(name, form.file.data, UPLOAD_CONTENT_TYPES[kind]);
      const url = UPLOAD_URL_PREFIX + name;
      return ok(reply, { url, image_url: url, crop }, t(lang, UPLOADS_TEXT.saved), 201);
    });
  });

  app.get<{ Params: { file: string } }>('/media/uploads/:file', {
    schema: {
      tags, summary: 'An uploaded picture or attachment',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: UPLOAD_FILE_NAME.source } } },
    },
  }, async (request, reply) => {
    const file = request.params.file;
    const data = await files.get(file);
    if (!data) throw new AppError('NOT_FOUND');
    const ext = file.slice(file.lastIndexOf('.') + 1) as UploadFileKind;
    if (ext === 'pdf') reply.header('content-disposition', 'attachment; filename="lampiran.pdf"');
    return reply
      .header('content-type', UPLOAD_CONTENT_TYPES[ext])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(data);
  });
}
