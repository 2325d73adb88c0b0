// Loads the region tables from idn-area-data. Idempotent and cheap when already loaded:
// the dataset version is kept in region_meta and a matching version skips the load.
// Rows are upserted (never deleted: saved addresses reference them).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { datasetVersion, loadRegionDataset } from './dataset.ts';
import './tables.ts';

const BATCH = 1000;
const VERSION_KEY = 'idn-area-data';

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export interface RegionSeedResult { loaded: boolean; provinces: number; districts: number; subDistricts: number }

/** Seeds provinces, districts (kabupaten/kota) and sub-districts (kecamatan). */
export async function seedRegions(db: Db, opts: { force?: boolean } = {}): Promise<RegionSeedResult> {
  const version = datasetVersion();
  const stored = await db.selectFrom('region_meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  if (!opts.force && stored?.value === version) return { loaded: false, provinces: 0, districts: 0, subDistricts: 0 };

  const data = await loadRegionDataset();
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(data.provinces, BATCH)) {
      await trx.insertInto('provinces').values(rows)
        .onConflict((oc) => oc.column('id').doUpdateSet({ code: sql.ref('excluded.code'), name: sql.ref('excluded.name') }))
        .execute();
    }
    for (const rows of chunks(data.districts, BATCH)) {
      await trx.insertInto('districts').values(rows)
        .onConflict((oc) => oc.column('id').doUpdateSet({
          code: sql.ref('excluded.code'), province_id: sql.ref('excluded.province_id'), kind: sql.ref('excluded.kind'), name: sql.ref('excluded.name'),
        }))
        .execute();
    }
    for (const rows of chunks(data.subDistricts, BATCH)) {
      await trx.insertInto('sub_districts').values(rows)
        .onConflict((oc) => oc.column('id').doUpdateSet({
          code: sql.ref('excluded.code'), district_id: sql.ref('excluded.district_id'), province_id: sql.ref('excluded.province_id'), name: sql.ref('excluded.name'),
        }))
        .execute();
    }
    await trx.insertInto('region_meta').values({ key: VERSION_KEY, value: data.version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: data.version }))
      .execute();
  });
  return { loaded: true, provinces: data.provinces.length, districts: data.districts.length, subDistricts: data.subDistricts.length };
}
