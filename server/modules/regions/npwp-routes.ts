// The NPWP document of a saved address (docs/addresses.md "NPWP document"):
//   POST cart/upload/npwp (multipart: address_id, then the file in `npwp`; PDF, PNG or JPEG by its
//     first bytes, at most MAX_UPLOAD_BYTES) keeps the file with the customer's address;
//   DELETE customer/address/{id}/npwp removes it from the address;
//   GET media/npwp/{file}?exp&sig serves it through a link signed for an hour (the owner's, with
//     the address; staff's, with the order page).
// Another customer's address is 404, like every call on it; nothing is stored then.
import { basename } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { uploadError, uploadScope } from '../../http/uploads.ts';
import { filesOf } from '../../storage/compose.ts';
import { npwpDocumentKind } from '../../../src/domain/address/index.ts';
import { addressNotFound, addressWire } from './address-routes.ts';
import { findAddress } from './address-store.ts';
import { NPWP_FILE_NAME, newNpwpFileName, npwpContentType, releaseNpwpFile, validNpwpSignature } from './npwp-document.ts';
import { idSchema } from './region-routes.ts';
import { TEXT } from './texts.ts';

const tags = ['addresses'];
const FILE_FIELDS = new Set(['npwp', 'npwp_file', 'file']);

function invalid(lang: Lang, field: string, text: { id: string; en: string }, reason = 'VALIDATION'): AppError {
  return new AppError('UNPROCESSABLE', { field: `body.${field}`, reason, message: t(lang, text) });
}

/** The name the file was uploaded under, as a plain short label (no path, no control characters). */
function uploadedName(raw: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = basename((raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return name === '' ? null : name;
}

interface NpwpForm { addressId: number | null; file: { data: Buffer; filename: string | undefined } | null }

/** Reads the whole form: a text field address_id and one file; over the size limit 413, broken 400. */
async function readNpwpForm(request: FastifyRequest, maxBytes: number, lang: Lang): Promise<NpwpForm> {
  const form: NpwpForm = { addressId: null, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 64 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw Object.assign(new Error('file cut at the size limit'), { statusCode: 413 });
        if (FILE_FIELDS.has(part.fieldname)) form.file = { data, filename: part.filename };
      } else if (part.fieldname === 'address_id') {
        const n = Number(part.value);
        form.addressId = Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
      }
    }
  } catch (err) {
    throw uploadError(err, lang, 'body.npwp');
  }
  return form;
}

export async function npwpRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, config } = deps;
  const files = filesOf(deps, 'npwp-documents');
  const now = () => deps.ports.now().getTime();

  await uploadScope(app, config.maxUploadBytes, (uploads) => {
    uploads.post('/cart/upload/npwp', {
      preValidation: async (request) => { requireCustomer(request); },
      schema: { tags, summary: 'Keep the NPWP document with an address (multipart: address_id, npwp)', consumes: ['multipart/form-data'] },
    }, async (request, reply) => {
      const customerId = requireCustomer(request);
      const lang = requestLang(request);
      if (!request.isMultipart()) throw invalid(lang, 'npwp', TEXT.npwpFileMissing);
      const form = await readNpwpForm(request, config.maxUploadBytes, lang);
      if (form.addressId === null) throw invalid(lang, 'address_id', TEXT.addressNotFound);
      const current = await findAddress(db, customerId, form.addressId);
      if (!current) throw addressNotFound(lang);
      if (!form.file || form.file.data.length === 0) throw invalid(lang, 'npwp', TEXT.npwpFileMissing);
      const kind = npwpDocumentKind(form.file.data);
      if (!kind) throw invalid(lang, 'npwp', TEXT.npwpFileType, 'UNSUPPORTED_DOCUMENT');
      const name = newNpwpFileName(kind);
      await files.put(name, form.file.data, npwpContentType(name));
      const updated = await db.updateTable('addresses')
        .set({ npwp_file: name, npwp_file_name: uploadedName(form.file.filename), npwp_file_size: form.file.data.length, npwp_file_at: deps.ports.now() })
        .where('id', '=', current.address_id).where('customer_id', '=', customerId).returning('id').executeTakeFirst();
      if (!updated) {
        // Deleted meanwhile: the file goes too.
        await files.remove(name).catch(() => undefined);
        throw addressNotFound(lang);
      }
      await releaseNpwpFile(db, files, current.npwp_file);
      const address = await findAddress(db, customerId, current.address_id);
      if (!address) throw addressNotFound(lang);
      return ok(reply, { data: addressWire(address, config.appSecret, now()) }, t(lang, TEXT.npwpFileSaved), 201);
    });
  });

  app.delete<{ Params: { id: number } }>('/customer/address/:id/npwp', {
    preValidation: async (request) => { requireCustomer(request); },
    schema: { tags, summary: 'Remove the NPWP document of an address', params: { type: 'object', required: ['id'], properties: { id: idSchema } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const current = await findAddress(db, customerId, request.params.id);
    if (!current) throw addressNotFound(lang);
    await db.updateTable('addresses').set({ npwp_file: null, npwp_file_name: null, npwp_file_size: null, npwp_file_at: null })
      .where('id', '=', current.address_id).where('customer_id', '=', customerId).execute();
    await releaseNpwpFile(db, files, current.npwp_file);
    const address = await findAddress(db, customerId, current.address_id);
    if (!address) throw addressNotFound(lang);
    return ok(reply, { data: addressWire(address, config.appSecret, now()) }, t(lang, TEXT.npwpFileRemoved));
  });

  app.get<{ Params: { file: string }; Querystring: { exp?: number; sig?: string } }>('/media/npwp/:file', {
    schema: {
      tags, summary: 'An NPWP document, through a link signed for an hour',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 40 } } },
      querystring: { type: 'object', properties: { exp: { type: 'integer' }, sig: { type: 'string', maxLength: 64 } } },
    },
  }, async (request, reply) => {
    const { file } = request.params;
    const { exp, sig } = request.query;
    // A wrong, stale or missing signature reads as a missing file: nothing says the file exists.
    if (!NPWP_FILE_NAME.test(file) || exp === undefined || !sig || !validNpwpSignature(config.appSecret, file, exp, sig, now())) throw new AppError('NOT_FOUND');
    const data = await files.get(file);
    if (!data) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', npwpContentType(file))
      .header('content-disposition', `inline; filename="npwp.${file.slice(file.lastIndexOf('.') + 1)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(data);
  });
}
