// Reads the Indonesian administrative regions from the idn-area-data package
// (CSV files, data under the Open Database License) and maps them to the spec's levels.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import { parseRegencyName, titleCase } from './names.ts';

export interface RegionDataset {
  version: string;
  provinces: { id: number; code: string; name: string }[];
  districts: { id: number; code: string; province_id: number; kind: string; name: string }[];
  subDistricts: { id: number; code: string; district_id: number; province_id: number; name: string; postal_code: null }[];
}

/** '31.71.06' -> 317106. */
export function codeToId(code: string): number {
  const id = Number(code.replace(/\./g, ''));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad region code ${code}`);
  return id;
}

/** The installed version of idn-area-data (stored with the loaded rows). */
export function datasetVersion(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('idn-area-data');
  const pkg = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export async function loadRegionDataset(): Promise<RegionDataset> {
  const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  const provinceRows = provinces.filter((p) => p.code).map((p) => ({ id: codeToId(p.code), code: p.code, name: titleCase(p.name) }));
  const districtRows = regencies.filter((r) => r.code).map((r) => {
    const parsed = parseRegencyName(r.name);
    return { id: codeToId(r.code), code: r.code, province_id: codeToId(r.province_code), kind: parsed.kind, name: parsed.name };
  });
  const provinceOfDistrict = new Map(districtRows.map((d) => [d.id, d.province_id]));
  const subRows = districts.filter((d) => d.code).map((d) => {
    const districtId = codeToId(d.regency_code);
    const provinceId = provinceOfDistrict.get(districtId);
    if (provinceId === undefined) throw new Error(`district ${d.code} has unknown regency ${d.regency_code}`);
    return { id: codeToId(d.code), code: d.code, district_id: districtId, province_id: provinceId, name: d.name.trim(), postal_code: null };
  });
  return { version: datasetVersion(), provinces: provinceRows, districts: districtRows, subDistricts: subRows };
}
