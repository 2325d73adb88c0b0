// HTTP routes of the regions module, registered under /api.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';

export async function regionsRoutes(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
