// Server rendering of the storefront's pages (docs/ssr.md).
//
// When the SSR bundle exists (dist-ssr/entry-server.js, `npm run build`), a GET of a storefront
// address is rendered by it into the built dist/index.html: the public pages with their data (the
// bundle calls the API in-process through app.inject, no socket, and the course service over HTTP
// with a short deadline, ./ssr-course.ts), every other page as the app's shell (the browser renders
// it). Without the bundle (dev, tests that build only the client), or when a render fails before its
// first byte, dist/index.html is sent as it is (the single-page app).
//
// The response: `text/html; charset=utf-8`, `cache-control: no-cache`, compressed here (br or gzip,
// flushed as React writes, so a streamed page arrives in pieces); the head carries the CSS of the
// entry and of the page inline (small: see docs/ssr.md); the app's code (entry, its preloads, the
// page's chunks) is asked for by a small script at the end, after the first paint.
// The bundle is imported from its file at run time; the server's own code never imports src/ui.
// What the build produced (the template, the manifest's chunk graphs, the code loader) is read by
// ssr-build.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { acceptedCoding } from './compression.ts';
import { readRuntimeConfig, type RuntimeConfigFill } from './runtime-config.ts';
import { CONFIG_GLOBAL, HEAD, bootStages, chunkGraph, codeLoader, entryGraph, escapeAttr, json, readManifest, readTemplate, scriptHash, type Template } from './ssr-build.ts';
import { scriptNonce } from './browser-protections.ts';
import { languageOfRequest, withPageHead, type PageHeadSource } from './page-head.ts';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import { courseServiceTransport, type ApiAnswer, type ApiRequest } from './ssr-course.ts';

/** The cookie the storefront writes with the visitor's language (`id` / `en`). */
export const LANGUAGE_COOKIE = 'titip_lang';
/**
 * The cookie the storefront writes with the visitor's anonymous access token while nobody is
 * signed in on the device (never the login token): /cart is rendered with it (docs/ssr.md).
 */
export const ACCESS_TOKEN_COOKIE = 'titip_at';

type Language = 'id' | 'en';

/** What the SSR bundle exports (src/entry-server.tsx). */
interface RenderedPage {
  mode: 'complete' | 'streaming';
  pipe(destination: Writable): void;
  state(): string;
  abort(reason?: unknown): void;
}
interface PreparedPage {
  status: number;
  language: Language;
  /** Rendered with the visitor's own token: `cache-control: private, no-cache`. */
  private?: boolean;
  modules: string[];
  render(): Promise<RenderedPage>;
}
interface ShellPage {
  shell: true;
  modules: string[];
}
interface SsrBundle {
  preparePage(request: {
    url: string;
    language: Language;
    transport: (request: ApiRequest) => Promise<ApiAnswer>;
    courseTransport?: (request: ApiRequest) => Promise<ApiAnswer>;
    accessToken?: string | null;
    guestAccessToken?: string | null;
    config?: unknown;
    /** The answer's script nonce: React's inline scripts and the state script carry it. */
    nonce?: string;
    waitMs?: number;
    abortMs?: number;
    onError?: (error: unknown) => void;
  }): Promise<PreparedPage | ShellPage | null>;
}

export interface PageRendererOptions {
  /** The built storefront (dist/). */
  staticDir: string;
  /** The SSR bundle (default: dist-ssr/entry-server.js beside staticDir; SSR_BUNDLE overrides). */
  bundlePath?: string;
  /** How long a render waits for its data before streaming the shell alone (ms). */
  waitMs?: number;
  /** Server values for empty fields of config.json (runtime-config.ts), as /config.json sends them. */
  runtimeConfig?: RuntimeConfigFill;
  /** The head of each page (server/modules/seo; docs/seo.md); without it the template's generic title stays. */
  head?: PageHeadSource;
  /**
   * The course service as this server reaches it (config.courseServiceUrl): the /kursus pages'
   * calls of a render go there (COURSE_RENDER_TIMEOUT_MS). Without it they fail (error state).
   * A function: read on each call (the configuration may be completed after the app is built).
   */
  courseServiceUrl?: string | (() => string);
  /** The deadline of a render's course call (default COURSE_RENDER_TIMEOUT_MS; tests). */
  courseTimeoutMs?: number;
}

export interface PageRenderer {
  /** Whether pages are server-rendered (the bundle is there). */
  readonly enabled: boolean;
  /** The hashes (`'sha256-…'`) of the inline scripts sent without a nonce: the policy lists them. */
  readonly scriptHashes: readonly string[];
  /** Answers a storefront GET: the rendered page, the 404 page (status 404), or the app's shell. */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** A cookie's value from a Cookie header (the first of that name), or null. */
export function cookieOf(cookieHeader: string | undefined, wanted: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== wanted) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** `id` or `en` from the language cookie (anything else: Indonesian, the storefront's default). */
export function languageOf(cookieHeader: string | undefined): Language {
  return cookieOf(cookieHeader, LANGUAGE_COOKIE)?.toLowerCase() === 'en' ? 'en' : 'id';
}

export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions): PageRenderer {
  const staticDir = resolve(options.staticDir);
  const bundlePath = options.bundlePath ?? process.env.SSR_BUNDLE ?? join(dirname(staticDir), 'dist-ssr', 'entry-server.js');
  const template = existsSync(join(staticDir, 'index.html')) ? readTemplate(staticDir) : null;
  const enabled = template !== null && existsSync(bundlePath);
  const manifest = enabled ? readManifest(staticDir) : {};
  // The runtime configuration of the build, read once like the template: handed to every render
  // and embedded in the app's shell (`null` when missing or broken: the browser falls back to its
  // own fetch and defaults), with the server's values filled in like /config.json (runtime-config.ts).
  const runtimeConfig: unknown = readRuntimeConfig(staticDir, options.runtimeConfig)?.value ?? null;
  // The app shell's one inline script: the same bytes on every answer (the shell is built and
  // compressed once), allowed by its hash rather than a nonce.
  const configScript = `window.${CONFIG_GLOBAL}=${json(runtimeConfig)}`;
  const entryKeys = entryGraph(manifest);
  const stages = bootStages(manifest);
  const entryCss = [...entryKeys].flatMap((key) => manifest[key]?.css ?? []);
  const cssText = new Map<string, string>();
  const css = (file: string): string | null => {
    if (!cssText.has(file)) {
      try {
        // `</style` cannot occur in built CSS; guarded anyway.
        cssText.set(file, readFileSync(join(staticDir, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
      } catch {
        return null;
      }
    }
    return cssText.get(file) ?? null;
  };

  const courseTransport = options.courseServiceUrl ? courseServiceTransport(options.courseServiceUrl, options.courseTimeoutMs) : undefined;
  let bundle: Promise<SsrBundle> | null = null;
  const loadBundle = () => (bundle ??= import(pathToFileURL(bundlePath).href) as Promise<SsrBundle>);

  // One anonymous access token for every render's API calls (the public product and search routes
  // are signed with it). Created on first use; a failure is retried on the next render.
  let token: Promise<string | null> | null = null;
  const accessToken = (): Promise<string | null> => {
    token ??= app.inject({ method: 'POST', url: '/api/token-access/create', payload: { mode: 'create_token' } }).then((res) => {
      const body = res.json() as { access_token?: unknown };
      if (res.statusCode !== 200 || typeof body.access_token !== 'string') throw new Error(`token-access/create: HTTP ${res.statusCode}`);
      return body.access_token;
    }).catch((err: unknown) => {
      app.log.warn({ err }, 'server rendering: no access token');
      token = null;
      return null;
    });
    return token;
  };

  const sendShell = (reply: FastifyReply, status = 200) => reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');

  /** The page's head, or null (none configured, or it failed: the template's own title stays). */
  const pageHeadOf = async (request: FastifyRequest, language: Language): Promise<string | null> => {
    if (!options.head) return null;
    try {
      return await options.head(request, language);
    } catch (err) {
      request.log.warn({ err }, 'page head failed: the template\'s title stays');
      return null;
    }
  };

  /**
   * The single-page app's index.html (no SSR bundle, or a render that failed before its first
   * byte), with the page's head: link previews and crawlers read it even without the bundle.
   */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply, knownHead?: string | null): Promise<FastifyReply> {
    if (!template) return sendShell(reply);
    const language = languageOfRequest(request.url, request.headers.cookie);
    const head = knownHead !== undefined ? knownHead : await pageHeadOf(request, language);
    if (head === null) return sendShell(reply);
    const html = withPageHead(template.before, head, language).replace(HEAD, '') + template.after;
    return sendHtml(request, reply, html);
  }

  /** The headers of a page's HTML; the encoding the client takes (none: send it plain). */
  function htmlAnswer(request: FastifyRequest, reply: FastifyReply): ReturnType<typeof acceptedCoding> {
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    return acceptedCoding(request.headers['accept-encoding']);
  }

  function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
    const encoding = htmlAnswer(request, reply);
    if (!encoding) return reply.send(html);
    const body = encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
    return reply.header('content-encoding', encoding).send(body);
  }

  /** The head additions of a page: its CSS inline, its code preloaded. */
  function headOf(modules: readonly string[]): { head: string; inlined: Set<string>; chunks: string[] } {
    const keys = new Set<string>();
    // The start's stages first (their code is asked for in this order), then the page's.
    for (const module of [...stages, ...modules]) chunkGraph(manifest, module, entryKeys, keys);
    const files = [...new Set([...entryCss, ...[...keys].flatMap((key) => manifest[key]?.css ?? [])])];
    const inlined = new Set<string>();
    // Without JavaScript, a part streamed after the shell (React writes it hidden, then swaps it in
    // with a script) is shown where it arrived.
    let head = '<noscript><style>[hidden][id^="S:"]{display:block!important}</style></noscript>';
    for (const file of files) {
      const text = css(file);
      if (text === null) continue;
      inlined.add(file);
      // The disabled link is never fetched; it tells Vite's loader this CSS is already on the page.
      head += `<style data-href="/${escapeAttr(file)}">${text}</style><link rel="stylesheet" href="/${escapeAttr(file)}" disabled>`;
    }
    const chunks = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file)).map((file) => `/${file}`);
    return { head, inlined, chunks };
  }

  /** Each page's shell is the same for every request: built once, compressed once per encoding. */
  const shells = new Map<string, { html: string; br?: Buffer; gzip?: Buffer }>();
  function shellOf(modules: readonly string[], tmpl: Template) {
    const key = modules.join('\n');
    let shell = shells.get(key);
    if (!shell) {
      const { head, inlined, chunks } = headOf(modules);
      const preloads = chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttr(file)}">`).join('');
      const html = tmpl.before
        .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) => (inlined.has(file) ? '' : link))
        .replace(HEAD, () => HEAD + head + preloads)
        + tmpl.after.replace('</body>', `<script>${configScript}</script></body>`);
      shell = { html };
      shells.set(key, shell);
    }
    return shell;
  }

  /**
   * A page the browser renders: the template without content, with the page's CSS inline, its
   * code preloaded and the runtime configuration (the browser need not fetch config.json).
   */
  async function sendAppShell(request: FastifyRequest, reply: FastifyReply, modules: readonly string[], language: Language, pageHead: string | null): Promise<FastifyReply> {
    if (!template) return sendShell(reply);
    const shell = shellOf(modules, template);
    // The page's own head: the shell is then this answer's (compressed for it alone).
    if (pageHead !== null) return sendHtml(request, reply, withPageHead(shell.html, pageHead, language).replace(HEAD, ''));
    const encoding = htmlAnswer(request, reply);
    if (!encoding) return reply.send(shell.html);
    const body = encoding === 'br'
      ? (shell.br ??= brotliCompressSync(shell.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
      : (shell.gzip ??= gzipSync(shell.html, { level: 6 }));
    return reply.header('content-encoding', encoding).send(body);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!enabled || !template) return sendIndex(request, reply);
    const language = languageOfRequest(request.url, request.headers.cookie);
    const nonce = scriptNonce(reply);
    // The head (the product, course or promotion looked up) while the page is prepared: the render
    // itself starts after the head is written, so its lookups find what the head's kept.
    const headLoad = pageHeadOf(request, language);
    let page: PreparedPage | ShellPage | null;
    let pageHead: string | null = null;
    try {
      const [ssr, token] = await Promise.all([loadBundle(), accessToken()]);
      [page, pageHead] = await Promise.all([ssr.preparePage({
        url: request.url,
        language,
        config: runtimeConfig,
        ...(nonce ? { nonce } : {}),
        accessToken: token,
        // Used by the bundle only for a page of the visitor's own data (/cart), checked there.
        guestAccessToken: cookieOf(request.headers.cookie, ACCESS_TOKEN_COOKIE),
        waitMs: options.waitMs ?? 150,
        transport: async (api) => {
          const res = await app.inject({
            method: api.method as InjectOptions['method'],
            url: api.url,
            headers: api.headers,
            remoteAddress: request.ip,
            ...(api.body !== undefined ? { payload: api.body } : {}),
          });
          return { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') }, body: res.body };
        },
        ...(courseTransport ? { courseTransport } : {}),
        onError: (err) => request.log.warn({ err }, 'server rendering: a part of the page is left to the browser'),
      }), headLoad]);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed: sending the app shell');
      return sendIndex(request, reply, await headLoad);
    }
    if (!page) return sendIndex(request, reply, pageHead);
    if ('shell' in page) return sendAppShell(request, reply, page.modules, language, pageHead);
    const prepared = page;

    const { head, inlined, chunks } = headOf(prepared.modules);
    // The page's own head first (title, description, previews), then its CSS at the placeholder.
    let before = withPageHead(template.before, pageHead, prepared.language)
      // The template's 'enable JavaScript' notice goes: this page reads without it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // The entry's stylesheet link gives way to the inline copy of the head.
      .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) => (inlined.has(file) ? '' : link))
      .replace(HEAD, () => head);
    // The page is painted from its HTML: its code is asked for after the first paint (the entry's
    // script and preloads leave the head for a loader at the end of the body), so the text and the
    // picture do not share the network with ~180 kB of JavaScript.
    const code = { entry: '', preloads: [] as string[] };
    before = before
      .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
        code.entry ||= src;
        return '';
      })
      .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
        code.preloads.push(href);
        return '';
      });
    const tail = template.after.replace('</body>', `${codeLoader(code.entry, [...code.preloads, ...chunks], nonce)}</body>`);

    const encoding = acceptedCoding(request.headers['accept-encoding']);
    const out: BrotliCompress | Gzip | PassThrough = encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip' ? createGzip({ level: 6 }) : new PassThrough();
    const flush = () => {
      if ('flush' in out && typeof out.flush === 'function') out.flush();
    };

    reply
      .status(prepared.status)
      .header('content-type', 'text/html; charset=utf-8')
      // A page with the visitor's own data (rendered with their token) is for them alone.
      .header('cache-control', prepared.private ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    // The head goes at once: the browser fetches the page's code while the server renders it.
    out.write(before);
    flush();
    void reply.send(out);

    let rendered: RenderedPage;
    try {
      rendered = await prepared.render();
    } catch (err) {
      // Nothing of the page written yet: the rest of the shell, and the browser renders the page.
      request.log.error({ err }, 'server rendering failed: the browser renders the page');
      out.end(tail);
      return reply;
    }
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) rendered.abort(new Error('the client went away'));
    });
    // React writes the page here and ends it: the state script and the template's tail follow.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.write(chunk);
        callback();
      },
      final(callback) {
        out.end(rendered.state() + tail);
        callback();
      },
    });
    Object.assign(sink, { flush });
    rendered.pipe(sink);
    return reply;
  }

  return { enabled, scriptHashes: template ? [scriptHash(configScript)] : [], handle };
}
