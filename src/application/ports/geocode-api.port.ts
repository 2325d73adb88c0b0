// The map pin's geocoding (gmap/status, gmap/geocode, a signed call): the places a map service
// knows for a typed address, each with its coordinates. Not configured: the pin step is hidden.
export interface GeocodeCandidate {
  lat: number;
  long: number;
  /** The place as the service names it (stored as address_map). */
  addressMap: string;
}

export interface GeocodeStatus {
  available: boolean;
  /** The data's attribution to show with the results (the service's licence). */
  attribution: string | null;
}

export interface GeocodeApi {
  status(): Promise<GeocodeStatus>;
  /** Best first, possibly none. Not configured: ApiError UNAVAILABLE. */
  geocode(address: string): Promise<GeocodeCandidate[]>;
}

export const GEOCODE_API = Symbol.for('address.GeocodeApi');
