// The course service's one door to the main API (docs/api/courses.md, "Between the services"):
// who a login token belongs to, a course invoice for an order, and an invoice's state. Every call
// carries x-service-key and a short timeout; an unreachable or failing main API is
// UPSTREAM_UNAVAILABLE (503), a refused token UNAUTHORIZED (401).
import { AppError } from '../../../server/http/errors.ts';
import type { CourseConfig } from '../config.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TokenOwner { customer_id: number; name: string; email: string | null }
export interface CourseInvoice { invoice_code: string; total: number; due_date: string | null }
export interface InvoiceState { status: string; paid_at: string | null; customer_id: number }

export interface MainApi {
  tokenOwner(token: string): Promise<TokenOwner>;
  createInvoice(input: { customer_id: number; order_code: string; total: number; description: string }): Promise<CourseInvoice>;
  invoiceState(invoiceCode: string): Promise<InvoiceState | null>;
}

export function upstreamUnavailable(): AppError {
  return new AppError('UNAVAILABLE', { reason: 'UPSTREAM_UNAVAILABLE' });
}

export function createMainApi(config: CourseConfig, fetchImpl: FetchLike = fetch): MainApi {
  async function call(method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: unknown }> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.mainApiUrl}${path}`, {
        method,
        headers: {
          'x-service-key': config.serviceKey,
          ...(opts.token ? { authorization: `Token ${opts.token}` } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(config.mainApiTimeoutMs),
      });
    } catch {
      throw upstreamUnavailable();
    }
    const text = await res.text().catch(() => '');
    let body: { data?: unknown } | null = null;
    try {
      body = text ? JSON.parse(text) as { data?: unknown } : null;
    } catch {
      body = null;
    }
    if (res.status >= 500 || (res.status === 401 && !opts.token)) throw upstreamUnavailable();
    return { status: res.status, data: body?.data };
  }

  return {
    async tokenOwner(token) {
      const res = await call('GET', '/api/internal/token-owner', { token });
      if (res.status === 401 || res.status === 403) throw new AppError('UNAUTHORIZED');
      if (res.status !== 200 || !res.data) throw upstreamUnavailable();
      return res.data as TokenOwner;
    },
    async createInvoice(input) {
      const res = await call('POST', '/api/internal/course-invoices', { body: input });
      if (res.status !== 200 && res.status !== 201) throw upstreamUnavailable();
      return res.data as CourseInvoice;
    },
    async invoiceState(invoiceCode) {
      const res = await call('GET', `/api/internal/course-invoices/${encodeURIComponent(invoiceCode)}`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw upstreamUnavailable();
      return res.data as InvoiceState;
    },
  };
}
