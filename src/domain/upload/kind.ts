// What an uploaded file is, read from its first bytes (magic numbers), never from its name or the
// type the browser declared (docs/decisions.md "Uploads of the manual order").
export type UploadImageKind = 'png' | 'jpg' | 'gif' | 'webp';
export type UploadFileKind = UploadImageKind | 'pdf';

export const UPLOAD_CONTENT_TYPES: Record<UploadFileKind, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf',
};

/** The file input's accept list for pictures (a hint only: the server reads the bytes). */
export const UPLOAD_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function ascii(data: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to && i < data.length; i += 1) s += String.fromCharCode(data[i] ?? 0);
  return s;
}

/** PNG, JPEG, GIF or WebP by the first bytes; null for anything else (an empty or cut file too). */
export function uploadImageKind(data: Uint8Array): UploadImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'png';
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  const gif = ascii(data, 0, 6);
  if (data.length >= 7 && (gif === 'GIF87a' || gif === 'GIF89a')) return 'gif';
  if (data.length >= 16 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A picture as above, or a PDF (file/upload's attachment). */
export function uploadFileKind(data: Uint8Array): UploadFileKind | null {
  const image = uploadImageKind(data);
  if (image) return image;
  if (data.length >= 8 && ascii(data, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** The path of a picture uploaded to this shop (POST product/upload/1 answers it): the manual order keeps it as a picture URL. */
export const UPLOADED_IMAGE_PATH = /^\/api\/media\/uploads\/[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** The picture size the browser lets through before uploading (the server's MAX_UPLOAD_BYTES default). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
