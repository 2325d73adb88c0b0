import { inject, injectable } from 'inversify';
import { isApiError } from '../../application/ports/api-error';
import type { InvoiceApi, InvoiceSummary, InvoiceType } from '../../application/ports/invoice-api.port';
import { dataList, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

const TYPES: readonly InvoiceType[] = ['additional', 'topup', 'checkout', 'premium', 'course'];

function toInvoice(value: unknown, path: string): InvoiceSummary {
  const row = obj(value, path);
  const type = str(row.invoice_type ?? 'checkout', `${path}.invoice_type`);
  return {
    code: str(row.invoice_code, `${path}.invoice_code`),
    type: (TYPES as readonly string[]).includes(type) ? (type as InvoiceType) : 'checkout',
    status: str(row.status ?? 'pending', `${path}.status`),
    statusLabel: optStr(row.status_label, `${path}.status_label`) ?? '',
    message: optStr(row.message, `${path}.message`) ?? '',
    createdAt: optStr(row.created_at, `${path}.created_at`) ?? '',
    dueDate: optStr(pick(row, 'due_date'), `${path}.due_date`),
  };
}

@injectable()
export class HttpInvoiceApi implements InvoiceApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async pending(types: InvoiceType[] = ['additional', 'checkout']): Promise<InvoiceSummary[]> {
    try {
      const body = envelope(await this.http.get('invoices', { query: { status: 'pending', invoice_type: types } }));
      const rows = Array.isArray(body.results) ? body.results : dataList(body);
      return rows.map((row, i) => toInvoice(row, `data[${i}]`)).filter((inv) => types.includes(inv.type));
    } catch (error) {
      // The invoices route may not exist yet on the server: no bell entries rather than an error.
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  }
}
