// The one error every API port throws. Codes are the error catalogue of spec section 8
// (the same codes the server sends in error.code) plus two client-side ones.

export const API_ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, text: 'Bad Request' },
  UNAUTHORIZED: { status: 401, text: 'You do not have authorized' },
  PAYMENT_REQUIRED: { status: 402, text: 'Payment Required' },
  FORBIDDEN: { status: 403, text: 'API route is forbidden' },
  NOT_FOUND: { status: 404, text: 'API route is missing or undefined' },
  METHOD_NOT_ALLOWED: { status: 405, text: 'API route method not allowed' },
  TIMEOUT: { status: 408, text: 'Cannot refresh data right now!' },
  CONFLICT: { status: 409, text: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, text: 'Payload Too Large' },
  UNPROCESSABLE: { status: 422, text: 'Unprocessable Entity' },
  TOO_MANY_REQUESTS: { status: 429, text: 'Too Many Requests' },
  INTERNAL: { status: 500, text: 'Internal Server Error' },
  BAD_GATEWAY: { status: 502, text: 'Bad Gateway' },
  UNAVAILABLE: { status: 503, text: 'Service Unavailable' },
  GATEWAY_TIMEOUT: { status: 504, text: 'Gateway Timeout' },
  /** No answer at all (offline, DNS, refused, aborted). status 0. */
  NETWORK: { status: 0, text: 'Network Error.' },
  /** An answer that is not the documented shape (the adapter refused to guess). */
  MALFORMED_RESPONSE: { status: 0, text: 'Network Error.' },
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CATALOGUE;

export const DEFAULT_ERROR_TEXT = 'Network Error.';

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_CATALOGUE, value);
}

/** Catalogue code of an HTTP status: exact match, else INTERNAL for 5xx, BAD_REQUEST for other 4xx, NETWORK otherwise. */
export function codeForStatus(status: number): ApiErrorCode {
  const hit = (Object.keys(API_ERROR_CATALOGUE) as ApiErrorCode[]).find(
    (k) => API_ERROR_CATALOGUE[k].status === status && status !== 0,
  );
  if (hit) return hit;
  if (status >= 500) return 'INTERNAL';
  if (status >= 400) return 'BAD_REQUEST';
  return 'NETWORK';
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when there was no (usable) answer. */
  readonly status: number;
  readonly field?: string;
  /** A more specific stable code from the server (error.reason), e.g. LOGIN_FAILED. */
  readonly reason?: string;
  constructor(code: ApiErrorCode, opts: { status?: number; message?: string; field?: string; reason?: string } = {}) {
    super(opts.message || API_ERROR_CATALOGUE[code].text || DEFAULT_ERROR_TEXT);
    this.code = code;
    this.status = opts.status ?? API_ERROR_CATALOGUE[code].status;
    if (opts.field !== undefined) this.field = opts.field;
    if (opts.reason !== undefined) this.reason = opts.reason;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
