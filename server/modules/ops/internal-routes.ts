// POST /api/internal/staff: `npm run staff` through the running server, when the server holds the
// embedded database and no second process may open it (server/db/data-dir-lock.ts). Never from a
// browser: only over loopback, and only with the key derived from APP_SECRET (staff-command.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { AppError } from '../../http/errors.ts';
import { internalStaffKey, runStaffCommand, STAFF_COMMANDS, type StaffCommand } from './staff-command.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function internalRoutes(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const expected = internalStaffKey(deps.config.appSecret);
  // The socket's address, not request.ip: a trusted proxy's X-Forwarded-For must not make a remote call look local.
  const guard = async (request: FastifyRequest) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new AppError('NOT_FOUND');
    const raw = request.headers['x-internal-key'];
    const given = Array.isArray(raw) ? raw[0] : raw;
    if (!given || !sameKey(given, expected)) throw new AppError('UNAUTHORIZED', { reason: 'INTERNAL_KEY_INVALID' });
  };
  const text = { type: 'string', maxLength: 1000 } as const;
  api.post<{ Body: StaffCommand }>('/internal/staff', {
    onRequest: guard,
    schema: {
      hide: true,
      body: {
        type: 'object', required: ['command'], additionalProperties: false,
        properties: { command: { type: 'string', enum: [...STAFF_COMMANDS] }, email: text, name: text, role: text, password: text, off: { type: 'boolean' } },
      },
    },
  }, async (request) => runStaffCommand(deps.db, request.body, deps.ports.now()));
}
