// HTTP bindings of the 'address' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// loaded by createHttpContainer's DynamicFeatureLoader with a dynamic import the first time
// a screen of the feature needs them, so these adapters stay out of the entry chunk;
// the full http container of the tests (../full-http-container.ts) imports it statically.
import type { Container } from 'inversify';
import { ADDRESS_API } from '../../../application/ports/address-api.port';
import { GEOCODE_API } from '../../../application/ports/geocode-api.port';
import { REGIONS_API } from '../../../application/ports/regions-api.port';
import { SHIPPING_API } from '../../../application/ports/shipping-api.port';
import { HttpAddressApi } from '../../http/address-api.http';
import { HttpGeocodeApi } from '../../http/geocode-api.http';
import { HttpRegionsApi } from '../../http/regions-api.http';
import { HttpShippingApi } from '../../http/shipping-api.http';

export function bindAddressHttp(container: Container): void {
  container.bind(ADDRESS_API).to(HttpAddressApi);
  container.bind(REGIONS_API).to(HttpRegionsApi);
  container.bind(GEOCODE_API).to(HttpGeocodeApi);
  container.bind(SHIPPING_API).to(HttpShippingApi);
}
