// POST shipping/pricev2: domestic shipping for several destinations in one call, weights in
// grams, quoted by the courier port (the one checkout charges with), so a quote here is what
// checkout would charge for the same weight. shipping/price (v1, kilograms, one destination, the
// house tariff) stays in server/modules/regions. Contract: docs/api/regions.md "Shipping price v2".
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t, type Lang } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { findSubDistrict } from '../regions/region-store.ts';
import { findAddress } from '../regions/address-store.ts';
import { idSchema } from '../regions/region-routes.ts';
import { TEXT } from '../regions/texts.ts';
import { tariffCourier, WAREHOUSE_ORIGIN, type CourierPort } from './courier.ts';
import { orderError } from './texts.ts';

/** Destinations per call. */
export const PRICEV2_MAX_DESTINATIONS = 50;
/** Grams per destination (10 tonnes, as v1's 10,000 kg). */
export const PRICEV2_MAX_GRAMS = 10_000_000;

interface Destination { sub_district_id?: number; address_id?: number; weight: number }
interface Body { destinations: Destination[]; couriers?: string[] }

const destination = {
  type: 'object', additionalProperties: false, required: ['weight'],
  oneOf: [{ required: ['sub_district_id'] }, { required: ['address_id'] }],
  properties: {
    sub_district_id: idSchema,
    address_id: idSchema,
    weight: { type: 'number', minimum: 0, maximum: PRICEV2_MAX_GRAMS },
  },
} as const;

export const pricev2Body = {
  type: 'object', additionalProperties: false, required: ['destinations'],
  properties: {
    destinations: { type: 'array', minItems: 1, maxItems: PRICEV2_MAX_DESTINATIONS, items: destination },
    couriers: { type: 'array', maxItems: 10, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z&]{2,10}$' } },
  },
} as const;

interface Option { courier: string; code: string; service: string; description: string; price: number; etd: string }

/** Whole grams, rounded up (a courier charges no fraction of a gram less). */
export function wholeGrams(weight: number): number {
  return Math.ceil(Math.max(0, weight) - 1e-9);
}

async function quote(courier: CourierPort, lang: Lang, place: { subDistrictId: number; districtId: number; provinceId: number }, grams: number, couriers: readonly string[]): Promise<Option[]> {
  let options: Option[];
  try {
    const rates = await courier.rates({ origin: WAREHOUSE_ORIGIN, destination: place, weightGrams: grams, couriers });
    options = rates.flatMap((r) => r.services.map((s) => ({ courier: r.name, code: r.code, service: s.service, description: s.description, price: s.cost, etd: s.etd })));
  } catch {
    throw orderError('BAD_GATEWAY', lang, 'courierUnavailable', 'COURIER_UNAVAILABLE');
  }
  if (options.some((o) => !Number.isSafeInteger(o.price) || o.price < 0)) throw orderError('BAD_GATEWAY', lang, 'courierUnavailable', 'COURIER_UNAVAILABLE');
  return options;
}

export async function shippingV2Routes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const courier: CourierPort = deps.ports.courier ?? tariffCourier();

  app.post<{ Body: Body }>('/shipping/pricev2', { schema: { tags: ['shipping'], body: pricev2Body } }, async (request, reply) => {
    const lang = requestLang(request);
    const { destinations } = request.body;
    const couriers = (request.body.couriers ?? []).map((c) => c.toLowerCase());
    // Every destination is checked before any courier is asked: one unknown place fails the call.
    const places = [];
    for (const [i, d] of destinations.entries()) {
      if (d.address_id !== undefined) {
        const address = await findAddress(db, requireCustomer(request), d.address_id);
        if (!address) throw new AppError('NOT_FOUND', { message: t(lang, TEXT.addressNotFound), reason: 'ADDRESS_NOT_FOUND', field: `body.destinations[${i}].address_id` });
        places.push({ address_id: address.address_id, subDistrictId: address.sub_district_id, districtId: address.district_id, provinceId: address.province_id });
      } else {
        const sub = await findSubDistrict(db, d.sub_district_id as number);
        if (!sub) throw new AppError('NOT_FOUND', { message: t(lang, TEXT.subDistrictNotFound), reason: 'SUB_DISTRICT_NOT_FOUND', field: `body.destinations[${i}].sub_district_id` });
        places.push({ address_id: null, subDistrictId: sub.id, districtId: sub.district_id, provinceId: sub.province_id });
      }
    }
    const data = [];
    for (const [i, place] of places.entries()) {
      const grams = wholeGrams((destinations[i] as Destination).weight);
      const options = await quote(courier, lang, place, grams, couriers);
      const cheapest = options.reduce<Option | null>((best, o) => (best === null || o.price < best.price ? o : best), null);
      data.push({
        index: i, address_id: place.address_id, sub_district_id: place.subDistrictId, district_id: place.districtId, province_id: place.provinceId,
        weight: grams, details: options, cheapest,
      });
    }
    return ok(reply, { data }, t(lang, TEXT.shippingPrice));
  });
}
