// The error catalogue of spec section 8: one table, stable codes, localised texts.
export type Lang = 'id' | 'en';

export interface CatalogueEntry { status: number; en: string; id: string }

export const ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, en: 'Bad Request', id: 'Permintaan tidak valid' },
  UNAUTHORIZED: { status: 401, en: 'You do not have authorized', id: 'Anda tidak memiliki otorisasi' },
  PAYMENT_REQUIRED: { status: 402, en: 'Payment Required', id: 'Pembayaran diperlukan' },
  FORBIDDEN: { status: 403, en: 'API route is forbidden', id: 'Rute API dilarang' },
  NOT_FOUND: { status: 404, en: 'API route is missing or undefined', id: 'Rute API tidak ada atau tidak terdefinisi' },
  METHOD_NOT_ALLOWED: { status: 405, en: 'API route method not allowed', id: 'Metode rute API tidak diizinkan' },
  TIMEOUT: { status: 408, en: 'Cannot refresh data right now!', id: 'Tidak dapat memuat data saat ini!' },
  CONFLICT: { status: 409, en: 'Conflict', id: 'Konflik' },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'Payload Too Large', id: 'Data terlalu besar' },
  UNPROCESSABLE: { status: 422, en: 'Unprocessable Entity', id: 'Data tidak dapat diproses' },
  TOO_MANY_REQUESTS: { status: 429, en: 'Too Many Requests', id: 'Terlalu banyak permintaan' },
  INTERNAL: { status: 500, en: 'Internal Server Error', id: 'Kesalahan server internal' },
  BAD_GATEWAY: { status: 502, en: 'Bad Gateway', id: 'Gateway bermasalah' },
  UNAVAILABLE: { status: 503, en: 'Service Unavailable', id: 'Layanan tidak tersedia' },
  GATEWAY_TIMEOUT: { status: 504, en: 'Gateway Timeout', id: 'Waktu gateway habis' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function codeForStatus(status: number): ErrorCode {
  const hit = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).find((k) => ERROR_CATALOGUE[k].status === status);
  return hit ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** A failure with a catalogue code; `message` overrides the catalogue text (already localised). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  /** A more specific stable code, e.g. 'LOGIN_FAILED', 'SCRAPE_FAILED'. */
  readonly reason?: string;
  /** What the client needs to put the request right (answered as `error.details`), e.g. the entries to acknowledge. */
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, opts: { message?: string; field?: string; reason?: string; details?: Record<string, unknown> } = {}) {
    super(opts.message ?? ERROR_CATALOGUE[code].en);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.field = opts.field;
    this.reason = opts.reason;
    this.details = opts.details;
  }
}

/** Reads the language from the tb-language header ('indonesia'/'id' or 'english'/'en'); Indonesian by default. */
export function langOf(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header)?.toLowerCase() ?? '';
  return value.startsWith('en') ? 'en' : 'id';
}

/** Server-side texts in both languages. Modules add their own texts with `t()` pairs. */
export function t(lang: Lang, text: { id: string; en: string }): string {
  return text[lang];
}
