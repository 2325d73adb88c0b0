// Validation and normalisation of an address body (POST customer/address, PUT customer/address/{id}/).
// Field errors are 422 with error.field 'body.<name>', like the schema validation of the core.
import type { Db } from '../../db/database.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { TEXT } from './texts.ts';
import { checkVillage } from './villages.ts';
import { checkCoordinates, roundCoordinate } from '../../../src/domain/address/index.ts';
import './tables.ts';

export interface AddressBody {
  name?: string;
  address?: string;
  province_id?: number | null;
  district_id?: number | null;
  sub_district_id?: number;
  /** Kelurahan/desa (optional; checked against the sub-district by checkVillageOf). */
  village?: string | null;
  postal_code?: string | null;
  phone_number?: string;
  phone_number_2?: string | null;
  email?: string | null;
  npwp?: string | null;
  long?: number | null;
  lat?: number | null;
  address_map?: string | null;
  is_active?: boolean;
}

/** The stored columns an address body sets (undefined = leave as it is). */
export interface AddressValues {
  name?: string;
  address?: string;
  province_id?: number;
  district_id?: number;
  sub_district_id?: number;
  village?: string | null;
  postal_code?: string | null;
  phone_number?: string;
  phone_number_2?: string | null;
  email?: string | null;
  npwp?: string | null;
  long?: number | null;
  lat?: number | null;
  address_map?: string | null;
}

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

const properties = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  address: { type: 'string', minLength: 1, maxLength: 500 },
  province_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  district_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  sub_district_id: id,
  village: optionalText(100),
  postal_code: optionalText(10),
  phone_number: { type: 'string', minLength: 1, maxLength: 25 },
  phone_number_2: optionalText(25),
  email: optionalText(254),
  npwp: optionalText(30),
  long: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
  address_map: optionalText(1000),
  is_active: { type: 'boolean' },
} as const;

/**
 * Unknown properties (the storefront's own fields such as items) are ignored; so is npwp_file: the
 * document is set only by POST cart/upload/npwp (a name given here could be another customer's file).
 */
export const createBodySchema = {
  type: 'object',
  required: ['name', 'address', 'sub_district_id', 'phone_number'],
  properties,
} as const;

export const updateBodySchema = { type: 'object', properties } as const;

const PHONE = /^(?:\+62|62|0)([1-9]\d{7,11})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(lang: Lang, field: string, text: { id: string; en: string }): never {
  throw new AppError('UNPROCESSABLE', { field: `body.${field}`, reason: 'VALIDATION', message: t(lang, text) });
}

/** '+62 812-3456-7890' -> '081234567890'; undefined when it is not an Indonesian number. */
export function normalisePhone(raw: string): string | undefined {
  const m = PHONE.exec(raw.replace(/[\s\-.()]/g, ''));
  return m ? `0${m[1]}` : undefined;
}

/** '01.234.567.8-901.000' -> '012345678901000'; undefined unless 15 or 16 digits. */
export function normaliseNpwp(raw: string): string | undefined {
  const digits = raw.replace(/[\s\-.]/g, '');
  return /^\d{15,16}$/.test(digits) ? digits : undefined;
}

/** '' and whitespace count as not given. */
function blankToNull(v: string | null | undefined): string | null | undefined {
  if (v === undefined || v === null) return v;
  const s = v.trim();
  return s === '' ? null : s;
}

/** Checks the fields that are present; returns the columns to write (region ids excluded). */
export function normaliseAddress(body: AddressBody, lang: Lang): AddressValues {
  const out: AddressValues = {};
  if (body.name !== undefined) {
    out.name = body.name.trim();
    if (!out.name) fail(lang, 'name', TEXT.nameRequired);
  }
  if (body.address !== undefined) {
    out.address = body.address.trim();
    if (!out.address) fail(lang, 'address', TEXT.addressRequired);
  }
  if (body.phone_number !== undefined) {
    const phone = normalisePhone(body.phone_number);
    if (!phone) fail(lang, 'phone_number', TEXT.phoneInvalid);
    out.phone_number = phone;
  }
  const phone2 = blankToNull(body.phone_number_2);
  if (phone2 !== undefined) {
    const phone = phone2 === null ? null : normalisePhone(phone2);
    if (phone === undefined) fail(lang, 'phone_number_2', TEXT.phoneInvalid);
    out.phone_number_2 = phone;
  }
  const email = blankToNull(body.email);
  if (email !== undefined) {
    if (email !== null && !EMAIL.test(email)) fail(lang, 'email', TEXT.emailInvalid);
    out.email = email === null ? null : email.toLowerCase();
  }
  const npwp = blankToNull(body.npwp);
  if (npwp !== undefined) {
    const digits = npwp === null ? null : normaliseNpwp(npwp);
    if (digits === undefined) fail(lang, 'npwp', TEXT.npwpInvalid);
    out.npwp = digits;
  }
  const postal = blankToNull(body.postal_code);
  if (postal !== undefined) {
    if (postal !== null && !/^\d{5}$/.test(postal)) fail(lang, 'postal_code', TEXT.postalInvalid);
    out.postal_code = postal;
  }
  const place = blankToNull(body.address_map);
  if (place !== undefined) out.address_map = place;
  // The map pin: both coordinates or neither (src/domain/address/coordinates.ts), kept to 6 decimals.
  if (body.lat !== undefined || body.long !== undefined) {
    if (checkCoordinates(body.lat, body.long) !== null) fail(lang, body.lat == null ? 'lat' : 'long', TEXT.pinIncomplete);
    out.lat = body.lat == null ? null : roundCoordinate(body.lat);
    out.long = body.long == null ? null : roundCoordinate(body.long);
    if (out.lat === null && place === undefined) out.address_map = null;
  }
  return out;
}

export interface RegionIds { province_id: number; district_id: number; sub_district_id: number }

/**
 * The sub-district must exist and lie in the given district and province (each optional:
 * what is left out is taken from the sub-district).
 */
export async function checkRegion(db: Db, lang: Lang, given: { sub_district_id: number; district_id?: number | null; province_id?: number | null }): Promise<RegionIds> {
  const sub = await db.selectFrom('sub_districts').select(['id', 'district_id', 'province_id'])
    .where('id', '=', given.sub_district_id).executeTakeFirst();
  if (!sub) fail(lang, 'sub_district_id', TEXT.subDistrictNotFound);
  if (given.district_id != null && given.district_id !== sub.district_id) fail(lang, 'sub_district_id', TEXT.subDistrictMismatch);
  if (given.province_id != null && given.province_id !== sub.province_id) {
    fail(lang, given.district_id != null ? 'province_id' : 'sub_district_id', given.district_id != null ? TEXT.districtMismatch : TEXT.subDistrictMismatch);
  }
  return { province_id: sub.province_id, district_id: sub.district_id, sub_district_id: sub.id };
}

/**
 * The village column to write for a body whose sub-district is `subDistrictId`: the data's spelling
 * of a given kelurahan/desa, null for a blank one, undefined when the body names none (on an
 * update that moves the address to another sub-district the old village is cleared: null).
 */
export async function villageValue(lang: Lang, body: AddressBody, subDistrictId: number, movedSubDistrict: boolean): Promise<string | null | undefined> {
  const given = blankToNull(body.village);
  if (given === undefined) return movedSubDistrict ? null : undefined;
  if (given === null) return null;
  const checked = await checkVillage(subDistrictId, given);
  if (!checked.ok) fail(lang, 'village', TEXT.villageInvalid);
  return checked.name;
}
