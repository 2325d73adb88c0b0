// Wire -> port mapping of the console's answers (docs/api/ops.md): snake_case, integer rupiah,
// ISO dates. A wrong shape is MALFORMED_RESPONSE with the offending path (./dto.ts).
import type {
  AuditEntry, OpsCustomer, OpsLine, OpsOrder, OpsOrderLine, OpsParcel, OpsQueues, OpsSearchHit, OpsShipment, Paged,
  ParcelAddress, Photo, Settlement, StaffMember, StaffProfile, StaffSession, StaffLoginStep, SecondFactorResult, Ticket, TimelineEntry,
} from '../../application/ports/ops-api.port';
import { OPS_LINE_QUEUES, OPS_PARCEL_QUEUES } from '../../application/ports/ops-api.port';
import { bool, iso, isObject, list, malformed, num, obj, optIso, optNum, optStr, str, type Json } from './dto';
import { toSettlementExplanation } from './settlement-mappers';
import { toOrderLartasAck } from './lartas-mappers';

function int(value: unknown, path: string): number {
  const n = num(value, path);
  if (!Number.isInteger(n)) throw malformed(path);
  return n;
}

function optInt(value: unknown, path: string): number | null {
  return value === undefined || value === null ? null : int(value, path);
}

const text = (value: unknown, path: string): string => optStr(value, path) ?? '';

export function toStaffMember(value: unknown, path = 'data'): StaffMember {
  const row = obj(value, path);
  return {
    staffId: str(row.staff_id, `${path}.staff_id`),
    email: str(row.email, `${path}.email`),
    name: str(row.name, `${path}.name`),
    role: str(row.role, `${path}.role`),
  };
}

export function toStaffSession(value: unknown, path = 'data'): StaffSession {
  const row = obj(value, path);
  return { token: str(row.token, `${path}.token`), expiresAt: iso(row.expires_at, `${path}.expires_at`), staff: toStaffMember(row.staff, `${path}.staff`) };
}

export function toStaffProfile(value: unknown, path = 'data'): StaffProfile {
  const row = obj(value, path);
  const second = row.second_factor === undefined ? {} : obj(row.second_factor, `${path}.second_factor`);
  return {
    ...toStaffMember(row, path), permissions: list(row.permissions, `${path}.permissions`, (p, at) => str(p, at)),
    secondFactor: { enabled: second.enabled === true, required: second.required === true },
  };
}

export function toStaffLoginStep(value: unknown, path = 'data'): StaffLoginStep {
  const row = obj(value, path);
  if (row.second_factor === undefined) return { kind: 'session', session: toStaffSession(row, path) };
  const challenge = str(row.challenge, `${path}.challenge`);
  const expiresAt = iso(row.challenge_expires_at, `${path}.challenge_expires_at`);
  if (row.second_factor === 'enrol') {
    return { kind: 'enrol', challenge, expiresAt, secret: str(row.secret, `${path}.secret`), otpauthUri: str(row.otpauth_uri, `${path}.otpauth_uri`) };
  }
  return { kind: 'code', challenge, expiresAt };
}

export function toSecondFactorResult(value: unknown, path = 'data'): SecondFactorResult {
  const row = obj(value, path);
  return {
    session: toStaffSession(row, path),
    recoveryCodes: row.recovery_codes === undefined ? null : list(row.recovery_codes, `${path}.recovery_codes`, (c, at) => str(c, at)),
  };
}

function counts<K extends string>(value: unknown, path: string, keys: readonly K[]): Record<K, number> {
  const row = obj(value, path);
  return Object.fromEntries(keys.map((k) => [k, int(row[k] ?? 0, `${path}.${k}`)])) as Record<K, number>;
}

export function toQueues(value: unknown, path = 'data'): OpsQueues {
  const row = obj(value, path);
  return {
    lines: counts(row.lines, `${path}.lines`, OPS_LINE_QUEUES),
    parcels: counts(row.parcels, `${path}.parcels`, OPS_PARCEL_QUEUES),
    storageEnding: int(row.storage_ending ?? 0, `${path}.storage_ending`),
    ticketsOpen: int(row.tickets_open ?? 0, `${path}.tickets_open`),
  };
}

function toCustomer(value: unknown, path: string): OpsCustomer {
  const row = obj(value, path);
  return { customerId: str(row.customer_id, `${path}.customer_id`), name: text(row.name, `${path}.name`), email: text(row.email, `${path}.email`) };
}

function dims(row: Json, path: string) {
  return {
    lengthCm: optNum(row.length_cm, `${path}.length_cm`, 0),
    widthCm: optNum(row.width_cm, `${path}.width_cm`, 0),
    heightCm: optNum(row.height_cm, `${path}.height_cm`, 0),
  };
}

export function toOpsLine(value: unknown, path = 'data'): OpsLine {
  const row = obj(value, path);
  const purchase = row.purchase === null || row.purchase === undefined ? null : obj(row.purchase, `${path}.purchase`);
  const measured = row.measured === null || row.measured === undefined ? null : obj(row.measured, `${path}.measured`);
  const estimated = isObject(row.estimated) ? row.estimated : {};
  const storage = row.storage === null || row.storage === undefined ? null : obj(row.storage, `${path}.storage`);
  const problem = row.problem === null || row.problem === undefined ? null : obj(row.problem, `${path}.problem`);
  return {
    lineId: int(row.line_id, `${path}.line_id`),
    orderCode: str(row.order_code, `${path}.order_code`),
    invoiceCode: text(row.invoice_code, `${path}.invoice_code`),
    shipmentCode: text(row.shipment_code, `${path}.shipment_code`),
    shipmentName: text(row.shipment_name, `${path}.shipment_name`),
    consolidated: bool(row.consolidated, `${path}.consolidated`),
    customer: row.customer === undefined || row.customer === null
      ? { customerId: '', name: '', email: '' }
      : toCustomer(row.customer, `${path}.customer`),
    cartDetailCode: text(row.cart_detail_code, `${path}.cart_detail_code`),
    name: text(row.name, `${path}.name`),
    image: text(row.image, `${path}.image`),
    url: text(row.url, `${path}.url`),
    marketplace: text(row.marketplace, `${path}.marketplace`),
    country: text(row.country, `${path}.country`),
    currency: text(row.currency, `${path}.currency`),
    quantity: int(row.quantity, `${path}.quantity`),
    size: text(row.size, `${path}.size`),
    color: text(row.color, `${path}.color`),
    catatan: text(row.catatan, `${path}.catatan`),
    state: str(row.state, `${path}.state`),
    stateLabel: text(row.state_label, `${path}.state_label`),
    stateAt: text(row.state_at, `${path}.state_at`),
    lineTotal: num(row.line_total ?? 0, `${path}.line_total`),
    ...(row.unit_price === undefined ? {} : { unitPrice: row.unit_price === null ? null : num(row.unit_price, `${path}.unit_price`) }),
    purchase: purchase && {
      sellerOrderNumber: text(purchase.seller_order_number, `${path}.purchase.seller_order_number`),
      priceEstimated: optNum(purchase.price_estimated, `${path}.purchase.price_estimated`, 0),
      pricePaid: num(purchase.price_paid, `${path}.purchase.price_paid`),
      quantityBought: optInt(purchase.quantity_bought, `${path}.purchase.quantity_bought`),
      sellerShipping: purchase.seller_shipping === null || purchase.seller_shipping === undefined ? null : num(purchase.seller_shipping, `${path}.purchase.seller_shipping`),
      currency: text(purchase.currency, `${path}.purchase.currency`),
      at: text(purchase.at, `${path}.purchase.at`),
    },
    measured: measured && {
      weightGrams: num(measured.weight_grams, `${path}.measured.weight_grams`),
      ...dims(measured, `${path}.measured`),
      at: text(measured.at, `${path}.measured.at`),
    },
    estimated: { weightGrams: optNum(estimated.weight_grams, `${path}.estimated.weight_grams`, 0), ...dims(estimated, `${path}.estimated`) },
    storage: storage && {
      arrivedAt: text(storage.arrived_at, `${path}.storage.arrived_at`),
      freeDays: optNum(storage.free_days, `${path}.storage.free_days`, 0),
      freeUntil: text(storage.free_until, `${path}.storage.free_until`),
      daysLeft: optNum(storage.days_left, `${path}.storage.days_left`, 0),
      ended: bool(storage.ended, `${path}.storage.ended`),
    },
    problem: problem && {
      reason: text(problem.reason, `${path}.problem.reason`),
      decision: optStr(problem.decision, `${path}.problem.decision`),
      decidedAt: optStr(problem.decided_at, `${path}.problem.decided_at`),
    },
    parcelCode: optStr(row.parcel_code, `${path}.parcel_code`),
    settlementUnpaid: bool(row.settlement_unpaid, `${path}.settlement_unpaid`),
  };
}

function toTimelineEntry(value: unknown, path: string): TimelineEntry {
  const row = obj(value, path);
  return {
    state: str(row.state, `${path}.state`),
    ...(row.state_label === undefined ? {} : { stateLabel: optStr(row.state_label, `${path}.state_label`) }),
    at: iso(row.at, `${path}.at`),
    note: optStr(row.note, `${path}.note`),
    staffName: optStr(row.staff_name, `${path}.staff_name`),
  };
}

function toPhoto(value: unknown, path: string): Photo {
  const row = obj(value, path);
  return {
    photoId: str(row.photo_id, `${path}.photo_id`),
    url: str(row.url, `${path}.url`),
    contentType: text(row.content_type, `${path}.content_type`),
    createdAt: text(row.created_at, `${path}.created_at`),
  };
}

export function toSettlement(value: unknown, path = 'data'): Settlement {
  const row = obj(value, path);
  return {
    settlementId: str(row.settlement_id, `${path}.settlement_id`),
    kind: str(row.kind, `${path}.kind`),
    beforeTotal: int(row.before_total, `${path}.before_total`),
    afterTotal: int(row.after_total, `${path}.after_total`),
    difference: int(row.difference, `${path}.difference`),
    outcome: str(row.outcome, `${path}.outcome`),
    amount: int(row.amount, `${path}.amount`),
    invoiceCode: optStr(row.invoice_code, `${path}.invoice_code`),
    invoiceStatus: optStr(row.invoice_status, `${path}.invoice_status`),
    createdAt: text(row.created_at, `${path}.created_at`),
    // Words and explanation of newer servers (docs/settlement.md), left out when absent.
    ...(row.kind_label === undefined ? {} : { kindLabel: optStr(row.kind_label, `${path}.kind_label`) }),
    ...(row.outcome_label === undefined ? {} : { outcomeLabel: optStr(row.outcome_label, `${path}.outcome_label`) }),
    ...(row.invoice_status_label === undefined ? {} : { invoiceStatusLabel: optStr(row.invoice_status_label, `${path}.invoice_status_label`) }),
    ...(row.explanation === undefined ? {} : { explanation: toSettlementExplanation(row.explanation, `${path}.explanation`) }),
  };
}

function toAddress(value: unknown, path: string): ParcelAddress | null {
  if (value === null || value === undefined) return null;
  const row = obj(value, path);
  return {
    name: text(row.name, `${path}.name`),
    phoneNumber: text(row.phone_number, `${path}.phone_number`),
    address: text(row.address, `${path}.address`),
    subDistrictName: text(row.sub_district_name, `${path}.sub_district_name`),
    districtName: text(row.district_name, `${path}.district_name`),
    provinceName: text(row.province_name, `${path}.province_name`),
    postalCode: text(row.postal_code, `${path}.postal_code`),
    phoneNumber2: optStr(row.phone_number_2, `${path}.phone_number_2`),
    npwp: optStr(row.npwp, `${path}.npwp`),
    npwpDocument: isObject(row.npwp_document)
      ? { url: str(row.npwp_document.url, `${path}.npwp_document.url`), name: optStr(row.npwp_document.name, `${path}.npwp_document.name`), contentType: text(row.npwp_document.content_type, `${path}.npwp_document.content_type`) }
      : null,
    pin: typeof row.lat === 'number' && typeof row.long === 'number'
      ? { lat: num(row.lat, `${path}.lat`), long: num(row.long, `${path}.long`), addressMap: optStr(row.address_map, `${path}.address_map`) }
      : null,
  };
}

export function toOpsParcel(value: unknown, path = 'data'): OpsParcel {
  const row = obj(value, path);
  return {
    parcelCode: str(row.parcel_code, `${path}.parcel_code`),
    orderCode: text(row.order_code, `${path}.order_code`),
    shipmentCode: text(row.shipment_code, `${path}.shipment_code`),
    state: str(row.state, `${path}.state`),
    stateLabel: text(row.state_label, `${path}.state_label`),
    stateAt: text(row.state_at, `${path}.state_at`),
    weightGrams: num(row.weight_grams, `${path}.weight_grams`),
    ...dims(row, path),
    carrier: optStr(row.carrier, `${path}.carrier`),
    trackingNumber: optStr(row.tracking_number, `${path}.tracking_number`),
    customsHoldReason: optStr(row.customs_hold_reason, `${path}.customs_hold_reason`),
    domesticCourier: optStr(row.domestic_courier, `${path}.domestic_courier`),
    domesticTrackingNumber: optStr(row.domestic_tracking_number, `${path}.domestic_tracking_number`),
    lineIds: row.line_ids === undefined ? [] : list(row.line_ids, `${path}.line_ids`, int),
    timeline: row.timeline === undefined || row.timeline === null ? [] : list(row.timeline, `${path}.timeline`, toTimelineEntry),
    address: toAddress(row.address, `${path}.address`),
  };
}

function toOrderLine(value: unknown, path: string): OpsOrderLine {
  const row = obj(value, path);
  return {
    ...toOpsLine(row, path),
    timeline: row.timeline === undefined || row.timeline === null ? [] : list(row.timeline, `${path}.timeline`, toTimelineEntry),
    photos: row.photos === undefined || row.photos === null ? [] : list(row.photos, `${path}.photos`, toPhoto),
    settlements: row.settlements === undefined || row.settlements === null ? [] : list(row.settlements, `${path}.settlements`, toSettlement),
  };
}

function toShipment(value: unknown, path: string): OpsShipment {
  const row = obj(value, path);
  return {
    shipmentCode: str(row.shipment_code, `${path}.shipment_code`),
    name: text(row.name, `${path}.name`),
    ...(row.display_name === undefined ? {} : { displayName: text(row.display_name, `${path}.display_name`) }),
    consolidated: bool(row.consolidated, `${path}.consolidated`),
    status: text(row.status, `${path}.status`),
    statusLabel: text(row.status_label, `${path}.status_label`),
    address: toAddress(row.address, `${path}.address`),
    courier: text(row.courier, `${path}.courier`),
    service: text(row.service, `${path}.service`),
    lines: list(row.lines, `${path}.lines`, toOrderLine),
    parcels: row.parcels === undefined || row.parcels === null ? [] : list(row.parcels, `${path}.parcels`, toOpsParcel),
  };
}

function record(value: unknown, path: string): Record<string, unknown> | null {
  return value === null || value === undefined ? null : obj(value, path);
}

export function toAuditEntry(value: unknown, path: string): AuditEntry {
  const row = obj(value, path);
  const staff = row.staff === null || row.staff === undefined ? null : obj(row.staff, `${path}.staff`);
  return {
    id: str(row.id, `${path}.id`),
    staff: staff && { staffId: str(staff.staff_id, `${path}.staff.staff_id`), name: text(staff.name, `${path}.staff.name`), role: text(staff.role, `${path}.staff.role`) },
    action: str(row.action, `${path}.action`),
    entityType: text(row.entity_type, `${path}.entity_type`),
    entityId: text(row.entity_id, `${path}.entity_id`),
    before: record(row.before, `${path}.before`),
    after: record(row.after, `${path}.after`),
    at: iso(row.at, `${path}.at`),
  };
}

export function toOpsOrder(value: unknown, path = 'data'): OpsOrder {
  const row = obj(value, path);
  const customer = obj(row.customer, `${path}.customer`);
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    invoiceCode: text(row.invoice_code, `${path}.invoice_code`),
    invoiceStatus: text(row.invoice_status, `${path}.invoice_status`),
    ...(row.invoice_status_label === undefined ? {} : { invoiceStatusLabel: text(row.invoice_status_label, `${path}.invoice_status_label`) }),
    status: str(row.status, `${path}.status`),
    statusLabel: text(row.status_label, `${path}.status_label`),
    createdAt: text(row.created_at, `${path}.created_at`),
    paidAt: optIso(row.paid_at, `${path}.paid_at`),
    total: int(row.total, `${path}.total`),
    customer: { ...toCustomer(customer, `${path}.customer`), phoneNumber: text(customer.phone_number, `${path}.customer.phone_number`) },
    shipments: list(row.shipments, `${path}.shipments`, toShipment),
    timeline: row.timeline === undefined ? [] : list(row.timeline, `${path}.timeline`, (t, at) => {
      const e = obj(t, at);
      return { status: str(e.status, `${at}.status`), ...(e.status_label === undefined ? {} : { statusLabel: text(e.status_label, `${at}.status_label`) }), at: iso(e.at, `${at}.at`) };
    }),
    refundable: int(row.refundable ?? 0, `${path}.refundable`),
    lartasAck: toOrderLartasAck(row.lartas_ack, `${path}.lartas_ack`),
    audit: row.audit === undefined || row.audit === null ? [] : list(row.audit, `${path}.audit`, toAuditEntry),
  };
}

export function toSearchHit(value: unknown, path: string): OpsSearchHit {
  const row = obj(value, path);
  return {
    orderCode: str(row.order_code, `${path}.order_code`),
    invoiceCode: text(row.invoice_code, `${path}.invoice_code`),
    customerName: text(row.customer_name, `${path}.customer_name`),
    status: text(row.status, `${path}.status`),
    statusLabel: text(row.status_label, `${path}.status_label`),
    createdAt: text(row.created_at, `${path}.created_at`),
  };
}

export function toTicket(value: unknown, path = 'data'): Ticket {
  const row = obj(value, path);
  return {
    ticketId: str(row.ticket_id, `${path}.ticket_id`),
    orderCode: text(row.order_code, `${path}.order_code`),
    lineId: optInt(row.line_id, `${path}.line_id`),
    reason: text(row.reason, `${path}.reason`),
    status: str(row.status, `${path}.status`),
    amountRequested: optInt(row.amount_requested, `${path}.amount_requested`),
    amountRefunded: optInt(row.amount_refunded, `${path}.amount_refunded`),
    createdAt: text(row.created_at, `${path}.created_at`),
    updatedAt: text(row.updated_at, `${path}.updated_at`),
    messages: row.messages === undefined || row.messages === null ? [] : list(row.messages, `${path}.messages`, (m, at) => {
      const e = obj(m, at);
      return { author: str(e.author, `${at}.author`), name: text(e.name, `${at}.name`), message: str(e.message, `${at}.message`), at: text(e.at, `${at}.at`) };
    }),
    customer: row.customer === undefined || row.customer === null ? null : toCustomer(row.customer, `${path}.customer`),
  };
}

/** `{ data: [..], meta: { page, per_page, total } }`. */
export function toPaged<T>(body: Json, item: (value: unknown, path: string) => T): Paged<T> {
  const items = list(body.data, 'data', item);
  const meta = isObject(body.meta) ? body.meta : {};
  return {
    items,
    page: int(meta.page ?? 1, 'meta.page'),
    perPage: int(meta.per_page ?? (items.length || 20), 'meta.per_page'),
    total: int(meta.total ?? items.length, 'meta.total'),
  };
}
