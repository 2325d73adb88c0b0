// The geocoding port without a server: none configured by default (the pin step is hidden, as on a
// server without GEOCODER_PROVIDER); given places (Storybook, tests), it answers those whose words
// all appear in the typed address, as a geocoder would.
import { injectable } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import type { GeocodeApi, GeocodeCandidate, GeocodeStatus } from '../../application/ports/geocode-api.port';

export interface MemoryPlace extends GeocodeCandidate {
  /** Words that must all be in the typed address (lower case). */
  words: readonly string[];
}

/** A few real places of the demo regions (coordinates from OpenStreetMap). */
export const DEMO_PLACES: readonly MemoryPlace[] = [
  { words: ['tebet'], lat: -6.226498, long: 106.858262, addressMap: 'Jalan Tebet Raya, Tebet Timur, Tebet, Jakarta Selatan, DKI Jakarta, 12820, Indonesia' },
  { words: ['tebet'], lat: -6.232853, long: 106.845741, addressMap: 'Tebet Barat, Tebet, Jakarta Selatan, DKI Jakarta, 12810, Indonesia' },
  { words: ['monas'], lat: -6.175392, long: 106.827153, addressMap: 'Monumen Nasional, Gambir, Jakarta Pusat, DKI Jakarta, 10110, Indonesia' },
];

@injectable()
export class MemoryGeocodeApi implements GeocodeApi {
  constructor(
    private readonly places: readonly MemoryPlace[] = [],
    private readonly attribution: string | null = null,
  ) {}

  async status(): Promise<GeocodeStatus> {
    return { available: this.places.length > 0, attribution: this.places.length > 0 ? this.attribution : null };
  }

  async geocode(address: string): Promise<GeocodeCandidate[]> {
    if (this.places.length === 0) throw new ApiError('UNAVAILABLE', { reason: 'GEOCODING_NOT_CONFIGURED' });
    const text = address.toLowerCase();
    return this.places.filter((p) => p.words.every((w) => text.includes(w))).map(({ lat, long, addressMap }) => ({ lat, long, addressMap }));
  }
}
