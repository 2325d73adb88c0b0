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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/** Adds `value` to the response's `vary` header (kept when already there, or when it is `*`). */
export function appendVary(reply: FastifyReply, value: string): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') {
    reply.header('vary', value);
    return;
  }
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) reply.header('vary', [...values, value].join(', '));
}

export type ContentCoding = 'br' | 'gzip';

/**
 * The answers for the Accept-Encoding headers seen last (browsers send a handful of distinct ones):
 * the header is read once, not on every request. Bounded: 64 headers of at most 200 characters
 * (a longer one is read every time), emptied when full.
 */
const codingOf = new Map<string, ContentCoding | null>();
const CODINGS_KEPT = 64;

/** The coding to answer with for an Accept-Encoding header: br before gzip at equal weight; q=0 refuses. */
export function acceptedCoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || header.length > 200) return readCoding(header);
  const known = codingOf.get(header);
  if (known !== undefined) return known;
  const coding = readCoding(header);
  if (codingOf.size >= CODINGS_KEPT) codingOf.clear();
  codingOf.set(header, coding);
  return coding;
}

function readCoding(header: string | string[]): ContentCoding | null {
  const text = (Array.isArray(header) ? header.join(',') : header ?? '').toLowerCase();
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().split(';').map((s) => s.trim());
    const coding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : name === '*' ? 'br' : null;
    if (coding === null) continue;
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && coding === 'br' && best !== 'br')) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * A JSON answer sent many times unchanged (the hot cart reads keep theirs with the cart,
 * server/modules/cart/priced-memo.ts): its compressed forms are made once, on first demand, with the
 * same settings as the on-the-fly compression, instead of on every request.
 */
export class PreparedJson {
  private readonly encoded = new Map<ContentCoding, Buffer>();
  /**
   * The answer's UTF-8 bytes, sent as they are: a string would be measured (content-length) and
   * encoded again on every send, by Fastify and by Node (docs/performance.md).
   */
  readonly raw: Buffer;
  readonly bytes: number;

  constructor(readonly json: string) {
    this.raw = Buffer.from(json, 'utf8');
    this.bytes = this.raw.length;
  }

  body(coding: ContentCoding): Buffer {
    let body = this.encoded.get(coding);
    if (!body) {
      body = coding === 'br'
        ? brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes } })
        : gzipSync(this.raw, { level: GZIP_LEVEL });
      this.encoded.set(coding, body);
    }
    return body;
  }
}

/** Sends a prepared JSON answer, compressed as the request accepts (the on-the-fly compression skips it). */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.status(200).type('application/json; charset=utf-8');
  if (prepared.bytes < COMPRESSION_THRESHOLD_BYTES) return reply.send(prepared.raw);
  appendVary(reply, 'Accept-Encoding');
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (coding === null) return reply.send(prepared.raw);
  return reply.header('content-encoding', coding).send(prepared.body(coding));
}
