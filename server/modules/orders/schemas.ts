// Request schemas of the orders module. Unknown body properties are accepted and ignored: the
// amounts and pricing flags a client may send (total, is_all_in_price, importer_mode, prices)
// are never read.
import { INVOICE_STATUSES, ORDER_STATUSES, ORDER_TABS } from '../../../src/domain/order/index.ts';
import { PAYMENT_METHOD_CODES } from './payment.ts';

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;

const checkoutProperties = {
  cart_detail_codes: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: code },
  addresses: {
    type: 'array', minItems: 1, maxItems: 10,
    items: {
      type: 'object', required: ['address_id'],
      properties: {
        address_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        items: { type: 'object', maxProperties: 100, additionalProperties: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000 } },
      },
    },
  },
  consolidations: {
    type: 'array', maxItems: 20,
    items: {
      type: 'object', required: ['name', 'cart_detail_codes'],
      properties: { name: { type: 'string', maxLength: 100 }, cart_detail_codes: { type: 'array', maxItems: 100, items: code } },
    },
  },
  shipping: {
    type: 'array', maxItems: 220,
    items: {
      type: 'object', required: ['shipment_key', 'courier', 'service'],
      properties: { shipment_key: { type: 'string', maxLength: 32 }, courier: { type: 'string', maxLength: 32 }, service: { type: 'string', maxLength: 32 } },
    },
  },
  use_insurance: { type: 'boolean' },
  using_npwp: { type: 'boolean' },
  voucher_code: { type: ['string', 'null'], maxLength: 32 },
} as const;

export const previewBody = {
  type: 'object',
  required: ['cart_detail_codes', 'addresses'],
  properties: checkoutProperties,
} as const;

export const checkoutBody = {
  type: 'object',
  required: ['cart_detail_codes', 'addresses', 'payment_method', 'expected_total'],
  properties: {
    ...checkoutProperties,
    payment_method: { type: 'string', enum: [...PAYMENT_METHOD_CODES] },
    expected_total: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    // Restricted goods (lartas-ack.ts): required when the lines fall under lartas entries.
    lartas_ack: {
      type: 'object', required: ['accepted', 'lartas_ids', 'text_version'],
      properties: {
        accepted: { type: 'boolean' },
        lartas_ids: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } },
        text_version: { type: 'string', minLength: 1, maxLength: 32 },
      },
    },
  },
} as const;

export const codeParam = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

export const invoicesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    invoice_type: { type: 'array', items: { type: 'string', enum: ['additional', 'topup', 'checkout', 'premium', 'course'] } },
    status: { type: 'string', enum: [...INVOICE_STATUSES] },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  },
} as const;

export const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    /** The marketplace tab (docs/orders.md "Tabs"); with status, both apply. */
    tab: { type: 'string', enum: [...ORDER_TABS] },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  },
} as const;

export const trackingQuery = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64 },
    page: { type: 'integer', minimum: 1, default: 1 },
  },
} as const;

export const paymentGroupsQuery = {
  type: 'object',
  properties: { invoice_code: { type: 'string', maxLength: 64 } },
} as const;
