// The built storefront (dist/) served as files: one GET/HEAD route per file found at start.
// - Precompressed: `X.br` / `X.gz` written by scripts/precompress.mjs are sent as they are,
//   chosen by the request's Accept-Encoding (br first, then gzip, else the file itself), with
//   `content-encoding` and `vary: accept-encoding` (@fastify/static `preCompressed`).
// - Cache: hashed build output under /assets/ is `public, max-age=31536000, immutable` (a new
//   build gives new names); everything else (index.html, config.json, unhashed files) is
//   `no-cache`: the browser keeps it but revalidates with the ETag / Last-Modified every time.
// - These routes opt out of on-the-fly compression (server/http/compression.ts): what is worth
//   compressing was compressed at build time, the rest (images, files under 1 KB) is sent as is.
// `reply.sendFile(path)` (the storefront's not-found handler) gets the same treatment.
// - Browser protections (browser-protections.ts): the page set on every file but the hashed ones.
// - config.json with values the server fills (runtime-config.ts: courseBaseUrl from
//   COURSE_PUBLIC_URL) is sent from memory, with the same `no-cache`, its own ETag (of what is sent)
//   and the file's Last-Modified, 304 on either validator; under 1 KB it is sent as it is.
import { appendVary } from './compression.ts';
import { readRuntimeConfig, type EffectiveRuntimeConfig, type RuntimeConfigFill } from './runtime-config.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const COMPRESSED_VARIANT = /\.(br|gz)$/;
/** Vite's output names: `name-<8 character hash>.ext` under assets/. */
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Whether a path relative to the static root (`assets/index-CEaAcrZ_.js`) is a content-hashed asset. */
export function isHashedAsset(relativePath: string): boolean {
  return HASHED_ASSET.test(relativePath);
}

/** The files to serve, relative with `/` separators: no dot-directories (`.vite/`), no `.br`/`.gz` variant of another file. */
function listFiles(root: string): string[] {
  const all = (readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => !p.split('/').some((segment) => segment.startsWith('.')));
  const present = new Set(all);
  return all.filter((p) => !(COMPRESSED_VARIANT.test(p) && present.has(p.replace(COMPRESSED_VARIANT, '')))).sort();
}

/** Whether the request's validators match what would be sent (If-None-Match first, as RFC 9110 says). */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function sendRuntimeConfig(request: FastifyRequest, reply: FastifyReply, config: EffectiveRuntimeConfig): FastifyReply {
  reply
    .header('cache-control', REVALIDATE)
    .header('etag', config.etag)
    .header('last-modified', config.lastModified.toUTCString());
  if (notModified(request, config.etag, config.lastModified)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(config.text);
}

export async function registerStaticAssets(app: FastifyInstance, root: string, options: { runtimeConfig?: RuntimeConfigFill } = {}): Promise<void> {
  const runtimeConfig = readRuntimeConfig(root, options.runtimeConfig);
  await app.register(fastifyStatic, {
    root,
    serve: false, // the routes below, so that each opts out of on-the-fly compression
    index: false,
    preCompressed: true,
    cacheControl: false, // set by setHeaders
    etag: true,
    lastModified: true,
    setHeaders(reply, path) {
      const logical = relative(root, path.replace(COMPRESSED_VARIANT, '')).split(sep).join('/');
      reply.header('cache-control', isHashedAsset(logical) ? IMMUTABLE : REVALIDATE);
    },
  });

  for (const file of listFiles(root)) {
    app.get(`/${file}`, {
      schema: { hide: true },
      // The hashed files get none of the browser protections' headers (browser-protections.ts): the
      // same bytes for everyone, 40-odd per page, where every header counts against the JS budget.
      config: { compress: false, ...(isHashedAsset(file) ? { browserProtections: false as const } : {}) },
      // A later onSend hook that sets `vary` (CORS) must not drop accept-encoding.
      onSend: async (_request, reply, payload) => {
        appendVary(reply, 'Accept-Encoding');
        return payload;
      },
    }, (request, reply) => (file === 'config.json' && runtimeConfig?.filled
      ? sendRuntimeConfig(request, reply, runtimeConfig)
      : reply.sendFile(file)));
  }
}
