/**
 * The NPWP document kept with an address (POST cart/upload/npwp): a scan or photo of the tax card,
 * an image (PNG, JPEG) or a PDF. Its kind is read from the first bytes of the file, never from its
 * name or declared type, so a renamed file of another kind is refused.
 */

export type NpwpDocumentKind = 'pdf' | 'png' | 'jpg';

export const NPWP_DOCUMENT_TYPES: Readonly<Record<NpwpDocumentKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** What the file picker offers (a hint only: the server reads the bytes). */
export const NPWP_DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

function startsWith(data: Uint8Array, head: readonly number[]): boolean {
  return data.length >= head.length && head.every((b, i) => data[i] === b);
}

/** The document's kind by its first bytes, or null when it is none of the accepted ones. */
export function npwpDocumentKind(data: Uint8Array): NpwpDocumentKind | null {
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, PNG)) return 'png';
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}
