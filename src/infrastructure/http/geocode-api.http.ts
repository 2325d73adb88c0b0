// gmap/status and gmap/geocode (signed: the client signs every path of spec section 7's list).
import { inject, injectable } from 'inversify';
import type { GeocodeApi, GeocodeCandidate, GeocodeStatus } from '../../application/ports/geocode-api.port';
import { arr, bool, isObject, num, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

@injectable()
export class HttpGeocodeApi implements GeocodeApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async status(): Promise<GeocodeStatus> {
    const data = obj(pick(envelope(await this.http.get('gmap/status')), 'data'), 'data');
    return { available: bool(data.geocoding, 'data.geocoding'), attribution: optStr(data.attribution, 'data.attribution') };
  }

  async geocode(address: string): Promise<GeocodeCandidate[]> {
    const data = pick(envelope(await this.http.post('gmap/geocode', { body: { address } })), 'data');
    const list = isObject(data) ? data.candidates : data;
    return arr(list, 'data.candidates').map((row, i) => {
      const c = obj(row, `candidates[${i}]`);
      return { lat: num(c.lat, `candidates[${i}].lat`), long: num(c.long, `candidates[${i}].long`), addressMap: str(c.address_map, `candidates[${i}].address_map`) };
    });
  }
}
