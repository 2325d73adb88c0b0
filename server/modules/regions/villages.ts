// Kelurahan/desa (villages), the level below the kecamatan, from the idn-area-data package
// (villages.csv, about 83,700 rows). They are not loaded into the database: the seed would grow
// twelvefold for a list only the address form reads. The list is read from the package on
// first use and kept in memory, indexed by sub-district id. Documented in docs/api/regions.md.
import { getVillages } from 'idn-area-data';
import { codeToId } from './dataset.ts';

export interface Village { id: number; name: string }

let index: Promise<Map<number, Village[]>> | undefined;

async function build(): Promise<Map<number, Village[]>> {
  const rows = await getVillages();
  const map = new Map<number, Village[]>();
  for (const row of rows) {
    if (!row.code || !row.district_code) continue;
    const sub = codeToId(row.district_code);
    const list = map.get(sub) ?? [];
    list.push({ id: codeToId(row.code), name: row.name.trim() });
    map.set(sub, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return map;
}

/** The villages of a sub-district (kecamatan), by name; [] when the data has none for it. */
export async function villagesOf(subDistrictId: number): Promise<readonly Village[]> {
  index ??= build().catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return (await index).get(subDistrictId) ?? [];
}

/** Letters (any script), digits, spaces and . , ' ( ) / - : what village names are written with. */
const VILLAGE_TEXT = /^[\p{L}\p{M}\d .,'()/-]{1,100}$/u;

export type VillageCheck = { ok: true; name: string } | { ok: false };

/**
 * A given kelurahan/desa for a sub-district: when the data lists villages for it, the name must be
 * one of them (case and spacing ignored) and the data's spelling is stored; when it lists none
 * (a kecamatan newer than the data), any plain name up to 100 characters is kept as typed.
 */
export async function checkVillage(subDistrictId: number, given: string): Promise<VillageCheck> {
  const wanted = given.trim().replace(/\s+/g, ' ');
  if (!VILLAGE_TEXT.test(wanted)) return { ok: false };
  const list = await villagesOf(subDistrictId);
  if (list.length === 0) return { ok: true, name: wanted };
  const key = wanted.toLocaleLowerCase('id');
  const found = list.find((v) => v.name.toLocaleLowerCase('id') === key);
  return found ? { ok: true, name: found.name } : { ok: false };
}
