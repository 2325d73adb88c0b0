// HTTP routes of the regions module, registered under /api: the region lists (address/*),
// the customers' saved addresses (customer/address*) with their NPWP documents (cart/upload/npwp),
// the map pin's geocoding (gmap/*) and the domestic shipping price (shipping/*).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { regionRoutes } from './region-routes.ts';
import { addressRoutes } from './address-routes.ts';
import { geocodeRoutes } from './geocode-routes.ts';
import { npwpRoutes } from './npwp-routes.ts';
import { shippingRoutes } from './shipping-routes.ts';

export async function regionsRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await regionRoutes(app, deps);
  await addressRoutes(app, deps);
  await npwpRoutes(app, deps);
  await geocodeRoutes(app, deps);
  await shippingRoutes(app, deps);
}
