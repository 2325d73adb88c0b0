// Development only (not registered when NODE_ENV=production): the outbox of the default mail
// adapter and of the default (logging) SMS adapter.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { str, type AuthContext } from './context.ts';
import { parseIdentifier } from './identity.ts';

export function devRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get<{ Querystring: { to?: string; limit?: number } }>('/dev/outbox', {
    schema: {
      tags: ['dev'], summary: 'Messages written by the outbox mail adapter and the logging SMS adapter, newest first (not in production)',
      querystring: { type: 'object', properties: { to: str(254), limit: { type: 'integer', minimum: 1, maximum: 200 } } },
    },
  }, async (request, reply) => {
    let q = ctx.db.selectFrom('mail_outbox').select(['id', 'recipient', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(request.query.limit ?? 50);
    const to = request.query.to?.trim();
    if (to) q = q.where('recipient', '=', parseIdentifier(to)?.value ?? to);
    const rows = await q.execute();
    const messages = rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.body, created_at: new Date(r.created_at).toISOString() }));
    return ok(reply, { messages });
  });
}
