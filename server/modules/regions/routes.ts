// HTTP routes of the regions module, registered under /api: the region lists (address/*),
// the customers' saved addresses (customer/address*) and the domestic shipping price (shipping/*).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { regionRoutes } from './region-routes.ts';
import { addressRoutes } from './address-routes.ts';
import { shippingRoutes } from './shipping-routes.ts';

export async function regionsRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await regionRoutes(app, deps);
  await addressRoutes(app, deps);
  await shippingRoutes(app, deps);
}
