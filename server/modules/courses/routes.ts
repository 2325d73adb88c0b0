// The main API's side of the course service (docs/api/courses.md, "Between the services"): who a
// login token belongs to, course invoices and their state. Never from a browser: every call needs
// x-service-key (COURSE_SERVICE_KEY), compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { findById } from '../auth/customers.ts';
import { COURSE_PAID_JOB, courseInvoice, courseInvoiceState, notifyCoursePaid } from './invoices.ts';

const tags = ['internal'];

export function sameServiceKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return expected.length > 0 && timingSafeEqual(a, b);
}

export async function coursesRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, config } = deps;
  // A paid course invoice is told to the course service by a job of the payment's transaction (app.ts).
  deps.jobs.define(COURSE_PAID_JOB, (payload) => notifyCoursePaid(db, config, Number(payload.invoiceId), app.log));
  const serviceOnly = async (request: FastifyRequest) => {
    const raw = request.headers['x-service-key'];
    const given = Array.isArray(raw) ? raw[0] : raw;
    if (!given || !sameServiceKey(given, config.courseServiceKey)) throw new AppError('UNAUTHORIZED', { reason: 'SERVICE_KEY_INVALID' });
  };

  // The bearer of `Authorization: Token <token>` as the auth context resolved it (same lookup,
  // cache and revocation as every signed-in call): a refused token was already answered 401.
  app.get('/internal/token-owner', { onRequest: serviceOnly, schema: { tags, hide: true } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const customer = await findById(db, customerId);
    if (!customer || customer.status === 'deactivated') throw new AppError('UNAUTHORIZED');
    const name = `${customer.first_name} ${customer.last_name}`.trim();
    return ok(reply, { data: { customer_id: customer.id, name, email: customer.email } });
  });

  app.post<{ Body: { customer_id: number; order_code: string; total: number; description?: string } }>('/internal/course-invoices', {
    onRequest: serviceOnly,
    schema: {
      tags, hide: true,
      body: {
        type: 'object', additionalProperties: false, required: ['customer_id', 'order_code', 'total'],
        properties: {
          customer_id: { type: 'integer', minimum: 1 },
          order_code: { type: 'string', pattern: '^[A-Z0-9-]{4,40}$' },
          total: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
          description: { type: 'string', maxLength: 500 },
        },
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    const invoice = await courseInvoice(db, { ...body, description: body.description ?? '' }, deps.ports.now());
    if (!invoice) throw new AppError('NOT_FOUND', { reason: 'CUSTOMER_NOT_FOUND' });
    const { created, ...data } = invoice;
    return ok(reply, { data }, 'OK', created ? 201 : 200);
  });

  app.get<{ Params: { invoice_code: string } }>('/internal/course-invoices/:invoice_code', { onRequest: serviceOnly, schema: { tags, hide: true } }, async (request, reply) => {
    const state = await courseInvoiceState(db, request.params.invoice_code, deps.ports.now());
    if (!state) throw new AppError('NOT_FOUND', { reason: 'INVOICE_NOT_FOUND' });
    return ok(reply, { data: state });
  });
}
