// HTTP routes of the content module (home, search, image search, support, bookmarks), under /api.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';

export async function contentRoutes(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
