// POST image-search[?market=1688|taobao] (multipart, field 'file'; png, jpeg or gif by magic bytes,
// spec section 5; a GIF is searched by its first frame) and the uploaded pictures at GET
// media/image-search/:file. The picture is stored, then
// searched through the marketplace data port (docs/marketplace.md): a provider fetches it from
// PUBLIC_URL + /api/media/image-search/<file>. Stored in and served from the file storage's
// `image-search/` area, so the process the provider reaches need not be the one that took the upload.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { readSingleFile, uploadScope } from '../../http/uploads.ts';
import { ImageDecodeError, decodeImage } from './image-hash.ts';
import { marketplaceService, visitorOf } from '../catalog/marketplace/service.ts';
import type { SearchMarket } from '../catalog/marketplace/port.ts';
import { listHits } from './routes-search.ts';
import { filesOf } from '../../storage/compose.ts';

export const IMAGE_SEARCH_MEDIA = '/api/media/image-search/';
const EXT = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

const TEXTS = {
  failed: { id: 'Tidak dapat memproses gambar.', en: 'Cannot process the image.' },
  UNSUPPORTED_IMAGE: { id: 'Tidak dapat memproses gambar. Gunakan PNG, JPEG atau GIF.', en: 'Cannot process the image. Use PNG, JPEG or GIF.' },
  CORRUPT_IMAGE: { id: 'Tidak dapat memproses gambar. Berkas gambar rusak.', en: 'Cannot process the image. The file is corrupt.' },
  IMAGE_TOO_LARGE: { id: 'Tidak dapat memproses gambar. Resolusi terlalu besar.', en: 'Cannot process the image. The resolution is too large.' },
};

export async function imageSearchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = marketplaceService(deps);
  const pictures = filesOf(deps, 'image-search');

  await uploadScope(app, deps.config.maxUploadBytes, (uploads) => {
    uploads.post<{ Querystring: { market?: SearchMarket } }>('/image-search', {
      schema: {
        summary: 'Search products by picture (multipart/form-data, field file; png, jpeg, gif)', consumes: ['multipart/form-data'],
        querystring: { type: 'object', additionalProperties: false, properties: { market: { type: 'string', enum: ['1688', 'taobao'] } } },
      },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const fail = (reason: keyof typeof TEXTS | 'MISSING_FILE', code: 'UNPROCESSABLE' | 'BAD_REQUEST' = 'UNPROCESSABLE') =>
        new AppError(code, { field: 'body.file', reason, message: t(lang, reason === 'MISSING_FILE' ? TEXTS.failed : TEXTS[reason]) });
      if (!request.isMultipart()) throw fail('MISSING_FILE', 'BAD_REQUEST');
      // 400 on a malformed or cut-short body, 413 beyond MAX_UPLOAD_BYTES: nothing is stored.
      const part = await readSingleFile(request, lang, 'body.file');
      if (!part || part.fieldname !== 'file') throw fail('MISSING_FILE', 'BAD_REQUEST');
      const bytes = part.data;
      let decoded;
      try {
        decoded = decodeImage(bytes);
      } catch (err) {
        if (err instanceof ImageDecodeError) throw fail(err.reason);
        throw fail('CORRUPT_IMAGE');
      }
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXT[decoded.kind]}`;
      await pictures.put(name, bytes, CONTENT_TYPES[EXT[decoded.kind]] ?? 'application/octet-stream');
      const visitor = visitorOf(request, lang);
      const found = await service.searchByImage({
        market: request.query.market ?? null, bytes, kind: decoded.kind, page: 1, pageSize: 16,
        imageUrl: deps.config.publicUrl ? deps.config.publicUrl + IMAGE_SEARCH_MEDIA + name : null,
      }, visitor);
      const items = await listHits(deps.db, service, found.items, visitor);
      return ok(reply, {
        status: 200,
        images: [{ image_crop_url: IMAGE_SEARCH_MEDIA + name, width: decoded.image.width, height: decoded.image.height }],
        data: items.map((item, i) => ({ ...item, distance: found.items[i]?.distance ?? null })),
      });
    });
  });

  app.get<{ Params: { file: string } }>('/media/image-search/:file', {
    schema: { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-f0-9]{32}\\.(png|jpg|gif)$' } } } },
  }, async (request, reply) => {
    const { file } = request.params;
    const body = await pictures.get(file);
    if (!body) throw new AppError('NOT_FOUND');
    return reply.header('content-type', CONTENT_TYPES[file.split('.')[1] ?? ''] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(body);
  });
}
