// Server rendering's API traffic (docs/ssr.md), as axios adapters under the one HttpClient:
// - injectAdapter: the server renders with a transport that calls the API in-process
//   (Fastify's app.inject, no socket): the request's path + query go to the server's own routes;
//   a call under another service's base address (the course service's courseBaseUrl) goes to that
//   service's own transport instead (the server fetches it, with a short deadline);
// - recordingAdapter: every answer the render received is kept (method, URL, body -> status, body),
//   so the page can carry them to the browser;
// - replayingAdapter: the browser's first render is answered from those recordings (each at most
//   once, for a limited time), so hydration sees exactly the data the server rendered with and
//   makes no second round-trip; anything else goes to the network.
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One request/answer of a server render: `key` = `METHOD url body`. */
export interface Exchange {
  key: string;
  status: number;
  /** The answer's JSON (or its text when it was not JSON). */
  body: unknown;
}

/** What the server gives the render to reach its API (server/http/ssr.ts: app.inject). */
export interface ApiRequest {
  method: string;
  /** Path and query (`/api/content/...?x=1`), origin removed. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  body: string;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

function fullUrl(config: InternalAxiosRequestConfig): string {
  return config.url ?? '';
}

function pathOf(url: string): string {
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  }
  return url;
}

function bodyText(config: InternalAxiosRequestConfig): string {
  return typeof config.data === 'string' ? config.data : '';
}

/** The identity of a request for the replay: method, URL (path + query) and body. */
export function exchangeKey(method: string, url: string, body: string): string {
  return `${method.toUpperCase()} ${pathOf(url)} ${body}`;
}

function keyOf(config: InternalAxiosRequestConfig): string {
  return exchangeKey(config.method ?? 'get', fullUrl(config), bodyText(config));
}

function answer(config: InternalAxiosRequestConfig, status: number, data: string, headers: Record<string, string> = {}): AxiosResponse<string> {
  return { data, status, statusText: String(status), headers: new AxiosHeaders(headers), config, request: null };
}

function plainHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const raw: Record<string, unknown> = AxiosHeaders.from(config.headers).toJSON();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === false) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * Another service a render calls (the course service): the requests whose URL is under `base`
 * (an absolute URL or a path, as the runtime configuration gives it) go to `transport` with the
 * path and query under that base. No transport: such a request fails without an answer (never
 * sent to the main API, never recorded).
 */
export interface ServiceRoute {
  base: string;
  transport: ApiTransport | null | undefined;
}

/** The part of `url` under `base` (`/api/courses?page=1`), or null when it is not under it. */
export function underBase(url: string, base: string): string | null {
  const root = base.replace(/\/+$/, '');
  if (root === '' || !url.startsWith(root)) return null;
  const rest = url.slice(root.length);
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? (rest.startsWith('/') ? rest : `/${rest}`) : null;
}

/**
 * Requests answered by the given transport (in-process), never by the network; those under a
 * service's base address by that service's transport.
 */
export function injectAdapter(transport: ApiTransport, services: readonly ServiceRoute[] = []): AxiosAdapter {
  return async (config) => {
    const body = bodyText(config);
    const url = fullUrl(config);
    let target = transport;
    let path = pathOf(url);
    for (const service of services) {
      const under = underBase(url, service.base);
      if (under === null) continue;
      if (!service.transport) throw new Error(`no transport for ${service.base}`);
      target = service.transport;
      path = under;
      break;
    }
    const reply = await target({
      method: (config.method ?? 'get').toUpperCase(),
      url: path,
      headers: plainHeaders(config),
      ...(body ? { body } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers ?? {})) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return answer(config, reply.status, reply.body, headers);
  };
}

function parsed(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Keeps the answers the inner adapter gives. Not kept: failed requests without an answer, and
 * 401/403 (they depend on who calls: the server renders without the visitor's tokens, so the
 * browser asks again with its own, and a replayed 401 must not sign anyone out).
 */
export function recordingAdapter(inner: AxiosAdapter, log: Exchange[]): AxiosAdapter {
  return async (config) => {
    const response = await inner(config);
    const data: unknown = response.data;
    if (response.status === 401 || response.status === 403) return response;
    log.push({ key: keyOf(config), status: response.status, body: typeof data === 'string' ? parsed(data) : data });
    return response;
  };
}

export interface ReplayOptions {
  /** How long the recordings may answer (ms from creation); afterwards everything goes to the network. */
  ttlMs?: number;
  now?: () => number;
  /** The network adapter (default: axios's own). */
  fallback?: AxiosAdapter;
}

/**
 * Answers a request from the recordings when one with the same key is left (each used once). A
 * request with the customer's login token (`Authorization`) always goes to the network: the server
 * renders anonymously, and a signed-in customer's answer may differ (a course they own, their
 * order's details).
 */
export function replayingAdapter(exchanges: readonly Exchange[], options: ReplayOptions = {}): AxiosAdapter {
  const now = options.now ?? Date.now;
  const until = now() + (options.ttlMs ?? 30_000);
  const left = new Map<string, Exchange[]>();
  for (const exchange of exchanges) left.set(exchange.key, [...(left.get(exchange.key) ?? []), exchange]);
  const network = options.fallback ?? axios.getAdapter(axios.defaults.adapter);
  return (config) => {
    const signedIn = AxiosHeaders.from(config.headers).has('authorization');
    const queue = now() <= until && !signedIn ? left.get(keyOf(config)) : undefined;
    const recorded = queue?.shift();
    if (recorded) {
      const data = typeof recorded.body === 'string' ? recorded.body : JSON.stringify(recorded.body);
      return Promise.resolve(answer(config, recorded.status, data, { 'content-type': 'application/json' }));
    }
    return network(config);
  };
}

/** Whether a value read from the page is a list of exchanges. */
export function isExchangeList(value: unknown): value is Exchange[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as Exchange).key === 'string' && typeof (e as Exchange).status === 'number');
}
