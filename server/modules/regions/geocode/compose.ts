// The geocoder a server uses: the one a test passes (ServerPorts.geocoder), else the adapter
// GEOCODER_PROVIDER names, else none (the map pin is then optional and hidden; docs/addresses.md).
import type { ModuleDeps } from '../../../ports.ts';
import { createNominatimGeocoder } from './nominatim.ts';
import type { GeocoderPort } from './port.ts';

export function geocoderOf(deps: ModuleDeps): GeocoderPort | undefined {
  if (deps.ports.geocoder) return deps.ports.geocoder;
  const { config } = deps;
  if (config.geocoderProvider === 'nominatim') {
    return createNominatimGeocoder({ url: config.geocoderUrl, userAgent: config.geocoderUserAgent, email: config.geocoderEmail });
  }
  return undefined;
}
