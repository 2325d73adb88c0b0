// The checkout quote shared by preview, checkout and checkout-consolidate: the caller's cart
// lines (locked FOR UPDATE when placing the order), their addresses, the split into shipments
// (src/domain/checkout), every shipment priced by the domain through server/modules/cart/pricing.ts,
// domestic shipping from the courier port, and the voucher. Nothing the client sends about
// amounts, all-in or importer pricing is read.
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/errors.ts';
import { checkTrack, type PriceLineInput } from '../../../src/domain/pricing/index.ts';
import {
  chooseShipping, orderTotals, planShipments, priceShipment,
  type OrderTotals, type PlannedShipment, type ShipmentPrice, type ShippingOption,
} from '../../../src/domain/checkout/index.ts';
import { describeRow, lineInputOf, loadPricingAccount, priced, rateBookFor, type PricingAccount, type RateBook } from '../cart/pricing.ts';
import type { CartRow } from '../cart/store.ts';
import { findAddress, type AddressView } from '../regions/address-store.ts';
import { WAREHOUSE_ORIGIN, type CourierPort } from './courier.ts';
import { lartasRequirementOf, type LartasAckBody, type LartasRequirement } from './lartas-ack.ts';
import { orderError } from './texts.ts';
import { applyVoucher, type AppliedVoucher } from './vouchers.ts';
import './tables.ts';

export interface CheckoutBody {
  cart_detail_codes: string[];
  addresses: { address_id: number; items?: Record<string, number> }[];
  consolidations?: { name: string; cart_detail_codes: string[] }[];
  shipping?: { shipment_key: string; courier: string; service: string }[];
  use_insurance?: boolean;
  using_npwp?: boolean;
  voucher_code?: string | null;
  payment_method?: string;
  expected_total?: number;
  lartas_ack?: LartasAckBody;
}

export interface QuotedShipment {
  plan: PlannedShipment;
  address: AddressView;
  /** The cart row of each line, in the plan's order. */
  rows: CartRow[];
  /** The pricing input of each line at this shipment's quantity. */
  inputs: PriceLineInput[];
  price: ShipmentPrice;
  options: ShippingOption[];
  shipping: ShippingOption;
}

export interface Quote {
  rows: CartRow[];
  account: PricingAccount;
  book: RateBook;
  shipments: QuotedShipment[];
  voucher: AppliedVoucher | null;
  totals: OrderTotals;
  useInsurance: boolean;
  usingNpwp: boolean;
  /** The lartas entries the lines fall under (placing the order needs their acknowledgement). */
  lartas: LartasRequirement;
}

export interface QuoteOptions {
  body: CheckoutBody;
  customerId: number;
  lang: Lang;
  now: Date;
  courier: CourierPort;
  /** Lock the cart lines and the voucher (placing the order, inside a transaction). */
  lock: boolean;
}

/**
 * The caller's cart lines with these codes, in this order. A code that is not (or no longer) in
 * the caller's cart: 409 CART_CHANGED when the caller already checked that line out, else 404.
 */
async function cartLines(db: Db, customerId: number, codes: readonly string[], lock: boolean, lang: Lang): Promise<CartRow[]> {
  let query = db.selectFrom('cart_details').selectAll().where('customer_id', '=', customerId).where('code', 'in', [...codes]).orderBy('id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const missing = codes.filter((c) => !byCode.has(c));
  if (missing.length > 0) {
    const checkedOut = await db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select('order_lines.cart_detail_code')
      .where('orders.customer_id', '=', customerId).where('order_lines.cart_detail_code', 'in', missing)
      .limit(1).executeTakeFirst();
    if (checkedOut) throw orderError('CONFLICT', lang, 'cartChanged', 'CART_CHANGED', 'body.cart_detail_codes');
    throw orderError('NOT_FOUND', lang, 'cartDetailNotFound', 'CART_DETAIL_NOT_FOUND', 'body.cart_detail_codes');
  }
  return codes.map((c) => byCode.get(c) as CartRow);
}

async function courierOptions(courier: CourierPort, address: AddressView, weightGrams: number, lang: Lang): Promise<ShippingOption[]> {
  let options: ShippingOption[];
  try {
    const rates = await courier.rates({
      origin: WAREHOUSE_ORIGIN,
      destination: { subDistrictId: address.sub_district_id, districtId: address.district_id, provinceId: address.province_id },
      weightGrams,
      couriers: [],
    });
    options = rates.flatMap((r) => r.services.map((s) => ({ courier: r.name, service: s.service, description: s.description, price: s.cost, etd: s.etd })));
  } catch {
    throw orderError('BAD_GATEWAY', lang, 'courierUnavailable', 'COURIER_UNAVAILABLE');
  }
  if (options.length === 0 || options.some((o) => !Number.isSafeInteger(o.price) || o.price < 0)) {
    throw orderError('BAD_GATEWAY', lang, 'courierUnavailable', 'COURIER_UNAVAILABLE');
  }
  return options;
}

export async function buildQuote(db: Db, opts: QuoteOptions): Promise<Quote> {
  const { body, customerId, lang } = opts;
  const rows = await cartLines(db, customerId, body.cart_detail_codes, opts.lock, lang);

  if (opts.lock) {
    // Kept until the order is written (it references them): a delete waits for the checkout.
    await db.selectFrom('addresses').select('id').where('customer_id', '=', customerId)
      .where('id', 'in', body.addresses.map((a) => a.address_id)).forShare().execute();
  }
  const addresses: AddressView[] = [];
  for (const [i, a] of body.addresses.entries()) {
    const found = await findAddress(db, customerId, a.address_id);
    if (!found) throw orderError('NOT_FOUND', lang, 'addressNotFound', 'ADDRESS_NOT_FOUND', `body.addresses[${i}].address_id`);
    addresses.push(found);
  }

  const plan = planShipments(
    rows.map((r) => ({ code: r.code, quantity: r.quantity })),
    body.addresses.map((a) => (a.items === undefined ? { addressId: a.address_id } : { addressId: a.address_id, items: a.items })),
    (body.consolidations ?? []).map((g) => ({ name: g.name, codes: g.cart_detail_codes })),
  );
  if (!plan.ok) {
    const key = plan.error.reason === 'ALLOCATION_MISMATCH' ? 'allocationMismatch' : 'consolidationInvalid';
    throw orderError('UNPROCESSABLE', lang, key, plan.error.reason, `body.${plan.error.field}`);
  }

  const account = await loadPricingAccount(db, customerId);
  if (body.using_npwp === true && !account.hasNpwp) throw orderError('UNPROCESSABLE', lang, 'npwpNotOnFile', 'NPWP_NOT_ON_FILE', 'body.using_npwp');
  const book = await rateBookFor(db, rows);

  // The order-level choices, when given, apply to every line; the server's facts stay as
  // lineInputOf decided them (all-in, importer, NPWP only with one on file).
  const inputOf = new Map<string, PriceLineInput>();
  for (const row of rows) {
    if (checkTrack(describeRow(row, book), account, book.context.billing) !== null) {
      throw orderError('UNPROCESSABLE', lang, 'seaNotAvailable', 'SEA_NOT_AVAILABLE', `body.cart_detail_codes.${row.code}`);
    }
    let input = lineInputOf(row, book, account);
    if (body.use_insurance !== undefined) input = { ...input, useInsurance: body.use_insurance };
    if (body.using_npwp !== undefined && account.hasNpwp) input = { ...input, usingNpwp: body.using_npwp };
    inputOf.set(row.code, input);
  }
  const rowOf = new Map(rows.map((r) => [r.code, r]));
  const addressOf = new Map(addresses.map((a) => [a.address_id, a]));

  const chosen = body.shipping ?? [];
  const keys = new Set(plan.shipments.map((s) => s.key));
  chosen.forEach((c, i) => {
    if (!keys.has(c.shipment_key)) throw orderError('UNPROCESSABLE', lang, 'shippingUnknown', 'SHIPPING_SERVICE_UNKNOWN', `body.shipping[${i}].shipment_key`);
  });

  const shipments: QuotedShipment[] = [];
  for (const planned of plan.shipments) {
    const address = addressOf.get(planned.addressId) as AddressView;
    const shipmentRows = planned.lines.map((l) => rowOf.get(l.code) as CartRow);
    const inputs = planned.lines.map((l) => ({ ...(inputOf.get(l.code) as PriceLineInput), quantity: l.quantity }));
    const price = priced(() => priceShipment(inputs, book.context));
    const options = await courierOptions(opts.courier, address, price.chargedGrams, lang);
    const choiceIndex = chosen.findIndex((c) => c.shipment_key === planned.key);
    const choice = chosen[choiceIndex];
    const shipping = chooseShipping(options, choice);
    if (!shipping) throw orderError('UNPROCESSABLE', lang, 'shippingUnknown', 'SHIPPING_SERVICE_UNKNOWN', `body.shipping[${choiceIndex}]`);
    shipments.push({ plan: planned, address, rows: shipmentRows, inputs, price, options, shipping });
  }

  const landed = orderTotals(shipments.map((s) => ({ summary: s.price.summary, shippingPrice: s.shipping.price })), 0).landed;
  const code = body.voucher_code?.trim();
  const voucher = code ? await applyVoucher(db, { code, customerId, base: landed, now: opts.now, lang, lock: opts.lock }) : null;
  const totals = orderTotals(shipments.map((s) => ({ summary: s.price.summary, shippingPrice: s.shipping.price })), voucher?.discount ?? 0);

  const all = (flag: 'useInsurance' | 'usingNpwp') => [...inputOf.values()].every((i) => i[flag] === true);
  const lartas = await lartasRequirementOf(db, rows, book);
  return { rows, account, book, shipments, voucher, totals, useInsurance: all('useInsurance'), usingNpwp: all('usingNpwp'), lartas };
}

