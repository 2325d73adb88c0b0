// Browser protections on every answer of the server (docs/security.md):
// - Pages and every other answer outside /api and /assets (the storefront's HTML, index.html,
//   config.json, /dev pages, /healthz): helmet's middleware with a strict Content-Security-Policy. Its
//   script-src has no 'unsafe-inline' nor 'unsafe-eval': the server's inline scripts carry the
//   answer's nonce (`scriptNonce(reply)`: a fresh random value per answer, made when helmet writes
//   the policy) or, for the same bytes on every answer (the app shell's configuration script), a hash
//   listed in the policy. frame-ancestors 'none' and X-Frame-Options: DENY (nothing frames our pages,
//   the card's 3-D Secure is a whole-page redirect), nosniff, Referrer-Policy
//   strict-origin-when-cross-origin, HSTS only in production.
// - /api answers: a fixed set (nosniff, `default-src 'none'; frame-ancestors 'none'`, DENY,
//   Cross-Origin-Resource-Policy same-site, HSTS in production) from one callback, without helmet's
//   per-request work (docs/performance.md); a route that sets its own policy (the SVG demo images)
//   keeps it. `Cache-Control: no-store` on personal answers: a request with a login or staff token
//   (Authorization), a guest's own resources (auth-context.ts requireOwner marks them), and an answer
//   that hands out a token.
// - /assets/ (the build's hashed, immutable files): no header added. 40-odd of them load with a page,
//   where every header counts against the JavaScript budget (scripts/lighthouse.ts); they are the
//   build's own files with their right types, and module scripts are type-checked by the browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ServerConfig } from '../config.ts';
import { installPersonalMark, isPersonalRequest } from './personal.ts';

/** Where the browser's storefront reaches things other than this origin. */
export interface PageOrigins {
  /** API, course service (runtime configuration: apiBaseUrl, scrapeBaseUrl, courseBaseUrl). */
  connect: string[];
  /** The course service: lesson videos and posters. */
  media: string[];
  /** The card gateway's client library and its calls (Midtrans), empty with the embedded gateway. */
  gateway: string[];
  /** The configured analytics pixels' hosts per directive (src/domain/privacy/pixels.ts); absent or empty: none. */
  analytics?: { script: string[]; connect: string[]; img: string[] };
  /** The configured social sign-in SDKs' hosts per directive (src/domain/account/social-login.ts); absent or empty: none. */
  social?: { script: string[]; connect: string[]; frame: string[]; style: string[] };
}

/** Midtrans' API hosts: the client library asks the one of its environment for card tokens. */
const MIDTRANS_API = { sandbox: 'https://api.sandbox.midtrans.com', production: 'https://api.midtrans.com' };
const MIDTRANS_JS = 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js';

/** The origin of an absolute http(s) address, else null (a path of this site). */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The card gateway's origins a page may load the library from and talk to (none for the embedded gateway, which is this origin). */
export function gatewayOrigins(config: Pick<ServerConfig, 'paymentGatewayUrl' | 'paymentGatewayJsUrl' | 'paymentGatewayClientKey'>): string[] {
  if (!config.paymentGatewayUrl) return [];
  const sandbox = /sandbox/i.test(config.paymentGatewayUrl) || (config.paymentGatewayClientKey ?? '').startsWith('SB-');
  return unique([
    originOf(config.paymentGatewayJsUrl ?? MIDTRANS_JS),
    originOf(config.paymentGatewayUrl),
    sandbox ? MIDTRANS_API.sandbox : MIDTRANS_API.production,
  ]);
}

/** The origins of the runtime configuration's addresses (absolute ones only). */
export function runtimeOrigins(runtimeConfig: unknown): string[] {
  if (typeof runtimeConfig !== 'object' || runtimeConfig === null) return [];
  const value = runtimeConfig as Record<string, unknown>;
  return unique(['apiBaseUrl', 'scrapeBaseUrl', 'courseBaseUrl'].map((key) => (typeof value[key] === 'string' ? originOf(value[key]) : null)));
}

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's script-src, for the inline scripts the server writes (undefined: no policy with a nonce). */
export function scriptNonce(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw);
}

/** The page policy's directives; `scriptHashes` are the hashes (`'sha256-…'`) of inline scripts sent without a nonce. */
export function pageDirectives(origins: PageOrigins, scriptHashes: readonly string[]): Record<string, (string | ((req: unknown, res: ServerResponse) => string))[]> {
  const self = "'self'";
  const frames = [...origins.gateway, ...(origins.social?.frame ?? [])];
  return {
    'default-src': [self],
    'script-src': [
      self,
      (_req, res) => {
        const nonce = randomBytes(16).toString('base64');
        nonces.set(res, nonce);
        return `'nonce-${nonce}'`;
      },
      ...scriptHashes,
      ...origins.gateway,
      ...(origins.analytics?.script ?? []),
      ...(origins.social?.script ?? []),
    ],
    // Not 'none': an inline handler is refused without it, and this says so.
    'script-src-attr': ["'none'"],
    // Inline style (the page's CSS is inlined in its head; style attributes; a toast library's sheet):
    // an injected style can restyle, not run anything.
    'style-src': [self, "'unsafe-inline'", ...(origins.social?.style ?? [])],
    // Product pictures come from the marketplaces' many CDNs and from the pages of any store a customer
    // pastes (https:, and http: for a store that still serves its pictures so; an image runs nothing),
    // previews of a chosen file are blob:, QR codes and small icons data:.
    'img-src': [self, 'data:', 'blob:', 'https:', 'http:', ...origins.media, ...(origins.analytics?.img ?? [])],
    'media-src': [self, 'blob:', ...origins.media],
    'font-src': [self, 'data:'],
    'connect-src': [self, ...unique([...origins.connect, ...origins.gateway, ...(origins.analytics?.connect ?? []), ...(origins.social?.connect ?? [])])],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    // The service worker (/sw.js, docs/pwa.md) and the web app manifest are this origin's files.
    'worker-src': [self],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // The card's 3-D Secure is a whole-page redirect (GET), not a form posted to the gateway.
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

export interface BrowserProtectionOptions {
  origins: PageOrigins;
  /** Hashes of inline scripts sent without a nonce (the app shell's configuration script). */
  scriptHashes: readonly string[];
}

const HSTS_MAX_AGE = 31_536_000;
const NO_STORE = 'no-store';
/** A JSON answer handing out a token: `"token":"…"`, `"access_token":"…"`. */
const TOKEN_IN_ANSWER = /"[a-z_]*token":"/i;

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

/** A route that gets none of these headers (the build's hashed files): `config: { browserProtections: false }`. */
declare module 'fastify' {
  interface FastifyContextConfig {
    browserProtections?: false;
  }
}

/** Installs the headers; call before any route is declared. */
export async function installBrowserProtections(app: FastifyInstance, config: Pick<ServerConfig, 'env'>, options: BrowserProtectionOptions): Promise<void> {
  const production = config.env === 'production';
  installPersonalMark(app);
  // Pages: helmet's own middleware, on the raw response (its headers go out with Fastify's).
  const pageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(options.origins, options.scriptHashes) },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });

  const apiHeaders: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
  };
  // One callback for every request (docs/performance.md): no promise, no per-request configuration.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApi(request.url)) {
      reply.headers(apiHeaders);
      done();
    } else if (request.routeOptions.config.browserProtections === false) {
      done();
    } else {
      pageHeaders(request.raw, reply.raw, (err?: unknown) => done(err === undefined ? undefined : err as Error));
    }
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url) && personalAnswer(request, payload)) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
}

/** Whether an /api answer is for the caller alone: sent with a token of theirs, about their own things, or handing out a token. */
function personalAnswer(request: FastifyRequest, payload: unknown): boolean {
  if (request.headers.authorization !== undefined || isPersonalRequest(request)) return true;
  return typeof payload === 'string' && TOKEN_IN_ANSWER.test(payload);
}
