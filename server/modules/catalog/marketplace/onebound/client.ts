// The HTTP client of the Onebound API (docs/marketplace.md "Onebound adapter"): one request =
// https://api-gw.onebound.cn/{platform}/{api_name}/?key=&secret=&api_name=&result_type=json&...
// (key and secret must be in the query string, the documentation says). It answers the parsed
// envelope with its normalised error_code, or throws MarketplaceError for what is not an answer:
// no answer before the deadline ('timeout'), network failure, redirect or HTTP 5xx
// ('unavailable'), a body that is not a JSON object with an error_code ('malformed'). What a
// code means is the adapter's decision (2000 is an empty page for a search, no item for item_get).
import { MarketplaceError } from '../port.ts';
import { normaliseCode, redact } from './errors.ts';
import { isObject, toText, type Json } from './values.ts';

export type OneboundPlatform = 'taobao' | '1688';
export type OneboundApi = 'item_get' | 'item_search' | 'item_search_img' | 'upload_img';

export interface Envelope {
  code: string;
  error: string;
  reason: string;
  body: Json;
}

export interface OneboundRequest {
  platform: OneboundPlatform;
  api: OneboundApi;
  params: Record<string, string>;
  /** Epoch ms by which the answer must be in (one deadline may cover several calls). */
  deadline: number;
  /** POST as application/x-www-form-urlencoded (upload_img's imgcode); GET otherwise. */
  form?: Record<string, string>;
}

export interface OneboundClientOptions {
  url: string;
  key: string;
  secret: string;
  fetchImpl: typeof fetch;
}

/** Bigger answers are refused: an item with its description HTML is well under 1 MB. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface OneboundClient {
  call(request: OneboundRequest): Promise<Envelope>;
  /** Removes the secret from a text (messages, logs). */
  redact(text: string): string;
}

export function createOneboundClient(options: OneboundClientOptions): OneboundClient {
  const base = options.url.replace(/\/+$/, '');
  const secrets = [options.secret];
  const clean = (text: string) => redact(text, secrets);

  function urlOf(request: OneboundRequest): string {
    const url = new URL(`${base}/${request.platform}/${request.api}/`);
    const query = new URLSearchParams({ key: options.key, secret: options.secret, api_name: request.api, result_type: 'json', ...request.params });
    url.search = query.toString();
    return url.toString();
  }

  async function call(request: OneboundRequest): Promise<Envelope> {
    const label = `Onebound ${request.platform}/${request.api}`;
    const remaining = request.deadline - Date.now();
    if (remaining <= 0) throw new MarketplaceError('timeout', `${label}: no time left before the deadline`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    try {
      let response: Response;
      try {
        response = await options.fetchImpl(urlOf(request), {
          method: request.form ? 'POST' : 'GET',
          headers: request.form
            ? { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' }
            : { Accept: 'application/json' },
          body: request.form ? new URLSearchParams(request.form).toString() : undefined,
          // A redirect would carry the secret in its query string to wherever it points.
          redirect: 'manual',
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new MarketplaceError('timeout', `${label}: no answer within ${remaining} ms`);
        throw new MarketplaceError('unavailable', clean(`${label}: network error (${messageOf(error)})`));
      }
      const text = await readBody(response, controller, label);
      return parseEnvelope(text, response.status, label);
    } finally {
      clearTimeout(timer);
    }
  }

  async function readBody(response: Response, controller: AbortController, label: string): Promise<string> {
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) throw new MarketplaceError('malformed', `${label}: answer of ${declared} bytes refused`);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (controller.signal.aborted) throw new MarketplaceError('timeout', `${label}: the answer did not finish before the deadline`);
      throw new MarketplaceError('unavailable', clean(`${label}: the answer broke off (${messageOf(error)})`));
    }
    if (bytes.byteLength > MAX_BODY_BYTES) throw new MarketplaceError('malformed', `${label}: answer of ${bytes.byteLength} bytes refused`);
    return decode(bytes);
  }

  function parseEnvelope(text: string, status: number, label: string): Envelope {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (status >= 300 && status < 400) throw new MarketplaceError('unavailable', `${label}: unexpected redirect (HTTP ${status})`);
    if (status >= 500) throw new MarketplaceError('unavailable', `${label}: HTTP ${status}`);
    const code = isObject(parsed) ? normaliseCode(parsed['error_code']) : null;
    if (!isObject(parsed) || code === null) {
      // A 4xx without Onebound's envelope is not something its documentation describes.
      if (status < 200 || status >= 300) throw new MarketplaceError('unavailable', `${label}: HTTP ${status}`);
      throw new MarketplaceError('malformed', `${label}: the answer is not a JSON object with an error_code`);
    }
    return {
      code,
      error: clean(toText(parsed['error']) ?? ''),
      reason: clean(toText(parsed['reason']) ?? ''),
      body: parsed,
    };
  }

  return { call, redact: clean };
}

/**
 * UTF-8 as documented; a body that is not valid UTF-8 is read as GB18030 (a superset of GBK),
 * which public clients report for some of Onebound's error texts. Undecodable bytes stay
 * replacement characters and the JSON parse decides.
 */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030').decode(bytes);
    } catch {
      return new TextDecoder('utf-8').decode(bytes);
    }
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
