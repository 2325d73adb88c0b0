// Shape checks of what the storage adapters read back (anything can be in localStorage).
import type { Address } from '../../application/ports/address-api.port';
import type { CartLine } from '../../application/ports/cart-api.port';
import type { Customer, RegisterRules } from '../../application/ports/session-store.port';
import { COUNTRY_CODES, MARKETPLACES } from '../../domain/pricing/types';

type Rec = Record<string, unknown>;

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isStrOrNull = (v: unknown): boolean => v === null || isStr(v);
const isNumOrNull = (v: unknown): boolean => v === null || isNum(v);

export function isCustomer(v: unknown): v is Customer {
  return (
    isRec(v) &&
    isStr(v.customerKey) && isStr(v.firstName) && isStr(v.lastName) && isStr(v.email) && isStr(v.phoneNumber) &&
    isStrOrNull(v.gender) && isStrOrNull(v.birthday) && isStrOrNull(v.avatar) &&
    isBool(v.notifEmail) && isBool(v.notifSms) && isBool(v.hasPin) && isBool(v.isAffiliatePartner)
  );
}

export function isRegisterRules(v: unknown): v is RegisterRules {
  return isRec(v) && isNum(v.step) && isStr(v.userId);
}

export interface StoredSession {
  accessToken: string | null;
  loginToken: string | null;
  user: Customer | null;
  referral: string | null;
  registerRules: RegisterRules | null;
}

export function isStoredSession(v: unknown): v is StoredSession {
  return (
    isRec(v) &&
    isStrOrNull(v.accessToken) && isStrOrNull(v.loginToken) && isStrOrNull(v.referral) &&
    (v.user === null || isCustomer(v.user)) &&
    (v.registerRules === null || isRegisterRules(v.registerRules))
  );
}

export function isCartLine(v: unknown): v is CartLine {
  return (
    isRec(v) &&
    isNum(v.id) && isStr(v.code) && isBool(v.scraped) && isStr(v.name) && isStr(v.url) && isStrOrNull(v.image) &&
    (MARKETPLACES as readonly unknown[]).includes(v.marketplace) && (COUNTRY_CODES as readonly unknown[]).includes(v.country) &&
    isNum(v.price) && isStr(v.currency) && isNum(v.quantity) && v.quantity >= 1 &&
    isNum(v.weightGrams) && isNum(v.lengthCm) && isNum(v.widthCm) && isNum(v.heightCm) &&
    (v.packageTrack === 'udara' || v.packageTrack === 'laut') &&
    isStrOrNull(v.size) && isStrOrNull(v.color) && isStrOrNull(v.note) && isStrOrNull(v.productTypeId) && isStrOrNull(v.hsCode) &&
    isBool(v.isAllInPrice) && isBool(v.disabled)
  );
}

export function isAddress(v: unknown): v is Address {
  return (
    isRec(v) &&
    isStr(v.id) && isStr(v.name) && isStr(v.address) && isStr(v.provinceId) && isStr(v.districtId) && isStr(v.subDistrictId) &&
    isStr(v.postalCode) && isStr(v.phoneNumber) && isStrOrNull(v.phoneNumber2) && isStrOrNull(v.email) && isStrOrNull(v.npwp) &&
    isNumOrNull(v.lat) && isNumOrNull(v.long) && isStrOrNull(v.addressMap) && isBool(v.active)
  );
}

/** A list whose bad items are dropped (the good ones are kept). */
export function isUnknownArray(v: unknown): v is unknown[] {
  return Array.isArray(v);
}
