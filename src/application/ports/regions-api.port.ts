// Indonesian regions for addresses (GET address/provinces, districts/{id}, subdistricts/{id}, subdistricts/search).

export interface Region {
  id: string;
  name: string;
}

export interface SubdistrictMatch {
  id: string;
  name: string;
  districtId: string;
  districtName: string;
  provinceId: string;
  provinceName: string;
  postalCode: string | null;
}

export interface RegionsApi {
  provinces(): Promise<Region[]>;
  districts(provinceId: string): Promise<Region[]>;
  subdistricts(districtId: string): Promise<Region[]>;
  searchSubdistricts(query: string): Promise<SubdistrictMatch[]>;
  /** Kelurahan/desa of a kecamatan (GET address/villages/{id}); [] when the data lists none. */
  villages(subDistrictId: string): Promise<Region[]>;
}

export const REGIONS_API = Symbol.for('regions.RegionsApi');
