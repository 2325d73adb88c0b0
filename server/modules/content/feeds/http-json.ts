// One GET of a JSON document from an external content service (docs/content-feeds.md): a deadline,
// a size limit, no redirects followed, and every failure a FeedError (the routes answer empty then).
import { FeedError } from './port.ts';

export const FEED_MAX_BYTES = 1024 * 1024;

export interface JsonGetOptions {
  service: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  headers?: Record<string, string>;
}

export async function getJson(url: string, options: JsonGetOptions): Promise<unknown> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(1, options.timeoutMs));
  let response: Response;
  let raw: string;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'Titip storefront', ...options.headers },
      redirect: 'error',
      signal: controller.signal,
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > FEED_MAX_BYTES) {
      controller.abort();
      throw new FeedError('malformed', `${options.service}: answer too large (${length} bytes)`);
    }
    raw = await response.text();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) throw new FeedError('timeout', `${options.service}: no answer within ${options.timeoutMs} ms`);
    throw new FeedError('unavailable', `${options.service}: network error (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401 || response.status === 403) throw new FeedError('refused', `${options.service}: refused (HTTP ${response.status})`);
  if (response.status < 200 || response.status >= 300) throw new FeedError('unavailable', `${options.service}: HTTP ${response.status}`);
  if (raw.length > FEED_MAX_BYTES) throw new FeedError('malformed', `${options.service}: answer too large`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new FeedError('malformed', `${options.service}: the answer is not JSON`);
  }
}
