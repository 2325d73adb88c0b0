// The course service during a server render (docs/ssr.md "What is server-rendered"): the /kursus
// pages' calls go to the service over HTTP with a short deadline, never to this server's API.

/** A call of a render, as the SSR bundle hands it over (path and query, headers, body). */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type ApiAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * The deadline of each call a render makes to the course service (the /kursus pages' data): past
 * it the call fails, the page is rendered in its error state ('Coba lagi') and the browser asks
 * the service again after hydration (a failed call is not recorded). Short: the page must still
 * paint when the service is slow (docs/ssr.md).
 */
export const COURSE_RENDER_TIMEOUT_MS = 1_500;

/**
 * The course service's transport for a render: `path` (and query) under `baseUrl`, the service as
 * this server reaches it (COURSE_SERVICE_URL, config.courseServiceUrl), fetched over HTTP with a
 * deadline. Rejects on a failure or timeout (nothing recorded).
 */
export function courseServiceTransport(baseUrl: string | (() => string), timeoutMs: number = COURSE_RENDER_TIMEOUT_MS): (request: ApiRequest) => Promise<ApiAnswer> {
  return async (api) => {
    const root = (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/+$/, '');
    const res = await fetch(root + api.url, {
      method: api.method,
      headers: api.headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(api.body !== undefined ? { body: api.body } : {}),
    });
    // The body is read under the same deadline.
    const body = await res.text();
    return { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? '' }, body };
  };
}

