// POST image-search (multipart, field 'file'; png, jpeg by magic bytes; gif refused) and the
// uploaded pictures at GET media/image-search/:file.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { uploadScope } from '../../http/uploads.ts';
import { ImageDecodeError, decodeImage } from './image-hash.ts';
import { createEmbeddedImageSearch } from './image-search.ts';
import { byKeys, loadCatalog } from './catalog-view.ts';

export const IMAGE_SEARCH_MEDIA = '/api/media/image-search/';
const EXT = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

const TEXTS = {
  failed: { id: 'Tidak dapat memproses gambar.', en: 'Cannot process the image.' },
  UNSUPPORTED_IMAGE: { id: 'Tidak dapat memproses gambar. Gunakan PNG, JPEG atau GIF.', en: 'Cannot process the image. Use PNG, JPEG or GIF.' },
  GIF_NOT_SUPPORTED: { id: 'Tidak dapat memproses gambar. GIF belum didukung untuk pencarian gambar, gunakan PNG atau JPEG.', en: 'Cannot process the image. GIF is not supported by image search yet; use PNG or JPEG.' },
  CORRUPT_IMAGE: { id: 'Tidak dapat memproses gambar. Berkas gambar rusak.', en: 'Cannot process the image. The file is corrupt.' },
  IMAGE_TOO_LARGE: { id: 'Tidak dapat memproses gambar. Resolusi terlalu besar.', en: 'Cannot process the image. The resolution is too large.' },
};

export async function imageSearchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const port = deps.ports.imageSearch ?? createEmbeddedImageSearch(deps);
  const dir = join(deps.config.dataDir, 'image-search');

  await uploadScope(app, deps.config.maxUploadBytes, (uploads) => {
    uploads.post('/image-search', {
      schema: { summary: 'Search products by picture (multipart/form-data, field file; png, jpeg)', consumes: ['multipart/form-data'] },
    }, async (request, reply) => {
      const lang = requestLang(request);
      const fail = (reason: keyof typeof TEXTS | 'MISSING_FILE', code: 'UNPROCESSABLE' | 'BAD_REQUEST' = 'UNPROCESSABLE') =>
        new AppError(code, { field: 'body.file', reason, message: t(lang, reason === 'MISSING_FILE' ? TEXTS.failed : TEXTS[reason]) });
      if (!request.isMultipart()) throw fail('MISSING_FILE', 'BAD_REQUEST');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw fail('MISSING_FILE', 'BAD_REQUEST');
      }
      const bytes = await part.toBuffer(); // 413 beyond MAX_UPLOAD_BYTES
      let decoded;
      try {
        decoded = decodeImage(bytes);
      } catch (err) {
        if (err instanceof ImageDecodeError) throw fail(err.reason);
        throw fail('CORRUPT_IMAGE');
      }
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXT[decoded.kind]}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { mode: 0o640 });
      const matches = await port.search({ bytes, kind: decoded.kind, image: decoded.image }, { limit: 16 });
      const items = byKeys(await loadCatalog(deps.db), matches.map((m) => `${m.marketplace}:${m.product_id}`));
      const distance = new Map(matches.map((m) => [`${m.marketplace}:${m.product_id}`, m.distance]));
      return ok(reply, {
        status: 200,
        images: [{ image_crop_url: IMAGE_SEARCH_MEDIA + name, width: decoded.image.width, height: decoded.image.height }],
        data: items.map((i) => ({ ...i, distance: distance.get(i.product_key) ?? null })),
      });
    });
  });

  app.get<{ Params: { file: string } }>('/media/image-search/:file', {
    schema: { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-f0-9]{32}\\.(png|jpg)$' } } } },
  }, async (request, reply) => {
    const { file } = request.params;
    let body: Buffer;
    try {
      body = await readFile(join(dir, file));
    } catch {
      throw new AppError('NOT_FOUND');
    }
    return reply.header('content-type', CONTENT_TYPES[file.split('.')[1] ?? ''] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(body);
  });
}
