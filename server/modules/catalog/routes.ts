// HTTP routes of the catalog module, registered under /api (docs/api/catalog.md).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { configRoutes } from './routes-config.ts';
import { productRoutes } from './routes-products.ts';

export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await configRoutes(app, deps);
  await productRoutes(app, deps);
}
