// One request with fetch's `keepalive` (it may outlive the page: sent on pagehide or when the tab is
// hidden), with the HttpClient's headers (tokens, language), no retries. Resolves like
// HttpClient.request() or throws ApiError. Kept out of http-client.ts: only the course pages use it.
import { ApiError } from '../../application/ports/api-error';
import { isObject } from './dto';
import { buildPath, errorFromResponse, type HttpClient, type HttpResponse } from './http-client';

export type KeepaliveFetch = (url: string, init: RequestInit) => Promise<{ status: number; text(): Promise<string> }>;

export const browserFetch: KeepaliveFetch = (url, init) => globalThis.fetch(url, init);

export async function sendKeepalive(http: HttpClient, method: 'POST' | 'PUT', path: string, body: unknown, send: KeepaliveFetch = browserFetch): Promise<HttpResponse> {
  const relative = buildPath(path);
  const url = http.baseUrl.replace(/\/+$/, '') + relative;
  const payload = JSON.stringify(body ?? {});
  const headers = { ...(await http.headers(method, relative, payload)), 'Content-Type': 'application/json' };
  let status: number;
  let text: string;
  try {
    const response = await send(url, { method, headers, body: payload, keepalive: true, credentials: 'omit' });
    status = response.status;
    text = await response.text();
  } catch {
    throw new ApiError('NETWORK');
  }
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    if (status >= 200 && status < 300) throw new ApiError('MALFORMED_RESPONSE', { status, reason: 'MALFORMED_JSON' });
  }
  if (status >= 200 && status < 300 && !(isObject(parsed) && parsed.action === false)) return { status, body: parsed };
  throw errorFromResponse(status, parsed);
}
