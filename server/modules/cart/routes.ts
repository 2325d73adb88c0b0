// HTTP routes of the cart module, registered under /api.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';

export async function cartRoutes(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
