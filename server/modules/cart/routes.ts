// HTTP routes of the cart module, registered under /api (docs/api/cart.md).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { addRoutes } from './routes-add.ts';
import { detailRoutes } from './routes-detail.ts';
import { mergeRoutes } from './routes-merge.ts';
import { taxRoutes } from './routes-tax.ts';
import { vendorRoutes } from './routes-vendor.ts';
import { configureLineCache, DEFAULT_LINE_CACHE } from './line-cache.ts';

export async function cartRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  configureLineCache(deps.db, { ...DEFAULT_LINE_CACHE, ttlMs: deps.config.cartCacheTtlMs });
  await addRoutes(app, deps);
  await mergeRoutes(app, deps);
  await taxRoutes(app, deps);
  await vendorRoutes(app, deps);
  await detailRoutes(app, deps);
}
