import { inject, injectable } from 'inversify';
import type { Region, RegionsApi, SubdistrictMatch } from '../../application/ports/regions-api.port';
import { dataList, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

function toRegion(kind: 'province' | 'district' | 'sub_district' | 'subdistrict' | 'village') {
  return (value: unknown, path: string): Region => {
    const row = obj(value, path);
    return {
      id: str(pick(row, 'id', `${kind}_id`), `${path}.id`),
      name: str(pick(row, 'name', `${kind}_name`, `${kind}`), `${path}.name`),
    };
  };
}

function toMatch(value: unknown, path: string): SubdistrictMatch {
  const row = obj(value, path);
  return {
    id: str(pick(row, 'sub_district_id', 'subdistrict_id', 'id'), `${path}.sub_district_id`),
    name: str(pick(row, 'sub_district_name', 'subdistrict_name', 'name'), `${path}.name`),
    districtId: str(row.district_id, `${path}.district_id`),
    districtName: str(pick(row, 'district_name', 'district') ?? '', `${path}.district_name`),
    provinceId: str(row.province_id, `${path}.province_id`),
    provinceName: str(pick(row, 'province_name', 'province') ?? '', `${path}.province_name`),
    postalCode: optStr(row.postal_code, `${path}.postal_code`),
  };
}

@injectable()
export class HttpRegionsApi implements RegionsApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async provinces(): Promise<Region[]> {
    return dataList(envelope(await this.http.get('address/provinces'))).map((v, i) => toRegion('province')(v, `data[${i}]`));
  }

  async districts(provinceId: string): Promise<Region[]> {
    const body = envelope(await this.http.get(`address/districts/${encodeURIComponent(provinceId)}`));
    return dataList(body).map((v, i) => toRegion('district')(v, `data[${i}]`));
  }

  async subdistricts(districtId: string): Promise<Region[]> {
    const body = envelope(await this.http.get(`address/subdistricts/${encodeURIComponent(districtId)}`));
    return dataList(body).map((v, i) => toRegion('sub_district')(v, `data.data[${i}]`));
  }

  async villages(subDistrictId: string): Promise<Region[]> {
    const body = envelope(await this.http.get(`address/villages/${encodeURIComponent(subDistrictId)}`));
    return dataList(body).map((v, i) => toRegion('village')(v, `data.data[${i}]`));
  }

  async searchSubdistricts(query: string): Promise<SubdistrictMatch[]> {
    const body = envelope(await this.http.get('address/subdistricts/search', { query: { q: query } }));
    return dataList(body).map((v, i) => toMatch(v, `data[${i}]`));
  }
}
