// Reads of the region tables (provinces, districts = kabupaten/kota, sub-districts = kecamatan).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { formatDistrictName } from '../../../src/domain/address/index.ts';
import './tables.ts';

export interface SubDistrictView {
  id: number;
  name: string;
  district_id: number;
  district_name: string;
  province_id: number;
  province_name: string;
  postal_code: string | null;
  /** 'Menteng, Kota Jakarta Pusat, DKI Jakarta'. */
  label: string;
}

export const SEARCH_LIMIT = 20;
export const SEARCH_MIN_LENGTH = 3;
const LEVEL_WORDS = new Set(['kab', 'kab.', 'kabupaten', 'kec', 'kec.', 'kecamatan', 'prov', 'prov.', 'provinsi']);

export async function listProvinces(db: Db) {
  return db.selectFrom('provinces').select(['id', 'name']).orderBy('name').execute();
}

export async function provinceExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('provinces').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function districtExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('districts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function subDistrictExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('sub_districts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function listDistricts(db: Db, provinceId: number) {
  const rows = await db.selectFrom('districts').select(['id', 'province_id', 'kind', 'name'])
    .where('province_id', '=', provinceId).orderBy('kind').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, province_id: r.province_id, name: formatDistrictName(r.name), type: r.kind }));
}

export async function listSubDistricts(db: Db, districtId: number) {
  return db.selectFrom('sub_districts').select(['id', 'district_id', 'province_id', 'name', 'postal_code'])
    .where('district_id', '=', districtId).orderBy('name').execute();
}

function subDistrictQuery(db: Db) {
  return db.selectFrom('sub_districts as s')
    .innerJoin('districts as d', 'd.id', 's.district_id')
    .innerJoin('provinces as p', 'p.id', 's.province_id')
    .select(['s.id', 's.name', 's.district_id', 'd.name as district_name', 's.province_id', 'p.name as province_name', 's.postal_code']);
}

type SubDistrictRow = Omit<SubDistrictView, 'label'>;

function toView(r: SubDistrictRow): SubDistrictView {
  const districtName = formatDistrictName(r.district_name);
  return { ...r, district_name: districtName, label: `${r.name}, ${districtName}, ${r.province_name}` };
}

export async function findSubDistrict(db: Db, id: number): Promise<SubDistrictView | undefined> {
  const row = await subDistrictQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive search: every word of `q` must occur in the sub-district, district or
 * province name. Sub-districts whose own name matches come first (exact, prefix, inside).
 */
export async function searchSubDistricts(db: Db, q: string, limit = SEARCH_LIMIT): Promise<SubDistrictView[]> {
  const whole = q.trim().replace(/\s+/g, ' ');
  // Level words are not part of the stored names ('Kab. Bandung' is stored as 'Bandung').
  const words = whole.split(' ').filter((w) => w && !LEVEL_WORDS.has(w.toLowerCase())).slice(0, 6);
  if (words.length === 0) return [];
  let query = subDistrictQuery(db);
  for (const word of words) {
    const p = likePattern(word);
    query = query.where((eb) => eb.or([eb('s.name', 'ilike', p), eb('d.name', 'ilike', p), eb('p.name', 'ilike', p)]));
  }
  const escaped = whole.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await query
    .orderBy(sql`case when lower(s.name) = lower(${whole}) then 0 when s.name ilike ${`${escaped}%`} then 1 when s.name ilike ${`%${escaped}%`} then 2 else 3 end`)
    .orderBy('s.name').orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map(toView);
}
