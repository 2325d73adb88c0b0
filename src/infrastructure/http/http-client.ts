// The one HTTP client of the storefront (axios). It adds the tb-* headers, the tokens and the
// request signature, retries what is safe to retry, and turns every failure into ApiError.
//
// Retries: at most `retries` (6) more attempts, exponential backoff with full jitter
// (delay = max(base, random x min(cap, base x 2^n)), base 200 ms = the spec's minimum fetch
// delay), only for GET/HEAD/OPTIONS/PUT/DELETE or a request carrying an Idempotency-Key,
// and only on a network error, 408, 429 or 5xx. A Retry-After header (seconds) lengthens the wait.
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { API_ERROR_CATALOGUE, ApiError, codeForStatus, isApiErrorCode } from '../../application/ports/api-error';
import type { SessionStore } from '../../application/ports/session-store.port';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, canonicalRequest, cutSignature, isSignedPath, signatureKey } from '../../domain/api-signature';
import type { RuntimeConfig } from '../config/runtime-config';
import { isObject, type Json } from './dto';
import { hmacSha256Hex, randomUuid, sha256Hex } from './web-crypto';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const SERVICE_NAME = 'titip-storefront';
export const DEVICE_NAME = 'web-desktop';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injected so tests run fast. */
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 6,
  baseDelayMs: 200,
  maxDelayMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export interface HttpClientOptions {
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'scrapeBaseUrl'>;
  /** What the headers need of the session (the console's client passes a staff view: no customer tokens). */
  session: Pick<SessionStore, 'language' | 'loginToken' | 'accessToken'>;
  /** Called on any 401 (the UI navigates to /logout). */
  onUnauthorized?: () => void;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  /**
   * Another origin's service (the course service, HttpClient.rebased): only Accept, tb-language and
   * Authorization (the headers its CORS allows; no AccessToken, tb-service/-device/-timestamp or signature).
   */
  serviceHeaders?: boolean;
  /** Tests only: a fake transport. */
  adapter?: AxiosAdapter;
  now?: () => number;
  uuid?: () => string;
}

export interface RequestOptions {
  /** Arrays become repeated parameters (a=1&a=2). */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  /** JSON-serialisable body, or FormData for multipart. */
  body?: unknown;
  /** 'scrape' uses the scraping base address. */
  base?: 'api' | 'scrape';
  /** A POST that creates something: send an Idempotency-Key (same across retries), which also makes it retryable. */
  idempotent?: boolean;
  headers?: Record<string, string>;
  /**
   * 'network': retry only when no answer came. For calls whose server already waited on someone
   * else (a marketplace lookup answers 504 after the provider's 8 s): its answer is final, and the
   * page offers "try again".
   */
  retryOn?: 'network';
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON body, or null (204, empty). */
  body: unknown;
}

const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

export function buildPath(path: string, query?: RequestOptions['query']): string {
  const clean = '/' + path.replace(/^\/+/, '');
  if (!query) return clean;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${clean}?${qs}` : clean;
}

export function errorFromResponse(status: number, body: unknown): ApiError {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  const code = error && isApiErrorCode(error.code) ? error.code : codeForStatus(status);
  const message =
    (error && typeof error.message === 'string' && error.message) ||
    (isObject(body) && typeof body.message === 'string' && body.message) ||
    API_ERROR_CATALOGUE[code].text;
  const field = error && typeof error.field === 'string' ? error.field : undefined;
  const reason = error && typeof error.reason === 'string' ? error.reason : undefined;
  return new ApiError(code, { status, message, field, reason });
}

function parseBody(response: AxiosResponse<unknown>): unknown {
  const raw = response.data;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError('MALFORMED_RESPONSE', { status: response.status, reason: 'MALFORMED_JSON' });
  }
}

function headerValue(response: AxiosResponse<unknown>, name: string): string | undefined {
  const value: unknown = (response.headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export class HttpClient {
  private readonly axios: AxiosInstance;
  private readonly policy: RetryPolicy;
  private readonly now: () => number;
  private readonly uuid: () => string;

  constructor(private readonly options: HttpClientOptions) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.now = options.now ?? Date.now;
    this.uuid = options.uuid ?? randomUuid;
    this.axios = axios.create({
      timeout: options.timeoutMs ?? 30_000,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
  }

  /**
   * The same client (the login token as Authorization, the language, retries) against another base
   * address: the course service at the runtime configuration's courseBaseUrl (docs/api/courses.md),
   * with only the headers it allows (serviceHeaders). Its 401 is that service's answer, not the
   * main API's: it does not sign the customer out (no onUnauthorized). `retry` overrides the policy,
   * except that a client that never retries (a server render's: its deadline is short) keeps not retrying.
   */
  rebased(apiBaseUrl: string, retry: Partial<RetryPolicy> = {}): HttpClient {
    const never = this.options.retry?.retries === 0 ? { retries: 0 } : {};
    return new HttpClient({
      ...this.options, onUnauthorized: undefined, serviceHeaders: true, retry: { ...this.options.retry, ...retry, ...never },
      config: { apiBaseUrl, scrapeBaseUrl: apiBaseUrl },
    });
  }

  /** The base address of 'api' requests. */
  get baseUrl(): string {
    return this.options.config.apiBaseUrl;
  }

  get(path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    return this.request('GET', path, options);
  }

  post(path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    return this.request('POST', path, options);
  }

  put(path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    return this.request('PUT', path, options);
  }

  delete(path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    return this.request('DELETE', path, options);
  }

  /** Sends one logical request (with retries). Resolves on 2xx with action !== false; otherwise throws ApiError. */
  async request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    const base = options.base === 'scrape' ? this.options.config.scrapeBaseUrl : this.options.config.apiBaseUrl;
    const relative = buildPath(path, options.query);
    const url = base.replace(/\/+$/, '') + relative;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    // A body-less POST/PUT/PATCH still sends '{}' as JSON: axios would otherwise label it form-urlencoded (415).
    const body = options.body === undefined && (method === 'POST' || method === 'PUT' || method === 'PATCH') ? {} : options.body;
    const payload = body === undefined ? undefined : isForm ? body : JSON.stringify(body);
    const fixedHeaders: Record<string, string> = { ...options.headers };
    if (options.idempotent) fixedHeaders[IDEMPOTENCY_HEADER] = this.uuid();
    const hasIdempotencyKey = Object.keys(fixedHeaders).some((h) => h.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
    const retryable = RETRYABLE_METHODS.has(method) || hasIdempotencyKey;

    for (let attempt = 0; ; attempt++) {
      const headers = { ...(await this.headers(method, relative, typeof payload === 'string' ? payload : '')), ...fixedHeaders };
      if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
      let response: AxiosResponse<unknown>;
      try {
        response = await this.axios.request<unknown>({ method, url, headers, data: payload });
      } catch (error) {
        const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
        const failure = timedOut ? new ApiError('TIMEOUT', { status: 0 }) : new ApiError('NETWORK');
        if (retryable && attempt < this.policy.retries) {
          await this.policy.sleep(this.delay(attempt));
          continue;
        }
        throw failure;
      }
      const status = response.status;
      if (status >= 200 && status < 300) {
        const body = parseBody(response);
        if (isObject(body) && body.action === false) throw errorFromResponse(status, body);
        return { status, body };
      }
      if (retryable && options.retryOn !== 'network' && isRetryableStatus(status) && attempt < this.policy.retries) {
        await this.policy.sleep(this.delay(attempt, headerValue(response, 'retry-after')));
        continue;
      }
      let body: unknown = null;
      try {
        body = parseBody(response);
      } catch {
        body = null;
      }
      if (status === 401) this.options.onUnauthorized?.();
      throw errorFromResponse(status, body);
    }
  }

  /** Backoff before retry number attempt+1. */
  delay(attempt: number, retryAfter?: string): number {
    const { baseDelayMs, maxDelayMs, random } = this.policy;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
    let ms = Math.max(baseDelayMs, Math.floor(random() * ceiling));
    const seconds = retryAfter !== undefined ? Number(retryAfter) : NaN;
    if (Number.isFinite(seconds) && seconds > 0) ms = Math.max(ms, Math.min(maxDelayMs, seconds * 1000));
    return ms;
  }

  /** The headers of a request (language, tokens, signature); also used by sendKeepalive (./keepalive.ts). */
  async headers(method: string, signedPath: string, body: string): Promise<Record<string, string>> {
    const session = this.options.session;
    const language = session.language() === 'en' ? 'english' : 'indonesia';
    if (this.options.serviceHeaders) {
      const token = session.loginToken();
      return { Accept: 'application/json', 'tb-language': language, ...(token ? { Authorization: `Token ${token}` } : {}) };
    }
    const timestamp = String(this.now());
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'tb-language': language,
      'tb-service': SERVICE_NAME,
      'tb-device': DEVICE_NAME,
      [TIMESTAMP_HEADER]: timestamp,
    };
    const loginToken = session.loginToken();
    const accessToken = session.accessToken();
    if (loginToken) headers.Authorization = `Token ${loginToken}`;
    if (accessToken) headers.AccessToken = accessToken;
    if (isSignedPath(signedPath)) {
      const canonical = canonicalRequest(timestamp, method, signedPath, await sha256Hex(body));
      headers[SIGNATURE_HEADER] = cutSignature(await hmacSha256Hex(signatureKey(accessToken ?? '', loginToken), canonical));
    }
    return headers;
  }
}

/** The envelope's payload object of a successful answer (throws MALFORMED_RESPONSE when it is not an object). */
export function envelope(response: HttpResponse): Json {
  if (!isObject(response.body)) throw new ApiError('MALFORMED_RESPONSE', { status: response.status, reason: 'MALFORMED_RESPONSE' });
  return response.body;
}

/** Token of the shared HttpClient inside the container (infrastructure only; not a port). */
export const HTTP_CLIENT = Symbol.for('infrastructure.HttpClient');
