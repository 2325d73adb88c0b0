// Request schemas of the ops module (docs/api/ops.md).
import { DECISION_CHOICES, LINE_STATES, PARCEL_STATES } from '../../../src/domain/fulfilment/index.ts';

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const page = { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } as const;
const measure = { type: 'number', minimum: 0, maximum: 1000 } as const;
const grams = { type: 'integer', minimum: 1, maximum: 1_000_000 } as const;

export const lineParam = { type: 'object', required: ['line_id'], properties: { line_id: id } } as const;
export const parcelParam = { type: 'object', required: ['parcel_code'], properties: { parcel_code: { type: 'string', pattern: '^PCL-[0-9]{8}-[A-Z2-7]{6}$' } } } as const;
export const ticketParam = { type: 'object', required: ['ticket_id'], properties: { ticket_id: id } } as const;
export const orderParam = { type: 'object', required: ['order_code'], properties: { order_code: text(64) } } as const;

export const loginBody = { type: 'object', required: ['email', 'password'], properties: { email: text(254), password: text(256) } } as const;
export const secondFactorBody = {
  type: 'object', required: ['challenge'], additionalProperties: false,
  properties: { challenge: text(128), code: text(16), recovery_code: text(32) },
} as const;
export const codeBody = { type: 'object', additionalProperties: false, properties: { code: text(16), recovery_code: text(32) } } as const;
export const linesQuery = { type: 'object', required: ['state'], properties: { state: { type: 'string', enum: [...LINE_STATES] }, page } } as const;
export const parcelsQuery = { type: 'object', required: ['state'], properties: { state: { type: 'string', enum: [...PARCEL_STATES] }, page } } as const;
export const storageQuery = { type: 'object', properties: { within_days: { type: 'integer', minimum: 0, maximum: 365, default: 7 }, page } } as const;
export const searchQuery = { type: 'object', required: ['q'], properties: { q: text(64) } } as const;
export const auditQuery = {
  type: 'object',
  properties: { entity_type: { type: 'string', enum: ['line', 'parcel', 'ticket', 'staff_session', 'kurs', 'featured_image'] }, entity_id: text(64), page },
} as const;

export const purchaseBody = {
  type: 'object', required: ['seller_order_number', 'price_paid'],
  properties: {
    seller_order_number: text(64),
    price_paid: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
    seller_shipping: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000_000 },
    quantity_bought: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    note: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;
export const problemBody = { type: 'object', required: ['reason'], properties: { reason: text(500) } } as const;
export const packBody = {
  type: 'object', required: ['line_ids', 'weight_grams', 'length_cm', 'width_cm', 'height_cm'],
  properties: { line_ids: { type: 'array', minItems: 1, maxItems: 50, items: id }, weight_grams: grams, length_cm: measure, width_cm: measure, height_cm: measure },
} as const;
export const shipBody = { type: 'object', required: ['carrier', 'tracking_number'], properties: { carrier: text(64), tracking_number: text(64) } } as const;
export const customsBody = {
  type: 'object', required: ['status'],
  properties: { status: { type: 'string', enum: ['in_customs', 'held', 'cleared'] }, reason: { type: ['string', 'null'], maxLength: 500 } },
} as const;
export const deliveryBody = { type: 'object', required: ['courier', 'tracking_number'], properties: { courier: text(64), tracking_number: text(64) } } as const;

export const ticketsQuery = { type: 'object', properties: { status: { type: 'string', enum: ['open', 'answered', 'approved', 'rejected'] }, page } } as const;
export const answerBody = { type: 'object', required: ['message'], properties: { message: text(2000) } } as const;
export const resolveBody = {
  type: 'object', required: ['outcome'],
  properties: { outcome: { type: 'string', enum: ['approved', 'rejected'] }, amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 }, message: { type: ['string', 'null'], maxLength: 2000 } },
} as const;

export const decisionBody = { type: 'object', required: ['choice'], properties: { choice: { type: 'string', enum: [...DECISION_CHOICES] } } } as const;
export const ratingQuery = { type: 'object', required: ['cart_code'], properties: { cart_code: text(64) } } as const;
export const ratingBody = {
  type: 'object', required: ['cart_code', 'stars'],
  properties: { cart_code: text(64), stars: { type: 'integer', minimum: 1, maximum: 5 }, text: { type: 'string', maxLength: 1000 } },
} as const;
export const productReviewsQuery = { type: 'object', properties: { url: text(2048), product_id: text(128), page } } as const;
export const refundBody = {
  type: 'object', required: ['order_code', 'reason', 'message'],
  properties: {
    order_code: text(64), line_id: id,
    reason: { type: 'string', enum: ['damaged', 'wrong_item', 'not_received', 'missing_part', 'other'] },
    message: text(2000), amount_requested: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 },
  },
} as const;
export const pageQuery = { type: 'object', properties: { page } } as const;
export const deleteTicketBody = { type: 'object', required: ['ticket_id'], properties: { ticket_id: id } } as const;
export const readBody = { type: 'object', properties: { ids: { type: 'array', maxItems: 200, items: id } } } as const;
export const photoParams = { type: 'object', required: ['photo_id'], properties: { photo_id: id } } as const;
export const photoQuery = { type: 'object', properties: { exp: { type: 'integer', minimum: 0 }, sig: { type: 'string', maxLength: 64 } } } as const;
