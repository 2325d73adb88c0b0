// CheckoutApi over HTTP (docs/api/orders.md): cart/checkout/preview, cart/checkout and
// cart/checkout-consolidate (signed), payment-groups. The wire readers of the priced amounts,
// addresses and lines are shared with the OrderApi adapter (./order-api.http.ts).
import { inject, injectable } from 'inversify';
import type {
  AppliedVoucher, CheckoutApi, CheckoutPreview, CheckoutRequest, CheckoutTotals, PaymentGroup, PlaceOrderRequest, PlacedOrder,
  PreviewShipment, PriceComponents, ShipmentAddress, ShipmentLine, ShippingOption, ShippingSelection,
} from '../../application/ports/checkout-api.port';
import { bool, isObject, list, num, obj, optNum, optStr, str, type Json } from './dto';
import { HTTP_CLIENT, IDEMPOTENCY_HEADER, envelope, type HttpClient } from './http-client';
import { toCheckoutLartas } from './lartas-mappers';
import { pick, toTrack } from './mappers';

const COMPONENTS = [
  ['goodsValue', 'goods_value'], ['usTax', 'us_tax'], ['shippingToWarehouse', 'shipping_to_warehouse'], ['packingFee', 'packing_fee'],
  ['additionalTransaction', 'additional_transaction'], ['insurance', 'insurance'], ['freight', 'freight'], ['allIn', 'all_in'],
  ['importDuty', 'import_duty'], ['vat', 'vat'], ['incomeTax', 'income_tax'], ['transactionFee', 'transaction_fee'],
  ['totalTax', 'total_tax'],
] as const satisfies readonly (readonly [keyof PriceComponents, string])[];

const amount = (value: unknown, path: string): number => Math.round(num(value, path));
const optAmount = (value: unknown, path: string): number => Math.round(optNum(value, path, 0));

/** The priced components of a line, a shipment summary or the totals (`total` required). */
export function toPriceComponents(value: unknown, path: string): PriceComponents {
  const row = obj(value, path);
  const out = {} as PriceComponents;
  for (const [key, wire] of COMPONENTS) out[key] = optAmount(row[wire], `${path}.${wire}`);
  if (row.total_tax === undefined || row.total_tax === null) out.totalTax = out.importDuty + out.vat + out.incomeTax;
  out.total = amount(row.total, `${path}.total`);
  return out;
}

export function toTotals(value: unknown, path: string): CheckoutTotals {
  const row = obj(value, path);
  return {
    ...toPriceComponents(row, path),
    landed: optAmount(row.landed, `${path}.landed`),
    domesticShipping: optAmount(row.domestic_shipping, `${path}.domestic_shipping`),
    voucherDiscount: optAmount(row.voucher_discount, `${path}.voucher_discount`),
  };
}

export function toShipmentAddress(value: unknown, path: string): ShipmentAddress {
  const row = obj(value, path);
  const text = (name: string, ...alt: string[]) => optStr(pick(row, name, ...alt), `${path}.${name}`) ?? '';
  return {
    addressId: str(pick(row, 'address_id', 'id'), `${path}.address_id`),
    name: text('name', 'recipient_name'),
    phoneNumber: text('phone_number', 'recipient_phone_number'),
    address: text('address', 'full_address'),
    subDistrictId: text('sub_district_id'),
    subDistrictName: text('sub_district_name'),
    districtName: text('district_name'),
    provinceName: text('province_name'),
    postalCode: text('postal_code'),
  };
}

export function toShipmentLine(value: unknown, path: string): ShipmentLine {
  const row = obj(value, path);
  return {
    ...toPriceComponents(row, path),
    cartDetailCode: str(pick(row, 'cart_detail_code', 'code', 'id'), `${path}.cart_detail_code`),
    name: str(pick(row, 'name', 'product_title'), `${path}.name`),
    image: optStr(pick(row, 'image', 'image_url', 'img'), `${path}.image`),
    quantity: num(pick(row, 'quantity', 'qty'), `${path}.quantity`),
    track: toTrack(row.track ?? row.package_track),
  };
}

function toShippingOption(value: unknown, path: string): ShippingOption {
  const row = obj(value, path);
  return {
    courier: str(row.courier, `${path}.courier`),
    service: str(row.service, `${path}.service`),
    description: optStr(row.description, `${path}.description`) ?? '',
    price: amount(row.price, `${path}.price`),
    etd: optStr(row.etd, `${path}.etd`) ?? '',
  };
}

function toShippingSelection(value: unknown, path: string): ShippingSelection | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return {
    courier: str(row.courier, `${path}.courier`),
    service: str(row.service, `${path}.service`),
    price: amount(row.price, `${path}.price`),
    etd: optStr(row.etd, `${path}.etd`) ?? '',
  };
}

function toShipment(value: unknown, path: string): PreviewShipment {
  const row = obj(value, path);
  return {
    key: str(row.key, `${path}.key`),
    name: optStr(row.name, `${path}.name`) ?? '',
    consolidated: bool(row.consolidated, `${path}.consolidated`),
    address: toShipmentAddress(row.address, `${path}.address`),
    lines: list(row.lines, `${path}.lines`, toShipmentLine),
    summary: toPriceComponents(row.summary, `${path}.summary`),
    chargedWeightGrams: optAmount(row.charged_weight, `${path}.charged_weight`),
    shippingOptions: row.shipping_options === undefined || row.shipping_options === null ? [] : list(row.shipping_options, `${path}.shipping_options`, toShippingOption),
    shipping: toShippingSelection(row.shipping, `${path}.shipping`),
    total: amount(row.total, `${path}.total`),
  };
}

export function toVoucher(value: unknown, path: string): AppliedVoucher | null {
  if (value === undefined || value === null) return null;
  const row = obj(value, path);
  return {
    code: str(row.code, `${path}.code`),
    discount: optAmount(row.discount, `${path}.discount`),
    description: optStr(row.description, `${path}.description`) ?? '',
  };
}

export function toPreview(value: unknown, path = 'data'): CheckoutPreview {
  const row = obj(value, path);
  return {
    shipments: list(row.shipments, `${path}.shipments`, toShipment),
    totals: toTotals(row.totals, `${path}.totals`),
    voucher: toVoucher(row.voucher, `${path}.voucher`),
    hasNpwp: bool(row.has_npwp, `${path}.has_npwp`),
    ...(row.lartas !== undefined && row.lartas !== null ? { lartas: toCheckoutLartas(row.lartas, `${path}.lartas`) } : {}),
  };
}

/** Server address ids are integers; a numeric id goes as a number. */
const wireId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** The request's wire body (snake_case); optional parts only when given. */
export function requestBody(request: CheckoutRequest | PlaceOrderRequest): Json {
  const body: Json = {
    cart_detail_codes: request.cartDetailCodes,
    addresses: request.addresses.map((a) => (a.items ? { address_id: wireId(a.addressId), items: a.items } : { address_id: wireId(a.addressId) })),
  };
  if (request.consolidations && request.consolidations.length > 0) {
    body.consolidations = request.consolidations.map((c) => ({ name: c.name, cart_detail_codes: c.cartDetailCodes }));
  }
  if (request.shipping && request.shipping.length > 0) {
    body.shipping = request.shipping.map((s) => ({ shipment_key: s.shipmentKey, courier: s.courier, service: s.service }));
  }
  if (request.useInsurance !== undefined) body.use_insurance = request.useInsurance;
  if (request.usingNpwp !== undefined) body.using_npwp = request.usingNpwp;
  const voucher = request.voucherCode?.trim();
  if (voucher) body.voucher_code = voucher;
  if ('paymentMethod' in request) {
    body.payment_method = request.paymentMethod;
    body.expected_total = request.expectedTotal;
    const ack = request.lartasAck;
    if (ack) body.lartas_ack = { accepted: ack.accepted, lartas_ids: ack.lartasIds, text_version: ack.textVersion };
  }
  return body;
}

@injectable()
export class HttpCheckoutApi implements CheckoutApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async preview(request: CheckoutRequest): Promise<CheckoutPreview> {
    const body = envelope(await this.http.post('cart/checkout/preview', { body: requestBody(request) }));
    return toPreview(body.data);
  }

  async placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    const path = request.consolidations && request.consolidations.length > 0 ? 'cart/checkout-consolidate' : 'cart/checkout';
    // The caller's key (one per attempt, kept across its retries): the client retries with it too.
    const body = envelope(await this.http.post(path, { body: requestBody(request), headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));
    const data = obj(body.data, 'data');
    return {
      invoiceCode: str(data.invoice_code, 'data.invoice_code'),
      orderCode: optStr(data.order_code, 'data.order_code') ?? '',
      total: amount(data.total, 'data.total'),
      dueDate: optStr(data.due_date, 'data.due_date'),
    };
  }

  async paymentGroups(invoiceCode?: string): Promise<PaymentGroup[]> {
    const body = envelope(await this.http.get('payment-groups', { query: invoiceCode ? { invoice_code: invoiceCode } : undefined }));
    const rows = isObject(body.data) && Array.isArray(body.data.data) ? body.data.data : body.data;
    return list(rows, 'data', (value, path) => {
      const row = obj(value, path);
      return {
        group: str(row.group, `${path}.group`),
        label: optStr(row.label, `${path}.label`) ?? str(row.group, `${path}.group`),
        methods: list(row.methods, `${path}.methods`, (m, mp) => {
          const method = obj(m, mp);
          return {
            code: str(method.code, `${mp}.code`),
            name: optStr(method.name, `${mp}.name`) ?? str(method.code, `${mp}.code`),
            description: optStr(method.description, `${mp}.description`) ?? '',
          };
        }),
      };
    });
  }
}
