// Lesson videos: a signed, expiring absolute URL (`${COURSE_PUBLIC_URL}/media/<file>?exp=&sig=`,
// HMAC-SHA256 of "<file>\n<exp>" with the service key) given by the lesson call to an enrolled
// customer; GET /media/:file serves it with Range (206) only while the signature is good and not
// expired (403 otherwise). Posters (the demo content's thumbnails: PNG, JPEG or WebP files in the
// same folder) are public at /media/posters/<file>: a course card's picture is not the paid content,
// and only image files are served that way.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../server/http/errors.ts';
import type { CourseConfig } from '../config.ts';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const POSTER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(png|jpe?g|webp)$/i;

export function mediaSignature(key: string, file: string, exp: number): string {
  return createHmac('sha256', key).update(`${file}\n${exp}`).digest('base64url');
}

export function signedMediaUrl(config: CourseConfig, file: string, nowMs: number): string {
  const exp = Math.floor(nowMs / 1000) + config.mediaUrlTtlSeconds;
  return `${config.publicUrl}/media/${encodeURIComponent(file)}?exp=${exp}&sig=${mediaSignature(config.serviceKey, file, exp)}`;
}

/** A poster's public URL: the content names it by its path under the media folder (`posters/<file>`) or by its file alone. */
export function posterUrl(config: CourseConfig, file: string): string {
  return `${config.publicUrl}/media/posters/${encodeURIComponent(file.replace(/^posters\//, ''))}`;
}

export function validMediaSignature(key: string, file: string, exp: string | undefined, sig: string | undefined, nowMs: number): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 <= nowMs) return false;
  const expected = Buffer.from(mediaSignature(key, file, Number(exp)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function mediaRoutes(app: FastifyInstance, config: CourseConfig, now: () => Date): Promise<void> {
  await app.register(fastifyStatic, { root: config.mediaDir, serve: false, acceptRanges: true, cacheControl: false });
  app.get<{ Params: { file: string } }>('/media/posters/:file', async (request, reply) => {
    const { file } = request.params;
    if (!POSTER_NAME.test(file)) throw new AppError('NOT_FOUND');
    // media/posters/<file> (the demo content's), else a poster kept beside the videos.
    const path = [join('posters', file), file].find((p) => existsSync(join(config.mediaDir, p)));
    if (!path) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.sendFile(path);
  });
  app.get<{ Params: { file: string }; Querystring: { exp?: string; sig?: string } }>('/media/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) throw new AppError('NOT_FOUND');
    if (!validMediaSignature(config.serviceKey, file, request.query.exp, request.query.sig, now().getTime())) {
      throw new AppError('FORBIDDEN', { reason: 'MEDIA_SIGNATURE_INVALID' });
    }
    if (!existsSync(join(config.mediaDir, file))) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'private, max-age=3600');
    return reply.sendFile(file);
  });
}
