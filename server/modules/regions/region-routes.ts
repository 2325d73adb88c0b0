// GET address/provinces, address/districts/{province_id}, address/subdistricts/{district_id},
// address/subdistricts/search?q=, address/countries/search/v2?country=, address/states/search?country=.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH, districtExists, subDistrictExists, listDistricts, listProvinces, listSubDistricts, provinceExists, searchSubDistricts } from './region-store.ts';
import { resolveCountry, searchCountries, statesOf } from './foreign.ts';
import { TEXT } from './texts.ts';
import { villagesOf } from './villages.ts';

export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const tags = ['addresses'];

export async function regionRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  app.get('/address/provinces', { schema: { tags } }, async (_request, reply) => {
    return ok(reply, { data: await listProvinces(db) });
  });

  app.get<{ Params: { province_id: number } }>('/address/districts/:province_id', {
    schema: { tags, params: { type: 'object', required: ['province_id'], properties: { province_id: idSchema } } },
  }, async (request, reply) => {
    const id = request.params.province_id;
    if (!(await provinceExists(db, id))) {
      throw new AppError('NOT_FOUND', { message: t(requestLang(request), TEXT.provinceNotFound), reason: 'PROVINCE_NOT_FOUND' });
    }
    return ok(reply, { data: await listDistricts(db, id) });
  });

  app.get<{ Querystring: { q: string } }>('/address/subdistricts/search', {
    schema: {
      tags,
      querystring: {
        type: 'object', required: ['q'],
        properties: { q: { type: 'string', minLength: SEARCH_MIN_LENGTH, maxLength: 100 } },
      },
    },
  }, async (request, reply) => {
    const q = request.query.q.trim();
    if (q.length < SEARCH_MIN_LENGTH) {
      throw new AppError('UNPROCESSABLE', { field: 'querystring.q', reason: 'VALIDATION', message: t(requestLang(request), TEXT.searchTooShort) });
    }
    return ok(reply, { data: { data: await searchSubDistricts(db, q, SEARCH_LIMIT) } });
  });

  app.get<{ Params: { district_id: number } }>('/address/subdistricts/:district_id', {
    schema: { tags, params: { type: 'object', required: ['district_id'], properties: { district_id: idSchema } } },
  }, async (request, reply) => {
    const id = request.params.district_id;
    if (!(await districtExists(db, id))) {
      throw new AppError('NOT_FOUND', { message: t(requestLang(request), TEXT.districtNotFound), reason: 'DISTRICT_NOT_FOUND' });
    }
    return ok(reply, { data: { data: await listSubDistricts(db, id) } });
  });

  // Kelurahan/desa of a kecamatan (issue 23), from the package's village list (villages.ts).
  app.get<{ Params: { sub_district_id: number } }>('/address/villages/:sub_district_id', {
    schema: { tags, params: { type: 'object', required: ['sub_district_id'], properties: { sub_district_id: idSchema } } },
  }, async (request, reply) => {
    const id = request.params.sub_district_id;
    if (!(await subDistrictExists(db, id))) {
      throw new AppError('NOT_FOUND', { message: t(requestLang(request), TEXT.subDistrictNotFound), reason: 'SUB_DISTRICT_NOT_FOUND' });
    }
    const villages = await villagesOf(id);
    return ok(reply, { data: { data: villages.map((v) => ({ id: v.id, sub_district_id: id, name: v.name })) } });
  });

  app.get<{ Querystring: { country?: string } }>('/address/countries/search/v2', {
    schema: { tags, querystring: { type: 'object', properties: { country: { type: 'string', maxLength: 100 } } } },
  }, async (request, reply) => {
    return ok(reply, { data: searchCountries(request.query.country) });
  });

  app.get<{ Querystring: { country: string } }>('/address/states/search', {
    schema: {
      tags,
      querystring: { type: 'object', required: ['country'], properties: { country: { type: 'string', minLength: 1, maxLength: 100 } } },
    },
  }, async (request, reply) => {
    // A search: a country outside the five gives an empty list, not an error.
    const country = resolveCountry(request.query.country);
    return ok(reply, { data: country ? statesOf(country) : [] });
  });
}
