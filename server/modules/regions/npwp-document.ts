// The NPWP document of an address (docs/addresses.md "NPWP document"): stored in the file storage's
// `npwp-documents/` area under a random name (`<32 hex>.<pdf|png|jpg>`, the addresses row's
// npwp_file), never under a name the customer chose. It is read through links signed for an hour
// (like the QC photos): the owner gets one with the address, staff get one with the order's
// shipment (the address as it was at checkout). A file an order still refers to is kept when the
// customer replaces or removes it, so the order keeps showing what was sent with it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { NPWP_DOCUMENT_TYPES, type NpwpDocumentKind } from '../../../src/domain/address/index.ts';
import '../orders/tables.ts';
import './tables.ts';

export const NPWP_URL_PREFIX = '/api/media/npwp/';
export const NPWP_URL_TTL_S = 3600;
export const NPWP_FILE_NAME = /^[a-f0-9]{32}\.(pdf|png|jpg)$/;

export function newNpwpFileName(kind: NpwpDocumentKind): string {
  return `${randomBytes(16).toString('hex')}.${kind}`;
}

export function npwpContentType(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1) as NpwpDocumentKind;
  return NPWP_DOCUMENT_TYPES[ext] ?? 'application/octet-stream';
}

function signature(secret: string, file: string, exp: number): string {
  return createHmac('sha256', secret).update(`npwp:${file}:${exp}`).digest('hex').slice(0, 32);
}

/** A link to the stored file, good for an hour; null when there is no (well-formed) file. */
export function signedNpwpUrl(secret: string, file: string | null | undefined, nowMs: number): string | null {
  if (!file || !NPWP_FILE_NAME.test(file)) return null;
  const exp = Math.floor(nowMs / 1000) + NPWP_URL_TTL_S;
  return `${NPWP_URL_PREFIX}${file}?exp=${exp}&sig=${signature(secret, file, exp)}`;
}

export function validNpwpSignature(secret: string, file: string, exp: number, sig: string, nowMs: number): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < nowMs) return false;
  const a = Buffer.from(sig);
  const b = Buffer.from(signature(secret, file, exp));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The document as an answer shows it: a signed link, its type, name as uploaded, size and time; null when none. */
export function npwpDocumentWire(secret: string, nowMs: number, row: { npwp_file: string | null; npwp_file_name?: string | null; npwp_file_size?: number | null; npwp_file_at?: Date | string | null }) {
  const url = signedNpwpUrl(secret, row.npwp_file, nowMs);
  if (!url || !row.npwp_file) return null;
  return {
    url,
    content_type: npwpContentType(row.npwp_file),
    name: row.npwp_file_name ?? null,
    size: row.npwp_file_size ?? null,
    uploaded_at: row.npwp_file_at ? new Date(row.npwp_file_at).toISOString() : null,
  };
}

/**
 * Removes a file no longer named by an address, unless an order's shipment still refers to it
 * (its address snapshot). Failures are left for later: a stray file is harmless, a lost one is not.
 */
export async function releaseNpwpFile(db: Db, files: FileStorage, file: string | null | undefined): Promise<void> {
  if (!file || !NPWP_FILE_NAME.test(file)) return;
  const [byAddress, byOrder] = await Promise.all([
    db.selectFrom('addresses').select('id').where('npwp_file', '=', file).limit(1).executeTakeFirst(),
    db.selectFrom('order_shipments').select('id').where(sql<string>`address->>'npwp_file'`, '=', file).limit(1).executeTakeFirst(),
  ]);
  if (byAddress || byOrder) return;
  await files.remove(file).catch(() => undefined);
}
