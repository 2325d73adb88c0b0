// Public codes of invoices, orders and shipments: PREFIX-YYYYMMDD-XXXXXX, the date in WIB and six
// random characters of the RFC 4648 base32 alphabet (upper case), from node:crypto.
import { randomBytes } from 'node:crypto';
import { toWibParts } from '../../../src/domain/format/index.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const CODE_RANDOM_LENGTH = 6;

export type CodePrefix = 'INV' | 'ORD' | 'SHP';

export function newCode(prefix: CodePrefix, at: Date): string {
  const parts = toWibParts(at.getTime());
  const date = parts ? `${parts.year}${String(parts.month).padStart(2, '0')}${String(parts.day).padStart(2, '0')}` : '00000000';
  let random = '';
  for (const b of randomBytes(CODE_RANDOM_LENGTH)) random += BASE32[b & 31];
  return `${prefix}-${date}-${random}`;
}

/** The shape of a code, for validating path and query parameters. */
export const CODE_PATTERN = '^(INV|ORD|SHP)-[0-9]{8}-[A-Z2-7]{6}$';
