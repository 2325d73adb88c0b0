// The operations console's in-memory world (memory/ops.memory.ts reads and moves it): staff
// accounts, two paid orders whose lines wait in every queue, two parcels and two tickets, seeded
// relative to the clock's now (stories: 1 March 2024 10:00 WIB). Deterministic: the same clock
// gives the same codes and dates.
import { DAY_MS, type LineState } from '../../domain/fulfilment';
import { wibDate } from '../../domain/kurs';
import type {
  Dimensions, OpsLine, OpsOrder, OpsParcel, OpsPurchase, OpsShipment, ParcelAddress, Photo, Settlement, Ticket,
} from '../../application/ports/ops-api.port';
import type { OrderLartasAck } from '../../application/ports/order-api.port';
import { DEMO_LARTAS } from './demo-lartas';

/** The memory staff's password (every seeded account). */
export const OPS_DEMO_PASSWORD = 'Staff123!';

export const OPS_DEMO_STAFF = [
  { staffId: '1', email: 'operator@titip.id', name: 'Oki Operator', role: 'operator' },
  { staffId: '2', email: 'gudang@titip.id', name: 'Gita Gudang', role: 'warehouse' },
  { staffId: '3', email: 'admin@titip.id', name: 'Ayu Admin', role: 'admin' },
] as const;

/** The seeded orders (the first has a line in each line queue). */
export const OPS_DEMO_ORDER = 'ORD-20240301-000101';
export const OPS_DEMO_ORDER_2 = 'ORD-20240301-000102';
export const OPS_DEMO_INVOICE = 'INV-20240301-000101';
/** The seeded parcel waiting to be shipped (order 2), and the one in customs. */
export const OPS_DEMO_PARCEL = 'PCL-20240301-000001';
export const OPS_DEMO_PARCEL_CUSTOMS = 'PCL-20240301-000002';

/** Rupiah per unit of the lines' currencies, and per gram of freight (memory pricing only). */
export const MEMORY_KURS: Readonly<Record<string, number>> = { CNY: 2_250, USD: 15_800, IDR: 1 };
export const MEMORY_FREIGHT_PER_GRAM = 120;

export interface MemEntry {
  state: string;
  at: number;
  note: string | null;
  staffName: string | null;
}

// The world keeps the port's own shapes (ops-api.port.ts), its times as epoch milliseconds and its
// states typed; ops-views.memory.ts turns them into what OpsApi answers.

export interface MemLine extends Pick<OpsLine,
  'lineId' | 'orderCode' | 'shipmentCode' | 'cartDetailCode' | 'name' | 'image' | 'url' | 'marketplace' | 'country'
  | 'currency' | 'quantity' | 'size' | 'color' | 'catatan' | 'lineTotal' | 'problem' | 'parcelCode'> {
  /** Unit price in the line's currency as estimated in the cart. */
  priceEstimated: number;
  estimatedGrams: number;
  state: LineState;
  timeline: MemEntry[];
  purchase: (Pick<OpsPurchase, 'sellerOrderNumber' | 'pricePaid' | 'sellerShipping'> & { quantityBought?: number | null; at: number }) | null;
  measured: (Dimensions & { weightGrams: number; at: number }) | null;
  arrivedAt: number | null;
  photos: Photo[];
  settlements: Settlement[];
}

export interface MemParcel extends Pick<OpsParcel,
  'parcelCode' | 'orderCode' | 'shipmentCode' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm' | 'carrier'
  | 'trackingNumber' | 'customsHoldReason' | 'domesticCourier' | 'domesticTrackingNumber' | 'lineIds'> {
  state: LineState;
  timeline: MemEntry[];
}

export interface MemShipment extends Pick<OpsShipment, 'shipmentCode' | 'name' | 'consolidated' | 'courier' | 'service'> {
  address: ParcelAddress;
}

export interface MemOrder extends Pick<OpsOrder, 'orderCode' | 'invoiceCode' | 'total' | 'customer'> {
  createdAt: number;
  paidAt: number;
  shipments: MemShipment[];
  /** Credited back so far (refundable = total + additional paid - credited). */
  credited: number;
  additionalPaid: number;
  /** The customer's acknowledgement of restricted goods at checkout (order 2: earbuds and a toy). */
  lartasAck?: OrderLartasAck | null;
}

export interface MemTicket extends Omit<Ticket, 'createdAt' | 'updatedAt' | 'customer'> {
  createdAt: number;
  updatedAt: number;
}

/** A rate of the console's memory world: its history, newest first (the current rate is history[0]). */
export interface MemRate {
  code: string;
  updatedBy: { staffId: string; name: string } | null;
  history: { id: number; kurs: number; date: string; source: string; staffName: string | null; note: string | null; at: number }[];
}

export interface OpsWorld {
  orders: MemOrder[];
  /** The exchange rates (/ops/kurs): seeded, one set by an operator, one imported. */
  rates: MemRate[];
  lines: MemLine[];
  parcels: MemParcel[];
  tickets: MemTicket[];
  /** Additional invoices not paid yet, by invoice code -> line id. */
  unpaidInvoices: Map<string, number>;
  seq: { parcel: number; invoice: number; settlement: number; photo: number; audit: number; token: number; rate: number };
}

const BUDI: MemOrder['customer'] = { customerId: '7', name: 'Budi Santoso', email: 'budi@example.id', phoneNumber: '081234567890' };
const SITI: MemOrder['customer'] = { customerId: '8', name: 'Siti Rahma', email: 'siti@example.id', phoneNumber: '081298765432' };

const address = (name: string, phone: string, street: string): ParcelAddress => ({
  name, phoneNumber: phone, address: street, subDistrictName: 'Tebet Barat', districtName: 'Jakarta Selatan', provinceName: 'DKI Jakarta', postalCode: '12810',
});

/** A 1x1 PNG, so the seeded photos render offline. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

function line(base: Partial<MemLine> & Pick<MemLine, 'lineId' | 'orderCode' | 'shipmentCode' | 'name' | 'state'>, path: LineState[], start: number): MemLine {
  const timeline: MemEntry[] = path.map((state, i) => ({ state, at: start + i * DAY_MS, note: null, staffName: i === 0 ? null : 'Oki Operator' }));
  const quantity = base.quantity ?? 1;
  const price = base.priceEstimated ?? 259;
  return {
    cartDetailCode: `CD${base.lineId}`, image: TINY_PNG, url: `https://item.taobao.com/item.htm?id=${base.lineId}`, marketplace: 'taobao', country: 'china',
    currency: 'CNY', size: '', color: '', catatan: '', lineTotal: Math.round(price * quantity * (MEMORY_KURS.CNY ?? 1) * 1.15),
    estimatedGrams: 700, purchase: null, measured: null, arrivedAt: null, problem: null, parcelCode: null, photos: [], settlements: [],
    ...base, quantity, priceEstimated: price, timeline,
  };
}

function photo(id: number, at: number): Photo {
  return { photoId: String(id), url: TINY_PNG, contentType: 'image/png', createdAt: new Date(at).toISOString() };
}

/** The seeded world at `now`. */
export function seedOpsWorld(now: number): OpsWorld {
  const paidAt = now - 28 * DAY_MS;
  const shp1 = 'SHP-20240301-000101-1';
  const shp2 = 'SHP-20240301-000102-1';
  const orders: MemOrder[] = [
    {
      orderCode: OPS_DEMO_ORDER, invoiceCode: OPS_DEMO_INVOICE, createdAt: paidAt - 3_600_000, paidAt, total: 4_215_000, customer: BUDI, credited: 0, additionalPaid: 0,
      shipments: [{
        shipmentCode: shp1, name: 'Kiriman 1', consolidated: true, courier: 'jne', service: 'REG',
        // Issue 25: a second phone, the NPWP with its document, and the map pin chosen at checkout.
        address: {
          ...address('Rumah Budi', BUDI.phoneNumber, 'Jl. Tebet Raya 12'), phoneNumber2: '081311112222', npwp: '012345678901000',
          npwpDocument: { url: TINY_PNG, name: 'npwp-budi.png', contentType: 'image/png' },
          pin: { lat: -6.226498, long: 106.858262, addressMap: 'Jalan Tebet Raya, Tebet Timur, Tebet, Jakarta Selatan' },
        },
      }],
    },
    {
      orderCode: OPS_DEMO_ORDER_2, invoiceCode: 'INV-20240301-000102', createdAt: paidAt - 7_200_000, paidAt, total: 1_380_000, customer: SITI, credited: 0, additionalPaid: 0,
      lartasAck: {
        lartasIds: ['telekomunikasi', 'sni-mainan'], textVersion: '1', acknowledgedAt: new Date(paidAt - 7_200_000).toISOString(),
        entries: ['telekomunikasi', 'sni-mainan'].flatMap((id) => DEMO_LARTAS.filter((e) => e.id === id).map((e) => ({ ...e }))),
      },
      shipments: [{ shipmentCode: shp2, name: 'Kiriman 1', consolidated: false, address: address('Siti Rahma', SITI.phoneNumber, 'Jl. Kemang 3'), courier: 'sicepat', service: 'REG' }],
    },
  ];
  const o1 = { orderCode: OPS_DEMO_ORDER, shipmentCode: shp1 };
  const arrived = now - 25 * DAY_MS;
  const lines: MemLine[] = [
    line({ ...o1, lineId: 101, name: 'Sepatu Lari Pria', quantity: 2, priceEstimated: 259, color: 'Hitam', size: '42', state: 'paid' }, ['paid'], paidAt),
    line({
      ...o1, lineId: 102, name: 'Tas Ransel Kanvas', priceEstimated: 180, state: 'purchased',
      purchase: { sellerOrderNumber: 'TB-5550102', pricePaid: 180, sellerShipping: null, at: paidAt + DAY_MS },
    }, ['paid', 'purchased'], paidAt),
    line({
      ...o1, lineId: 103, name: 'Botol Minum 1L', priceEstimated: 45, state: 'at_warehouse', arrivedAt: arrived,
      purchase: { sellerOrderNumber: 'TB-5550103', pricePaid: 45, sellerShipping: null, at: paidAt + DAY_MS },
      measured: { weightGrams: 420, lengthCm: 25, widthCm: 9, heightCm: 9, at: arrived }, photos: [photo(1, arrived)],
    }, ['paid', 'purchased', 'at_warehouse'], arrived - 2 * DAY_MS),
    line({
      ...o1, lineId: 104, name: 'Kaos Katun Oversize', priceEstimated: 69, quantity: 3, state: 'at_warehouse', arrivedAt: now - 2 * DAY_MS,
      purchase: { sellerOrderNumber: 'TB-5550104', pricePaid: 69, sellerShipping: null, at: paidAt + DAY_MS },
      measured: { weightGrams: 250, lengthCm: 30, widthCm: 25, heightCm: 3, at: now - 2 * DAY_MS }, photos: [photo(2, now - 2 * DAY_MS)],
    }, ['paid', 'purchased', 'at_warehouse'], now - 4 * DAY_MS),
    line({
      ...o1, lineId: 105, name: 'Hijab Voal Motif', priceEstimated: 55, state: 'needs_decision', arrivedAt: now - 3 * DAY_MS,
      purchase: { sellerOrderNumber: 'TB-5550105', pricePaid: 55, sellerShipping: null, at: paidAt + DAY_MS },
      measured: { weightGrams: 150, lengthCm: 20, widthCm: 20, heightCm: 2, at: now - 3 * DAY_MS }, photos: [photo(3, now - 3 * DAY_MS)],
      problem: { reason: 'Warna tidak sesuai pesanan', decision: null, decidedAt: null },
    }, ['paid', 'purchased', 'at_warehouse', 'needs_decision'], now - 6 * DAY_MS),
    line({
      orderCode: OPS_DEMO_ORDER_2, shipmentCode: shp2, lineId: 201, name: 'Earbuds Nirkabel', priceEstimated: 199, state: 'packed', parcelCode: OPS_DEMO_PARCEL,
      purchase: { sellerOrderNumber: 'TB-5550201', pricePaid: 199, sellerShipping: null, at: paidAt + DAY_MS },
      measured: { weightGrams: 300, lengthCm: 12, widthCm: 10, heightCm: 6, at: now - 5 * DAY_MS }, photos: [photo(4, now - 5 * DAY_MS)],
    }, ['paid', 'purchased', 'at_warehouse', 'packed'], now - 8 * DAY_MS),
    line({
      orderCode: OPS_DEMO_ORDER_2, shipmentCode: shp2, lineId: 202, name: 'Mainan Balok Susun', priceEstimated: 120, state: 'in_customs', parcelCode: OPS_DEMO_PARCEL_CUSTOMS,
      purchase: { sellerOrderNumber: 'TB-5550202', pricePaid: 120, sellerShipping: null, at: paidAt + DAY_MS },
      measured: { weightGrams: 900, lengthCm: 30, widthCm: 20, heightCm: 15, at: now - 10 * DAY_MS },
    }, ['paid', 'purchased', 'at_warehouse', 'packed', 'shipped', 'in_customs'], now - 14 * DAY_MS),
  ];
  const parcel = (code: string, lineId: number, path: LineState[], start: number, extra: Partial<MemParcel>): MemParcel => ({
    parcelCode: code, orderCode: OPS_DEMO_ORDER_2, shipmentCode: shp2, state: path.at(-1) ?? 'packed',
    timeline: path.map((state, i) => ({ state, at: start + i * DAY_MS, note: null, staffName: 'Gita Gudang' })),
    weightGrams: 1_000, lengthCm: 30, widthCm: 20, heightCm: 15, carrier: null, trackingNumber: null, customsHoldReason: null,
    domesticCourier: null, domesticTrackingNumber: null, lineIds: [lineId], ...extra,
  });
  const parcels: MemParcel[] = [
    parcel(OPS_DEMO_PARCEL, 201, ['packed'], now - DAY_MS, { weightGrams: 400 }),
    parcel(OPS_DEMO_PARCEL_CUSTOMS, 202, ['packed', 'shipped', 'in_customs'], now - 4 * DAY_MS, { carrier: 'SF Express', trackingNumber: 'SF1234567890' }),
  ];
  const tickets: MemTicket[] = [
    {
      ticketId: '1', orderCode: OPS_DEMO_ORDER, lineId: 103, reason: 'damaged', status: 'open', amountRequested: 50_000, amountRefunded: null,
      createdAt: now - DAY_MS, updatedAt: now - DAY_MS,
      messages: [{ author: 'customer', name: BUDI.name, message: 'Tutup botol retak saat foto QC.', at: new Date(now - DAY_MS).toISOString() }],
    },
    {
      ticketId: '2', orderCode: OPS_DEMO_ORDER_2, lineId: null, reason: 'other', status: 'answered', amountRequested: null, amountRefunded: null,
      createdAt: now - 3 * DAY_MS, updatedAt: now - 2 * DAY_MS,
      messages: [
        { author: 'customer', name: SITI.name, message: 'Kapan paket saya dikirim?', at: new Date(now - 3 * DAY_MS).toISOString() },
        { author: 'staff', name: 'Oki Operator', message: 'Paket dikirim minggu ini.', at: new Date(now - 2 * DAY_MS).toISOString() },
      ],
    },
  ];
  return { orders, rates: seedRates(now), lines, parcels, tickets, unpaidInvoices: new Map(), seq: { parcel: 2, invoice: 102, settlement: 0, photo: 4, audit: 0, token: 0, rate: 9 } };
}

/** The seeded rates: every currency seeded a week ago, CNY set by the admin yesterday, USD imported today. */
function seedRates(now: number): MemRate[] {
  const seeded = now - 7 * DAY_MS;
  const seed = (id: number, code: string, kurs: number): MemRate => ({
    code, updatedBy: null, history: [{ id, kurs, date: wibDate(seeded), source: 'seed', staffName: null, note: null, at: seeded }],
  });
  const rates = [seed(1, 'CNY', 2_200), seed(2, 'GBP', 20_300), seed(3, 'HKD', 2_050), seed(4, 'IDR', 1), seed(5, 'SGD', 11_900), seed(6, 'USD', 16_100)];
  const cny = rates[0] as MemRate;
  cny.history.unshift({ id: 7, kurs: MEMORY_KURS.CNY ?? 2_250, date: wibDate(now - DAY_MS), source: 'console', staffName: 'Ayu Admin', note: 'Kurs pajak mingguan', at: now - DAY_MS });
  cny.updatedBy = { staffId: '3', name: 'Ayu Admin' };
  const usd = rates[5] as MemRate;
  usd.history.unshift({ id: 8, kurs: MEMORY_KURS.USD ?? 15_800, date: wibDate(now - DAY_MS), source: 'frankfurter', staffName: null, note: null, at: now - 3_600_000 });
  return rates;
}
