// Courier port: domestic shipping rates from the warehouse to a customer's sub-district, shaped
// like the Indonesian rate APIs (origin, destination, weight in grams, couriers -> services with a
// cost and an estimated delivery in days). The default adapter is the in-house tariff of
// shipping/price (server/modules/regions/tariff.ts); tests and main.ts may pass another as
// `ports.courier`.
import { shippingOptions } from '../regions/tariff.ts';

export interface CourierRateRequest {
  /** Where parcels leave from: the warehouse's sub-district. */
  origin: { subDistrictId: number };
  /** The recipient's sub-district, with its district and province (BPS ids). */
  destination: { subDistrictId: number; districtId: number; provinceId: number };
  /** Charged weight of the parcel in grams. */
  weightGrams: number;
  /** Courier codes to quote ('jne', 'j&t'); empty = every courier. */
  couriers: readonly string[];
}

export interface CourierServiceRate {
  /** 'REG', 'YES', 'EZ' */
  service: string;
  description: string;
  /** Integer rupiah. */
  cost: number;
  /** Estimated days, '1-2'. */
  etd: string;
}

export interface CourierRate {
  /** Lower-case courier code, 'jne'. */
  code: string;
  /** The courier's name as shown, 'JNE'. */
  name: string;
  services: CourierServiceRate[];
}

export interface CourierPort {
  rates(request: CourierRateRequest): Promise<CourierRate[]>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    courier: CourierPort;
  }
}

/** The warehouse parcels leave from (Gambir, Kota Jakarta Pusat). */
export const WAREHOUSE_ORIGIN = { subDistrictId: 317101 } as const;

/** The default adapter: the house tariff by province zone (docs/api/regions.md). */
export function tariffCourier(): CourierPort {
  return {
    async rates(request) {
      const quote = shippingOptions(request.destination.provinceId, request.weightGrams / 1000);
      const wanted = new Set(request.couriers.map((c) => c.toLowerCase()));
      const byCourier = new Map<string, CourierRate>();
      for (const option of quote.details) {
        const code = option.courier.toLowerCase();
        if (wanted.size > 0 && !wanted.has(code)) continue;
        const entry = byCourier.get(code) ?? { code, name: option.courier, services: [] };
        entry.services.push({ service: option.service, description: option.description, cost: option.price, etd: option.etd });
        byCourier.set(code, entry);
      }
      return [...byCourier.values()];
    },
  };
}


// The domestic couriers' public tracking pages: src/domain/order/courier-tracking.ts (shared with the browser's memory adapters).
export { COURIER_TRACKING_PAGES, courierTrackingUrl } from '../../../src/domain/order/index.ts';
