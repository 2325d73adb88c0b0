// On-the-fly response compression (@fastify/compress) for what the server generates: API JSON,
// the OpenAPI document, SVG demo images. Registered before the routes (it hooks every route
// declared after it); the storefront's files opt out (server/http/static-assets.ts sends them
// precompressed).
// - br (quality 4: fast enough per request) or gzip, by the request's Accept-Encoding;
// - only bodies of 1 KB and more (below that the headers outweigh the saving);
// - only compressible types (text/*, JSON, XML, SVG; never text/event-stream, never PNG/JPEG);
// - never a response that already has a content-encoding;
// - request bodies are not decompressed (no `content-encoding` on requests is accepted or changed).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
