// HTTP routes of the catalog module, registered under /api.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';

export async function catalogRoutes(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
