/**
 * The map pin step of the address form (issue 25): the customer looks the address up through the
 * geocoding port and chooses one of the places it answers (coordinates and the place's name), or
 * none. Offered only when a geocoder is configured (GeocodeApi.status); otherwise the step is
 * hidden and the address saves without a pin. No map tiles: the candidates are a list of choices.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../ports/api-error';
import type { GeocodeApi, GeocodeCandidate } from '../ports/geocode-api.port';
import type { ChosenPin } from './address-form';

export type PinSearchError = 'failed' | 'busy' | 'too_short';

export class AddressPin {
  available = false;
  attribution: string | null = null;
  /** What is looked up (the form's street and places, editable). */
  query = '';
  searching = false;
  /** The last answer; null before any lookup. */
  candidates: GeocodeCandidate[] | null = null;
  chosen: ChosenPin | null = null;
  error: PinSearchError | null = null;

  constructor(private readonly api: GeocodeApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Asks once whether a geocoder is configured; any failure reads as not available. */
  async checkAvailable(): Promise<void> {
    try {
      const status = await this.api.status();
      runInAction(() => {
        this.available = status.available;
        this.attribution = status.attribution;
      });
    } catch {
      runInAction(() => { this.available = false; });
    }
  }

  /** A new form: the pin of the address edited (or none), the lookup text proposed from its fields. */
  reset(chosen: ChosenPin | null, query: string): void {
    this.chosen = chosen;
    this.query = query;
    this.candidates = null;
    this.error = null;
  }

  setQuery(value: string): void {
    this.query = value;
  }

  async search(): Promise<void> {
    const text = this.query.trim();
    if (text.length < 3) {
      this.error = 'too_short';
      return;
    }
    this.searching = true;
    this.error = null;
    try {
      const found = await this.api.geocode(text);
      runInAction(() => { this.candidates = found; });
    } catch (error) {
      runInAction(() => { this.error = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS' ? 'busy' : 'failed'; });
    } finally {
      runInAction(() => { this.searching = false; });
    }
  }

  choose(candidate: GeocodeCandidate): void {
    this.chosen = { lat: candidate.lat, long: candidate.long, addressMap: candidate.addressMap };
  }

  clear(): void {
    this.chosen = null;
  }

  /** Whether this candidate is the chosen pin. */
  isChosen(candidate: GeocodeCandidate): boolean {
    return this.chosen !== null && this.chosen.lat === candidate.lat && this.chosen.long === candidate.long;
  }
}
