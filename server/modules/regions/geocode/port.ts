// The geocoding port (docs/addresses.md "Map pin"): an address typed by the customer to the places
// a map service knows for it, each with its coordinates, so that the customer picks the pin of the
// address (lat, long, address_map). Chosen by GEOCODER_PROVIDER: 'none' (the default: no pin, and
// the storefront hides the step) or 'nominatim' (nominatim.ts, OpenStreetMap's geocoder).
export interface GeocodeCandidate {
  lat: number;
  long: number;
  /** The place as the service names it (stored as address_map when chosen). */
  label: string;
}

export interface GeocodeQuery {
  /** The address as typed (street, kelurahan, kecamatan, city...). */
  text: string;
  lang: 'id' | 'en';
  /** At most this many candidates. */
  limit: number;
}

export class GeocodeError extends Error {
  constructor(
    readonly kind: 'refused' | 'busy' | 'timeout' | 'unavailable' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'GeocodeError';
  }
}

export interface GeocoderPort {
  /** 'nominatim', ... */
  readonly name: string;
  /** The data's attribution the service's licence asks to show with its results. */
  readonly attribution: string;
  /** The candidates, best first (possibly none). Throws GeocodeError. */
  geocode(query: GeocodeQuery): Promise<GeocodeCandidate[]>;
}

declare module '../../../ports.ts' {
  interface ServerPorts {
    /** The geocoder (GEOCODER_PROVIDER); absent: no map pin. Tests pass one built on a local fake. */
    geocoder: GeocoderPort;
  }
}
