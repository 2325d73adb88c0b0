// The domestic shipping tariff (warehouse in Java to the customer's sub-district): a
// deterministic table by province zone and service, per kilogram. The weight is taken to the
// gram, rounded up to whole kilograms, minimum 1 kg. Documented in docs/api/regions.md.

export type ZoneId = 1 | 2 | 3 | 4 | 5;

export const ZONES: Record<ZoneId, { name: string; provinces: number[] }> = {
  1: { name: 'Jawa', provinces: [31, 32, 33, 34, 35, 36] },
  2: { name: 'Sumatera, Bali, Nusa Tenggara Barat', provinces: [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 51, 52] },
  3: { name: 'Nusa Tenggara Timur, Kalimantan, Sulawesi', provinces: [53, 61, 62, 63, 64, 65, 71, 72, 73, 74, 75, 76] },
  4: { name: 'Maluku', provinces: [81, 82] },
  5: { name: 'Papua', provinces: [91, 92, 93, 94, 95, 96] },
};

export interface Service { courier: string; service: string; description: string }

export const SERVICES: readonly Service[] = [
  { courier: 'JNE', service: 'REG', description: 'Layanan Reguler' },
  { courier: 'JNE', service: 'YES', description: 'Yakin Esok Sampai' },
  { courier: 'J&T', service: 'EZ', description: 'Layanan Reguler' },
];

/** Rupiah per kg and estimated days, per zone, in the order of SERVICES. */
export const RATES: Record<ZoneId, readonly { perKg: number; etd: string }[]> = {
  1: [{ perKg: 10_000, etd: '1-2' }, { perKg: 18_000, etd: '1' }, { perKg: 9_000, etd: '2-3' }],
  2: [{ perKg: 19_000, etd: '2-3' }, { perKg: 32_000, etd: '1-2' }, { perKg: 17_000, etd: '3-4' }],
  3: [{ perKg: 26_000, etd: '3-4' }, { perKg: 45_000, etd: '2' }, { perKg: 24_000, etd: '3-5' }],
  4: [{ perKg: 38_000, etd: '4-6' }, { perKg: 65_000, etd: '2-3' }, { perKg: 36_000, etd: '5-7' }],
  5: [{ perKg: 48_000, etd: '5-8' }, { perKg: 85_000, etd: '3-4' }, { perKg: 46_000, etd: '6-9' }],
};

/** Provinces not listed in a zone (a future dataset's new province) are charged as zone 5. */
export function zoneOf(provinceId: number): ZoneId {
  for (const [zone, def] of Object.entries(ZONES)) {
    if (def.provinces.includes(provinceId)) return Number(zone) as ZoneId;
  }
  return 5;
}

/** Kilograms charged: weight (kg) to the gram, rounded up, at least 1. */
export function chargeableKg(weightKg: number): number {
  const grams = Math.round(Math.max(0, weightKg) * 1000);
  return Math.max(1, Math.ceil(grams / 1000));
}

export interface ShippingOption { courier: string; service: string; description: string; price: number; etd: string }

export function shippingOptions(provinceId: number, weightKg: number): { zone: ZoneId; weight: number; details: ShippingOption[] } {
  const zone = zoneOf(provinceId);
  const kg = chargeableKg(weightKg);
  const details = SERVICES.map((s, i) => {
    const rate = RATES[zone][i];
    if (!rate) throw new Error(`no rate for ${s.courier} ${s.service} in zone ${zone}`);
    return { ...s, price: rate.perKg * kg, etd: rate.etd };
  });
  return { zone, weight: kg, details };
}
