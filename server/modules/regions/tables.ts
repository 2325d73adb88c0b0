// Tables of the regions module: the Indonesian administrative regions (loaded from
// idn-area-data by seed.ts) and the customers' saved addresses.
//
// Naming follows the spec, not the dataset: a spec "district" is a kabupaten/kota (the
// dataset's regency), a spec "sub_district" is a kecamatan (the dataset's district).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Provinsi. id = the BPS code (e.g. 31 for DKI Jakarta). */
export interface ProvinceTable {
  id: number;
  /** Dotted BPS code as in the dataset ('31'). */
  code: string;
  name: string;
}

/** Kabupaten / kota. id = the BPS code without the dot (31.71 -> 3171). */
export interface DistrictTable {
  id: number;
  code: string;
  province_id: number;
  /** 'kabupaten' or 'kota'. */
  kind: string;
  /** 'Kota Bandung' for a city, 'Bandung' for a regency (shown as 'Kab. Bandung'). */
  name: string;
}

/** Kecamatan. id = the BPS code without the dots (31.71.06 -> 317106). */
export interface SubDistrictTable {
  id: number;
  code: string;
  district_id: number;
  province_id: number;
  name: string;
  /** The dataset has no postal codes: always null for now. */
  postal_code: string | null;
}

/** Key/value facts about the loaded dataset (its version). */
export interface RegionMetaTable {
  key: string;
  value: string;
}

/** A customer's saved delivery address. */
export interface AddressTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  address: string;
  province_id: number;
  district_id: number;
  sub_district_id: number;
  /** Kelurahan/desa, optional (server/modules/regions/villages.ts). */
  village: string | null;
  postal_code: string | null;
  phone_number: string;
  phone_number_2: string | null;
  email: string | null;
  npwp: string | null;
  /** The NPWP document's stored name (`<32 hex>.<pdf|png|jpg>`, npwp-document.ts), set only by cart/upload/npwp. */
  npwp_file: string | null;
  /** The name it was uploaded under (shown), its size in bytes and when (migration 2003). */
  npwp_file_name: ColumnType<string | null, string | null | undefined, string | null>;
  npwp_file_size: ColumnType<number | null, number | null | undefined, number | null>;
  npwp_file_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  long: number | null;
  lat: number | null;
  address_map: string | null;
  is_active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    provinces: ProvinceTable;
    districts: DistrictTable;
    sub_districts: SubDistrictTable;
    region_meta: RegionMetaTable;
    addresses: AddressTable;
  }
}
