// customer/address: GET (list), POST (create), PUT customer/address/{id}/ (update, with or
// without the trailing slash), POST customer/address/delete {address_id}; plus
// GET customer/address/{id} (one address). Login required; another customer's address is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { checkRegion, createBodySchema, normaliseAddress, updateBodySchema, villageValue, type AddressBody, type RegionIds } from './address-input.ts';
import { MAX_ADDRESSES_PER_CUSTOMER, createAddress, deleteAddress, findAddress, listAddresses, updateAddress, type AddressView } from './address-store.ts';
import { npwpDocumentWire, releaseNpwpFile } from './npwp-document.ts';
import { filesOf } from '../../storage/compose.ts';
import { idSchema } from './region-routes.ts';
import { TEXT } from './texts.ts';

const tags = ['addresses'];
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** 401 before any body or params validation. */
async function mustBeCustomer(request: FastifyRequest): Promise<void> {
  requireCustomer(request);
}

export function addressNotFound(lang: Lang): AppError {
  return new AppError('NOT_FOUND', { message: t(lang, TEXT.addressNotFound), reason: 'ADDRESS_NOT_FOUND' });
}

/**
 * An address as its owner reads it: npwp_file is a link to the document signed for an hour (null
 * without one) and npwp_document says what it is (type, name as uploaded, size, time).
 */
export function addressWire(view: AddressView, secret: string, nowMs: number) {
  const { npwp_file_name: _name, npwp_file_size: _size, npwp_file_at: _at, ...rest } = view;
  const document = npwpDocumentWire(secret, nowMs, view);
  return { ...rest, npwp_file: document?.url ?? null, npwp_document: document };
}

export async function addressRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const auth = { preValidation: mustBeCustomer };
  const files = filesOf(deps, 'npwp-documents');
  const wire = (view: AddressView) => addressWire(view, deps.config.appSecret, deps.ports.now().getTime());

  app.get('/customer/address', { ...auth, schema: { tags } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    return ok(reply, { data: (await listAddresses(db, customerId)).map(wire) }, t(requestLang(request), TEXT.addressList));
  });

  app.get<{ Params: { id: number } }>('/customer/address/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const address = await findAddress(db, customerId, request.params.id);
    if (!address) throw addressNotFound(requestLang(request));
    return ok(reply, { data: wire(address) });
  });

  app.post<{ Body: AddressBody }>('/customer/address', { ...auth, schema: { tags, body: createBodySchema } }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const body = request.body;
    const values = normaliseAddress(body, lang);
    const region = await checkRegion(db, lang, { sub_district_id: body.sub_district_id as number, district_id: body.district_id, province_id: body.province_id });
    const village = await villageValue(lang, body, region.sub_district_id, false);
    if (village !== undefined) values.village = village;
    const { name, address, phone_number } = values;
    if (name === undefined || address === undefined || phone_number === undefined) throw new AppError('UNPROCESSABLE');
    const result = await createAddress(db, customerId, { ...values, name, address, phone_number }, region, body.is_active === true);
    if (!result.ok) {
      throw new AppError('CONFLICT', {
        reason: 'ADDRESS_LIMIT',
        message: t(lang, { id: `Maksimal ${MAX_ADDRESSES_PER_CUSTOMER} alamat`, en: `At most ${MAX_ADDRESSES_PER_CUSTOMER} addresses` }),
      });
    }
    return ok(reply, { data: wire(result.address) }, t(lang, TEXT.addressCreated), 201);
  });

  const update = async (request: FastifyRequest<{ Params: { id: number }; Body: AddressBody }>) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const body = request.body ?? {};
    const values = normaliseAddress(body, lang);
    const current = await findAddress(db, customerId, request.params.id);
    if (!current) throw addressNotFound(lang);
    const touchesRegion = body.sub_district_id !== undefined || body.district_id != null || body.province_id != null;
    const region: Partial<RegionIds> = touchesRegion
      ? await checkRegion(db, lang, { sub_district_id: body.sub_district_id ?? current.sub_district_id, district_id: body.district_id, province_id: body.province_id })
      : {};
    const subDistrictId = region.sub_district_id ?? current.sub_district_id;
    const village = await villageValue(lang, body, subDistrictId, subDistrictId !== current.sub_district_id);
    if (village !== undefined) values.village = village;
    const updated = await updateAddress(db, customerId, request.params.id, { ...values, ...region }, body.is_active === true);
    if (!updated) throw addressNotFound(lang);
    return updated;
  };
  for (const path of ['/customer/address/:id/', '/customer/address/:id']) {
    app.put<{ Params: { id: number }; Body: AddressBody }>(path, { ...auth, schema: { tags, params: idParams, body: updateBodySchema } }, async (request, reply) => {
      const address = await update(request);
      return ok(reply, { data: wire(address) }, t(requestLang(request), TEXT.addressUpdated));
    });
  }

  app.post<{ Body: { address_id: number } }>('/customer/address/delete', {
    ...auth,
    schema: { tags, body: { type: 'object', required: ['address_id'], properties: { address_id: idSchema } } },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const result = await deleteAddress(db, customerId, request.body.address_id);
    if (!result) throw addressNotFound(lang);
    await releaseNpwpFile(db, files, result.npwp_file);
    return ok(reply, { data: { address_id: result.address_id, active_address_id: result.active_address_id } }, t(lang, TEXT.addressDeleted));
  });
}
