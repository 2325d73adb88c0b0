// POST shipping/price {sub_district_id, weight} and GET shipping/price/{address_id}?weight=
// (an address of the caller). Weight in kilograms; the spec's availability check sends 1.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { findSubDistrict } from './region-store.ts';
import { findAddress } from './address-store.ts';
import { addressNotFound } from './address-routes.ts';
import { idSchema } from './region-routes.ts';
import { shippingOptions } from './tariff.ts';
import { TEXT } from './texts.ts';

const tags = ['shipping'];
const weightSchema = { type: 'number', minimum: 0, maximum: 10000 } as const;

export async function shippingRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.post<{ Body: { sub_district_id: number; weight: number } }>('/shipping/price', {
    schema: {
      tags,
      body: { type: 'object', required: ['sub_district_id', 'weight'], properties: { sub_district_id: idSchema, weight: weightSchema } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const sub = await findSubDistrict(db, request.body.sub_district_id);
    if (!sub) throw new AppError('NOT_FOUND', { message: t(lang, TEXT.subDistrictNotFound), reason: 'SUB_DISTRICT_NOT_FOUND' });
    const quote = shippingOptions(sub.province_id, request.body.weight);
    return ok(reply, { sub_district_id: sub.id, zone: quote.zone, weight: quote.weight, details: quote.details }, t(lang, TEXT.shippingPrice));
  });

  app.get<{ Params: { id: number }; Querystring: { weight?: number } }>('/shipping/price/:id', {
    preValidation: async (request) => { requireCustomer(request); },
    schema: {
      tags,
      params: { type: 'object', required: ['id'], properties: { id: idSchema } },
      querystring: { type: 'object', properties: { weight: weightSchema } },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const address = await findAddress(db, requireCustomer(request), request.params.id);
    if (!address) throw addressNotFound(lang);
    const quote = shippingOptions(address.province_id, request.query.weight ?? 1);
    return ok(reply, {
      address_id: address.address_id, sub_district_id: address.sub_district_id, zone: quote.zone, weight: quote.weight, details: quote.details,
    }, t(lang, TEXT.shippingPrice));
  });
}
