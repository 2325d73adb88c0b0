// HTTP routes of the auth module, registered under /api.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';

export async function authRoutes(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
