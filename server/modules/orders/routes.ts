// Invoices of the calling customer (spec section 7 'Orders and engagement': invoices?invoice_type&status).
// The notification bell reads the pending ones.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok } from '../../http/envelope.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import './tables.ts';

const INVOICE_TYPES = ['additional', 'topup', 'checkout'] as const;

export async function ordersRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.get<{ Querystring: { invoice_type?: (typeof INVOICE_TYPES)[number][]; status?: string; page?: number } }>('/invoices', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          invoice_type: { type: 'array', items: { type: 'string', enum: [...INVOICE_TYPES] } },
          status: { type: 'string', maxLength: 32 },
          page: { type: 'integer', minimum: 1, default: 1 },
        },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const { invoice_type: types, status, page = 1 } = request.query;
    let query = db.selectFrom('invoices').selectAll().where('customer_id', '=', customerId);
    if (types && types.length > 0) query = query.where('invoice_type', 'in', types);
    if (status) query = query.where('status', '=', status);
    const rows = await query.orderBy('created_at', 'desc').limit(20).offset((page - 1) * 20).execute();
    return ok(reply, {
      data: rows.map((r) => ({
        invoice_code: r.invoice_code,
        invoice_type: r.invoice_type,
        status: r.status,
        message: r.message,
        total: Number(r.total),
        due_date: r.due_date ? new Date(r.due_date).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
      })),
    });
  });
}
